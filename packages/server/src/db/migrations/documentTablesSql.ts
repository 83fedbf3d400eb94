/**
 * The tables offers and orders share the shape of, as their migrations create them: one text per
 * table, named for the kind. Migrations 004 and 009 interpolate these texts; what they give is,
 * byte for byte, the SQL those migrations have always run (SQLite keeps each CREATE statement as
 * written in `sqlite_master`, so the schema of existing databases and new ones stays the same).
 * A new shape of these tables is a new migration, never a change here.
 */

/** Table and column names of one kind of document (`offers`, `offer`, `offer_items`...). */
interface DocumentTableNames {
  /** The document table (`offers`). */
  doc: string;
  /** The singular (`offer`): `offer_id`, `offer_items`, `offer_history`. */
  kind: string;
}

/** `CREATE TABLE {kind}_items` (the stored lines, snapshots of the catalogue) and its index. */
export function linesTableSql({ doc, kind }: DocumentTableNames): string {
  return `CREATE TABLE ${kind}_items (
  id INTEGER PRIMARY KEY,
  ${kind}_id INTEGER NOT NULL REFERENCES ${doc}(id) ON DELETE CASCADE,
  ordinal_no INTEGER NOT NULL,
  -- products(id) of the catalogue; no foreign key so this migration does not depend on its order.
  product_id INTEGER NOT NULL,
  -- A snapshot of the product when the line was added: the document stays readable if the catalogue changes.
  name TEXT NOT NULL,
  short_name TEXT NOT NULL,
  photo TEXT,
  unit TEXT NOT NULL,
  producer TEXT NOT NULL,
  collective_packaging REAL,
  quantity REAL NOT NULL,
  catalog_price INTEGER NOT NULL,
  client_price INTEGER NOT NULL,
  recommended_price INTEGER NOT NULL,
  minimal_price INTEGER NOT NULL,
  buy_price INTEGER NOT NULL,
  buy_price_orig INTEGER NOT NULL,
  market_price INTEGER NOT NULL,
  tax_rate INTEGER NOT NULL,
  -- Computed by the server with the sdk money rules; never taken from a client.
  total_row_excl_tax INTEGER NOT NULL,
  tax INTEGER NOT NULL,
  total_row_incl_tax INTEGER NOT NULL,
  cost INTEGER NOT NULL,
  margin_amount INTEGER NOT NULL,
  margin REAL NOT NULL,
  below_minimal INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX ${kind}_items_${kind} ON ${kind}_items(${kind}_id, ordinal_no);`;
}

/** `CREATE TABLE {kind}_history` (who did what, on whose behalf) and its index. */
export function historyTableSql({ doc, kind }: DocumentTableNames): string {
  return `CREATE TABLE ${kind}_history (
  id INTEGER PRIMARY KEY,
  ${kind}_id INTEGER NOT NULL REFERENCES ${doc}(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  on_behalf_of INTEGER REFERENCES users(id),
  created_at TEXT NOT NULL,
  event TEXT NOT NULL,
  description TEXT NOT NULL
);
CREATE INDEX ${kind}_history_${kind} ON ${kind}_history(${kind}_id, created_at);`;
}

/** The first columns of `offers` and `orders` (each table's own follow). */
export const DOCUMENT_HEAD_COLUMNS = `  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  client_id INTEGER NOT NULL,
  receiver_id INTEGER,
  customer_fullname TEXT NOT NULL,
  receiver_fullname TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'draft',
  archived INTEGER NOT NULL DEFAULT 0,`;

/** The stored totals of `offers` and `orders` (no comma after the last). */
export const DOCUMENT_SUM_COLUMNS = `  grand_total_excl_tax INTEGER NOT NULL DEFAULT 0,
  grand_total_tax INTEGER NOT NULL DEFAULT 0,
  grand_total_incl_tax INTEGER NOT NULL DEFAULT 0,
  cost INTEGER NOT NULL DEFAULT 0,
  margin_amount INTEGER NOT NULL DEFAULT 0,
  margin REAL NOT NULL DEFAULT 0,
  line_count INTEGER NOT NULL DEFAULT 0,
  below_minimal_count INTEGER NOT NULL DEFAULT 0`;

/** The names of offers' tables. */
export const OFFER_TABLES: DocumentTableNames = { doc: 'offers', kind: 'offer' };
/** The names of orders' tables. */
export const ORDER_TABLES: DocumentTableNames = { doc: 'orders', kind: 'order' };
