import {
  type ApiClient,
  foldSearchText,
  productAttributeSchema,
  productListItemSchema,
  productPriceSchema,
  productSchema,
  productSearchItemSchema,
  relatedProductSchema,
  salesStatsSchema,
  searchAliases,
  searchTokens,
} from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer';
import { ftsHitCount, planProductSearch, productSearchCondition } from './catalogueSearch';
import { expectApiError, fieldErrorsOf } from './catalogueTestKit';
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

interface Searched {
  id: number;
  index_name: string;
  index_short_name: string;
  manufacturer: string;
  description: string;
  symbol: string | null;
  catalog_number: string;
  catalog_price: number;
}

let catalogue: Searched[] | undefined;
/**
 * The products whose search texts have, for every word, a token it starts: the rule of the
 * full-text index, worked out in JS from the sdk's tokens instead of by FTS5.
 */
function matching(words: string[]): Searched[] {
  catalogue ??= sql<Searched>(
    'SELECT id, index_name, index_short_name, manufacturer, description, symbol, catalog_number, catalog_price FROM products',
  );
  return catalogue.filter((p) => {
    const tokens = [
      `${p.index_name} ${searchAliases(p.index_name)}`,
      p.index_short_name,
      p.manufacturer,
      p.description,
      `${p.symbol ?? ''} ${p.catalog_number}`,
    ].flatMap((text) => searchTokens(foldSearchText(text)));
    return words.every((w) => tokens.some((t) => t.startsWith(w)));
  });
}

/** Ids sorted as `ORDER BY catalog_price, id` (or descending). */
const byPrice = (rows: Searched[], desc = false) =>
  [...rows].sort((a, b) => (a.catalog_price - b.catalog_price || a.id - b.id) * (desc ? -1 : 1)).map((p) => p.id);

