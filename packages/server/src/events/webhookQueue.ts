import { randomBytes } from 'node:crypto';
import type { WebhookEventType } from '@salesdesk/sdk';
import { cached } from '../documents/documentStore';
import type { ServerContext } from '../serverContext';

// Deliveries made from the outbox (docs/webhooks.md): one `webhook_messages` row per event and
// endpoint subscribed to it, inserted in the change's own transaction, so a delivery exists
// exactly when its change committed. The dispatcher (webhookDispatcher.ts) sends them.

/** An event as the outbox hands it to the webhooks. */
export interface OutboxEvent {
  /** The `change_events` row (null for a test event). */
  changeId: number | null;
  /** The webhook types it is, most specific first; each subscribed endpoint gets one delivery per type it chose. */
  types: readonly string[];
  /** Deliveries with the same key go to an endpoint one after another, in the order made (`order:12`). */
  orderKey: string;
  /** When the change committed (the payload's `timestamp`). */
  timestamp: string;
}

/** A new `webhook-id`: unique, the same on every attempt of a delivery. */
export function newMessageId(): string {
  return `msg_${randomBytes(18).toString('base64url')}`;
}

/** Enabled endpoints and the events each chose; a few rows, read per change. */
function enabledEndpoints(ctx: ServerContext): { id: number; events: string }[] {
  return cached(ctx.db, 'SELECT id, events FROM webhook_endpoints WHERE enabled = 1 ORDER BY id').all() as {
    id: number;
    events: string;
  }[];
}

/** Inserts one delivery; the dispatcher is woken once the caller's transaction is over. */
export function insertMessage(
  ctx: ServerContext,
  endpointId: number,
  type: string,
  event: Pick<OutboxEvent, 'changeId' | 'orderKey' | 'timestamp'>,
  body: string,
): number {
  const id = Number(
    cached(
      ctx.db,
      `INSERT INTO webhook_messages (endpoint_id, msg_id, event_type, change_id, order_key, body, status, next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
    ).run(endpointId, newMessageId(), type, event.changeId, event.orderKey, body, ctx.now(), event.timestamp)
      .lastInsertRowid,
  );
  // setImmediate: runs after the synchronous transaction around this insert has committed.
  ctx.webhooks.wake();
  return id;
}

/** The body of a delivery: `{"type","timestamp","data"}`. */
export function payloadBody(type: string, timestamp: string, data: unknown): string {
  return JSON.stringify({ type, timestamp, data });
}

/**
 * Makes the deliveries of an event for every enabled endpoint subscribed to one of its types.
 * `data` is built only when some endpoint wants the event (most changes interest nobody) and
 * once for all of them. Call inside the change's transaction.
 */
export function enqueueWebhooks(ctx: ServerContext, event: OutboxEvent, data: () => unknown): void {
  const endpoints = enabledEndpoints(ctx);
  if (endpoints.length === 0) return;
  let payload: unknown;
  let built = false;
  for (const endpoint of endpoints) {
    const chosen = JSON.parse(endpoint.events) as WebhookEventType[];
    for (const type of event.types) {
      if (!chosen.includes(type as WebhookEventType)) continue;
      if (!built) {
        payload = data();
        built = true;
      }
      insertMessage(ctx, endpoint.id, type, event, payloadBody(type, event.timestamp, payload));
    }
  }
}

/**
 * Deliveries waiting to be made (first attempt or a retry) to enabled endpoints: the queue's
 * depth, for readiness checks and metrics.
 */
export function webhookQueueDepth(ctx: Pick<ServerContext, 'db'>): number {
  return cached(
    ctx.db,
    `SELECT COUNT(*) FROM webhook_messages m JOIN webhook_endpoints e ON e.id = m.endpoint_id
     WHERE m.status = 'pending' AND e.enabled = 1`,
  )
    .pluck()
    .get() as number;
}
