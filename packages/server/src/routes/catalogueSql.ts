import { catalogueMessages, formatMessage, gtin13FromCode } from '@salesdesk/sdk';
import type { Db } from '../db/database';
import type { AuthUser } from '../http/authenticate';
import { HttpError } from '../http/httpError';
import { likePattern, prepareCached, type SqlCondition } from '../http/sqlList';

/** Highest code point: the upper bound of a prefix range (`x >= term AND x < term + MAX`). */
const MAX_CHAR = '\u{10FFFF}';

/**
 * Checks warehouse codes asked for by the caller: a code that does not exist is a 400 on
 * `field`, an existing warehouse the caller may not see is a 403 (both in Polish).
 */
export function checkWarehouses(db: Db, user: AuthUser, codes: readonly string[], field = 'warehouse'): void {
  const exists = db.prepare('SELECT 1 FROM warehouses WHERE code = ?').pluck();
  const unknown = codes.filter((code) => !exists.get(code));
  if (unknown.length) {
    throw HttpError.validation({
      [field]: unknown.map((code) => formatMessage(catalogueMessages.warehouse.unknown, { code })),
    });
  }
  const denied = codes.find((code) => !user.availableWarehouses.includes(code));
  if (denied) throw HttpError.forbidden(formatMessage(catalogueMessages.warehouse.forbidden, { code: denied }));
}

/**
 * The warehouse a stock column refers to: the one asked for (checked), else the caller's
 * default warehouse when it is among the available ones, else the first available one.
 */
export function resolveWarehouse(db: Db, user: AuthUser, requested: string | undefined): string {
  if (requested) {
    checkWarehouses(db, user, [requested]);
    return requested;
  }
  if (user.defaultWarehouse && user.availableWarehouses.includes(user.defaultWarehouse)) return user.defaultWarehouse;
  const first = user.availableWarehouses[0];
  if (!first) throw HttpError.forbidden(catalogueMessages.warehouse.none);
  return first;
}

/** `?, ?, ?` for a list of bound values. */
export function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}

function ftsPhrase(word: string): string {
  return `"${word.replace(/"/g, '""')}"`;
}

/** Above this many full-text hits a list walks its sort index instead of sorting every hit. */
export const WIDE_SEARCH_HITS = 2_000;

/** Options of {@link productSearchCondition}. */
export interface ProductSearchOptions {
  /** Alias of the products table. */
  alias?: string;
  /** The product-id column the full-text hits restrict (`p.id`, or `s.product_id` for stock lists). */
  idColumn?: string;
  /**
   * Many hits: write the restriction as `+id IN (...)` so SQLite walks the sort column's index
   * and stops at the page, instead of looking up and sorting every hit (the unary `+` keeps the
   * planner from driving the query by the id list).
   */
  wide?: boolean;
}

/** The words of a search term that go to the trigram index (3+ characters) and the others. */
export function searchWords(term: string): { long: string[]; short: string[] } {
  const words = term.split(/\s+/).filter(Boolean);
  return { long: words.filter((w) => [...w].length >= 3), short: words.filter((w) => [...w].length < 3) };
}

/** The FTS5 query of the long words: each a quoted phrase (a substring for the trigram tokenizer), all required. */
export function ftsQuery(long: readonly string[]): string {
  return long.map(ftsPhrase).join(' AND ');
}

/** Whether a search goes to the full-text index alone (only words of 3+ characters). */
export function isFullTextOnly(term: string): boolean {
  const { long, short } = searchWords(term);
  return long.length > 0 && short.length === 0;
}

/** Ids of the full-text hits and of the product with a given EAN (the unique index `products_ean`). */
const HITS_WITH_EAN =
  'SELECT rowid FROM products_fts WHERE products_fts MATCH ? UNION SELECT id FROM products WHERE ean = ?';

/**
 * Products matching a search on the indexes alone (full-text hits plus the product with that
 * EAN), when the term has only words of 3+ characters (else undefined: the condition needs the
 * table). Cheap: the indexes answer it.
 */
export function ftsHitCount(db: Db, term: string): number | undefined {
  const { long, short } = searchWords(term);
  if (!long.length || short.length) return undefined;
  const ean = gtin13FromCode(term);
  if (ean === null) {
    return prepareCached(db, 'SELECT COUNT(*) FROM products_fts WHERE products_fts MATCH ?')
      .pluck()
      .get(ftsQuery(long)) as number;
  }
  return prepareCached(db, `SELECT COUNT(*) FROM (${HITS_WITH_EAN})`).pluck().get(ftsQuery(long), ean) as number;
}

/**
 * The `search` condition of the product lists, always served by an index:
 * - words of 3+ characters go to `products_fts` (FTS5 trigram tokenizer: case- and
 *   diacritic-insensitive substring match on name, short name, catalogue number, manufacturer
 *   and symbol), all words must match;
 * - shorter words next to them narrow the FTS hits with a LIKE on the name (rows already few);
 * - a term of only 1–2 characters matches the start of the name, symbol or catalogue number
 *   (range scans on their indexes), since trigrams need three characters;
 * - a term that is a GTIN of 8–14 digits with a valid check digit (a scanned barcode) also
 *   matches the product with that EAN exactly, one lookup in the unique index `products_ean`;
 *   a wrong check digit looks up nothing.
 */
export function productSearchCondition(term: string, options: ProductSearchOptions = {}): SqlCondition {
  const alias = options.alias ?? 'p';
  const idColumn = options.idColumn ?? `${alias}.id`;
  const { long, short } = searchWords(term);
  if (long.length) {
    // A code of digits is one word of 8+ characters: it takes the full-text path too.
    const ean = gtin13FromCode(term);
    const hits = ean === null ? 'SELECT rowid FROM products_fts WHERE products_fts MATCH ?' : HITS_WITH_EAN;
    const sql = [`${options.wide ? '+' : ''}${idColumn} IN (${hits})`];
    const params: unknown[] = ean === null ? [ftsQuery(long)] : [ftsQuery(long), ean];
    for (const w of short) {
      sql.push(`${alias}.index_name LIKE ? ESCAPE '\\'`);
      params.push(likePattern(w));
    }
    return { sql: sql.join(' AND '), params };
  }
  const prefix = short.join(' ');
  const upper = prefix.toUpperCase();
  return {
    sql: `(${alias}.index_name >= ? AND ${alias}.index_name < ?) OR (${alias}.symbol >= ? AND ${alias}.symbol < ?)
      OR (${alias}.catalog_number >= ? AND ${alias}.catalog_number < ?)`,
    params: [prefix, prefix + MAX_CHAR, upper, upper + MAX_CHAR, upper, upper + MAX_CHAR],
  };
}

/** A prefix-range condition on an indexed column (uses the column's collation). */
export function prefixCondition(column: string, term: string): SqlCondition {
  return { sql: `${column} >= ? AND ${column} < ?`, params: [term, term + MAX_CHAR] };
}

/** An equality condition on a column, when the filter is given. */
export function equals(column: string, value: unknown): SqlCondition[] {
  return value === undefined ? [] : [{ sql: `${column} = ?`, params: [value] }];
}

/** Rounds a stock figure to the 3 decimals the API promises (REAL arithmetic leaves noise). */
export function qty(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 1000) / 1000;
}
