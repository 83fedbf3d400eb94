import { ADMIN_ROLE, type LearnedMatch, type LearnedMatchBody, learnedMatchKey, synonymMessages } from '@salesdesk/sdk';
import type { Db } from '../db/database';
import { nowIso } from '../documents/documentStore';
import type { AuthUser } from '../http/authenticate';
import { HttpError } from '../http/httpError';
import { prepareCached } from '../http/sqlList';
import { productSymbol } from '../routes/products';
import type { ServerContext } from '../serverContext';

// Matches the paste dialog learns (migration 30, docs/offers.md "Pasting a list"): the product
// a person picked for a pasted text, offered with certainty the next time the text is pasted.

const m = synonymMessages.learned;

/**
 * The product remembered for a pasted text, if any: the one learned for `clientId` first, else
 * the one picked last for anyone (a product no longer sold is not offered). One indexed lookup.
 */
export function learnedMatchFor(
  db: Db,
  text: string,
  clientId: number | null,
): { id: number; productId: number } | null {
  const key = learnedMatchKey(text);
  if (!key) return null;
  const row = prepareCached(
    db,
    `SELECT lm.id, lm.product_id FROM learned_matches lm JOIN products p ON p.id = lm.product_id AND p.is_active = 1
     WHERE lm.key = ? ORDER BY (lm.client_id IS ?) DESC, lm.updated_at DESC, lm.id DESC LIMIT 1`,
  ).get(key, clientId) as { id: number; product_id: number } | undefined;
  return row ? { id: row.id, productId: row.product_id } : null;
}

interface LearnedRow {
  id: number;
  key: string;
  text: string;
  product_id: number;
  symbol: string | null;
  index_name: string;
  client_id: number | null;
  client_name: string | null;
  uses: number;
  learned_by: string;
  updated_at: string;
}

const SELECT = `SELECT lm.id, lm.key, lm.text, lm.product_id, p.symbol, p.index_name, lm.client_id, c.name AS client_name,
  lm.uses, trim(u.firstname || ' ' || u.lastname) AS learned_by, lm.updated_at
  FROM learned_matches lm JOIN products p ON p.id = lm.product_id
  LEFT JOIN clients c ON c.id = lm.client_id JOIN users u ON u.id = lm.learned_by`;

function learnedOut(row: LearnedRow): LearnedMatch {
  return {
    id: row.id,
    text: row.text,
    key: row.key,
    product: { id: row.product_id, symbol: productSymbol(row.symbol, row.product_id), index_name: row.index_name },
    client: row.client_id === null ? null : { id: row.client_id, name: row.client_name ?? '' },
    uses: row.uses,
    learned_by: row.learned_by,
    updated_at: row.updated_at,
  };
}

/** The remembered matches, latest first; `search` narrows by the text or the product's name. */
export function listLearnedMatches(db: Db, search: string | undefined, limit: number) {
  const key = search ? learnedMatchKey(search) : null;
  const where = key ? `WHERE lm.key LIKE ? ESCAPE '\\' OR search_fold(p.index_name) LIKE ? ESCAPE '\\'` : '';
  const like = key ? `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '';
  const params = key ? [like, like] : [];
  const total = db
    .prepare(`SELECT COUNT(*) FROM learned_matches lm JOIN products p ON p.id = lm.product_id ${where}`)
    .pluck()
    .get(...params) as number;
  const rows = db
    .prepare(`${SELECT} ${where} ORDER BY lm.updated_at DESC, lm.id DESC LIMIT ?`)
    .all(...params, limit) as LearnedRow[];
  return { items: rows.map(learnedOut), total };
}

/**
 * Remembers `body.product_id` for the text (for the client, or for none): a new memory, or the
 * same text and client picked again (the product may change; the count goes up).
 */
export function learnMatch(ctx: ServerContext, user: AuthUser, body: LearnedMatchBody): LearnedMatch {
  const { db } = ctx;
  const key = learnedMatchKey(body.text);
  if (!key) throw HttpError.validation({ text: [m.textNoWords] });
  const product = db.prepare('SELECT 1 FROM products WHERE id = ? AND is_active = 1').get(body.product_id);
  if (!product) throw HttpError.validation({ product_id: [m.productUnknown] });
  const clientId = body.client_id ?? null;
  if (clientId !== null && !db.prepare('SELECT 1 FROM clients WHERE id = ?').get(clientId))
    throw HttpError.validation({ client_id: [m.clientUnknown] });
  const at = nowIso(ctx);
  const id = db
    .prepare(
      `INSERT INTO learned_matches (key, text, product_id, client_id, learned_by, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (key, ifnull(client_id, 0)) DO UPDATE SET text = excluded.text, product_id = excluded.product_id,
         learned_by = excluded.learned_by, uses = uses + 1, updated_at = excluded.updated_at
       RETURNING id`,
    )
    .pluck()
    .get(key, body.text.trim(), body.product_id, clientId, user.id, at, at) as number;
  return learnedOut(db.prepare(`${SELECT} WHERE lm.id = ?`).get(id) as LearnedRow);
}

/** Forgets a remembered match: the person who learned it last, or an administrator. */
export function forgetMatch(ctx: ServerContext, user: AuthUser, id: number): void {
  const row = ctx.db.prepare('SELECT learned_by FROM learned_matches WHERE id = ?').get(id) as
    | { learned_by: number }
    | undefined;
  if (!row) throw HttpError.notFound(m.notFound);
  if (row.learned_by !== user.id && user.role !== ADMIN_ROLE) throw HttpError.forbidden(m.notYours);
  ctx.db.prepare('DELETE FROM learned_matches WHERE id = ?').run(id);
}
