import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import {
  type ApiClient,
  ApiError,
  createApiClient,
  type EndpointName,
  endpoints,
  HOME_COMPANY_CODE,
  type ImportKind,
  memoryTokenStore,
  ROLES,
} from '@salesdesk/sdk';
import { IMPORT_JOB_DEFINITIONS } from '@salesdesk/sdk/imports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/database';
import { importFile } from './imports/importEngine';
import { EMPTY_START_NEEDS_PASSWORD, type RunningServer, startServer } from './startServer';
import { createTestServer, type TestServer } from './testing/testServer';

const ADMIN_PASSWORD = 'Pierwsze-haslo-2026';

/** The tables an empty start must leave empty: every kind of demo data. */
const DATA_TABLES = [
  'warehouses',
  'user_warehouses',
  'suppliers',
  'products',
  'product_attributes',
  'product_relations',
  'warehouse_stock',
  'product_changes',
  'sales_stats',
  'clients',
  'client_contacts',
  'invoices',
  'invoice_lines',
  'payments',
  'substitutions',
  'import_files',
  'notifications',
  'offers',
  'offer_items',
  'offer_history',
  'orders',
  'order_items',
  'order_history',
  'outbox',
];

function count(db: Db, table: string): number {
  return db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
}

/** A client of a running server, logged in. */
async function loggedIn(url: string, username: string, password: string): Promise<ApiClient> {
  const client = createApiClient({ baseURL: url, tokenStore: memoryTokenStore() });
  const { token } = await client.call('login', { body: { username, password } });
  client.tokenStore?.set(token);
  return client;
}

/** The query a GET call cannot go without (every other GET list is called with none). */
const REQUIRED_QUERIES: Partial<Record<EndpointName, Record<string, unknown>>> = {
  getUiConfig: { key: 'userZoomConfig' },
  tableConfigGet: { tableId: 'offers' },
  productInWarehouses: { product_id: 1 },
};

/**
 * The warehouse-scoped catalogue calls refuse a user without any warehouse (docs/contract.md,
 * "Warehouse scoping"); the administrator of an empty system has none until warehouses are
 * imported and assigned. The refusal is the contract's Polish 403, not a failure.
 */
const NO_WAREHOUSE = '403 Nie masz przypisanego żadnego magazynu.';
const WAREHOUSE_SCOPED: readonly string[] = ['productsAll', 'productSearch', 'warehouseProducts'];

/** Lists that hold configuration on an empty start, with their lengths; every other list is empty. */
const CONFIGURATION_LISTS: Partial<Record<EndpointName, number>> = {
  userList: 1,
  importList: IMPORT_JOB_DEFINITIONS.length,
  // The roles are the product's (code, not rows).
  userRole: ROLES.length,
};

