import { formatMessage, webhookMessages } from '@salesdesk/sdk';
import type { Db } from '../db/database';
import { inTransaction } from '../documents/documentChange';
import { cached } from '../documents/documentStore';
import type { Logger } from '../serverContext';
import type { WebhookConfig } from './webhookConfig';
import { webhookQueueDepth } from './webhookQueue';
import { signatureHeader } from './webhookSignature';

// Sends the deliveries of the outbox (docs/webhooks.md, "Delivery"). At least once: a delivery
// is marked delivered only after a 2xx answer, so a server stopped (or killed) with an attempt
// in flight sends it again at its next start, under the same `webhook-id`. In order per
// document: of one endpoint's pending deliveries with the same key only the oldest is sent,
// the next once it is delivered or has finally failed. Only the registered URL is called, with a
// timeout, and a redirect is an answer like any other non-2xx (never followed).

/** The first characters of an answer kept in the log. */
export const RESPONSE_EXCERPT_CHARS = 500;

/** What the dispatcher reports about an endpoint it has just disabled. */
export interface DisabledEndpoint {
  id: number;
  url: string;
  description: string;
}

/** The webhook sender of one server. */
export interface WebhookDispatcher {
  /** Looks for due deliveries soon (after the current transaction); a no-op until started. */
  wake(): void;
  /** Starts sending: now, on every `wake`, and every `pollMs` for retries that came due. */
  start(): void;
  /** Stops sending; waits for the attempts in flight (each is bounded by the timeout). */
  stop(): Promise<void>;
  /** Resolves once nothing is in flight and nothing is due now (tests, benchmarks). */
  idle(): Promise<void>;
  /** Deliveries waiting (first attempt or retry) to enabled endpoints. */
  queueDepth(): number;
}

/** What the dispatcher needs of the server. */
export interface DispatcherOptions {
  db: Db;
  config: WebhookConfig;
  now: () => number;
  log: Logger;
  /** Called after an endpoint was disabled for a day of failures (inside no transaction). */
  onDisabled: (endpoint: DisabledEndpoint) => void;
}

interface DueRow {
  id: number;
  endpoint_id: number;
  msg_id: string;
  body: string;
  attempts: number;
  manual: number;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: number | null;
}

interface Outcome {
  statusCode: number | null;
  ok: boolean;
  excerpt: string;
  error: string | null;
  durationMs: number;
}

const DUE_SQL = `SELECT m.id, m.endpoint_id, m.msg_id, m.body, m.attempts, m.manual,
    e.url, e.secret, e.previous_secret, e.previous_secret_until
  FROM webhook_messages m JOIN webhook_endpoints e ON e.id = m.endpoint_id
  WHERE m.status = 'pending' AND m.next_attempt_at <= ? AND e.enabled = 1
    AND NOT EXISTS (SELECT 1 FROM webhook_messages p
      WHERE p.endpoint_id = m.endpoint_id AND p.order_key = m.order_key AND p.status = 'pending' AND p.id < m.id)
  ORDER BY m.next_attempt_at, m.id LIMIT ?`;

/** Reads at most the excerpt's worth of an answer, then lets the rest go. */
async function excerptOf(res: Response): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < RESPONSE_EXCERPT_CHARS) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return text.slice(0, RESPONSE_EXCERPT_CHARS);
}

/** One attempt: POST of the stored body with the Standard Webhooks headers, signed now. */
async function attempt(row: DueRow, config: WebhookConfig, now: number): Promise<Outcome> {
  const timestamp = Math.floor(now / 1000);
  const secrets = [row.secret];
  if (row.previous_secret && row.previous_secret_until !== null && row.previous_secret_until > now)
    secrets.push(row.previous_secret);
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const res = await fetch(row.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'salesdesk-webhooks/1',
        'webhook-id': row.msg_id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signatureHeader(secrets, row.msg_id, timestamp, row.body),
      },
      body: row.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    const excerpt = await excerptOf(res).catch(() => '');
    const ok = res.status >= 200 && res.status < 300;
    const error =
      res.status >= 300 && res.status < 400
        ? formatMessage(webhookMessages.attemptErrors.redirect, { status: String(res.status) })
        : null;
    return { statusCode: res.status, ok, excerpt, error, durationMs: took() };
  } catch (failure) {
    const name = (failure as Error).name;
    const error =
      name === 'TimeoutError' || name === 'AbortError'
        ? formatMessage(webhookMessages.attemptErrors.timeout, { seconds: String(config.timeoutMs / 1000) })
        : formatMessage(webhookMessages.attemptErrors.network, {
            reason:
              ((failure as { cause?: { code?: string; message?: string } }).cause?.code ??
                (failure as { cause?: { message?: string } }).cause?.message ??
                (failure as Error).message) ||
              'unknown',
          });
    return { statusCode: null, ok: false, excerpt: '', error, durationMs: took() };
  }
}

/**
 * Stores an attempt and moves its delivery on: delivered; or the next retry by the schedule; or,
 * past the schedule, failed — and when no delivery to the endpoint went through since this one
 * first failed, the endpoint is disabled. Returns the endpoint it disabled, if any.
 */
