import { type ApiClient, productInWarehouseSchema, warehouseProductSchema } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer';
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

describe('productInWarehouses', () => {
  it("shows a product's stock in every warehouse of the caller's company, the caller's own first", async () => {
    const page = await seller.call('productInWarehouses', { query: { product_id: 7, limit: 2 } });
    // handlowiec: default WAW, also KRK; the company's others after them, by code.
    expect(page.items.map((r) => productInWarehouseSchema.parse(r).source_code)).toEqual(['WAW', 'KRK']);
    expect(page.total).toBe(5);
    const all = await seller.call('productInWarehouses', { query: { product_id: 7, limit: 10 } });
    expect(all.items.map((r) => [r.source_code, r.own_warehouse])).toEqual([
      ['WAW', true],
      ['KRK', true],
      ['GDA', false],
      ['POZ', false],
      ['WRO', false],
    ]);
    const waw = page.items.find((r) => r.source_code === 'WAW');
    const row = sql<{ stock_quantity: number; reserved: number }>(
      "SELECT stock_quantity, reserved FROM warehouse_stock WHERE warehouse_code = 'WAW' AND product_id = 7",
    )[0];
    expect(waw).toMatchObject({ company: '3W Dystrybucja Sp. z o.o.', organizational_unit_name: 'Oddział Warszawa' });
    expect(waw?.stock_quantity).toBeCloseTo(row?.stock_quantity ?? 0, 3);
    expect(waw?.available_stock).toBeCloseTo(Math.max(0, (row?.stock_quantity ?? 0) - (row?.reserved ?? 0)), 3);

    const sorted = await seller.call('productInWarehouses', { query: { product_id: 7, sort: '-stock_quantity' } });
    const quantities = sorted.items.map((r) => r.stock_quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));

    const partner = await server.loginAs('partner');
    const own = await partner.call('productInWarehouses', { query: { product_id: 7 } });
    expect(own.items.map((r) => [r.source_code, r.own_warehouse])).toEqual([['LCZ', true]]);
  });

  it("narrows to asked warehouses of the company: 403 for another company's, 400 for an unknown one", async () => {
    const page = await seller.call('productInWarehouses', { query: { product_id: 7, warehouse: ['GDA', 'KRK'] } });
    expect(page.items.map((r) => r.source_code)).toEqual(['KRK', 'GDA']);
    const denied = await expectApiError(
      seller.call('productInWarehouses', { query: { product_id: 7, warehouse: ['WAW', 'LCZ'] } }),
      403,
    );
    expect(denied.message).toBe('Nie masz dostępu do magazynu LCZ.');
    const unknown = await expectApiError(
      seller.call('productInWarehouses', { query: { product_id: 7, warehouse: 'ABC' } }),
      400,
    );
    expect(fieldErrorsOf(unknown).warehouse?.[0]).toBe('Nieznany magazyn: ABC.');
    const missing = await expectApiError(
      seller.call('productInWarehouses', { query: {} as { product_id: number } }),
      400,
    );
    expect(fieldErrorsOf(missing).product_id?.[0]).toMatch(/Identyfikator|wymagane/);
    const malformed = await expectApiError(seller.call('productInWarehouses', { query: { product_id: 1.5 } }), 400);
    expect(fieldErrorsOf(malformed).product_id?.[0]).toMatch(/Identyfikator/);
    await expectApiError(server.client().call('productInWarehouses', { query: { product_id: 7 } }), 401);
  });
});

