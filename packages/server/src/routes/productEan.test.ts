import { productEan } from '@salesdesk/fixtures';
import {
  type ApiClient,
  isValidGtin13,
  productListItemSchema,
  productSchema,
  productSearchItemSchema,
  warehouseProductSchema,
} from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer';
import { ftsHitCount, planProductSearch, productSearchCondition } from './catalogueSearch';
import { rows, scalar } from './referenceTestKit';

let server: TestServer;
let seller: ApiClient;

beforeAll(async () => {
  server = await createTestServer();
  seller = await server.loginAs('handlowiec');
});
afterAll(() => server.close());

const sql = <T>(query: string, ...params: unknown[]) => rows<T>(server.ctx.db, query, ...params);
const one = <T>(query: string, ...params: unknown[]) => scalar<T>(server.ctx.db, query, ...params);

/** The EAN with its check digit changed: thirteen digits that are no valid GTIN-13. */
function wrongCheckDigit(ean: string): string {
  return `${ean.slice(0, 12)}${(Number(ean[12]) + 1) % 10}`;
}

/** A seeded product with stock in the seller's default warehouse (WAW). */
function stockedProduct(): { id: number; ean: string } {
  return sql<{ id: number; ean: string }>(
    `SELECT p.id, p.ean FROM products p JOIN warehouse_stock s ON s.product_id = p.id AND s.warehouse_code = 'WAW'
     WHERE p.ean IS NOT NULL ORDER BY p.id LIMIT 1 OFFSET 1234`,
  )[0] as { id: number; ean: string };
}

describe('product EANs in the reference seed', () => {
  it('stores the fixtures’ valid, unique GTIN-13 of every seeded product', () => {
    const products = sql<{ id: number; ean: string | null }>('SELECT id, ean FROM products WHERE symbol IS NOT NULL');
    expect(products.length).toBeGreaterThanOrEqual(2000);
    for (const p of products) {
      expect(p.ean).toBe(productEan(p.id));
      expect(isValidGtin13(p.ean ?? '')).toBe(true);
    }
    expect(one<number>('SELECT COUNT(DISTINCT ean) FROM products')).toBe(products.length);
  });

  it('refuses a second product with the same EAN and a code that is not 13 digits', () => {
    const { ean } = stockedProduct();
    const insert = server.ctx.db.prepare(
      `INSERT INTO products (ean, index_name, uom, catalog_price, buy_price, recommended_price, minimal_price, tax_rate)
       VALUES (?, 'Produkt testowy EAN', 'szt.', 100, 50, 90, 80, 23)`,
    );
    expect(() => insert.run(ean)).toThrow(/UNIQUE/);
    expect(() => insert.run('590730000000')).toThrow(/CHECK/);
    expect(() => insert.run('590730000000A')).toThrow(/CHECK/);
  });
});

describe('product rows carry the EAN', () => {
  it('in the catalogue, the search, the compact list and the warehouse products, null when a product has none', async () => {
    const { ean } = stockedProduct();
    const noEan = Number(
      server.ctx.db
        .prepare(
          `INSERT INTO products (index_name, uom, catalog_price, buy_price, recommended_price, minimal_price, tax_rate)
           VALUES ('Kołek rozporowy bezkodowy', 'szt.', 100, 50, 90, 80, 23)`,
        )
        .run().lastInsertRowid,
    );
    server.ctx.db
      .prepare("INSERT INTO warehouse_stock (warehouse_code, product_id, stock_quantity) VALUES ('WAW', ?, 5)")
      .run(noEan);
    try {
      const all = await seller.call('productsAll', { query: { sort: 'id', limit: 200 } });
      for (const p of all.items) expect(productSchema.parse(p).ean).toBe(productEan(p.id));
      const search = await seller.call('productSearch', { query: { search: 'bezkodowy' } });
      expect(search.items.map((p) => [p.id, productSearchItemSchema.parse(p).ean])).toEqual([[noEan, null]]);
      const list = await seller.call('productList', { query: { search: 'bezkodowy' } });
      expect(list.items.map((p) => [p.id, productListItemSchema.parse(p).ean])).toEqual([[noEan, null]]);
      const stock = await seller.call('warehouseProducts', { query: { search: 'bezkodowy' } });
      expect(stock.items.map((p) => [p.product_id, warehouseProductSchema.parse(p).ean])).toEqual([[noEan, null]]);
      const byEan = await seller.call('productList', { query: { search: ean } });
      expect(byEan.items[0]?.ean).toBe(ean);
    } finally {
      server.ctx.db.prepare('DELETE FROM products WHERE id = ?').run(noEan);
    }
  });
});

