import type { WebhookEventType } from '@salesdesk/sdk';
import { inTransaction } from '../documents/documentChange';
import { KINDS } from '../documents/documentKinds';
import { accessUser } from '../documents/documentPush';
import { cached, type DocKind, nowIso } from '../documents/documentStore';
import { TABLES } from '../documents/documentTables';
import type { AuthUser } from '../http/authenticate';
import type { ServerContext } from '../serverContext';
import { enqueueWebhooks } from './webhookQueue';

// The event outbox (docs/webhooks.md): every committed change of an offer or an order leaves one
// row in `change_events`, written inside the change's own transaction, so a change is never
// committed without its event nor an event kept for a change rolled back. The feed reads the
// rows; the webhook deliveries are made from them in the same transaction. Clients and invoices
// are recorded by triggers (migration 026).

/** What a document was before a change, as far as telling which event it is needs. */
export interface ChangedFrom {
  status: string;
  archived: number | boolean;
}

interface DocState {
  number: string;
  version: number;
  status: string;
  archived: number;
  creator_id: number;
  company_code: string;
}

function docState(ctx: ServerContext, kind: DocKind, id: number): DocState | undefined {
  return cached(
    ctx.db,
    `SELECT number, version, status, archived, creator_id, company_code FROM ${TABLES[kind].doc} WHERE id = ?`,
  ).get(id) as DocState | undefined;
}

/**
 * The events a status move of each kind is, or null when it is only a change: an order's
 * confirmation; an offer's acceptance (also a status change) and any other move of its status.
 */
const STATUS_EVENTS: Record<DocKind, (from: string, to: string) => WebhookEventType[] | null> = {
  offer: (from, to) =>
    from === to ? null : to === 'accepted' ? ['offer.accepted', 'offer.status_changed'] : ['offer.status_changed'],
  order: (from, to) => (from !== 'confirmed' && to === 'confirmed' ? ['order.confirmed'] : null),
};

/**
 * The webhook events a change is, most specific first (the first is the feed's `event`):
 * created; archived; the kind's status events; else changed.
 */
export function eventsOfChange(kind: DocKind, before: ChangedFrom | null, after: DocState): WebhookEventType[] {
  if (!before) return [`${kind}.created`];
  if (!before.archived && after.archived) return [`${kind}.archived`];
  return STATUS_EVENTS[kind](before.status, after.status) ?? [`${kind}.changed`];
}

/**
 * The user a webhook's document is read for: its owner, so `data` is the document as the API
 * answers its owner (an offer's `available_actions` depend on who asks), whoever made the change.
 */
function ownerOf(ctx: ServerContext, creatorId: number): AuthUser {
  const access = accessUser(ctx.db, creatorId) ?? { id: creatorId, role: '', companyCode: '', isAcceptor: false };
  return {
    ...access,
    username: '',
    availableWarehouses: [],
    defaultWarehouse: null,
    jti: 'webhook',
    exp: 0,
    apiToken: null,
  };
}

/** The document as `GET /api/offer/:id` or `GET /api/order/:id` answers its owner. */
function documentData(ctx: ServerContext, kind: DocKind, id: number, creatorId: number): Record<string, unknown> {
  return KINDS[kind].detail(ctx, ownerOf(ctx, creatorId), id);
}

function insertChange(
  ctx: ServerContext,
  kind: DocKind,
  id: number,
  state: DocState,
  change: 'created' | 'changed' | 'deleted',
  event: string,
  at: string,
): number {
  return Number(
    cached(
      ctx.db,
      `INSERT INTO change_events (entity, entity_id, number, version, change, event, changed_at, creator_id, company_code)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(kind, id, state.number, state.version, change, event, at, state.creator_id, state.company_code)
      .lastInsertRowid,
  );
}

/**
 * Records a committed-to-be change of a document: call inside its transaction, after the change
 * (the state read now is what commits). `before` null: the document was just created.
 */
export function recordDocumentChange(ctx: ServerContext, kind: DocKind, id: number, before: ChangedFrom | null): void {
  const after = docState(ctx, kind, id);
  if (!after) return;
  const events = eventsOfChange(kind, before, after);
  const at = nowIso(ctx);
  const changeId = insertChange(ctx, kind, id, after, before ? 'changed' : 'created', events[0] as string, at);
  enqueueWebhooks(ctx, { changeId, types: events, orderKey: `${kind}:${id}`, timestamp: at }, () =>
    documentData(ctx, kind, id, after.creator_id),
  );
}

/**
 * Records the deletion of a document: call inside its transaction before the row goes (the
 * webhook's `data` is the document as it was last).
 */
export function recordDocumentDeletion(ctx: ServerContext, kind: DocKind, id: number): void {
  const state = docState(ctx, kind, id);
  if (!state) return;
  const at = nowIso(ctx);
  const type: WebhookEventType = `${kind}.deleted`;
  const changeId = insertChange(ctx, kind, id, { ...state, version: state.version }, 'deleted', type, at);
  enqueueWebhooks(ctx, { changeId, types: [type], orderKey: `${kind}:${id}`, timestamp: at }, () =>
    documentData(ctx, kind, id, state.creator_id),
  );
}

/**
 * Records that an import run finished (`import.finished`, `data` the run as
 * `GET /api/imports/runs/:id` answers it), once per run: a second call for the same run is a
 * no-op (answers false; true when this call recorded it). Its own transaction, right after the
 * run's record became final.
 */
export function recordImportFinished(ctx: ServerContext, runId: number, run: Record<string, unknown>): boolean {
  return inTransaction(ctx.db, () => {
    const at = nowIso(ctx);
    const inserted = cached(
      ctx.db,
      `INSERT OR IGNORE INTO change_events (entity, entity_id, change, event, changed_at)
       VALUES ('import', ?, 'created', 'import.finished', ?)`,
    ).run(runId, at);
    if (inserted.changes === 0) return false;
    enqueueWebhooks(
      ctx,
      {
        changeId: Number(inserted.lastInsertRowid),
        types: ['import.finished'],
        orderKey: `import:${runId}`,
        timestamp: at,
      },
      () => run,
    );
    return true;
  });
}