describe('productsAll', () => {
  it('pages the catalogue with the stock of the default warehouse, sorted like SQL', async () => {
    const total = one<number>('SELECT COUNT(*) FROM products');
    expect(total).toBeGreaterThanOrEqual(2000);
    const page = await seller.call('productsAll', { query: { page: 3, limit: 25, sort: '-catalog_price' } });
    expect(page).toMatchObject({ total, page: 3, limit: 25 });
    const expected = sql<{ id: number }>(
      'SELECT id FROM products ORDER BY catalog_price DESC, id DESC LIMIT 25 OFFSET 50',
    );
    expect(page.items.map((p) => p.id)).toEqual(expected.map((r) => r.id));
    for (const item of page.items) {
      expect(productSchema.parse(item).more.warehouse).toBe('WAW');
      const stock = sql<{ stock_quantity: number; reserved: number }>(
        "SELECT stock_quantity, reserved FROM warehouse_stock WHERE warehouse_code = 'WAW' AND product_id = ?",
        item.id,
      )[0];
      expect(item.stock_quantity).toBeCloseTo(stock?.stock_quantity ?? 0, 3);
      expect(item.available_stock).toBeCloseTo(Math.max(0, (stock?.stock_quantity ?? 0) - (stock?.reserved ?? 0)), 3);
    }
  });

  it('uses the default page size of 5 and the default sort by name', async () => {
    const page = await seller.call('productsAll');
    expect(page.limit).toBe(5);
    expect(page.items).toHaveLength(5);
    const expected = sql<{ id: number }>('SELECT id FROM products ORDER BY index_name, id LIMIT 5');
    expect(page.items.map((p) => p.id)).toEqual(expected.map((r) => r.id));
  });

  it('never shows negative available stock, even when reservations exceed the stock', async () => {
    const over = sql<{ product_id: number }>(
      "SELECT product_id FROM warehouse_stock WHERE warehouse_code = 'WAW' AND reserved > stock_quantity LIMIT 1",
    )[0];
    expect(over).toBeDefined();
    const id = over?.product_id as number;
    const name = one<string>('SELECT catalog_number FROM products WHERE id = ?', id);
    const page = await seller.call('productsAll', { query: { search: name, limit: 200 } });
    const row = page.items.find((p) => p.id === id);
    expect(row?.available_stock).toBe(0);
    expect(row?.stock_quantity).toBeGreaterThanOrEqual(0);
  });

  it('filters by manufacturer, unit, tax rate and stock in the asked warehouse', async () => {
    const page = await seller.call('productsAll', {
      query: { manufacturer: 'Knauf Gips', uom: 'ark.', tax_rate: 23, warehouse: 'KRK', in_stock: true, limit: 200 },
    });
    const expected = one<number>(
      `SELECT COUNT(*) FROM products p JOIN warehouse_stock s ON s.product_id = p.id AND s.warehouse_code = 'KRK'
       WHERE p.manufacturer = 'Knauf Gips' AND p.uom = 'ark.' AND p.tax_rate = 23 AND s.stock_quantity > s.reserved`,
    );
    expect(page.total).toBe(expected);
    expect(page.total).toBeGreaterThan(0);
    for (const p of page.items) {
      expect(p).toMatchObject({ manufacturer: 'Knauf Gips', uom: 'ark.', tax_rate: 23 });
      expect(p.available_stock).toBeGreaterThan(0);
      expect(p.more.warehouse).toBe('KRK');
    }
  });

  it('keeps prices in order: buy < minimal <= recommended <= catalog', async () => {
    const page = await seller.call('productsAll', { query: { limit: 200, sort: 'buy_price' } });
    for (const p of page.items) {
      expect(p.buy_price).toBeLessThan(p.minimal_price);
      expect(p.minimal_price).toBeLessThanOrEqual(p.recommended_price);
      expect(p.recommended_price).toBeLessThanOrEqual(p.catalog_price);
    }
  });

  it('refuses bad input with Polish field errors', async () => {
    const sort = await expectApiError(seller.call('productsAll', { query: { sort: 'password' as 'id' } }), 400);
    expect(fieldErrorsOf(sort).sort?.[0]).toMatch(/Nieznane pole sortowania/);
    const page = await expectApiError(seller.call('productsAll', { query: { page: -1 } }), 400);
    expect(fieldErrorsOf(page).page?.[0]).toMatch(/większy od zera/);
    const limit = await expectApiError(seller.call('productsAll', { query: { limit: 201 } }), 400);
    expect(fieldErrorsOf(limit).limit?.[0]).toMatch(/200/);
    const supplier = await expectApiError(
      seller.call('productsAll', { query: { supplier_id: 'abc' as unknown as number } }),
      400,
    );
    expect(fieldErrorsOf(supplier).supplier_id?.[0]).toMatch(/Identyfikator/);
    const unknown = await expectApiError(seller.call('productsAll', { query: { warehouse: 'XYZ' } }), 400);
    expect(fieldErrorsOf(unknown).warehouse?.[0]).toBe('Nieznany magazyn: XYZ.');
    const format = await expectApiError(seller.call('productsAll', { query: { warehouse: 'x; DROP' } }), 400);
    expect(fieldErrorsOf(format).warehouse?.[0]).toMatch(/Kod magazynu/);
    const flag = await expectApiError(
      seller.call('productsAll', { query: { in_stock: 'tak' as unknown as boolean } }),
      400,
    );
    expect(fieldErrorsOf(flag).in_stock).toBeDefined();
  });

  it('answers 403 for a warehouse the user may not see and 401 without a token', async () => {
    const denied = await expectApiError(seller.call('productsAll', { query: { warehouse: 'GDA' } }), 403);
    expect(denied.message).toBe('Nie masz dostępu do magazynu GDA.');
    await expectApiError(server.client().call('productsAll'), 401);
  });
});

