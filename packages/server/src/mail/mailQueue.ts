import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { ServerContext } from '../serverContext';

/** Who an e-mail is from: a display name and an address. */
export interface MailAddress {
  name: string;
  address: string;
}

/** How many outbox e-mails wait to be sent and how many failed for good (readiness, metrics). */
export interface MailQueueDepth {
  /** Waiting for their first attempt or a retry, or being sent now. */
  queued: number;
  /** Refused by the SMTP server for good, or out of attempts. */
  failed: number;
}

/**
 * The depth of the mail queue, read from the outbox: cheap (one indexed count), so readiness
 * checks and metrics may call it on every request. `stored` e-mails (no `SMTP_URL`) count in neither.
 */
export function mailQueueDepth(db: Db): MailQueueDepth {
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(status IN ('queued', 'sending')), 0) AS queued, COALESCE(SUM(status = 'failed'), 0) AS failed
         FROM outbox WHERE status IN ('queued', 'sending', 'failed')`,
    )
    .get() as MailQueueDepth;
  return { queued: row.queued, failed: row.failed };
}

/** `"Name" <address>` with the name's quotes and backslashes escaped, as a From header wants it. */
export function formatAddress(from: MailAddress): string {
  const name = from.name.replace(/[\\"]/g, (c) => `\\${c}`);
  return name ? `"${name}" <${from.address}>` : from.address;
}

/**
 * The From of a system e-mail (a password reset): the letterhead's name and e-mail, or
 * `MAIL_FROM`'s address when set (docs/operations.md, "Mail").
 */
export function systemSender(ctx: ServerContext): MailAddress {
  return { name: ctx.config.letterhead.name, address: ctx.config.mail.from ?? ctx.config.letterhead.email };
}

/**
 * Marks a just-written outbox row for delivery, in the caller's transaction: `queued` (due now)
 * with its From, Reply-To and a Message-ID fixed once, so every retry sends the same message and
 * a receiver can tell a repeat from a new one; `stored` when the server sends no mail.
 */
export function queueForDelivery(
  ctx: ServerContext,
  outboxId: number,
  from: MailAddress,
  replyTo: string | null = null,
): void {
  const sending = ctx.config.mail.smtpUrl !== null;
  const domain = from.address.split('@')[1] || 'salesdesk.invalid';
  ctx.db
    .prepare(
      `UPDATE outbox SET status = ?, attempts = 0, next_attempt_at = ?, mail_from = ?, reply_to = ?, message_id = ?
        WHERE id = ?`,
    )
    .run(
      sending ? 'queued' : 'stored',
      sending ? ctx.now() : null,
      formatAddress(from),
      replyTo,
      `<${randomUUID()}@${domain}>`,
      outboxId,
    );
  if (sending) ctx.mail.nudge();
}
