/**
 * Stock by product: the index on `warehouse_stock(product_id)` also carries the warehouse and the
 * available stock. Per-product stock sums (product lists) read the index alone, and SQLite's
 * planner, no longer seeing a narrower index on (product_id, warehouse_code), looks up a
 * warehouse's search hits by the primary key (one lookup per hit instead of index + table;
 * the warehouse-products search benchmark halves).
 */
export const stockByProduct = `
DROP INDEX warehouse_stock_product;
CREATE INDEX warehouse_stock_product ON warehouse_stock(product_id, warehouse_code, available_stock);
ANALYZE warehouse_stock;
`;
