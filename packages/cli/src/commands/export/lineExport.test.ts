import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ApiClient, createApiClient, endpoints, memoryTokenStore } from '@salesdesk/sdk';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { exportDefinitions, findDefinition, pageLimit } from '../../export/exportDefinitions';
import { type CliTestEnv, parseCsv, startCliTestEnv } from '../../testing/cliTestKit';

// The lines of one offer or order exported by `export offer-lines <id>` / `export order-lines <id>`,
// on the real server, logged in as the demo salesperson who wrote them.

type Row = Record<string, unknown>;

let t: CliTestEnv;
let api: ApiClient;
let offerId: number;
let orderId: number;
/** The offer's lines as the API pages them. */
let offerLines: Row[];
let orderLines: Row[];

/** The discounts a salesperson typed, in percent: one whole, two with a decimal. */
const OFFER_DISCOUNTS = [5, 2.5, 12.5];
const ORDER_DISCOUNTS = [7.5, 10, 0.25];

/** Polish XLSX headers of money columns → their keys. */
const MONEY_HEADERS: Record<string, string> = {
  'Cena katalogowa': 'catalog_price',
  'Cena dla klienta': 'client_price',
  'Cena ofertowa': 'offer_price',
  'Wartość netto': 'total_row_excl_tax',
  'Wartość brutto': 'total_row_incl_tax',
  'Marża (zł)': 'margin_amount',
};

/** Złote with a decimal comma, computed from grosze independently of the CLI's formatter. */
const zl = (grosze: unknown) => ((grosze as number) / 100).toFixed(2).replace('.', ',');

beforeAll(async () => {
  t = await startCliTestEnv();
  expect((await t.cli(['login', '-u', 'handlowiec', '--password-stdin'], { input: 'demo1234' })).code).toBe(0);
  const token = JSON.parse(readFileSync(join(t.env.XDG_CONFIG_HOME as string, 'salesdesk', 'profiles.json'), 'utf8'))
    .profiles.default.token as string;
  api = createApiClient({ baseURL: t.server.url, tokenStore: memoryTokenStore(token) });
  const client = (await api.call('clientList', { query: { limit: 1 } })).items[0];
  const products = (await api.call('warehouseProducts', { query: { limit: 50 } })).items.filter(
    (p) => p.catalog_price > 0,
  );
  if (!client || products.length < 6) throw new Error('the seed has no client or too few products');
  const lines = (discounts: number[], from: number) =>
    discounts.map((discount, i) => ({
      product_id: products[from + i]?.product_id as number,
      quantity: 2,
      discount_from_catalog: discount,
    }));
  offerId = (await api.call('offerCreate', { body: { client_id: client.id, items: lines(OFFER_DISCOUNTS, 0) } })).id;
  orderId = (await api.call('orderCreate', { body: { client_id: client.id, items: lines(ORDER_DISCOUNTS, 3) } })).id;
  offerLines = (await api.call('offerAddedProducts', { params: { offerId }, query: { limit: 200 } })).items;
  orderLines = (await api.call('orderAddedProducts', { params: { orderId }, query: { limit: 200 } })).items;
}, 120_000);
afterAll(() => t?.close());

