import { ftsValues, rankValues, vocabulary } from './012_ranked_search';

/**
 * File imports of the distributor's data (docs/imports.md):
 * - `products.is_active`: a product the last full catalogue import did not name is no longer
 *   sold. It stays in the table (documents and PDFs keep pointing at it) but leaves the search
 *   tables (`products_fts`, `product_search`), so no search, ranked list or paste match offers it;
 *   the update trigger now also watches `is_active` and indexes a product only while it is active;
 * - `product_eans`: a product's further EANs beyond `products.ean` (the first one, which the
 *   search's exact-EAN lookup and the PDFs read), unique across the catalogue like the first;
 * - `import_files`: one record per file run (dry or applied): who, when, the file's name and
 *   SHA-256, the kind and options, progress while it runs, the counts and the report when done,
 *   and the rejected rows as a CSV to fix. `job_id` ties a run to a scheduled job (cron), NULL
 *   for a run started by hand.
 */
export const imports = `
ALTER TABLE products ADD COLUMN is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1));
CREATE INDEX products_inactive ON products(id) WHERE is_active = 0;

DROP TRIGGER products_search_update;
CREATE TRIGGER products_search_update
AFTER UPDATE OF id, index_name, index_short_name, manufacturer, description, symbol, catalog_number, is_active ON products BEGIN
  DELETE FROM products_fts WHERE rowid = old.id;
  DELETE FROM product_search WHERE id = old.id;
  INSERT INTO products_fts (rowid, name, short_name, manufacturer, description, codes)
    SELECT ${ftsValues('new')} WHERE new.is_active = 1;
  INSERT INTO product_search (id, name, aliases, short_name, manufacturer, name_length)
    SELECT ${rankValues('new')} WHERE new.is_active = 1;
  INSERT OR IGNORE INTO search_vocabulary (word) SELECT value FROM json_each(${vocabulary('new')});
END;

CREATE TABLE product_eans (
  ean TEXT PRIMARY KEY CHECK (length(ean) = 13 AND ean NOT GLOB '*[^0-9]*'),
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX product_eans_product ON product_eans(product_id, position);

CREATE TABLE import_files (
  id INTEGER PRIMARY KEY,
  job_id INTEGER REFERENCES import_jobs(id) ON DELETE SET NULL,
  kind TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'refused', 'failed')),
  dry_run INTEGER NOT NULL,
  options TEXT NOT NULL DEFAULT '{}',
  file_name TEXT NOT NULL,
  file_sha256 TEXT NOT NULL,
  file_size INTEGER NOT NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  api_token_id INTEGER,
  created_at TEXT NOT NULL,
  started_at TEXT,
  completed_at TEXT,
  rows_read INTEGER NOT NULL DEFAULT 0,
  created INTEGER NOT NULL DEFAULT 0,
  updated INTEGER NOT NULL DEFAULT 0,
  unchanged INTEGER NOT NULL DEFAULT 0,
  deactivated INTEGER NOT NULL DEFAULT 0,
  rejected INTEGER NOT NULL DEFAULT 0,
  message TEXT NOT NULL DEFAULT '',
  report TEXT,
  rejects_csv TEXT
);
CREATE INDEX import_files_created ON import_files(created_at, id);
CREATE INDEX import_files_kind ON import_files(kind, created_at);
`;
