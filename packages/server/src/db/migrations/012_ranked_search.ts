/** The values the full-text index holds for a product row (`r` is `new` in a trigger, the table in a backfill). */
export const ftsValues = (r: string) =>
  `${r}.id, search_tokens(${r}.index_name || ' ' || search_aliases(${r}.index_name)), search_tokens(${r}.index_short_name),
  search_tokens(${r}.manufacturer), search_tokens(${r}.description),
  search_tokens(coalesce(${r}.symbol, '') || ' ' || ${r}.catalog_number)`;

/** The folded texts the rank reads for a product row. */
export const rankValues = (r: string) =>
  `${r}.id, search_name(${r}.index_name), search_aliases(${r}.index_name), search_fold(${r}.index_short_name), search_fold(${r}.manufacturer),
  length(${r}.index_name)`;

/** The words of a product row a typo may be corrected to. */
export const vocabulary = (r: string) =>
  `search_vocabulary_words(${r}.index_name || ' ' || ${r}.index_short_name || ' ' || ${r}.manufacturer || ' ' || ${r}.description)`;

/** The trigger that indexes a new product, as migration 12 made it (migration 22 made its current form). */
export const productsSearchInsertTrigger = `
CREATE TRIGGER products_search_insert AFTER INSERT ON products BEGIN
  INSERT INTO products_fts (rowid, name, short_name, manufacturer, description, codes) VALUES (${ftsValues('new')});
  INSERT INTO product_search (id, name, aliases, short_name, manufacturer, name_length) VALUES (${rankValues('new')});
  INSERT OR IGNORE INTO search_vocabulary (word) SELECT value FROM json_each(${vocabulary('new')});
END;
`;

/** Products the search tables do not hold yet. */
const unindexed = 'p.id NOT IN (SELECT id FROM product_search)';

/**
 * Indexes, one statement per table, every product the search tables do not hold yet (all of
 * them when the migration runs, the fresh ones after a bulk seed): an INSERT … SELECT runs
 * several times faster than a trigger per row. Then one merge of the full-text index into one
 * segment, so a search reads one b-tree per token.
 */
export const buildSearchIndex = `
INSERT INTO products_fts (rowid, name, short_name, manufacturer, description, codes)
  SELECT ${ftsValues('p')} FROM products p WHERE ${unindexed};
INSERT OR IGNORE INTO search_vocabulary (word)
  SELECT DISTINCT j.value FROM products p, json_each(${vocabulary('p')}) j WHERE ${unindexed};
INSERT INTO product_search (id, name, aliases, short_name, manufacturer, name_length)
  SELECT ${rankValues('p')} FROM products p WHERE ${unindexed};
INSERT INTO products_fts (products_fts) VALUES ('optimize');
`;

/**
 * One ranking for every product search (docs/decisions/catalogue.md, "Product search ranks"):
 * - `products_fts` is rebuilt over the tokens of the sdk's search normal form (`search_tokens`:
 *   Polish letters folded, `3x2,5` = `3x2.5`, `1/2''` = `1/2"`, `DN 15` = `dn15`, size aliases
 *   beside the name, hyphenated words also in parts) and now covers the description too;
 *   word tokens (unicode61, sizes and codes kept whole) searched by prefix, with prefix indexes
 *   for one- and two-character prefixes; contentless (the texts live in `products` and
 *   `product_search`);
 * - `product_search` holds the folded name, short name and manufacturer the rank reads, narrow
 *   so ranking thousands of hits reads little;
 * - `search_vocabulary` (the catalogue's words) with their one-letter-deletion keys in
 *   `search_vocabulary_keys` serve the one-typo correction. Words are never removed: a word
 *   left by a renamed product corrects a typo to nothing, which costs only that.
 * Triggers keep all three in step with `products`; the SQL functions they call are registered
 * by `openDatabase` (`db/searchFunctions.ts`).
 */
export const rankedSearch = `
DROP TRIGGER products_fts_insert;
DROP TRIGGER products_fts_delete;
DROP TRIGGER products_fts_update;
DROP TABLE products_fts;

CREATE VIRTUAL TABLE products_fts USING fts5(
  name, short_name, manufacturer, description, codes,
  content='', contentless_delete=1, prefix='1 2',
  tokenize='unicode61 remove_diacritics 2 tokenchars ''/."-'''
);
CREATE TABLE product_search (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  aliases TEXT NOT NULL,
  short_name TEXT NOT NULL,
  manufacturer TEXT NOT NULL,
  name_length INTEGER NOT NULL
);
-- Names that start with a word, shortest first, read from the index alone (a one-word search's best).
CREATE INDEX product_search_name ON product_search(name, name_length);
CREATE TABLE search_vocabulary (word TEXT PRIMARY KEY) WITHOUT ROWID;
CREATE TABLE search_vocabulary_keys (
  key TEXT NOT NULL,
  word TEXT NOT NULL,
  PRIMARY KEY (key, word)
) WITHOUT ROWID;

CREATE TRIGGER search_vocabulary_keys_insert AFTER INSERT ON search_vocabulary BEGIN
  INSERT OR IGNORE INTO search_vocabulary_keys (key, word)
  SELECT value, new.word FROM json_each(search_deletion_keys(new.word));
END;
${productsSearchInsertTrigger}
CREATE TRIGGER products_search_delete AFTER DELETE ON products BEGIN
  DELETE FROM products_fts WHERE rowid = old.id;
  DELETE FROM product_search WHERE id = old.id;
END;
CREATE TRIGGER products_search_update
AFTER UPDATE OF id, index_name, index_short_name, manufacturer, description, symbol, catalog_number ON products BEGIN
  DELETE FROM products_fts WHERE rowid = old.id;
  DELETE FROM product_search WHERE id = old.id;
  INSERT INTO products_fts (rowid, name, short_name, manufacturer, description, codes) VALUES (${ftsValues('new')});
  INSERT INTO product_search (id, name, aliases, short_name, manufacturer, name_length) VALUES (${rankValues('new')});
  INSERT OR IGNORE INTO search_vocabulary (word) SELECT value FROM json_each(${vocabulary('new')});
END;

${buildSearchIndex}`;
