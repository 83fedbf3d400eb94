import { ftsValues, rankValues, vocabulary } from './012_ranked_search';

/**
 * The trigger that indexes a new product, standing aside on a connection whose `search_bulk()`
 * is 1 (an import's apply, which writes the search rows set-wise itself: docs/imports.md, "The
 * search index during an apply"). Dropped and recreated around a bulk seed (see `seedCatalogue`).
 */
export const productsSearchInsertTrigger = `
CREATE TRIGGER products_search_insert AFTER INSERT ON products WHEN NOT search_bulk() BEGIN
  INSERT INTO products_fts (rowid, name, short_name, manufacturer, description, codes) VALUES (${ftsValues('new')});
  INSERT INTO product_search (id, name, aliases, short_name, manufacturer, name_length) VALUES (${rankValues('new')});
  INSERT OR IGNORE INTO search_vocabulary (word) SELECT value FROM json_each(${vocabulary('new')});
END;
`;

/**
 * The product search triggers of migrations 12 and 18, unchanged in what they write, now standing
 * aside while the writing connection's `search_bulk()` is 1 (registered on every connection with
 * the other search functions, `db/searchFunctions.ts`; 0 everywhere but on the import worker while
 * it applies). An import computes the search values of its staged rows before it takes the write
 * lock and writes them set-wise in the apply, so the lock is held for the upserts, not for
 * ~300 µs of text folding per product. The delete trigger stays as it was (imports delete nothing).
 */
export const searchBulk = `
DROP TRIGGER products_search_insert;
${productsSearchInsertTrigger}
DROP TRIGGER products_search_update;
CREATE TRIGGER products_search_update
AFTER UPDATE OF id, index_name, index_short_name, manufacturer, description, symbol, catalog_number, is_active ON products
WHEN NOT search_bulk() BEGIN
  DELETE FROM products_fts WHERE rowid = old.id;
  DELETE FROM product_search WHERE id = old.id;
  INSERT INTO products_fts (rowid, name, short_name, manufacturer, description, codes)
    SELECT ${ftsValues('new')} WHERE new.is_active = 1;
  INSERT INTO product_search (id, name, aliases, short_name, manufacturer, name_length)
    SELECT ${rankValues('new')} WHERE new.is_active = 1;
  INSERT OR IGNORE INTO search_vocabulary (word) SELECT value FROM json_each(${vocabulary('new')});
END;
`;
