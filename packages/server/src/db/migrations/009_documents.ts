import { historyTableSql, ORDER_TABLES } from './documentTablesSql';

/**
 * Orders as full documents beside offers, and what the document layer remembers:
 * - `orders.warehouse_code`: the warehouse an order is served from and reserves its quantities
 *   in once confirmed (the author's default warehouse at creation; seeded orders get their
 *   author's).
 * - `order_history`: orders keep a history like offers (`offer_history`'s shape).
 * - `stock_reservations`: what each confirmed order added to `warehouse_stock.reserved`, so
 *   archiving or deleting it takes back exactly that (orders confirmed before this migration,
 *   the seed's, have none: their reservations are in the ERP's `reserved` figure already).
 * - `idempotency_keys`: the answers of line writes sent with an `Idempotency-Key`, per user and
 *   key, tied to their document (kept 24 h, at most 100 per document; docs/offers.md).
 */
export const documents = `
ALTER TABLE orders ADD COLUMN warehouse_code TEXT REFERENCES warehouses(code);
UPDATE orders SET warehouse_code = (SELECT default_warehouse FROM users WHERE users.id = orders.creator_id);

${historyTableSql(ORDER_TABLES)}

CREATE TABLE stock_reservations (
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  warehouse_code TEXT NOT NULL REFERENCES warehouses(code),
  product_id INTEGER NOT NULL,
  quantity REAL NOT NULL,
  PRIMARY KEY (order_id, warehouse_code, product_id)
) WITHOUT ROWID;

CREATE TABLE idempotency_keys (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL,
  doc_kind TEXT NOT NULL CHECK (doc_kind IN ('offer', 'order')),
  doc_id INTEGER NOT NULL,
  -- What the request was: method, path and a hash of its body (a reused key must match it).
  fingerprint TEXT NOT NULL,
  status INTEGER NOT NULL,
  response TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, idempotency_key)
) WITHOUT ROWID;
CREATE INDEX idempotency_keys_doc ON idempotency_keys(doc_kind, doc_id, created_at);
CREATE INDEX idempotency_keys_age ON idempotency_keys(created_at);
`;
