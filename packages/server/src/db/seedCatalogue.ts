import { CATALOGUE_BATCH_SIZE, type CatalogueStream, type LineProduct, lineProduct } from '@salesdesk/fixtures';
import type { Db } from './database';
import { withIndexesDeferred } from './deferredIndexes';
import { buildSearchIndex } from './migrations/012_ranked_search';
import { productsSearchInsertTrigger } from './migrations/022_search_bulk';

/**
 * Inserts the catalogue (suppliers, products with their attributes and stock, relations,
 * monthly sales) batch by batch as the stream makes them, with positional prepared statements,
 * inside the caller's transaction; each batch is let go once inserted, so at scale 100 (200k
 * products, ~1M stock rows) the catalogue is never whole in memory. The tables' indexes are built
 * once after their rows ({@link withIndexesDeferred}). Returns what the documents draw their
 * lines from: every product's line fields ({@link lineProduct}), in id order.
 */
export function seedCatalogue(db: Db, catalogue: CatalogueStream): LineProduct[] {
  const lineProducts = withIndexesDeferred(db, CATALOGUE_TABLES, () => insertCatalogue(db, catalogue));
  // Fresh statistics let the planner pick the sort index over a temp B-tree on large lists.
  db.exec('ANALYZE');
  return lineProducts;
}

/** The tables the catalogue fills (the search tables' through the one-pass index). */
const CATALOGUE_TABLES = [
  'suppliers',
  'products',
  'product_attributes',
  'product_relations',
  'warehouse_stock',
  'sales_stats',
  'product_search',
];

function insertCatalogue(db: Db, catalogue: CatalogueStream): LineProduct[] {
  const insertSupplier = db.prepare(`INSERT INTO suppliers (id, name, nip, city, address, email, phone, delivery_days)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertProduct =
    db.prepare(`INSERT INTO products (id, symbol, ean, index_name, index_short_name, uom, catalog_price,
    buy_price, recommended_price, minimal_price, market_price, tax_rate, manufacturer, catalog_number, description,
    image, supplier_id, product_group, collective_packaging)
    VALUES (${Array(19).fill('?').join(', ')})`);
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
  for (const s of catalogue.suppliers) {
    insertSupplier.run(s.id, s.name, s.nip, s.city, s.address, s.email, s.phone, s.delivery_days);
  }
  // The search index is built once after the products (several times faster than a trigger per
  // row at 200k products); the trigger is back for products written later.
  db.exec('DROP TRIGGER products_search_insert');
  const lineProducts: LineProduct[] = [];
  for (const batch of catalogue.batches(CATALOGUE_BATCH_SIZE)) {
    for (const p of batch.products) {
      insertProduct.run(
        p.id,
        p.symbol,
        p.ean,
        p.index_name,
        p.index_short_name,
        p.uom,
        p.catalog_price,
        p.buy_price,
        p.recommended_price,
        p.minimal_price,
        p.market_price,
        p.tax_rate,
        p.manufacturer,
        p.catalog_number,
        p.description,
        p.image,
        p.supplier_id,
        p.product_group,
        p.collective_packaging,
      );
      lineProducts.push(lineProduct(p));
    }
    for (const a of batch.attributes) insertAttribute.run(a.product_id, a.attribute_code, a.name, a.value);
    for (const s of batch.stock) {
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
  }
  db.exec(buildSearchIndex);
  db.exec(productsSearchInsertTrigger);
  // A product is related to products of later batches: the relations come once every product is in.
  for (const batch of catalogue.relations(CATALOGUE_BATCH_SIZE)) {
    for (const r of batch) insertRelation.run(r.product_id, r.related_id, r.type);
  }
  for (const s of catalogue.salesStats)
    insertSales.run(s.user_id, s.month, s.net_value, s.margin_amount, s.orders_count);
  return lineProducts;
}