describe('warehouseProducts', () => {
  it('lists the default warehouse with stockhouse columns, paged and sorted like SQL', async () => {
    const page = await seller.call('warehouseProducts', { query: { sort: '-available_stock', page: 4, limit: 20 } });
    expect(page.total).toBe(one<number>("SELECT COUNT(*) FROM warehouse_stock WHERE warehouse_code = 'WAW'"));
    const expected = sql<{ product_id: number }>(
      `SELECT product_id FROM warehouse_stock WHERE warehouse_code = 'WAW'
       ORDER BY max(stock_quantity - reserved, 0) DESC, product_id DESC LIMIT 20 OFFSET 60`,
    );
    expect(page.items.map((r) => warehouseProductSchema.parse(r).product_id)).toEqual(
      expected.map((r) => r.product_id),
    );
    for (const r of page.items) {
      expect(r.warehouse_code).toBe('WAW');
      expect(r.available_stock).toBeLessThanOrEqual(r.stock_quantity);
      expect(r.symbol).toMatch(/^IN-\d{7}$/);
    }
  });

  it('filters by stock, forward delivery, unit and search in another allowed warehouse', async () => {
    const page = await seller.call('warehouseProducts', {
      query: {
        warehouse: 'krk',
        in_stock: true,
        forward: true,
        uom: 'm',
        search: 'przewód',
        sort: 'forward_to',
        limit: 100,
      },
    });
    const expected = sql<{ product_id: number }>(
      `SELECT s.product_id FROM warehouse_stock s JOIN products p ON p.id = s.product_id
       WHERE s.warehouse_code = 'KRK' AND s.stock_quantity > s.reserved AND s.forward_to IS NOT NULL AND p.uom = 'm'
         AND (lower(p.index_name) LIKE '%przewód%' OR lower(p.index_short_name) LIKE '%przewód%'
           OR lower(p.index_name) LIKE '%kabel%' OR lower(p.index_short_name) LIKE '%kabel%')
       ORDER BY s.forward_to, s.product_id LIMIT 100`,
    );
    expect(page.items.map((r) => r.product_id)).toEqual(expected.map((r) => r.product_id));
    expect(page.total).toBeGreaterThan(0);
    for (const r of page.items) {
      expect(r.warehouse_code).toBe('KRK');
      expect(r.forward_to).not.toBeNull();
      expect(r.fw_available_stock).toBeGreaterThan(0);
    }
  });

  it('counts and pages a stock-only search (full-text hits) like SQL', async () => {
    const page = await seller.call('warehouseProducts', {
      query: { search: 'kolano', in_stock: true, sort: '-available_stock', page: 2, limit: 10 },
    });
    const where = `s.warehouse_code = 'WAW' AND s.stock_quantity > s.reserved
      AND (lower(p.index_name) LIKE '%kolano%' OR lower(p.index_short_name) LIKE '%kolano%')`;
    expect(page.total).toBe(
      one<number>(`SELECT COUNT(*) FROM warehouse_stock s JOIN products p ON p.id = s.product_id WHERE ${where}`),
    );
    const expected = sql<{ product_id: number }>(
      `SELECT s.product_id FROM warehouse_stock s JOIN products p ON p.id = s.product_id WHERE ${where}
       ORDER BY s.available_stock DESC, s.product_id DESC LIMIT 10 OFFSET 10`,
    );
    expect(page.items.map((r) => r.product_id)).toEqual(expected.map((r) => r.product_id));
    expect(page.total).toBeGreaterThan(10);

    // Past the last page the total is still counted (the page query, which counts too, finds no row).
    const beyond = await seller.call('warehouseProducts', {
      query: { search: 'kolano', in_stock: true, sort: '-available_stock', page: 200, limit: 10 },
    });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(page.total);
  });

  it('refuses other warehouses (403), unknown ones and bad paging (400)', async () => {
    const denied = await expectApiError(seller.call('warehouseProducts', { query: { warehouse: 'LCZ' } }), 403);
    expect(denied.message).toBe('Nie masz dostępu do magazynu LCZ.');
    const unknown = await expectApiError(seller.call('warehouseProducts', { query: { warehouse: 'QQQ' } }), 400);
    expect(fieldErrorsOf(unknown).warehouse?.[0]).toBe('Nieznany magazyn: QQQ.');
    const bad = await expectApiError(
      seller.call('warehouseProducts', { query: { sort: 'reserved' as 'symbol', page: 0, limit: 1000 } }),
      400,
    );
    expect(Object.keys(fieldErrorsOf(bad)).sort()).toEqual(['limit', 'page', 'sort']);
    const extra = await expectApiError(
      seller.call('warehouseProducts', { query: { warehouse_code: 'WAW' } as unknown as { warehouse: string } }),
      400,
    );
    expect(JSON.stringify(fieldErrorsOf(extra))).toMatch(/Nieznane pole: warehouse_code/);
    await expectApiError(server.client().call('warehouseProducts'), 401);
  });
});

describe('every warehouse for an administrator', () => {
  /** An administrator with no warehouse of their own (as on an empty start), signed in. */
  async function adminWithoutWarehouses(): Promise<ApiClient> {
    server.ctx.db
      .prepare(
        `INSERT OR IGNORE INTO users (username, password_hash, firstname, lastname, email, role, company_code, is_acceptor)
         SELECT 'admin.bez.magazynu', password_hash, 'Admin', 'Bez magazynu', '', 'Administrators', company_code, 1
         FROM users WHERE username = 'admin'`,
      )
      .run();
    return server.loginAs('admin.bez.magazynu');
  }

  it('reads the stock of any warehouse, its own or not; the first one by code when none is asked', async () => {
    const admin = await adminWithoutWarehouses();
    const page = await admin.call('warehouseProducts', { query: { warehouse: 'LCZ', limit: 3 } });
    expect(page.total).toBe(one<number>("SELECT count(*) FROM warehouse_stock WHERE warehouse_code = 'LCZ'"));
    expect(page.items.every((p) => p.warehouse_code === 'LCZ')).toBe(true);
    const first = one<string>('SELECT code FROM warehouses ORDER BY code LIMIT 1');
    expect((await admin.call('warehouseProducts', { query: { limit: 1 } })).items[0]?.warehouse_code).toBe(first);
    const products = await admin.call('productsAll', { query: { warehouse: 'LCZ', limit: 1 } });
    expect(products.items[0]?.more.warehouse).toBe('LCZ');
    // Unknown is still unknown.
    await expectApiError(admin.call('warehouseProducts', { query: { warehouse: 'QQQ' } }), 400);
  });

  it('lists every warehouse to an administrator and a salesperson’s own ones to them', async () => {
    const admin = await adminWithoutWarehouses();
    const all = await admin.call('stockWarehouses', { query: { limit: 200 } });
    expect(all.items.map((w) => w.code)).toEqual(
      sql<{ code: string }>('SELECT code FROM warehouses ORDER BY code').map((w) => w.code),
    );
    expect(all.items.every((w) => !w.own_warehouse)).toBe(true);
    const own = await seller.call('stockWarehouses', { query: { limit: 200 } });
    const me = await seller.call('userInformation');
    expect(own.items.map((w) => w.code).sort()).toEqual([...me.available_warehouses].sort());
    expect(own.items[0]?.code).toBe(me.default_warehouse);
    expect(own.items.every((w) => w.own_warehouse)).toBe(true);
    // The salesperson's rule is unchanged: another warehouse is refused.
    expect(own.items.some((w) => w.code === 'LCZ')).toBe(false);
    await expectApiError(seller.call('warehouseProducts', { query: { warehouse: 'LCZ' } }), 403);
  });
});
