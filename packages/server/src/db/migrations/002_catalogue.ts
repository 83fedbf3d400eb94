/**
 * The catalogue: suppliers, products with their five prices, attributes, relations, stock per
 * warehouse and monthly sales per user. Every column a list sorts or filters on has an index;
 * `products_fts` (FTS5, trigram tokenizer) serves substring search, kept in sync by triggers.
 * Money is integer grosze, quantities REAL (metric units take up to 3 decimals).
 */
export const catalogue = `
CREATE TABLE suppliers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL COLLATE NOCASE,
  nip TEXT NOT NULL,
  city TEXT NOT NULL,
  address TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  delivery_days INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX suppliers_name ON suppliers(name);
CREATE INDEX suppliers_nip ON suppliers(nip);
CREATE INDEX suppliers_city ON suppliers(city, name);
CREATE INDEX suppliers_delivery_days ON suppliers(delivery_days);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  -- The distributor's index symbol; NULL for rows created outside the catalogue import.
  symbol TEXT UNIQUE,
  index_name TEXT NOT NULL,
  index_short_name TEXT NOT NULL DEFAULT '',
  uom TEXT NOT NULL,
  catalog_price INTEGER NOT NULL,
  buy_price INTEGER NOT NULL,
  recommended_price INTEGER NOT NULL,
  minimal_price INTEGER NOT NULL,
  market_price INTEGER NOT NULL DEFAULT 0,
  tax_rate INTEGER NOT NULL,
  manufacturer TEXT NOT NULL DEFAULT '',
  catalog_number TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  image TEXT,
  supplier_id INTEGER REFERENCES suppliers(id),
  -- Price group name: offers add a whole group at once.
  product_group TEXT,
  collective_packaging REAL
);
CREATE INDEX products_index_name ON products(index_name);
CREATE INDEX products_index_short_name ON products(index_short_name);
CREATE INDEX products_catalog_price ON products(catalog_price);
CREATE INDEX products_buy_price ON products(buy_price);
CREATE INDEX products_recommended_price ON products(recommended_price);
CREATE INDEX products_minimal_price ON products(minimal_price);
CREATE INDEX products_market_price ON products(market_price);
CREATE INDEX products_tax_rate ON products(tax_rate);
CREATE INDEX products_manufacturer ON products(manufacturer, index_name);
CREATE INDEX products_catalog_number ON products(catalog_number);
CREATE INDEX products_uom ON products(uom, index_name);
CREATE INDEX products_supplier ON products(supplier_id);
CREATE INDEX products_group ON products(product_group);

CREATE VIRTUAL TABLE products_fts USING fts5(
  index_name, index_short_name, catalog_number, manufacturer, symbol,
  content='products', content_rowid='id', tokenize='trigram remove_diacritics 1'
);
CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
  INSERT INTO products_fts(rowid, index_name, index_short_name, catalog_number, manufacturer, symbol)
  VALUES (new.id, new.index_name, new.index_short_name, new.catalog_number, new.manufacturer, new.symbol);
END;
CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
  INSERT INTO products_fts(products_fts, rowid, index_name, index_short_name, catalog_number, manufacturer, symbol)
  VALUES ('delete', old.id, old.index_name, old.index_short_name, old.catalog_number, old.manufacturer, old.symbol);
END;
CREATE TRIGGER products_fts_update AFTER UPDATE OF index_name, index_short_name, catalog_number, manufacturer, symbol
ON products BEGIN
  INSERT INTO products_fts(products_fts, rowid, index_name, index_short_name, catalog_number, manufacturer, symbol)
  VALUES ('delete', old.id, old.index_name, old.index_short_name, old.catalog_number, old.manufacturer, old.symbol);
  INSERT INTO products_fts(rowid, index_name, index_short_name, catalog_number, manufacturer, symbol)
  VALUES (new.id, new.index_name, new.index_short_name, new.catalog_number, new.manufacturer, new.symbol);
END;

CREATE TABLE product_attributes (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  attribute_code TEXT NOT NULL,
  name TEXT NOT NULL,
  value TEXT NOT NULL
);
CREATE INDEX product_attributes_code ON product_attributes(attribute_code, product_id);
CREATE INDEX product_attributes_product ON product_attributes(product_id, attribute_code);
CREATE INDEX product_attributes_value ON product_attributes(value);

CREATE TABLE product_relations (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  related_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  PRIMARY KEY (product_id, type, related_id)
) WITHOUT ROWID;

CREATE TABLE warehouse_stock (
  warehouse_code TEXT NOT NULL REFERENCES warehouses(code),
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  stock_quantity REAL NOT NULL DEFAULT 0,
  -- Reserved for confirmed orders; may exceed the stock when the ERP over-books.
  reserved REAL NOT NULL DEFAULT 0,
  -- On its way to the warehouse (forward delivery), expected on forward_to.
  incoming REAL NOT NULL DEFAULT 0,
  warehouse_date TEXT,
  forward_to TEXT,
  -- What can really be sold: stock minus reservations, never below zero.
  -- STORED: SQLite reads a STORED column from an index as covering, a VIRTUAL one it recomputes.
  available_stock REAL GENERATED ALWAYS AS (max(stock_quantity - reserved, 0)) STORED,
  PRIMARY KEY (warehouse_code, product_id)
) WITHOUT ROWID;
CREATE INDEX warehouse_stock_product ON warehouse_stock(product_id);
CREATE INDEX warehouse_stock_quantity ON warehouse_stock(warehouse_code, stock_quantity);
CREATE INDEX warehouse_stock_available ON warehouse_stock(warehouse_code, available_stock);
CREATE INDEX warehouse_stock_date ON warehouse_stock(warehouse_code, warehouse_date);
CREATE INDEX warehouse_stock_forward ON warehouse_stock(warehouse_code, forward_to);

CREATE TABLE sales_stats (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  month TEXT NOT NULL,
  net_value INTEGER NOT NULL,
  margin_amount INTEGER NOT NULL,
  orders_count INTEGER NOT NULL,
  PRIMARY KEY (user_id, month)
) WITHOUT ROWID;
`;