describe('export offer-lines / order-lines', () => {
  it('CSV shows the typed discounts exactly (5, 2,5, 12,5) and prices and line values in złote, across pages', async () => {
    expect(offerLines.map((l) => l.discount_from_catalog)).toEqual(OFFER_DISCOUNTS);
    // Pages of 2 lines: the three lines take two pages.
    const res = await t.cli(['export', 'offer-lines', String(offerId), '--quiet', '--raw'], { pageSize: 2 });
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdoutBytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parseCsv(res.stdout.slice(1), ';');
    const at = (key: string) => (header ?? []).indexOf(key);
    expect(header).toEqual(Object.keys(offerLines[0] as Row));
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r[at('discount_from_catalog')])).toEqual(['5', '2,5', '12,5']);
    rows.forEach((row, i) => {
      const line = offerLines[i] as Row;
      expect(row[at('name')]).toBe(line.name);
      expect(row[at('quantity')]).toBe('2');
      for (const key of ['catalog_price', 'client_price', 'offer_price', 'total_row_excl_tax', 'total_row_incl_tax']) {
        expect({ key, value: row[at(key)] }).toEqual({ key, value: zl(line[key]) });
      }
    });
    // A typed discount prices the line: the client price is below the catalogue price.
    expect((offerLines[2] as Row).client_price).toBeLessThan((offerLines[2] as Row).catalog_price as number);
  });

  it('plain CSV (--delimiter ,) writes the discounts with a decimal point; --columns chooses and orders', async () => {
    const res = await t.cli([
      'export',
      'offer-lines',
      String(offerId),
      '--delimiter',
      ',',
      '--columns',
      'ordinal_no,discount_from_catalog,client_price',
    ]);
    expect(res.code, res.stderr).toBe(0);
    expect(parseCsv(res.stdout.slice(1), ',')).toEqual([
      ['Lp.', 'Rabat %', 'Cena dla klienta'],
      ...offerLines.map((l, i) => [
        String(i + 1),
        ['5', '2.5', '12.5'][i],
        ((l.client_price as number) / 100).toFixed(2),
      ]),
    ]);
  });

  it('XLSX has the discounts as the numbers typed and money as złote cells', async () => {
    const file = join(t.dir, 'pozycje-oferty.xlsx');
    const res = await t.cli(['export', 'offer-lines', String(offerId), '--format', 'xlsx', '--output', file]);
    expect(res.code, res.stderr).toBe(0);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.getWorksheet('offer-lines');
    if (!sheet) throw new Error('no sheet');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['Lp.', 'Rabat %', ...Object.keys(MONEY_HEADERS)]));
    const column = (label: string) => header.indexOf(label) + 1;
    expect(sheet.rowCount).toBe(4);
    offerLines.forEach((line, i) => {
      const row = sheet.getRow(i + 2);
      const discount = row.getCell(column('Rabat %'));
      expect(discount.type).toBe(ExcelJS.ValueType.Number);
      expect(discount.value).toBe(OFFER_DISCOUNTS[i]);
      expect(discount.numFmt ?? 'General').not.toBe('#,##0.00');
      for (const [label, key] of Object.entries(MONEY_HEADERS)) {
        const cell = row.getCell(column(label));
        expect({ label, value: cell.value, numFmt: cell.numFmt }).toEqual({
          label,
          value: (line[key] as number) / 100,
          numFmt: '#,##0.00',
        });
      }
    });
  });

  it('JSON and NDJSON carry the lines as the API sends them (money in grosze, discounts as typed)', async () => {
    const json = await t.cli(['export', 'offer-lines', String(offerId), '--format', 'json']);
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual(offerLines);
    const ndjson = await t.cli(['export', 'order-lines', String(orderId), '--format', 'ndjson']);
    expect(ndjson.code, ndjson.stderr).toBe(0);
    expect(
      ndjson.stdout
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toEqual(orderLines);
  });

  it("an order's lines: discounts 7,5 / 10 / 0,25 and prices in złote", async () => {
    expect(orderLines.map((l) => l.discount_from_catalog)).toEqual(ORDER_DISCOUNTS);
    const res = await t.cli([
      'export',
      'order-lines',
      String(orderId),
      '--columns',
      'name,discount_from_catalog,client_price,total_row_excl_tax',
      '--raw',
    ]);
    expect(res.code, res.stderr).toBe(0);
    expect(parseCsv(res.stdout.slice(1), ';')).toEqual([
      ['name', 'discount_from_catalog', 'client_price', 'total_row_excl_tax'],
      ...orderLines.map((l, i) => [l.name, ['7,5', '10', '0,25'][i], zl(l.client_price), zl(l.total_row_excl_tax)]),
    ]);
    // An order line has no `offer_price`: the columns are the order endpoint's own.
    const bad = await t.cli(['export', 'order-lines', String(orderId), '--columns', 'offer_price']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Nieznane kolumny: offer_price');
  });

  it('a page size above what the lines endpoint takes is brought down to its maximum (200)', async () => {
    const res = await t.cli(['export', 'offer-lines', String(offerId), '--format', 'ndjson'], { pageSize: 500 });
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout.trimEnd().split('\n')).toHaveLength(3);
    for (const definition of exportDefinitions) {
      const query = endpoints[definition.endpoint].query as unknown as z.ZodObject;
      const limit = pageLimit(definition);
      expect({ resource: definition.resource, ok: query.safeParse({ limit }).success }).toEqual({
        resource: definition.resource,
        ok: true,
      });
      expect(query.safeParse({ limit: limit + 1 }).success).toBe(false);
    }
    const lines = findDefinition('offer-lines');
    if (!lines) throw new Error('no offer-lines resource');
    expect(pageLimit(lines)).toBe(200);
  });

  it('an unknown document is a Polish error, exit 1, and no output file', async () => {
    const file = join(t.dir, 'brak.csv');
    const offer = await t.cli(['export', 'offer-lines', '99999999', '--output', file]);
    expect(offer.code).toBe(1);
    expect(offer.stdout).toBe('');
    expect(offer.stderr.split('\n')[0]).toBe('salesdesk: Nie znaleziono oferty.');
    expect(() => readFileSync(file)).toThrow();
    const order = await t.cli(['export', 'order-lines', '99999999']);
    expect(order.code).toBe(1);
    expect(order.stdout).toBe('');
    expect(order.stderr.split('\n')[0]).toBe('salesdesk: Nie znaleziono zamówienia.');
  });

  it('refuses with exit 2: no id, a non-numeric id, --sort, a filter the lines do not have', async () => {
    const missing = await t.cli(['export', 'offer-lines']);
    expect(missing.code).toBe(2);
    expect(missing.stderr.split('\n')[0]).toBe("salesdesk: brak wymaganego argumentu 'id'");
    const word = await t.cli(['export', 'offer-lines', 'abc']);
    expect(word.code).toBe(2);
    expect(word.stderr.split('\n')[0]).toBe('salesdesk: Nieprawidłowy argument <id>: id musi być liczbą');
    const sort = await t.cli(['export', 'order-lines', String(orderId), '--sort', 'name']);
    expect(sort.code).toBe(2);
    expect(sort.stderr.split('\n')[0]).toBe(
      'salesdesk: Opcja --sort nie jest dostępna dla „order-lines”: pozycje dokumentu są zawsze w kolejności dokumentu.',
    );
    const status = await t.cli(['list', 'offer-lines', String(offerId), '--status', 'draft']);
    expect(status.code).toBe(2);
    expect(status.stderr).toContain('Dostępne filtry: --search');
  });

  it('--search narrows the lines to those whose name matches', async () => {
    const name = (offerLines[1] as Row).name as string;
    const res = await t.cli(['export', 'offer-lines', String(offerId), '--search', name, '--format', 'ndjson']);
    expect(res.code, res.stderr).toBe(0);
    const rows = res.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Row);
    expect(rows.map((r) => r.name)).toContain(name);
    expect(rows.length).toBeLessThan(3);
  });

  it('list offer-lines prints the lines as a table with the discount as typed and prices in złote', async () => {
    const res = await t.cli(
      ['list', 'offer-lines', String(offerId), '--columns', 'ordinal_no,discount_from_catalog,client_price'],
      { env: { COLUMNS: '120' } },
    );
    expect(res.code, res.stderr).toBe(0);
    const lines = res.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Lp\. +Rabat % +Cena dla klienta$/);
    expect(lines.slice(1).map((l) => l.trim().split(/ {2,}/)[1])).toEqual(['5', '2,5', '12,5']);
    expect(res.stderr).toBe('Strona 1 z 1, razem 3 wiersze.\n');
    const json = await t.cli(['list', 'order-lines', String(orderId), '--json']);
    expect(JSON.parse(json.stdout)).toEqual(
      await api.call('orderAddedProducts', { params: { orderId }, query: { limit: 20 } }),
    );
  });

  it('help: the <id> argument in Polish, only --search as a filter, no --sort', async () => {
    const help = await t.cli(['export', 'offer-lines', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Użycie: salesdesk export offer-lines \[opcje\] <id>/);
    expect(help.stdout).toMatch(/Argumenty:\n +id +identyfikator oferty/);
    expect(help.stdout).toContain('Eksport pozycji oferty do CSV, JSON, NDJSON albo XLSX.');
    expect(help.stdout).toContain('--search <tekst>');
    expect(help.stdout).not.toMatch(/--sort|--status|--client|--since|--warehouse/);
    const group = await t.cli(['export', '--help']);
    expect(group.stdout).toMatch(/order-lines \[opcje\] <id> +Eksport pozycji zamówienia/);
    const list = await t.cli(['list', 'order-lines', '--help']);
    expect(list.stdout).toMatch(/^Użycie: salesdesk list order-lines \[opcje\] <id>/);
    expect(list.stdout).toContain('identyfikator zamówienia');
  });
});
