import {
  formatMessage,
  WEBHOOK_MAX_ENDPOINTS,
  WEBHOOK_TEST_EVENT,
  type WebhookCreateBody,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookRetryAnswer,
  type WebhookSecretAnswer,
  type WebhookUpdateBody,
  webhookMessages,
} from '@salesdesk/sdk';
import { inTransaction } from '../documents/documentChange';
import { cached, nowIso } from '../documents/documentStore';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';
import { insertMessage, payloadBody } from './webhookQueue';
import { newWebhookSecret, secretHint } from './webhookSignature';

// Registered endpoints and their delivery log (docs/webhooks.md). The secret is stored as it is
// (the server signs with it); the API shows it once, when made, and never again.

/** How long a rotated-out secret still signs deliveries beside the new one: a day to roll it out. */
export const PREVIOUS_SECRET_HONOURED_MS = 24 * 3_600_000;

interface EndpointRow {
  id: number;
  url: string;
  description: string;
  events: string;
  secret: string;
  enabled: number;
  disabled_reason: 'manual' | 'failing' | null;
  failing_since: number | null;
  created_at: string;
  updated_at: string;
  pending: number;
}

const ENDPOINT_SELECT = `SELECT e.*, (SELECT COUNT(*) FROM webhook_messages m
  WHERE m.endpoint_id = e.id AND m.status = 'pending') AS pending FROM webhook_endpoints e`;

