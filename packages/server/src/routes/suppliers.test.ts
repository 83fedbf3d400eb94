import { type ApiClient, supplierSchema } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer';
import { expectApiError, fieldErrorsOf } from './catalogueTestKit';
import { rows } from './referenceTestKit';

let server: TestServer;
let seller: ApiClient;

beforeAll(async () => {
  server = await createTestServer();
  seller = await server.loginAs('handlowiec');
});
afterAll(() => server.close());

const sql = <T>(query: string, ...params: unknown[]) => rows<T>(server.ctx.db, query, ...params);

describe('supplierList', () => {
  it('pages suppliers sorted like SQL, each with a valid NIP', async () => {
    const page = await seller.call('supplierList', { query: { sort: '-delivery_days', limit: 10, page: 2 } });
    const expected = sql<{ id: number }>(
      'SELECT id FROM suppliers ORDER BY delivery_days DESC, id DESC LIMIT 10 OFFSET 10',
    );
    expect(page.items.map((s) => supplierSchema.parse(s).id)).toEqual(expected.map((r) => r.id));
    expect(page.total).toBe(40);
    const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
    for (const s of page.items) {
      const digits = [...s.nip].map(Number);
      expect(digits).toHaveLength(10);
      expect(weights.reduce((a, w, i) => a + w * (digits[i] as number), 0) % 11).toBe(digits[9]);
    }
  });

  it('searches the start of the name (case-insensitive) or of the NIP and filters by city', async () => {
    const first = sql<{ name: string; nip: string; city: string }>(
      'SELECT name, nip, city FROM suppliers WHERE id = 1',
    )[0];
    if (!first) throw new Error('no supplier');
    const word = first.name.split(' ')[0] as string;
    const byName = await seller.call('supplierList', { query: { search: word.toLowerCase(), limit: 200 } });
    expect(byName.total).toBe(sql('SELECT id FROM suppliers WHERE name LIKE ?', `${word}%`).length);
    const byNip = await seller.call('supplierList', { query: { search: first.nip.slice(0, 6) } });
    expect(byNip.items.map((s) => s.nip)).toContain(first.nip);
    const byCity = await seller.call('supplierList', { query: { city: first.city, limit: 200 } });
    expect(byCity.items.every((s) => s.city === first.city)).toBe(true);
    expect(byCity.total).toBe(sql('SELECT id FROM suppliers WHERE city = ?', first.city).length);
  });

  it('refuses bad input (400) and a missing token (401)', async () => {
    const bad = await expectApiError(
      seller.call('supplierList', { query: { sort: 'email' as 'name', limit: -5 } }),
      400,
    );
    expect(Object.keys(fieldErrorsOf(bad)).sort()).toEqual(['limit', 'sort']);
    await expectApiError(server.client().call('supplierList'), 401);
  });
});
