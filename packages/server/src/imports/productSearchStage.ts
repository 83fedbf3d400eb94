import type { Db } from '../db/database';
import { ftsValues, rankValues, vocabulary } from '../db/migrations/012_ranked_search';

// The search rows of a products run, computed before the apply takes the write lock and written
// set-wise inside it (docs/imports.md, "The search index during an apply"). The product search
// triggers (migration 22) stand aside on the worker's connection meanwhile (`withSearchBulk`),
// so the lock is held for the upserts, not for the text folding of every product.

/** The product columns the search values are made of (what the update trigger watches, but `id` and `is_active`). */
const TEXT_COLUMNS = ['index_name', 'index_short_name', 'manufacturer', 'description', 'symbol', 'catalog_number'];
const FTS_COLUMNS = ['fts_id', 'fts_name', 'fts_short_name', 'fts_manufacturer', 'fts_description', 'fts_codes'];
const RANK_COLUMNS = ['rank_id', 'rank_name', 'rank_aliases', 'rank_short_name', 'rank_manufacturer', 'rank_length'];
const VALUE_COLUMNS = [...FTS_COLUMNS, ...RANK_COLUMNS, 'vocabulary'];

/** The values a search row is made of, over the product-like row `r` (the triggers' own SQL). */
const valuesOf = (r: string) => `${ftsValues(r)}, ${rankValues(r)}, ${vocabulary(r)}`;

/** Staged rows computed per statement (the request thread, on `:memory:`, gets a turn between). */
const PREPARE_BATCH_ROWS = 2000;

/** The table beside the stage that holds its rows' search values. */
export const searchStageOf = (stage: string) => `${stage}_search`;

/**
 * Computes the search values of every valid staged row as the product will be once applied
 * (a staged empty cell keeps the current value, a new product gets the column defaults), into
 * a temporary table: writing it takes no lock on the database, and reading the products is a
 * snapshot, so the write lock is not touched. `turn` runs between batches of rows.
 */
export async function prepareProductSearch(db: Db, stage: string, turn: () => Promise<void>): Promise<void> {
  const table = searchStageOf(stage);
  db.exec(`DROP TABLE IF EXISTS ${table};
    CREATE TABLE ${table} (row_no INTEGER PRIMARY KEY, touch INTEGER NOT NULL DEFAULT 0,
      ${[...TEXT_COLUMNS, ...VALUE_COLUMNS].join(', ')});`);
  const merged = (c: string, fallback: string) => `coalesce(s.${c}, t.${c}, ${fallback}) AS ${c}`;
  const fill = db.prepare(`INSERT INTO ${table} (row_no, ${[...TEXT_COLUMNS, ...VALUE_COLUMNS].join(', ')})
    SELECT p.row_no, ${TEXT_COLUMNS.map((c) => `p.${c}`).join(', ')}, ${valuesOf('p')}
    FROM (SELECT s.row_no, NULL AS id, ${merged('index_name', "''")}, ${merged('index_short_name', "''")},
        ${merged('manufacturer', "''")}, ${merged('description', "''")}, s.symbol AS symbol, ${merged('catalog_number', "''")}
      FROM ${stage} s LEFT JOIN products t ON t.symbol = s.symbol
      WHERE s.ok = 1 AND s.row_no > ? AND s.row_no <= ?) p`);
  const last = (db.prepare(`SELECT max(row_no) FROM ${stage}`).pluck().get() as number | null) ?? 0;
  for (let from = 0; from < last; from += PREPARE_BATCH_ROWS) {
    fill.run(from, from + PREPARE_BATCH_ROWS);
    await turn();
  }
}

/**
 * Inside the apply, before the products are written: which staged rows the search triggers
 * would have met. 2: a new product (the insert trigger); 1: an updated product whose search
 * texts change or that comes back (is_active 0 → 1), its search rows are replaced; 3: an updated
 * product whose search texts stay (the update trigger would put back the same rows; only its
 * words are offered to the vocabulary); 0: a row the update leaves alone. `changed` is the
 * engine's "the staged row changes its product" (SQL over `s` and `t`).
 */
export function markProductSearch(db: Db, stage: string, changed: string): void {
  const textChanged = TEXT_COLUMNS.filter((c) => c !== 'symbol')
    .map((c) => `(s.${c} IS NOT NULL AND s.${c} IS NOT t.${c})`)
    .join(' OR ');
  db.prepare(
    `UPDATE ${searchStageOf(stage)} AS p SET touch = CASE
       WHEN t.id IS NULL THEN 2
       WHEN NOT (${changed}) THEN 0
       WHEN t.is_active = 0 OR ${textChanged} THEN 1
       ELSE 3 END
     FROM ${stage} s LEFT JOIN products t ON t.symbol = s.symbol
     WHERE s.row_no = p.row_no`,
  ).run();
}

/**
 * Inside the apply, after the products are written (with the search triggers standing aside):
 * writes the search rows the triggers would have written, set-wise. A row whose product no
 * longer has the texts its values were computed from (changed by someone between the staging
 * and the apply) is computed again first, from the product as it now is.
 */
export function applyProductSearch(db: Db, stage: string): void {
  const table = searchStageOf(stage);
  const same = TEXT_COLUMNS.map((c) => `p.${c} IS t.${c}`).join(' AND ');
  db.prepare(
    `UPDATE ${table} AS p SET (${[...TEXT_COLUMNS, ...VALUE_COLUMNS].join(', ')}) =
       (SELECT ${TEXT_COLUMNS.map((c) => `t.${c}`).join(', ')}, ${valuesOf('t')} FROM products t WHERE t.symbol = p.symbol)
     WHERE p.touch > 0 AND EXISTS (SELECT 1 FROM products t WHERE t.symbol = p.symbol AND NOT (${same}))`,
  ).run();
  const touched = (touch: string) =>
    `FROM ${table} p JOIN products t ON t.symbol = p.symbol WHERE p.touch IN (${touch})`;
  db.exec(`
    DELETE FROM products_fts WHERE rowid IN (SELECT t.id ${touched('1')});
    DELETE FROM product_search WHERE id IN (SELECT t.id ${touched('1')});
    INSERT INTO products_fts (rowid, name, short_name, manufacturer, description, codes)
      SELECT t.id, ${FTS_COLUMNS.slice(1)
        .map((c) => `p.${c}`)
        .join(', ')} ${touched('1, 2')} AND (p.touch = 2 OR t.is_active = 1) ORDER BY p.row_no;
    INSERT INTO product_search (id, name, aliases, short_name, manufacturer, name_length)
      SELECT t.id, ${RANK_COLUMNS.slice(1)
        .map((c) => `p.${c}`)
        .join(', ')} ${touched('1, 2')} AND (p.touch = 2 OR t.is_active = 1) ORDER BY p.row_no;
    INSERT OR IGNORE INTO search_vocabulary (word)
      SELECT j.value FROM ${table} p, json_each(p.vocabulary) j WHERE p.touch > 0 ORDER BY p.row_no;`);
}
