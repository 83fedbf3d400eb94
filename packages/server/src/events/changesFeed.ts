import { ADMIN_ROLE, type Change, type ChangesPage } from '@salesdesk/sdk';
import { visibilityCondition } from '../documents/offerAccess';
import type { AuthUser } from '../http/authenticate';
import type { ServerContext } from '../serverContext';

// The changes feed (docs/webhooks.md, "Changes feed"): the outbox read in id order. Ids are handed
// out in commit order (one writer at a time), and a reader sees only committed rows, so a poller
// that always asks for what follows its last cursor misses nothing and reads nothing twice.

interface ChangeRow {
  id: number;
  entity: Change['type'];
  entity_id: number;
  number: string | null;
  version: number | null;
  change: Change['change'];
  event: string;
  changed_at: string;
}

/**
 * Who sees which changes: offers and orders as the lists show them (administrators and the board
 * all, directors their company's and their own, everyone else their own, by the document's
 * creator and company as they were at the change); clients and invoices, which every user reads,
 * to everyone. A personal token sees what its owner sees.
 */
function visibility(user: AuthUser): { sql: string; params: unknown[] } {
  if (user.role === ADMIN_ROLE) return { sql: '1 = 1', params: [] };
  const docs = visibilityCondition(user);
  return { sql: `(o.entity IN ('client', 'invoice') OR ${docs.sql})`, params: docs.params };
}

/** Up to `limit` changes after `after` the user may see, and the cursor to ask with next. */
export function listChanges(ctx: ServerContext, user: AuthUser, after: number, limit: number): ChangesPage {
  const seen = visibility(user);
  // One read transaction: the rows and the highest id come from the same snapshot.
  return ctx.db
    .transaction(() => {
      // One more than asked for tells whether more follow.
      const rows = ctx.db
        .prepare(
          `SELECT o.id, o.entity, o.entity_id, o.number, o.version, o.change, o.event, o.changed_at
           FROM change_events o WHERE o.id > ? AND o.entity <> 'import' AND ${seen.sql} ORDER BY o.id LIMIT ?`,
        )
        .all(after, ...seen.params, limit + 1) as ChangeRow[];
      const hasMore = rows.length > limit;
      const page = hasMore ? rows.slice(0, limit) : rows;
      // Nothing more to see: skip past the rows the caller may not see (and import runs) too.
      const last = hasMore
        ? (page[page.length - 1] as ChangeRow).id
        : Math.max(
            after,
            (ctx.db.prepare('SELECT COALESCE(MAX(id), 0) FROM change_events').pluck().get() as number) ?? 0,
          );
      return {
        items: page.map((r) => ({
          cursor: r.id,
          type: r.entity,
          id: r.entity_id,
          number: r.number,
          version: r.version,
          change: r.change,
          event: r.event,
          changed_at: r.changed_at,
        })),
        next_cursor: last,
        has_more: hasMore,
      };
    })
    .deferred();
}
