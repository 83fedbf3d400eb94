import { type ApiClient, DEFAULT_SHORTCUTS, DEFAULT_TABLE_PAGE_SIZE, TABLE_COLUMNS } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer';
import { expectApiError, fieldErrorsOf } from './catalogueTestKit';
import { snapshot } from './referenceTestKit';

let server: TestServer;
let seller: ApiClient;
let other: ApiClient;

beforeAll(async () => {
  server = await createTestServer();
  seller = await server.loginAs('handlowiec');
  other = await server.loginAs('akceptant');
});
afterAll(() => server.close());

async function refusedUnchanged(call: Promise<unknown>) {
  const before = snapshot(server.ctx.db, ['user_shortcuts', 'table_configs']);
  const e = await expectApiError(call, 400);
  expect(snapshot(server.ctx.db, ['user_shortcuts', 'table_configs'])).toEqual(before);
  return e;
}

describe('shortcuts', () => {
  it('defaults to the SPEC tiles and stores the user’s own list', async () => {
    expect((await seller.call('shortcutsGet')).items).toEqual([...DEFAULT_SHORTCUTS]);
    const saved = await seller.call('shortcutsSet', { body: { items: ['invoices', 'orders', 'settlements'] } });
    expect(saved.items).toEqual(['invoices', 'orders', 'settlements']);
    expect((await seller.call('shortcutsGet')).items).toEqual(['invoices', 'orders', 'settlements']);
    expect((await other.call('shortcutsGet')).items).toEqual([...DEFAULT_SHORTCUTS]);
  });

  it('refuses unknown or repeated tiles, changing nothing', async () => {
    const e = await refusedUnchanged(seller.call('shortcutsSet', { body: { items: ['kasyno'] } as never }));
    expect(Object.values(fieldErrorsOf(e)).flat().join(' ')).toContain('Nieznany skrót');
    await refusedUnchanged(seller.call('shortcutsSet', { body: { items: ['orders', 'orders'] } }));
    await refusedUnchanged(seller.call('shortcutsSet', { body: {} as never }));
  });
});

describe('table config', () => {
  it('defaults to all known columns and 20 rows, then stores the user’s choice', async () => {
    const initial = await seller.call('tableConfigGet', { query: { tableId: 'invoices' } });
    expect(initial).toEqual({ key: 'invoices', tableColumns: [...(TABLE_COLUMNS.invoices ?? [])], itemsPerPage: 20 });
    expect(DEFAULT_TABLE_PAGE_SIZE).toBe(20);
    const body = { key: 'invoices', tableColumns: ['number-invoices', 'client', 'left-to-pay'], itemsPerPage: 50 };
    expect(await seller.call('tableConfigSet', { body })).toEqual(body);
    expect(await seller.call('tableConfigGet', { query: { tableId: 'invoices' } })).toEqual(body);
    expect((await other.call('tableConfigGet', { query: { tableId: 'invoices' } })).itemsPerPage).toBe(20);
    // Tables of the app without a known column list accept any well-formed keys.
    const lines = { key: 'offerLines', tableColumns: ['a_b', 'c'], itemsPerPage: 1 };
    expect(await seller.call('tableConfigSet', { body: lines })).toEqual(lines);
    // A table the app does not have is refused.
    const e = await refusedUnchanged(
      seller.call('tableConfigSet', { body: { key: 'myReport', tableColumns: ['a_b'], itemsPerPage: 1 } }),
    );
    expect(fieldErrorsOf(e).key).toEqual(['Nieznana tabela: myReport.']);
  });

  it('refuses unknown columns, a page size outside 1..200 and a bad table id, changing nothing', async () => {
    const e1 = await refusedUnchanged(
      seller.call('tableConfigSet', { body: { key: 'clients', tableColumns: ['name', 'password'], itemsPerPage: 5 } }),
    );
    expect(fieldErrorsOf(e1).tableColumns?.[0]).toContain('password');
    const e2 = await refusedUnchanged(
      seller.call('tableConfigSet', { body: { key: 'clients', tableColumns: ['name'], itemsPerPage: 201 } }),
    );
    expect(fieldErrorsOf(e2).itemsPerPage?.[0]).toContain('200');
    await refusedUnchanged(
      seller.call('tableConfigSet', { body: { key: 'clients', tableColumns: ['name'], itemsPerPage: 0 } }),
    );
    await refusedUnchanged(
      seller.call('tableConfigSet', { body: { key: "x'; DROP", tableColumns: [], itemsPerPage: 5 } }),
    );
    await expectApiError(seller.call('tableConfigGet', { query: { tableId: '' } }), 400);
  });
});
