import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { type ApiClient, createApiClient, memoryTokenStore, type ProductSearchItem } from '@salesdesk/sdk';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliTestEnv, startCliTestEnv } from '../../testing/cliTestKit';

// `salesdesk offer|order add-lines` against the real server: a list file matched by the server's
// matcher, printed with --dry-run, added in one write otherwise; doubtful and unknown rows reported.

let t: CliTestEnv;
let api: ApiClient;
let token = '';
let products: ProductSearchItem[] = [];
let clientId = 0;

beforeAll(async () => {
  t = await startCliTestEnv();
  api = createApiClient({ baseURL: t.server.url, tokenStore: memoryTokenStore() });
  ({ token } = await api.call('login', { body: { username: 'handlowiec', password: DEMO_PASSWORD } }));
  api.tokenStore?.set(token);
  const page = await api.call('productSearch', { query: { limit: 50, sort: 'index_name' } });
  const byName = new Map<string, ProductSearchItem>();
  for (const p of page.items) if (!byName.has(p.index_name) && p.uom.startsWith('szt')) byName.set(p.index_name, p);
  products = [...byName.values()].slice(0, 3);
  const [client] = (await api.call('clientList', { query: { limit: 1 } })).items;
  clientId = client?.id ?? 0;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const env = () => ({ SALESDESK_TOKEN: token });

/** A CSV as a Polish Excel saves it: `;`, a header, two symbols and a row nobody sells. */
function csvList(): string {
  const [a, b] = products;
  return [
    'Symbol;Nazwa;Ilość;J.m.',
    `${a?.more.symbol};${a?.index_name};12;szt`,
    `${b?.more.symbol};${b?.index_name};3;szt`,
    ';Xqzv brmf kltp;5;szt',
  ].join('\r\n');
}

describe('salesdesk offer|order add-lines', () => {
  it('--dry-run prints the matches and writes nothing', async () => {
    const offer = await api.call('offerCreate', { body: { client_id: clientId } });
    const file = join(t.dir, 'lista.csv');
    writeFileSync(file, csvList());
    const out = await t.cli(['offer', 'add-lines', String(offer.id), '--file', file, '--dry-run'], { env: env() });
    expect(out.code).toBe(0);
    const lines = out.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('pewne');
    expect(lines[0]).toContain(products[0]?.more.symbol);
    expect(lines[0]).toMatch(/12\s+szt/);
    expect(lines[2]).toContain('nie znaleziono');
    expect(out.stderr).toContain('Próba: do dodania 2 z 3 wierszy; nic nie zapisano.');
    const after = await api.call('offerById', { params: { id: offer.id } });
    expect(after.items).toHaveLength(0);
    expect(after.version).toBe(offer.version);
  });

  it('adds the sure rows to an offer in one write and reports the row it left', async () => {
    const offer = await api.call('offerCreate', { body: { client_id: clientId } });
    const file = join(t.dir, 'lista2.csv');
    writeFileSync(file, csvList());
    const out = await t.cli(['offer', 'add-lines', String(offer.id), '--file', file], { env: env() });
    expect(out.code).toBe(0);
    expect(out.stderr).toContain(`Dodano 2 pozycji do oferty ${offer.id} (wersja ${offer.version + 1}).`);
    expect(out.stderr).toContain('Pominięte wiersze (1): 4 (nie znaleziono)');
    const after = await api.call('offerById', { params: { id: offer.id } });
    expect(after.items.map((l) => [l.product_id, l.quantity])).toEqual([
      [products[0]?.id, 12],
      [products[1]?.id, 3],
    ]);
  });

  it('reads an .xlsx into an order; --json gives the matches and what was added', async () => {
    const order = await api.call('orderCreate', { body: { client_id: clientId } });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Lista');
    sheet.addRow(['Lp.', 'Nazwa', 'Symbol', 'Ilość']);
    products.forEach((p, i) => {
      sheet.addRow([i + 1, p.index_name, p.more.symbol, i + 2]);
    });
    const file = join(t.dir, 'lista.xlsx');
    await workbook.xlsx.writeFile(file);
    const out = await t.cli(['order', 'add-lines', String(order.id), '--file', file, '--json'], { env: env() });
    expect(out.code).toBe(0);
    const answer = JSON.parse(out.stdout);
    expect(answer.added).toEqual({ version: order.version + 1, count: 3 });
    expect(answer.rows.map((r: { kind: string }) => r.kind)).toEqual(['exact', 'exact', 'exact']);
    const after = await api.call('orderById', { params: { id: order.id } });
    expect(after.items.map((l) => [l.product_id, l.quantity])).toEqual(products.map((p, i) => [p.id, i + 2]));
  });

  it('reads stdin when no file is given; a bad id is a usage error, a list without rows too', async () => {
    const offer = await api.call('offerCreate', { body: { client_id: clientId } });
    const piped = await t.cli(['offer', 'add-lines', String(offer.id), '--dry-run'], {
      env: env(),
      input: `${products[2]?.more.symbol}\t7\n`,
    });
    expect(piped.code).toBe(0);
    expect(piped.stdout).toContain(products[2]?.more.symbol);
    expect((await t.cli(['offer', 'add-lines', 'abc', '--dry-run'], { env: env(), input: 'x' })).code).toBe(2);
    const empty = await t.cli(['order', 'add-lines', '1'], { env: env(), input: '\n\n' });
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('Lista nie zawiera wierszy z produktami.');
  });
});

describe('salesdesk offer|order add-lines when the matcher runs out of its time budget', () => {
  let late: CliTestEnv;
  let lateToken = '';
  beforeAll(async () => {
    // No time at all: the server answers every row unresolved.
    late = await startCliTestEnv({ matchBudgetMs: 0 });
    const client = createApiClient({ baseURL: late.server.url, tokenStore: memoryTokenStore() });
    ({ token: lateToken } = await client.call('login', { body: { username: 'handlowiec', password: DEMO_PASSWORD } }));
  }, 60_000);
  afterAll(async () => {
    await late?.close();
  });

  it('reports the rows not matched in time with the server’s message, and adds nothing', async () => {
    const file = join(late.dir, 'lista.csv');
    writeFileSync(file, csvList());
    const out = await late.cli(['offer', 'add-lines', '1', '--file', file, '--dry-run'], {
      env: { SALESDESK_TOKEN: lateToken },
    });
    expect(out.code).toBe(0);
    const lines = out.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).toContain('niedopasowany');
      expect(line).toContain('Nie zdążono dopasować tej pozycji — wyślij ją ponownie.');
    }
    expect(out.stderr).toContain('Próba: do dodania 0 z 3 wierszy; nic nie zapisano.');
    expect(out.stderr).toContain('Pominięte wiersze (3): 2 (niedopasowany)');
  });
});
