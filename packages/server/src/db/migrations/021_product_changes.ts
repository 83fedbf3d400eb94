/**
 * A product's price and stock history (docs/imports.md, "Price and stock history"):
 * `product_changes` holds one row per field an import changed — one of the five prices
 * (`warehouse_code` NULL) or a stock figure of one warehouse — with the value before and after
 * (money in integer grosze, quantities as numbers, dates as `YYYY-MM-DD`), when, and the import
 * run that did it. The value columns have no declared type, so each keeps what it was given
 * (an integer stays an integer, a date stays text). Written set-wise by the import's apply,
 * inside its transaction; read newest first per product (`product_changes_product`).
 */
export const productChanges = `
CREATE TABLE product_changes (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  warehouse_code TEXT,
  field TEXT NOT NULL,
  old_value,
  new_value,
  changed_at TEXT NOT NULL,
  import_file_id INTEGER REFERENCES import_files(id) ON DELETE SET NULL
);
CREATE INDEX product_changes_product ON product_changes(product_id, changed_at, id);
CREATE INDEX product_changes_import ON product_changes(import_file_id) WHERE import_file_id IS NOT NULL;
`;
