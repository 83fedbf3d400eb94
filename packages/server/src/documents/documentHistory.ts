import type { Db } from '../db/database';
import type { ServerContext } from '../serverContext';
import { type DocKind, nowIso, TABLES } from './documentTables';
import { cached } from './statementCache';

// The history of a document (who, on whose behalf, what) and the people it names.

/**
 * Appends an entry to the document's history (who, on whose behalf, what): offers and orders
 * keep the same history (`offer_history`, `order_history`).
 */
export function addHistory(
  ctx: ServerContext,
  kind: DocKind,
  docId: number,
  userId: number,
  event: string,
  description: string,
  onBehalfOf: number | null = null,
): void {
  const t = TABLES[kind];
  cached(
    ctx.db,
    `INSERT INTO ${t.history} (${t.fk}, user_id, on_behalf_of, created_at, event, description) VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(docId, userId, onBehalfOf, nowIso(ctx), event, description);
}

/** A user as `{ id, fullname }` (null for null; an empty name when the user row is gone). */
export function person(db: Db, id: number | null): { id: number; fullname: string } | null {
  if (id === null) return null;
  const row = cached(db, `SELECT id, firstname || ' ' || lastname AS fullname FROM users WHERE id = ?`).get(id) as
    | { id: number; fullname: string }
    | undefined;
  return row ?? { id, fullname: '' };
}
