import type { Dataset } from '@salesdesk/fixtures';
import type { Db } from './database';
import { buildSearchIndex, productsSearchInsertTrigger } from './migrations/012_ranked_search';

/**
 * Inserts the catalogue of the dataset (suppliers, products, attributes, relations, stock,
 * monthly sales) with prepared statements; runs inside the caller's transaction so that at
 * scale 100 (200k products, ~1M stock rows) seeding stays a matter of a minute or so.
 */
export function seedCatalogue(db: Db, data: Pick<Dataset, 'catalogue'>): void {
  const { suppliers, products, attributes, relations, stock, salesStats } = data.catalogue;
  const insertSupplier = db.prepare(`INSERT INTO suppliers (id, name, nip, city, address, email, phone, delivery_days)
    VALUES (@id, @name, @nip, @city, @address, @email, @phone, @delivery_days)`);
  const insertProduct =
    db.prepare(`INSERT INTO products (id, symbol, ean, index_name, index_short_name, uom, catalog_price,
    buy_price, recommended_price, minimal_price, market_price, tax_rate, manufacturer, catalog_number, description,
    image, supplier_id, product_group, collective_packaging)
    VALUES (@id, @symbol, @ean, @index_name, @index_short_name, @uom, @catalog_price, @buy_price, @recommended_price,
    @minimal_price, @market_price, @tax_rate, @manufacturer, @catalog_number, @description, @image, @supplier_id,
    @product_group, @collective_packaging)`);
  const insertAttribute = db.prepare(
    'INSERT INTO product_attributes (product_id, attribute_code, name, value) VALUES (?, ?, ?, ?)',
  );
  const insertRelation = db.prepare('INSERT INTO product_relations (product_id, related_id, type) VALUES (?, ?, ?)');
  const insertStock = db.prepare(`INSERT INTO warehouse_stock
    (warehouse_code, product_id, stock_quantity, reserved, incoming, warehouse_date, forward_to)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const insertSales = db.prepare(
    'INSERT INTO sales_stats (user_id, month, net_value, margin_amount, orders_count) VALUES (?, ?, ?, ?, ?)',
  );
  for (const s of suppliers) insertSupplier.run(s);
  // The search index is built once after the products (several times faster than a trigger per
  // row at 200k products); the trigger is back for products written later.
  db.exec('DROP TRIGGER products_search_insert');
  for (const p of products) insertProduct.run(p);
  db.exec(buildSearchIndex);
  db.exec(productsSearchInsertTrigger);
  for (const a of attributes) insertAttribute.run(a.product_id, a.attribute_code, a.name, a.value);
  for (const r of relations) insertRelation.run(r.product_id, r.related_id, r.type);
  for (const s of stock) {
    insertStock.run(
      s.warehouse_code,
      s.product_id,
      s.stock_quantity,
      s.reserved,
      s.incoming,
      s.warehouse_date,
      s.forward_to,
    );
  }
  for (const s of salesStats) insertSales.run(s.user_id, s.month, s.net_value, s.margin_amount, s.orders_count);
  // Fresh statistics let the planner pick the sort index over a temp B-tree on large lists.
  db.exec('ANALYZE');
}
