import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ApiClient, createApiClient, memoryTokenStore } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliTestEnv, startCliTestEnv } from '../../testing/cliTestKit';

let t: CliTestEnv;
let api: ApiClient;

beforeAll(async () => {
  t = await startCliTestEnv();
  const login = await t.cli(['login', '--username', 'admin', '--password-stdin'], { input: 'demo1234\n' });
  expect(login.code).toBe(0);
  const profiles = JSON.parse(
    readFileSync(join(t.env.XDG_CONFIG_HOME as string, 'salesdesk', 'profiles.json'), 'utf8'),
  );
  api = createApiClient({ baseURL: t.server.url, tokenStore: memoryTokenStore(profiles.profiles.default.token) });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const ndjson = (text: string) =>
  text
    .trimEnd()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { id: number; status: string; number: string });

describe('export orders --since-cursor', () => {
  it('exports what changed since the cursor in the file, then only what changed after it', async () => {
    const file = join(t.dir, 'zamowienia.kursor');
    // No file yet: from the beginning (the seed's orders were not made through the document layer).
    const first = await t.cli(['export', 'orders', '--since-cursor', file, '--format', 'ndjson']);
    expect(first.code).toBe(0);
    const cursor = Number(readFileSync(file, 'utf8'));
    expect(cursor).toBeGreaterThan(0);

    const again = await t.cli(['export', 'orders', '--since-cursor', file, '--format', 'ndjson']);
    expect(again.code).toBe(0);
    expect(ndjson(again.stdout)).toEqual([]);
    expect(Number(readFileSync(file, 'utf8'))).toBe(cursor);

    const clients = await api.call('clientList', { query: { limit: 1 } });
    const products = await api.call('productList', { query: { limit: 1 } });
    const order = await api.call('orderCreate', {
      body: {
        client_id: clients.items[0]?.id as number,
        realization_date: '2099-03-01',
        items: [{ product_id: products.items[0]?.id as number, quantity: 1 }],
      },
    });
    const other = await api.call('orderCreate', {
      body: {
        client_id: clients.items[0]?.id as number,
        realization_date: '2099-03-01',
        items: [{ product_id: products.items[0]?.id as number, quantity: 2 }],
      },
    });
    await api.call('orderConfirm', { params: { id: order.id }, body: { orderId: order.id, version: order.version } });

    // Each changed order once, as it is now; --status keeps the confirmed one.
    const changed = await t.cli(['export', 'orders', '--since-cursor', file, '--format', 'ndjson']);
    expect(changed.code).toBe(0);
    expect(ndjson(changed.stdout).map((o) => [o.id, o.status])).toEqual([
      [other.id, 'draft'],
      [order.id, 'confirmed'],
    ]);
    const next = Number(readFileSync(file, 'utf8'));
    expect(next).toBeGreaterThan(cursor);

    writeFileSync(file, String(cursor));
    const confirmed = await t.cli([
      'export',
      'orders',
      '--since-cursor',
      file,
      '--status',
      'confirmed',
      '--format',
      'ndjson',
    ]);
    expect(ndjson(confirmed.stdout).map((o) => o.id)).toEqual([order.id]);
    expect(Number(readFileSync(file, 'utf8'))).toBe(next);
  });

  it('keeps the cursor when the export fails, refuses a damaged file and filters that do not apply', async () => {
    const file = join(t.dir, 'zly.kursor');
    writeFileSync(file, 'wczoraj');
    const bad = await t.cli(['export', 'orders', '--since-cursor', file]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('nie zawiera kursora');
    expect(readFileSync(file, 'utf8')).toBe('wczoraj');

    writeFileSync(file, '0');
    const filters = await t.cli(['export', 'orders', '--since-cursor', file, '--client', '4']);
    expect(filters.code).toBe(2);
    expect(filters.stderr).toContain('tylko --status');

    // The output cannot be written: nothing exported, the cursor stays where it was.
    const failed = await t.cli(['export', 'orders', '--since-cursor', file, '--output', join(t.dir, 'brak', 'x.csv')]);
    expect(failed.code).not.toBe(0);
    expect(readFileSync(file, 'utf8')).toBe('0');

    const notHere = await t.cli(['export', 'invoices', '--since-cursor', file]);
    expect(notHere.code).toBe(2);
  });
});