describe('a production start of an empty database (SEED=empty, the production default)', () => {
  let server: RunningServer;
  let dataDir: string;
  let admin: ApiClient;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'salesdesk-empty-'));
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      appDir: null,
      production: true,
      // Production checks no answer against the contract; here every empty answer is checked.
      validateResponses: true,
      env: { ADMIN_PASSWORD },
    });
    admin = await loggedIn(server.url, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates the administrator and the configuration, and no demo data', () => {
    const { db } = server.ctx;
    expect(server.config.seedData).toBe('empty');
    expect(db.prepare('SELECT username, role, company_code, is_active FROM users').all()).toEqual([
      { username: 'admin', role: 'Administrators', company_code: HOME_COMPANY_CODE, is_active: 1 },
    ]);
    expect(db.prepare('SELECT code FROM companies').pluck().all()).toEqual([HOME_COMPANY_CODE]);
    expect(db.prepare('SELECT cron_job_code FROM import_jobs ORDER BY id').pluck().all()).toEqual(
      IMPORT_JOB_DEFINITIONS.map((j) => j.cron_job_code),
    );
    expect(Object.fromEntries(DATA_TABLES.map((t) => [t, count(db, t)]))).toEqual(
      Object.fromEntries(DATA_TABLES.map((t) => [t, 0])),
    );
  });

  it('signs the administrator in with ADMIN_PASSWORD only', async () => {
    const me = await admin.call('userInformation');
    expect(me).toMatchObject({ username: 'admin', role: 'Administrators', company_code: HOME_COMPANY_CODE });
    const guest = createApiClient({ baseURL: server.url, tokenStore: memoryTokenStore() });
    await expect(guest.call('login', { body: { username: 'admin', password: DEMO_PASSWORD } })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('answers the first-steps counts: the home company and nothing else', async () => {
    expect(await admin.call('setupStatus')).toEqual({
      companies: 1,
      warehouses: 0,
      products: 0,
      priced_products: 0,
      stock: 0,
      staff: 0,
      clients: 0,
      contacts: 0,
      invoices: 0,
      payments: 0,
    });
  });

  it('answers every GET call of the contract with 200 and empty lists or zeros', async () => {
    const answers: Record<string, unknown> = {};
    const failures: string[] = [];
    for (const [name, endpoint] of Object.entries(endpoints)) {
      if (endpoint.method !== 'GET' || endpoint.path.includes(':')) continue;
      const query = REQUIRED_QUERIES[name as EndpointName];
      try {
        // biome-ignore lint/suspicious/noExplicitAny: every endpoint of the table, called by name.
        answers[name] = await (admin.call as any)(name, query ? { query } : {});
      } catch (error) {
        failures.push(`${name}: ${error instanceof ApiError ? `${error.status} ${error.message}` : String(error)}`);
      }
    }
    expect(failures).toEqual(WAREHOUSE_SCOPED.map((name) => `${name}: ${NO_WAREHOUSE}`));
    for (const [name, answer] of Object.entries(answers)) {
      if (answer && typeof answer === 'object' && 'items' in answer && 'total' in answer && 'limit' in answer) {
        const expected = CONFIGURATION_LISTS[name as EndpointName] ?? 0;
        expect({ name, total: answer.total, items: (answer.items as unknown[]).length }).toEqual({
          name,
          total: expected,
          items: Math.min(expected, answer.limit as number),
        });
      }
    }
    expect(answers.salesStats).toMatchObject({
      totals: { net_value: 0, margin_amount: 0, margin: 0, orders_count: 0 },
    });
    expect(answers.notificationUnreadCounter).toEqual({ count: 0 });
    expect(answers.apiTokenList).toMatchObject({ items: [] });
  });
});

describe('the first start refused or chosen', () => {
  const dirs: string[] = [];
  const servers: TestServer[] = [];
  afterAll(() => {
    for (const s of servers) s.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses an empty production start without ADMIN_PASSWORD, creating nobody; the next start with it works', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'salesdesk-empty-'));
    dirs.push(dataDir);
    const options = { port: 0, host: '127.0.0.1', dataDir, appDir: null, production: true };
    await expect(startServer({ ...options, env: {} })).rejects.toThrow(EMPTY_START_NEEDS_PASSWORD);
    const server = await startServer({ ...options, env: { ADMIN_PASSWORD } });
    try {
      expect(count(server.ctx.db, 'users')).toBe(1);
      expect((await loggedIn(server.url, 'admin', ADMIN_PASSWORD)).tokenStore?.get()).toBeTruthy();
    } finally {
      await server.close();
    }
  });

  it('keeps the demo dataset the default outside production', async () => {
    const server = await createTestServer();
    servers.push(server);
    expect(server.ctx.config.seedData).toBe('demo');
    const { db } = server.ctx;
    expect(count(db, 'users')).toBeGreaterThan(7);
    expect([count(db, 'products'), count(db, 'offers')]).toEqual([2000, 1000]);
    expect(count(db, 'clients')).toBeGreaterThan(0);
    // The demo's import jobs are the installation's, one per kind, and no runs are invented.
    expect(count(db, 'import_jobs')).toBe(IMPORT_JOB_DEFINITIONS.length);
    expect(count(db, 'import_files')).toBe(0);
    await server.loginAs('handlowiec');
  });

  it('seeds the demo in production with SEED=demo, the admin signing in with ADMIN_PASSWORD', async () => {
    const server = await createTestServer({ production: true, env: { SEED: 'demo', ADMIN_PASSWORD } });
    servers.push(server);
    expect(server.ctx.config.seedData).toBe('demo');
    expect(count(server.ctx.db, 'products')).toBe(2000);
    const client = server.client();
    expect((await client.call('login', { body: { username: 'admin', password: ADMIN_PASSWORD } })).token).toBeTruthy();
  });

  it('starts empty outside production with SEED=empty, the admin signing in with the demo password', async () => {
    const server = await createTestServer({ env: { SEED: 'empty' } });
    servers.push(server);
    expect([count(server.ctx.db, 'users'), count(server.ctx.db, 'products')]).toEqual([1, 0]);
    await server.loginAs('admin');
  });

  it('refuses the first-steps counts to anyone but an administrator', async () => {
    const server = await createTestServer();
    servers.push(server);
    const seller = await server.loginAs('handlowiec');
    await expect(seller.call('setupStatus')).rejects.toMatchObject({ status: 403 });
    const status = await (await server.loginAs('admin')).call('setupStatus');
    expect(status.products).toBe(2000);
    expect(status.clients).toBeGreaterThan(0);
  });
});

describe('an empty start after the first imports', () => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('shows the administrator, who has no warehouse of their own, the stock of every imported warehouse', async () => {
    server = await createTestServer({ env: { SEED: 'empty' } });
    const { db } = server.ctx;
    const files: [ImportKind, string][] = [
      ['warehouses', 'source_code;source_name;company\nMAG1;Magazyn główny;3W\nMAG2;Magazyn zachodni;3W\n'],
      [
        'products',
        'symbol;index_name;uom;catalog_price;buy_price;recommended_price;minimal_price;tax_rate\nIMP-1;Zawór kulowy 1/2";szt;38,90;21,40;34,50;27,80;23\n',
      ],
      ['stock', 'symbol;source_code;stock_quantity;reserved\nIMP-1;MAG1;120;8\nIMP-1;MAG2;5;0\n'],
    ];
    for (const [kind, csv] of files) {
      const outcome = await importFile(db, `first_${kind}`, Buffer.from(csv), {
        kind,
        dryRun: false,
        full: false,
        acceptValid: false,
      });
      expect(outcome.status, outcome.message).toBe('done');
    }
    const admin = await server.loginAs('admin');
    expect((await admin.call('userInformation')).available_warehouses).toEqual([]);
    const page = await admin.call('warehouseProducts', { query: { warehouse: 'MAG2' } });
    expect(page.items).toEqual([
      expect.objectContaining({ symbol: 'IMP-1', warehouse_code: 'MAG2', stock_quantity: 5, available_stock: 5 }),
    ]);
    // With no warehouse asked: the first one there is.
    expect((await admin.call('warehouseProducts')).items).toEqual([
      expect.objectContaining({ warehouse_code: 'MAG1', stock_quantity: 120, available_stock: 112 }),
    ]);
    expect((await admin.call('stockWarehouses')).items.map((w) => w.code)).toEqual(['MAG1', 'MAG2']);
  });
});