describe('productSearch', () => {
  it('finds words by their start, case- and diacritic-insensitively, with network stock', async () => {
    const page = await seller.call('productSearch', { query: { search: 'GIPSOWO', limit: 50, sort: 'catalog_price' } });
    const expected = matching(['gipsowo']);
    expect(page.total).toBe(expected.length);
    expect(page.items.map((p) => p.id)).toEqual(byPrice(expected).slice(0, 50));
    // The description counts too: the tape for plasterboard joints says "płyt gipsowo-kartonowych".
    expect(page.total).toBeGreaterThan(one<number>("SELECT COUNT(*) FROM products WHERE index_name LIKE '%gipsowo%'"));
    for (const item of page.items) {
      const parsed = productSearchItemSchema.parse(item);
      const network = one<number | null>(
        "SELECT SUM(max(stock_quantity - reserved, 0)) FROM warehouse_stock WHERE product_id = ? AND warehouse_code IN ('WAW', 'KRK')",
        item.id,
      );
      expect(parsed.cd_available_stock).toBeCloseTo(network ?? 0, 3);
      expect(parsed.cd_available_stock).toBeGreaterThanOrEqual(parsed.available_stock);
    }
    // The search form folds ó, ą, ę, ś, ż... and ł as well; every word must be found.
    const folded = await seller.call('productSearch', { query: { search: 'ZAWOR kulowy' } });
    expect(folded.total).toBe(matching(['zawor', 'kulowy']).length);
    expect(folded.total).toBeGreaterThan(0);
    // A word's start, not any substring: "łącznik" finds no "wyłącznik".
    const l = await seller.call('productSearch', { query: { search: 'lacznik', limit: 200 } });
    expect(l.total).toBe(matching(['lacznik']).length);
    const names = l.items.map((p) => p.index_name);
    expect(names.some((n) => n.startsWith('Łącznik'))).toBe(true);
    expect(names.some((n) => n.startsWith('Wyłącznik'))).toBe(false);
  });

  it('needs every word, short ones included, matching a token’s start', async () => {
    const page = await seller.call('productSearch', { query: { search: 'rura 20', limit: 200 } });
    const expected = matching(['rura', '20']);
    expect(page.total).toBe(expected.length);
    expect(page.total).toBeGreaterThan(0);
    const ids = new Set(expected.map((p) => p.id));
    for (const p of page.items) expect(ids.has(p.id), p.index_name).toBe(true);
    const prefix = await seller.call('productSearch', { query: { search: 'Ru', limit: 10 } });
    expect(prefix.total).toBe(matching(['ru']).length);
    const quotes = await seller.call('productSearch', { query: { search: '"; DROP TABLE products; --' } });
    expect(quotes.total).toBe(0);
    const nothing = await seller.call('productSearch', { query: { search: '-- ;' } });
    expect(nothing.total).toBe(0);
  });
});

describe('search plans', () => {
  it('gives the same page whether the hits or the sort index drive the query (wide search)', () => {
    const plan = planProductSearch(server.ctx.db, 'rura');
    for (const wide of [false, true]) {
      const condition = productSearchCondition(plan, { wide });
      const ids = sql<{ id: number }>(
        `SELECT p.id FROM products p WHERE ${condition.sql} ORDER BY p.catalog_price DESC, p.id DESC LIMIT 30 OFFSET 30`,
        ...condition.params,
      ).map((r) => r.id);
      expect(ids).toEqual(byPrice(matching(['rura']), true).slice(30, 60));
    }
    expect(ftsHitCount(server.ctx.db, plan)).toBe(matching(['rura']).length);
    expect(ftsHitCount(server.ctx.db, planProductSearch(server.ctx.db, '--'))).toBeUndefined();
  });
});

describe('productList and productPrices', () => {
  it('lists products without stock, filtered by group', async () => {
    const page = await seller.call('productList', {
      query: { product_group: 'Izolacje', sort: '-index_name', limit: 10, page: 2 },
    });
    const expected = sql<{ id: number }>(
      "SELECT id FROM products WHERE product_group = 'Izolacje' ORDER BY index_name DESC, id DESC LIMIT 10 OFFSET 10",
    );
    expect(page.items.map((p) => productListItemSchema.parse(p).id)).toEqual(expected.map((r) => r.id));
    expect(page.total).toBe(one<number>("SELECT COUNT(*) FROM products WHERE product_group = 'Izolacje'"));
    for (const p of page.items) expect(p.tax_rate).toBe(8);
  });

  it('returns the five prices of the products asked for by repeated ids', async () => {
    const page = await seller.call('productPrices', { query: { id: [3, 1, 2], sort: 'id' } });
    expect(page.total).toBe(3);
    expect(page.items.map((p) => productPriceSchema.parse(p).id)).toEqual([1, 2, 3]);
    const row = sql<Record<string, number>>(
      'SELECT catalog_price, buy_price, recommended_price, minimal_price, market_price FROM products WHERE id = 2',
    )[0];
    expect(page.items[1]).toMatchObject(row as object);
    const single = await seller.call('productPrices', { query: { id: 5 } });
    expect(single.items.map((p) => p.id)).toEqual([5]);
    const bad = await expectApiError(seller.call('productPrices', { query: { id: ['x' as unknown as number] } }), 400);
    expect(Object.keys(fieldErrorsOf(bad)).some((k) => k.startsWith('id'))).toBe(true);
    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1);
    await expectApiError(seller.call('productPrices', { query: { id: tooMany } }), 400);
  });
});

