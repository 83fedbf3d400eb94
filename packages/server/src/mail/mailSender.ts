import nodemailer, { type Transporter } from 'nodemailer';
import type { ServerContext } from '../serverContext';
import { type MailQueueDepth, mailQueueDepth } from './mailQueue';

/** The background sender of the outbox (docs/operations.md, "Mail"). */
export interface MailSender {
  /** Whether e-mails leave the server (`SMTP_URL` set). */
  readonly enabled: boolean;
  /** Starts sending in the background: what an earlier run left `sending` is queued again first. */
  start(): void;
  /** Stops: no new attempt starts, the one under way finishes, the SMTP connection closes. */
  stop(): Promise<void>;
  /** Something was queued: look now rather than at the next poll. */
  nudge(): void;
  /** Sends every e-mail due now, one after another; answers how many attempts were made. */
  runDue(): Promise<number>;
  /** The queue's depth ({@link mailQueueDepth}). */
  depth(): MailQueueDepth;
}

/** Longest wait between two looks at the outbox: catches retries that fall due and another process's rows. */
const POLL_MS = 5000;
/** The most of the SMTP server's answer kept on a failed e-mail. */
const ERROR_LENGTH = 500;

interface DueRow {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  attachment_name: string | null;
  attachment_type: string | null;
  attachment: Buffer | null;
  attempts: number;
  mail_from: string;
  reply_to: string | null;
  message_id: string;
}

interface SmtpFailure {
  response?: string;
  responseCode?: number;
  message?: string;
  code?: string;
}

/**
 * A 5xx answer is the server's final word (no such mailbox, refused content): retrying would
 * only be refused again. Everything else (4xx, a refused or dropped connection, a timeout) may
 * pass later and is retried by the schedule.
 */
const isPermanent = (error: SmtpFailure) =>
  typeof error.responseCode === 'number' && error.responseCode >= 500 && error.responseCode < 600;

/** The SMTP server's answer as the sender sees it, or what went wrong on the way to it. */
function describe(error: unknown): string {
  const e = (error ?? {}) as SmtpFailure;
  const text = e.response ?? e.message ?? String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, ERROR_LENGTH);
}

/**
 * Creates the sender. Each e-mail is claimed (`queued` → `sending`, attempts + 1) in one
 * statement before it is handed to the SMTP server, so two loops (or two ticks) never send the
 * same row; it ends `sent`, or `queued` again with the schedule's next wait, or `failed` with
 * the server's answer when the answer is final or the attempts are used up. A crash between the
 * hand-over and the `sent` leaves a row `sending`, queued again at the next start: it may then
 * arrive twice, under the same Message-ID (at least once, never lost).
 */
export function createMailSender(ctx: ServerContext): MailSender {
  const { smtpUrl, retrySchedule } = ctx.config.mail;
  let transport: Transporter | null = null;
  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  const transporter = () => {
    transport ??= nodemailer.createTransport({
      url: smtpUrl ?? '',
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    return transport;
  };

  const claim = () =>
    ctx.db
      .prepare(
        `UPDATE outbox SET status = 'sending', attempts = attempts + 1
          WHERE id = (SELECT id FROM outbox WHERE status = 'queued' AND next_attempt_at <= ?
                       ORDER BY next_attempt_at, id LIMIT 1)
          RETURNING id, recipient, subject, body, attachment_name, attachment_type, attachment, attempts,
                    mail_from, reply_to, message_id`,
      )
      .get(ctx.now()) as DueRow | undefined;

  async function attempt(row: DueRow): Promise<void> {
    try {
      await transporter().sendMail({
        from: row.mail_from,
        to: row.recipient,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        subject: row.subject,
        text: row.body,
        messageId: row.message_id,
        attachments: row.attachment
          ? [
              {
                filename: row.attachment_name ?? 'zalacznik.pdf',
                content: row.attachment,
                contentType: row.attachment_type ?? 'application/octet-stream',
              },
            ]
          : [],
      });
      ctx.db
        .prepare(
          `UPDATE outbox SET status = 'sent', sent_at = ?, last_error = NULL, next_attempt_at = NULL WHERE id = ?`,
        )
        .run(new Date(ctx.now()).toISOString(), row.id);
      ctx.log.info(`mail ${row.id} sent to ${row.recipient} (attempt ${row.attempts})`);
    } catch (error) {
      const answer = describe(error);
      const wait = retrySchedule[row.attempts - 1];
      if (isPermanent(error as SmtpFailure) || wait === undefined) {
        ctx.db
          .prepare(`UPDATE outbox SET status = 'failed', last_error = ?, next_attempt_at = NULL WHERE id = ?`)
          .run(answer, row.id);
        ctx.log.error(`mail ${row.id} to ${row.recipient} failed after ${row.attempts} attempt(s): ${answer}`);
      } else {
        ctx.db
          .prepare(`UPDATE outbox SET status = 'queued', last_error = ?, next_attempt_at = ? WHERE id = ?`)
          .run(answer, ctx.now() + wait * 1000, row.id);
        ctx.log.info(
          `mail ${row.id} to ${row.recipient}: attempt ${row.attempts} failed (${answer}), retry in ${wait} s`,
        );
      }
    }
  }

  async function sendDue(): Promise<number> {
    let attempts = 0;
    for (let row = claim(); row; row = stopping ? undefined : claim()) {
      attempts++;
      await attempt(row);
    }
    return attempts;
  }

  /** Epoch ms of the earliest queued row's attempt, if any. */
  const nextDue = () =>
    ctx.db.prepare(`SELECT MIN(next_attempt_at) FROM outbox WHERE status = 'queued'`).pluck().get() as number | null;

  function schedule(delayMs: number) {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(loop, Math.max(0, delayMs));
    timer.unref();
  }

  function loop() {
    timer = null;
    void runDue().then(() => {
      const due = nextDue();
      schedule(due === null ? POLL_MS : Math.min(POLL_MS, due - ctx.now()));
    });
  }

  function runDue(): Promise<number> {
    if (!smtpUrl) return Promise.resolve(0);
    running ??= sendDue()
      .catch((error) => {
        ctx.log.error('mail sender failed', error);
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    enabled: smtpUrl !== null,
    start() {
      if (!smtpUrl || started) return;
      started = true;
      const requeued = ctx.db.prepare(`UPDATE outbox SET status = 'queued' WHERE status = 'sending'`).run().changes;
      if (requeued > 0) ctx.log.info(`mail: ${requeued} e-mail(s) interrupted by the last stop queued again`);
      schedule(0);
    },
    async stop() {
      started = false;
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      stopping = false;
      transport?.close();
      transport = null;
    },
    nudge() {
      schedule(0);
    },
    runDue,
    depth: () => mailQueueDepth(ctx.db),
  };
}