describe('search by EAN', () => {
  it('finds the product first by its exact EAN in every product search, whatever the sort', async () => {
    const { id, ean } = stockedProduct();
    for (const sort of [undefined, '-catalog_price', 'available_stock'] as const) {
      const catalogue = await seller.call('productsAll', { query: { search: ean, ...(sort ? { sort } : {}) } });
      expect(catalogue.items.map((p) => p.id)).toEqual([id]);
      expect(catalogue.total).toBe(1);
      const search = await seller.call('productSearch', { query: { search: ean, ...(sort ? { sort } : {}) } });
      expect(search.items[0]?.id).toBe(id);
      expect(search.items[0]?.ean).toBe(ean);
      expect(search.total).toBe(1);
      const stock = await seller.call('warehouseProducts', { query: { search: ean, ...(sort ? { sort } : {}) } });
      expect(stock.items.map((p) => p.product_id)).toEqual([id]);
      expect(stock.total).toBe(1);
    }
    const list = await seller.call('productList', { query: { search: ` ${ean} ` } });
    expect(list.items.map((p) => p.id)).toEqual([id]);
    // A scanner that sends the GTIN-14 of the unit (indicator 0) finds the same product.
    const gtin14 = await seller.call('productSearch', { query: { search: `0${ean}` } });
    expect(gtin14.items.map((p) => p.id)).toEqual([id]);
  });

  it('finds nothing by an EAN with a wrong check digit', async () => {
    const { ean } = stockedProduct();
    const wrong = wrongCheckDigit(ean);
    for (const name of ['productsAll', 'productSearch', 'productList', 'warehouseProducts'] as const) {
      const page = await seller.call(name, { query: { search: wrong } });
      expect(page.items, name).toEqual([]);
      expect(page.total, name).toBe(0);
    }
    expect(ftsHitCount(server.ctx.db, planProductSearch(server.ctx.db, wrong))).toBe(0);
  });

  it('keeps matching names and symbols next to the EAN, and counts the EAN hit among the full-text hits', async () => {
    const { ean } = stockedProduct();
    expect(ftsHitCount(server.ctx.db, planProductSearch(server.ctx.db, ean))).toBe(1);
    const symbol = await seller.call('productList', { query: { search: 'IN-0000042' } });
    expect(symbol.items.map((p) => p.id)).toEqual([42]);
  });

  it('looks the EAN up in the unique index, not by a scan', () => {
    const { ean } = stockedProduct();
    for (const idColumn of ['p.id', 's.product_id']) {
      const condition = productSearchCondition(planProductSearch(server.ctx.db, ean), { idColumn });
      const from = idColumn === 'p.id' ? 'products p' : 'warehouse_stock s';
      const plan = sql<{ detail: string }>(
        `EXPLAIN QUERY PLAN SELECT 1 FROM ${from} WHERE ${condition.sql}`,
        ...condition.params,
      ).map((r) => r.detail);
      expect(
        // Not covering since products no longer sold are left out (`is_active`, docs/imports.md):
        // one row read by its rowid after the index lookup, still no scan.
        plan.some((d) => /SEARCH products USING (COVERING )?INDEX products_ean \(ean=\?\)/.test(d)),
        plan.join('\n'),
      ).toBe(true);
      expect(
        plan.some((d) => /^SCAN products\b/.test(d)),
        plan.join('\n'),
      ).toBe(false);
    }
  });
});
