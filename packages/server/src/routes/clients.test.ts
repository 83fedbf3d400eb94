import { isValidNip, SPECIAL_CLIENTS } from '@salesdesk/fixtures';
import { type ApiClient, clientContactSchema, clientDetailSchema, clientSchema, warsawDay } from '@salesdesk/sdk';
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

describe('clientList', () => {
  it('pages clients sorted like SQL, all with valid NIPs', async () => {
    const page = await seller.call('clientList', { query: { sort: '-nip', limit: 20, page: 3 } });
    const expected = rows<{ id: number }>(
      server.ctx.db,
      'SELECT id FROM clients ORDER BY nip DESC, id DESC LIMIT 20 OFFSET 40',
    );
    expect(page.items.map((c) => clientSchema.parse(c).id)).toEqual(expected.map((r) => r.id));
    expect(page.total).toBe(scalar(server.ctx.db, 'SELECT COUNT(*) FROM clients'));
    expect(page.total).toBeGreaterThanOrEqual(300);
    expect(page).toMatchObject({ page: 3, limit: 20 });
    for (const c of page.items) expect(isValidNip(c.nip)).toBe(true);
  });

  it('defaults to 5 rows sorted by name', async () => {
    const page = await seller.call('clientList', { query: {} });
    expect(page.items).toHaveLength(5);
    const names = page.items.map((c) => c.name);
    expect([...names].sort()).toEqual(names);
  });

  it('searches by name, NIP and external id, and filters by city', async () => {
    const byName = await seller.call('clientList', { query: { search: 'Żuraw', limit: 50 } });
    expect(byName.items.length).toBeGreaterThan(0);
    for (const c of byName.items) expect(c.name).toContain('Żuraw');
    const one = rows<{ nip: string; external_id: string }>(
      server.ctx.db,
      'SELECT nip, external_id FROM clients WHERE id = 42',
    )[0];
    const byNip = await seller.call('clientList', { query: { nip: one?.nip } });
    expect(byNip.items.map((c) => c.id)).toContain(42);
    const byExternal = await seller.call('clientList', { query: { search: one?.external_id } });
    expect(byExternal.items.map((c) => c.id)).toEqual([42]);
    const city = await seller.call('clientList', { query: { city: 'Łódź', limit: 200 } });
    expect(city.total).toBe(scalar(server.ctx.db, "SELECT COUNT(*) FROM clients WHERE city = 'Łódź'"));
    for (const c of city.items) expect(c.address).toContain('Łódź');
  });

  it('refuses an unknown sort field, a negative page and a limit above 200 with Polish field errors', async () => {
    const e1 = await expectApiError(seller.call('clientList', { query: { sort: 'password' as 'name' } }), 400);
    expect(fieldErrorsOf(e1).sort?.[0]).toContain('Nieznane pole sortowania');
    const e2 = await expectApiError(seller.call('clientList', { query: { page: -1 } }), 400);
    expect(fieldErrorsOf(e2).page?.[0]).toContain('większy od zera');
    const e3 = await expectApiError(seller.call('clientList', { query: { limit: 201 } }), 400);
    expect(fieldErrorsOf(e3).limit?.[0]).toContain('200');
  });
});

describe('clientById, clientContacts, recipientPayer', () => {
  it('returns one client with its balance agreeing with its invoices', async () => {
    const c = clientDetailSchema.parse(await seller.call('clientById', { params: { id: 7 } }));
    expect(c.id).toBe(7);
    expect(c.balance).toBe(
      scalar(server.ctx.db, 'SELECT COALESCE(SUM(left_to_pay), 0) FROM invoices WHERE client_id = 7'),
    );
    expect(c.address).toBe(`${c.street}, ${c.postal_code} ${c.city}`);
    await expectApiError(seller.call('clientById', { params: { id: 999_999 } }), 404);
    await expectApiError(seller.call('clientById', { params: { id: 'abc' as unknown as number } }), 400);
  });

  it('gives credit in use and the sales block: the seeded blocked client is blocked, key accounts are not', async () => {
    const blocked = await seller.call('clientById', { params: { id: SPECIAL_CLIENTS.blocked } });
    expect(blocked.sales_block.blocked).toBe(true);
    expect(blocked.sales_block.reasons.map((r) => r.code)).toContain('overdue');
    const today = warsawDay(server.ctx.now());
    expect(blocked.overdue_amount).toBe(
      scalar(
        server.ctx.db,
        'SELECT SUM(left_to_pay) FROM invoices WHERE client_id = ? AND left_to_pay > 0 AND date_of_payment < ?',
        SPECIAL_CLIENTS.blocked,
        today,
      ),
    );
    expect(blocked.credit_used).toBe(blocked.balance + blocked.orders_not_invoiced);
    for (const id of [1, 2, 4, 7, SPECIAL_CLIENTS.awkwardName, SPECIAL_CLIENTS.sameName]) {
      const client = await seller.call('clientById', { params: { id } });
      expect(client.sales_block, `client ${id}`).toEqual({ blocked: false, reasons: [] });
    }
    const notInvoiced = scalar(
      server.ctx.db,
      `SELECT COALESCE(SUM(grand_total_incl_tax), 0) FROM orders o WHERE client_id = 4 AND status = 'confirmed'
         AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = o.id)`,
    );
    expect((await seller.call('clientById', { params: { id: 4 } })).orders_not_invoiced).toBe(notInvoiced);
  });

  it('lists contact people of a client', async () => {
    const page = await seller.call('clientContacts', { params: { id: 3 }, query: { limit: 10 } });
    expect(page.total).toBe(scalar(server.ctx.db, 'SELECT COUNT(*) FROM client_contacts WHERE client_id = 3'));
    expect(page.total).toBeGreaterThan(0);
    for (const x of page.items) clientContactSchema.parse(x);
    await expectApiError(seller.call('clientContacts', { params: { id: 999_999 }, query: {} }), 404);
  });

  it('gives the payer of a recipient: another client when set, itself otherwise', async () => {
    const paid = rows<{ id: number; payer_id: number }>(
      server.ctx.db,
      'SELECT id, payer_id FROM clients WHERE payer_id IS NOT NULL LIMIT 1',
    )[0];
    expect(paid).toBeDefined();
    const r1 = await seller.call('recipientPayer', { params: { id: paid?.id ?? 0 } });
    expect(r1.recipient.id).toBe(paid?.id);
    expect(r1.payer.id).toBe(paid?.payer_id);
    const self = scalar(server.ctx.db, 'SELECT id FROM clients WHERE payer_id IS NULL LIMIT 1');
    const r2 = await seller.call('recipientPayer', { params: { id: self } });
    expect(r2.payer.id).toBe(self);
  });
});
