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
export function systemSender(ctx: Pick<ServerContext, 'config'>): MailAddress {
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
  markForDelivery(ctx.db, outboxId, { sending, from, replyTo, now: ctx.now() });
  if (sending) ctx.mail.nudge();
}

/**
 * {@link queueForDelivery} on a bare connection, for a thread without the server's context (the
 * import worker): the row is marked the same way; the sender finds it at its next look (the
 * request thread nudges it when the run ends).
 */
export function markForDelivery(
  db: Db,
  outboxId: number,
  mark: { sending: boolean; from: MailAddress; replyTo?: string | null; now: number },
): void {
  const domain = mark.from.address.split('@')[1] || 'salesdesk.invalid';
  db.prepare(
    `UPDATE outbox SET status = ?, attempts = 0, next_attempt_at = ?, mail_from = ?, reply_to = ?, message_id = ?
      WHERE id = ?`,
  ).run(
    mark.sending ? 'queued' : 'stored',
    mark.sending ? mark.now : null,
    formatAddress(mark.from),
    mark.replyTo ?? null,
    `<${randomUUID()}@${domain}>`,
    outboxId,
  );
}

/**
 * What a system e-mail written away from the server's context (a new account's set-password
 * link, written by the import's apply) needs: whether the server sends mail, its From, and the
 * base of its links. Plain data, so it crosses to the import worker with the run.
 */
export interface SystemMail {
  /** `SMTP_URL` is set: the e-mail is queued for sending, else only stored. */
  readonly sending: boolean;
  readonly from: MailAddress;
  /** `PUBLIC_URL`, or '' (a server that sends no mail keeps relative links, as {@link systemSender}'s callers do). */
  readonly linkBase: string;
}

/** The {@link SystemMail} of a server. */
export function systemMail(ctx: Pick<ServerContext, 'config'>): SystemMail {
  return { sending: ctx.config.mail.smtpUrl !== null, from: systemSender(ctx), linkBase: ctx.config.publicUrl ?? '' };
}
