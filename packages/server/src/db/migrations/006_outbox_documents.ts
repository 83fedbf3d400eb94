/**
 * Sent documents: an outbox e-mail that carries an offer's or an order's PDF records which
 * document it was, so the documents page can list them, link them and let them be downloaded.
 */
export const outboxDocuments = `
ALTER TABLE outbox ADD COLUMN document_kind TEXT CHECK (document_kind IN ('offer', 'order'));
ALTER TABLE outbox ADD COLUMN document_id INTEGER;
ALTER TABLE outbox ADD COLUMN document_number TEXT;
ALTER TABLE outbox ADD COLUMN customer_fullname TEXT;
CREATE INDEX outbox_by_sender ON outbox (sender_id, created_at);
`;
