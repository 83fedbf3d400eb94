/**
 * Mail delivery: each outbox e-mail has a delivery status, the attempts made and the SMTP
 * server's last answer, its From and Reply-To fixed when it was written, and a Message-ID kept
 * across retries. Rows written before delivery existed become `stored`: they were never meant
 * to leave the server, and configuring `SMTP_URL` later must not send them.
 */
export const mailDelivery = `
ALTER TABLE outbox ADD COLUMN status TEXT NOT NULL DEFAULT 'stored'
  CHECK (status IN ('stored', 'queued', 'sending', 'sent', 'failed'));
ALTER TABLE outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN next_attempt_at INTEGER;
ALTER TABLE outbox ADD COLUMN last_error TEXT;
ALTER TABLE outbox ADD COLUMN sent_at TEXT;
ALTER TABLE outbox ADD COLUMN mail_from TEXT;
ALTER TABLE outbox ADD COLUMN reply_to TEXT;
ALTER TABLE outbox ADD COLUMN message_id TEXT;
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
`;