describe('productAttributes', () => {
  it('filters on a list of attribute codes given as repeated keys', async () => {
    const page = await seller.call('productAttributes', {
      query: { attribute_code: ['diameter', 'voltage'], limit: 50, sort: 'product_id' },
    });
    expect(page.total).toBe(
      one<number>("SELECT COUNT(*) FROM product_attributes WHERE attribute_code IN ('diameter', 'voltage')"),
    );
    for (const a of page.items)
      expect(['diameter', 'voltage']).toContain(productAttributeSchema.parse(a).attribute_code);
    const raw = await server.fetch(
      'http://salesdesk.test/api/products/attributes?attribute_code=diameter&attribute_code=voltage',
      {
        headers: { Authorization: `Bearer ${seller.tokenStore?.get()}` },
      },
    );
    expect(((await raw.json()) as { total: number }).total).toBe(page.total);
    const one1 = await seller.call('productAttributes', { query: { attribute_code: 'voltage', product_id: 3 } });
    expect(one1.items.every((a) => a.product_id === 3 && a.attribute_code === 'voltage')).toBe(true);
    const bad = await expectApiError(
      seller.call('productAttributes', { query: { attribute_code: ['Średnica'] } }),
      400,
    );
    expect(JSON.stringify(fieldErrorsOf(bad))).toMatch(/Kod atrybutu/);
  });
});

describe('productsRelated', () => {
  it('lists related products of a kind, and only those in stock for the in_stock variant', async () => {
    const source = one<number>(
      "SELECT product_id FROM product_relations WHERE type = 'similar' GROUP BY product_id HAVING COUNT(*) >= 2 LIMIT 1",
    );
    const all = await seller.call('productsRelated', {
      params: { type: 'similar', variant: 'all', id: source },
      query: {},
    });
    expect(all.total).toBe(
      one<number>("SELECT COUNT(*) FROM product_relations WHERE type = 'similar' AND product_id = ?", source),
    );
    for (const p of all.items)
      expect(relatedProductSchema.parse(p)).toMatchObject({ relation: 'similar', related_to: source });
    const inStock = await seller.call('productsRelated', {
      params: { type: 'similar', variant: 'in_stock', id: source },
      query: {},
    });
    for (const p of inStock.items) expect(p.available_stock).toBeGreaterThan(0);
    expect(inStock.total).toBeLessThanOrEqual(all.total);
  });

  it('refuses unknown kinds, variants and malformed ids; 404 for a missing product', async () => {
    const type = await expectApiError(
      seller.call('productsRelated', { params: { type: 'cousins' as 'similar', variant: 'all', id: 1 }, query: {} }),
      400,
    );
    expect(fieldErrorsOf(type).type?.[0]).toMatch(/Nieznany rodzaj powiązania/);
    const variant = await expectApiError(
      seller.call('productsRelated', { params: { type: 'similar', variant: 'x' as 'all', id: 1 }, query: {} }),
      400,
    );
    expect(fieldErrorsOf(variant).variant?.[0]).toMatch(/Nieznany wariant/);
    const id = await expectApiError(
      seller.call('productsRelated', { params: { type: 'similar', variant: 'all', id: -4 }, query: {} }),
      400,
    );
    expect(fieldErrorsOf(id).id?.[0]).toMatch(/Identyfikator/);
    const missing = await expectApiError(
      seller.call('productsRelated', { params: { type: 'similar', variant: 'all', id: 99_999_999 }, query: {} }),
      404,
    );
    expect(missing.message).toMatch(/Nie znaleziono produktu/);
  });
});

describe('salesStats', () => {
  it("returns the caller's months, zero-filled, with totals that add up", async () => {
    const stats = salesStatsSchema.parse(await seller.call('salesStats', { query: { months: 6, to: '2026-11' } }));
    expect(stats.months.map((m) => m.month)).toEqual([
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    const expected = one<number>(
      "SELECT SUM(net_value) FROM sales_stats WHERE user_id = 2 AND month BETWEEN '2026-06' AND '2026-11'",
    );
    expect(stats.totals.net_value).toBe(expected);
    expect(stats.user_id).toBe(2);
    const future = await seller.call('salesStats', { query: { months: 2, to: '2030-01' } });
    expect(future.totals).toEqual({ net_value: 0, margin_amount: 0, margin: 0, orders_count: 0 });
    const bad = await expectApiError(seller.call('salesStats', { query: { to: '2026-13', months: 99 } }), 400);
    expect(fieldErrorsOf(bad).to?.[0]).toMatch(/RRRR-MM/);
    expect(fieldErrorsOf(bad).months?.[0]).toMatch(/od 1 do 36/);
    await expectApiError(server.client().call('salesStats'), 401);
  });
});