function record(db: Db, config: WebhookConfig, now: number, row: DueRow, out: Outcome): DisabledEndpoint | null {
  return inTransaction(db, () => {
    const message = cached(db, 'SELECT attempts, first_failed_at, status FROM webhook_messages WHERE id = ?').get(
      row.id,
    ) as { attempts: number; first_failed_at: number | null; status: string } | undefined;
    // Deleted with its endpoint while in flight: nothing to record.
    if (!message) return null;
    const at = new Date(now).toISOString();
    cached(
      db,
      `INSERT INTO webhook_attempts (message_id, attempted_at, status_code, ok, response_excerpt, error, duration_ms, manual)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(row.id, at, out.statusCode, out.ok ? 1 : 0, out.excerpt, out.error, out.durationMs, row.manual);
    const attempts = message.attempts + 1;
    if (out.ok) {
      cached(
        db,
        "UPDATE webhook_messages SET status = 'delivered', attempts = ?, delivered_at = ?, manual = 0 WHERE id = ?",
      ).run(attempts, at, row.id);
      cached(db, 'UPDATE webhook_endpoints SET failing_since = NULL WHERE id = ?').run(row.endpoint_id);
      return null;
    }
    const firstFailed = message.first_failed_at ?? now;
    cached(db, 'UPDATE webhook_endpoints SET failing_since = COALESCE(failing_since, ?) WHERE id = ?').run(
      now,
      row.endpoint_id,
    );
    const wait = config.retrySchedule[attempts - 1];
    if (wait !== undefined) {
      cached(
        db,
        'UPDATE webhook_messages SET attempts = ?, first_failed_at = ?, next_attempt_at = ?, manual = 0 WHERE id = ?',
      ).run(attempts, firstFailed, now + Math.round(wait * 1000), row.id);
      return null;
    }
    cached(
      db,
      "UPDATE webhook_messages SET status = 'failed', attempts = ?, first_failed_at = ?, manual = 0 WHERE id = ?",
    ).run(attempts, firstFailed, row.id);
    const endpoint = cached(
      db,
      'SELECT id, url, description, enabled, failing_since FROM webhook_endpoints WHERE id = ?',
    ).get(row.endpoint_id) as DisabledEndpoint & { enabled: number; failing_since: number | null };
    // A hand-made redelivery that fails again does not switch the endpoint off.
    if (row.manual || !endpoint.enabled || endpoint.failing_since === null || endpoint.failing_since > firstFailed)
      return null;
    cached(
      db,
      "UPDATE webhook_endpoints SET enabled = 0, disabled_reason = 'failing', updated_at = ? WHERE id = ?",
    ).run(at, endpoint.id);
    return { id: endpoint.id, url: endpoint.url, description: endpoint.description };
  });
}

/** Creates the dispatcher of a server (not started). */
export function createWebhookDispatcher(options: DispatcherOptions): WebhookDispatcher {
  const { db, config, now, log } = options;
  const inFlight = new Map<number, Promise<void>>();
  let started = false;
  let woken = false;
  let timer: NodeJS.Timeout | null = null;
  let idleWaiters: (() => void)[] = [];

  const due = () => cached(db, DUE_SQL).all(now(), config.concurrency + inFlight.size) as DueRow[];

  const settleIdle = () => {
    if (inFlight.size > 0 || !idleWaiters.length) return;
    if (started && due().some((r) => !inFlight.has(r.id))) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const w of waiters) w();
  };

  // Attempts that came back, recorded together: one commit (one fsync with synchronous FULL)
  // for every attempt that finished in the same turn, instead of one each.
  let finished: { row: DueRow; out: Outcome; at: number }[] = [];
  const flush = () => {
    const batch = finished;
    finished = [];
    const disabled: DisabledEndpoint[] = [];
    if (db.open) {
      try {
        inTransaction(db, () => {
          for (const f of batch) {
            const off = record(db, config, f.at, f.row, f.out);
            if (off) disabled.push(off);
          }
        });
      } catch (error) {
        log.error('webhook dispatcher: recording attempts failed', error);
      }
    }
    for (const f of batch) inFlight.delete(f.row.id);
    for (const off of disabled) options.onDisabled(off);
    pump();
  };

  const send = (row: DueRow) => {
    const run = (async () => {
      const out = await attempt(row, config, now());
      // A server stopped with the attempt in flight records nothing: it is sent again at the next start.
      if (!db.open) {
        inFlight.delete(row.id);
        settleIdle();
        return;
      }
      finished.push({ row, out, at: now() });
      if (finished.length === 1) setImmediate(flush);
    })();
    inFlight.set(row.id, run);
  };

  const pump = () => {
    if (!started || !db.open) {
      settleIdle();
      return;
    }
    try {
      for (const row of due()) {
        if (inFlight.size >= config.concurrency) break;
        if (!inFlight.has(row.id)) send(row);
      }
    } catch (error) {
      log.error('webhook dispatcher: reading the queue failed', error);
    }
    settleIdle();
  };

  return {
    wake() {
      if (!started || woken) return;
      woken = true;
      setImmediate(() => {
        woken = false;
        pump();
      });
    },
    start() {
      if (started) return;
      started = true;
      timer = setInterval(pump, config.pollMs);
      timer.unref();
      pump();
    },
    async stop() {
      started = false;
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.allSettled([...inFlight.values()]);
      if (finished.length) flush();
      settleIdle();
    },
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        pump();
      });
    },
    queueDepth: () => webhookQueueDepth({ db }),
  };
}