function endpointOut(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: JSON.parse(row.events) as WebhookEndpoint['events'],
    enabled: row.enabled === 1,
    disabled_reason: row.enabled === 1 ? null : row.disabled_reason,
    secret_hint: secretHint(row.secret),
    failing_since: row.failing_since === null ? null : new Date(row.failing_since).toISOString(),
    pending: row.pending,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function endpointRow(ctx: ServerContext, id: number): EndpointRow {
  const row = cached(ctx.db, `${ENDPOINT_SELECT} WHERE e.id = ?`).get(id) as EndpointRow | undefined;
  if (!row) throw HttpError.notFound(webhookMessages.notFound);
  return row;
}

/** Every registered endpoint, oldest first. */
export function listEndpoints(ctx: ServerContext): WebhookEndpoint[] {
  return (cached(ctx.db, `${ENDPOINT_SELECT} ORDER BY e.id`).all() as EndpointRow[]).map(endpointOut);
}

/** One endpoint (404). */
export function getEndpoint(ctx: ServerContext, id: number): WebhookEndpoint {
  return endpointOut(endpointRow(ctx, id));
}

/** Registers an endpoint (409 past the limit); answers its secret, this once. */
export function createEndpoint(ctx: ServerContext, userId: number, body: WebhookCreateBody): WebhookSecretAnswer {
  return inTransaction(ctx.db, () => {
    const count = cached(ctx.db, 'SELECT COUNT(*) FROM webhook_endpoints').pluck().get() as number;
    if (count >= WEBHOOK_MAX_ENDPOINTS)
      throw HttpError.conflict(formatMessage(webhookMessages.tooMany, { max: String(WEBHOOK_MAX_ENDPOINTS) }));
    const secret = newWebhookSecret();
    const at = nowIso(ctx);
    const id = Number(
      cached(
        ctx.db,
        `INSERT INTO webhook_endpoints (url, description, events, secret, created_by, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(body.url, body.description ?? '', JSON.stringify(body.events), secret, userId, at, at).lastInsertRowid,
    );
    return { secret, webhook: getEndpoint(ctx, id) };
  });
}

/**
 * Changes an endpoint. Disabling keeps its pending deliveries (they wait); enabling it again
 * sends them at once, in their order, and clears the failure it was disabled for.
 */
export function updateEndpoint(ctx: ServerContext, id: number, body: WebhookUpdateBody): WebhookEndpoint {
  const answer = inTransaction(ctx.db, () => {
    const row = endpointRow(ctx, id);
    const at = nowIso(ctx);
    const enabled = body.enabled ?? row.enabled === 1;
    cached(
      ctx.db,
      `UPDATE webhook_endpoints SET url = ?, description = ?, events = ?, enabled = ?, disabled_reason = ?,
         failing_since = ?, updated_at = ? WHERE id = ?`,
    ).run(
      body.url ?? row.url,
      body.description ?? row.description,
      body.events ? JSON.stringify(body.events) : row.events,
      enabled ? 1 : 0,
      enabled ? null : row.enabled === 1 ? 'manual' : row.disabled_reason,
      enabled && row.enabled === 0 ? null : row.failing_since,
      at,
      id,
    );
    if (enabled && row.enabled === 0)
      cached(
        ctx.db,
        "UPDATE webhook_messages SET next_attempt_at = ? WHERE endpoint_id = ? AND status = 'pending'",
      ).run(ctx.now(), id);
    return getEndpoint(ctx, id);
  });
  ctx.webhooks.wake();
  return answer;
}

/** Removes an endpoint with its deliveries and their log. */
export function deleteEndpoint(ctx: ServerContext, id: number): void {
  inTransaction(ctx.db, () => {
    endpointRow(ctx, id);
    cached(ctx.db, 'DELETE FROM webhook_endpoints WHERE id = ?').run(id);
  });
}

/** A new secret, answered once; the old one still signs beside it for a day. */
export function rotateSecret(ctx: ServerContext, id: number): WebhookSecretAnswer {
  return inTransaction(ctx.db, () => {
    const row = endpointRow(ctx, id);
    const secret = newWebhookSecret();
    cached(
      ctx.db,
      'UPDATE webhook_endpoints SET secret = ?, previous_secret = ?, previous_secret_until = ?, updated_at = ? WHERE id = ?',
    ).run(secret, row.secret, ctx.now() + PREVIOUS_SECRET_HONOURED_MS, nowIso(ctx), id);
    return { secret, webhook: getEndpoint(ctx, id) };
  });
}

interface MessageRow {
  id: number;
  msg_id: string;
  event_type: string;
  status: WebhookDelivery['status'];
  next_attempt_at: number;
  created_at: string;
  delivered_at: string | null;
}

interface AttemptRow {
  message_id: number;
  attempted_at: string;
  status_code: number | null;
  ok: number;
  response_excerpt: string;
  error: string | null;
  duration_ms: number;
  manual: number;
}

function deliveriesOut(ctx: ServerContext, rows: MessageRow[]): WebhookDelivery[] {
  if (!rows.length) return [];
  const attempts = ctx.db
    .prepare(
      `SELECT message_id, attempted_at, status_code, ok, response_excerpt, error, duration_ms, manual
       FROM webhook_attempts WHERE message_id IN (${rows.map(() => '?').join(', ')}) ORDER BY id`,
    )
    .all(...rows.map((r) => r.id)) as AttemptRow[];
  const byMessage = new Map<number, WebhookDelivery['attempts']>();
  for (const a of attempts) {
    const list = byMessage.get(a.message_id) ?? [];
    list.push({
      attempted_at: a.attempted_at,
      status_code: a.status_code,
      ok: a.ok === 1,
      response_excerpt: a.response_excerpt,
      error: a.error,
      duration_ms: a.duration_ms,
      manual: a.manual === 1,
    });
    byMessage.set(a.message_id, list);
  }
  return rows.map((r) => ({
    id: r.id,
    message_id: r.msg_id,
    event_type: r.event_type,
    status: r.status,
    next_attempt_at: r.status === 'pending' ? new Date(r.next_attempt_at).toISOString() : null,
    created_at: r.created_at,
    delivered_at: r.delivered_at,
    attempts: byMessage.get(r.id) ?? [],
  }));
}

const MESSAGE_SELECT =
  'SELECT id, msg_id, event_type, status, next_attempt_at, created_at, delivered_at FROM webhook_messages';

/** One delivery of the endpoint with its attempts (404 when it is another endpoint's or gone). */
export function getDelivery(ctx: ServerContext, endpointId: number, deliveryId: number): WebhookDelivery {
  const row = cached(ctx.db, `${MESSAGE_SELECT} WHERE id = ? AND endpoint_id = ?`).get(deliveryId, endpointId) as
    | MessageRow
    | undefined;
  if (!row) throw HttpError.notFound(webhookMessages.deliveryNotFound);
  return deliveriesOut(ctx, [row])[0] as WebhookDelivery;
}

/** The delivery log of an endpoint, newest first. */
export function listDeliveries(
  ctx: ServerContext,
  endpointId: number,
  query: { page: number; limit: number; status?: WebhookDelivery['status'] | undefined },
) {
  endpointRow(ctx, endpointId);
  const where = query.status ? 'endpoint_id = ? AND status = ?' : 'endpoint_id = ?';
  const params: unknown[] = query.status ? [endpointId, query.status] : [endpointId];
  const total = ctx.db
    .prepare(`SELECT COUNT(*) FROM webhook_messages WHERE ${where}`)
    .pluck()
    .get(...params) as number;
  const rows = ctx.db
    .prepare(`${MESSAGE_SELECT} WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(...params, query.limit, (query.page - 1) * query.limit) as MessageRow[];
  return { items: deliveriesOut(ctx, rows), total, page: query.page, limit: query.limit };
}

/** Queues a `webhook.test` event for this endpoint only (409 while it is disabled). */
export function sendTestEvent(ctx: ServerContext, endpointId: number): WebhookDelivery {
  const id = inTransaction(ctx.db, () => {
    const row = endpointRow(ctx, endpointId);
    if (row.enabled !== 1) throw HttpError.conflict(webhookMessages.disabledTest);
    const at = nowIso(ctx);
    const data = { webhook_id: endpointId, url: row.url, message: 'Zdarzenie testowe z salesdesk.' };
    return insertMessage(
      ctx,
      endpointId,
      WEBHOOK_TEST_EVENT,
      { changeId: null, orderKey: `test:${at}:${Math.random()}`, timestamp: at },
      payloadBody(WEBHOOK_TEST_EVENT, at, data),
    );
  });
  return getDelivery(ctx, endpointId, id);
}

/**
 * Sends a delivery again by hand, whatever became of it: the same `webhook-id` and body, due
 * now, with the retry schedule from the start (409 while the endpoint is disabled).
 */
export function redeliver(ctx: ServerContext, endpointId: number, deliveryId: number): WebhookDelivery {
  inTransaction(ctx.db, () => {
    const row = endpointRow(ctx, endpointId);
    getDelivery(ctx, endpointId, deliveryId);
    if (row.enabled !== 1) throw HttpError.conflict(webhookMessages.disabledRedeliver);
    cached(
      ctx.db,
      `UPDATE webhook_messages SET status = 'pending', attempts = 0, first_failed_at = NULL, next_attempt_at = ?,
         manual = 1, delivered_at = NULL WHERE id = ?`,
    ).run(ctx.now(), deliveryId);
  });
  ctx.webhooks.wake();
  return getDelivery(ctx, endpointId, deliveryId);
}

/**
 * "Retry now": every pending delivery of the endpoint that waits for a later retry becomes due
 * now, so a receiver back after an outage gets its backlog at once instead of at the next step
 * of the schedule. Only the time moves: the `webhook-id`, the body, the attempts made and the
 * day-long give-up stay; the dispatcher still sends each document's deliveries one after
 * another, oldest first (409 while the endpoint is disabled: enabling it does this already).
 */
export function retryPendingNow(ctx: ServerContext, endpointId: number): WebhookRetryAnswer {
  const answer = inTransaction(ctx.db, () => {
    const row = endpointRow(ctx, endpointId);
    if (row.enabled !== 1) throw HttpError.conflict(webhookMessages.disabledRetry);
    const now = ctx.now();
    cached(
      ctx.db,
      "UPDATE webhook_messages SET next_attempt_at = ? WHERE endpoint_id = ? AND status = 'pending' AND next_attempt_at > ?",
    ).run(now, endpointId, now);
    return { queued: row.pending, webhook: getEndpoint(ctx, endpointId) };
  });
  ctx.webhooks.wake();
  return answer;
}
