import {
  type ApiClient,
  availabilityQuery,
  productFacetsSchema,
  readStockFilter,
  startingAvailability,
} from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer';
import { rows, scalar } from './referenceTestKit';

// The catalogue page's filters against the real server: the saved `catalog` flag decides what
// the catalogue starts with, and the manufacturer, unit and price group offered are values the
// equality filters find products by.

let server: TestServer;
let seller: ApiClient;

beforeAll(async () => {
  server = await createTestServer();
  seller = await server.loginAs('handlowiec');
});
afterAll(() => server.close());

const one = <T>(query: string, ...params: unknown[]) => scalar<T>(server.ctx.db, query, ...params);

describe('the saved catalog flag', () => {
  it('starts the catalogue with only available products when on, and every product when off', async () => {
    const all = one<number>('SELECT COUNT(*) FROM products');
    const available = one<number>(
      "SELECT COUNT(*) FROM warehouse_stock WHERE warehouse_code = 'WAW' AND available_stock > 0",
    );
    expect(available).toBeGreaterThan(0);
    expect(available).toBeLessThan(all);

    // Off: the flag read back from the server starts the catalogue with every product.
    await seller.call('setUiConfig', {
      body: { key: 'userStockFilterConfig', value: { stockhouseProducts: true, search: true, catalog: false } },
    });
    const off = startingAvailability(await readStockFilter(seller), 'productsAll');
    expect(off).toBe('all');
    const everything = await seller.call('productsAll', { query: { ...availabilityQuery(off), limit: 200 } });
    expect(everything.total).toBe(all);
    expect(everything.items.some((p) => p.available_stock === 0)).toBe(true);

    // On: only what can be sold from the warehouse today.
    await seller.call('setUiConfig', {
      body: { key: 'userStockFilterConfig', value: { stockhouseProducts: false, search: false, catalog: true } },
    });
    const flags = await readStockFilter(seller);
    const on = startingAvailability(flags, 'productsAll');
    expect(on).toBe('available');
    // The other lists follow their own flags, not this one.
    expect(startingAvailability(flags, 'warehouseProducts')).toBe('all');
    expect(startingAvailability(flags, 'productSearch')).toBe('all');
    const sellable = await seller.call('productsAll', { query: { ...availabilityQuery(on), limit: 200 } });
    expect(sellable.total).toBe(available);
    expect(sellable.items.every((p) => p.available_stock > 0)).toBe(true);
  });

  it('"Tylko niedostępne" lists the products with nothing available, and "Wszystkie" sends no in_stock', async () => {
    expect(availabilityQuery('all')).toEqual({});
    const unavailable = await seller.call('productsAll', { query: { ...availabilityQuery('unavailable'), limit: 50 } });
    expect(unavailable.total).toBeGreaterThan(0);
    expect(unavailable.items.every((p) => p.available_stock === 0)).toBe(true);
  });
});

describe('productFacets', () => {
  it('lists each filter value of the active products once, in Polish order', async () => {
    const facets = productFacetsSchema.parse(await seller.call('productFacets', {}));
    const distinct = (column: string) =>
      rows<{ v: string }>(
        server.ctx.db,
        `SELECT DISTINCT ${column} AS v FROM products WHERE is_active = 1 AND ${column} IS NOT NULL AND ${column} <> ''`,
      )
        .map((r) => r.v)
        .sort(new Intl.Collator('pl-PL').compare);
    expect(facets.manufacturers).toEqual(distinct('manufacturer'));
    expect(facets.uoms).toEqual(distinct('uom'));
    expect(facets.product_groups).toEqual(distinct('product_group'));
    expect(facets.manufacturers.length).toBeGreaterThan(5);
  });

  it('offers values the equality filters find products by, in the catalogue, the search and a warehouse', async () => {
    const facets = await seller.call('productFacets', {});
    const [manufacturer, uom, group] = [facets.manufacturers[0], facets.uoms[0], facets.product_groups[0]];
    const catalogue = await seller.call('productsAll', { query: { manufacturer, limit: 5 } });
    expect(catalogue.total).toBeGreaterThan(0);
    expect(catalogue.items.every((p) => p.manufacturer === manufacturer)).toBe(true);
    const search = await seller.call('productSearch', { query: { uom, limit: 5 } });
    expect(search.total).toBeGreaterThan(0);
    expect(search.items.every((p) => p.uom === uom)).toBe(true);
    const warehouse = await seller.call('warehouseProducts', { query: { product_group: group, limit: 5 } });
    expect(warehouse.total).toBeGreaterThan(0);
  });

  it('leaves out a manufacturer whose every product is no longer active', async () => {
    const db = server.ctx.db;
    const id = one<number>('SELECT MAX(id) FROM products');
    db.prepare("UPDATE products SET manufacturer = 'Wycofany Producent Sp. z o.o.', is_active = 0 WHERE id = ?").run(
      id,
    );
    try {
      const facets = await seller.call('productFacets', {});
      expect(facets.manufacturers).not.toContain('Wycofany Producent Sp. z o.o.');
      db.prepare('UPDATE products SET is_active = 1 WHERE id = ?').run(id);
      expect((await seller.call('productFacets', {})).manufacturers).toContain('Wycofany Producent Sp. z o.o.');
    } finally {
      db.prepare('UPDATE products SET is_active = 1 WHERE id = ?').run(id);
    }
  });
});
