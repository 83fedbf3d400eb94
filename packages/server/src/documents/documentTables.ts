import { offerMessages } from '@salesdesk/sdk';
import type { Db } from '../db/database';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';
import { cached } from './statementCache';

// The kinds of document and their tables, the server clock and the version check: what every
// other module of the document storage builds on.

/** Which document a function works on. */
export type DocKind = 'offer' | 'order';

/** Table names of each kind (constants, never user input). */
export const TABLES = {
  offer: { doc: 'offers', items: 'offer_items', fk: 'offer_id', history: 'offer_history' },
  order: { doc: 'orders', items: 'order_items', fk: 'order_id', history: 'order_history' },
} as const;

/** The 409 message of a stale `version`, by kind. */
export const STALE_VERSION = {
  offer: offerMessages.errors.staleVersion,
  order: offerMessages.errors.staleOrderVersion,
} as const;

/** The last timestamp made by {@link nowIso}: a change asks for it more than once in the same millisecond. */
let lastIso = { ms: Number.NaN, iso: '' };

/** ISO timestamp of the server clock. */
export function nowIso(ctx: ServerContext): string {
  const ms = ctx.now();
  if (ms !== lastIso.ms) lastIso = { ms, iso: new Date(ms).toISOString() };
  return lastIso.iso;
}

/**
 * Moves a document to its next version if it is still at `version` (optimistic concurrency):
 * a stale version throws 409 and, as the caller runs in a transaction, nothing is written.
 */
export function bumpVersion(
  db: Db,
  kind: DocKind,
  docId: number,
  version: number | undefined,
  updatedAt: string,
): void {
  const t = TABLES[kind];
  const sql =
    version === undefined
      ? `UPDATE ${t.doc} SET version = version + 1, updated_at = ? WHERE id = ?`
      : `UPDATE ${t.doc} SET version = version + 1, updated_at = ? WHERE id = ? AND version = ?`;
  const args = version === undefined ? [updatedAt, docId] : [updatedAt, docId, version];
  if (cached(db, sql).run(...args).changes !== 1) throw HttpError.staleVersion(STALE_VERSION[kind]);
}

/** Display name of a client, or 400 on the field when it does not exist. */
export function clientName(db: Db, clientId: number, field: string): string {
  const name = db.prepare('SELECT name FROM clients WHERE id = ?').pluck().get(clientId) as string | undefined;
  if (name === undefined) throw HttpError.validation({ [field]: [offerMessages.errors.clientNotFound] });
  return name;
}
