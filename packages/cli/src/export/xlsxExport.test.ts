import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ApiClient, createApiClient, memoryTokenStore } from '@salesdesk/sdk';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliTestEnv, startCliTestEnv } from '../testing/cliTestKit';
import { warsawWallClock, XLSX_FORMATS } from './xlsxWriter';

// XLSX exports read back with exceljs: each cell's type and format, the sheet's layout.

let t: CliTestEnv;
let api: ApiClient;

beforeAll(async () => {
  t = await startCliTestEnv();
  expect((await t.cli(['login', '-u', 'admin', '--password-stdin'], { input: 'demo1234' })).code).toBe(0);
  const token = JSON.parse(readFileSync(join(t.env.XDG_CONFIG_HOME as string, 'salesdesk', 'profiles.json'), 'utf8'))
    .profiles.default.token as string;
  api = createApiClient({ baseURL: t.server.url, tokenStore: memoryTokenStore(token) });
}, 120_000);
afterAll(() => t?.close());

async function exportSheet(args: string[], name: string): Promise<ExcelJS.Worksheet> {
  const file = join(t.dir, `${name}.xlsx`);
  const res = await t.cli(['export', ...args, '--format', 'xlsx', '--output', file]);
  expect(res.code, res.stderr).toBe(0);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('XLSX export', () => {
  it('writes Polish headers, dates as date cells, money as złote with a thousands separator', async () => {
    const columns = ['number-invoices', 'date-of-issue', 'gross-value', 'left-to-pay', 'status-invoices'];
    const sheet = await exportSheet(['invoices', '--status', 'overdue', '--columns', columns.join(',')], 'faktury');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Numer',
      'Data wystawienia',
      'Brutto',
      'Do zapłaty',
      'Status',
    ]);
    const page = await api.call('invoiceList', { query: { status: 'overdue', limit: 200 } });
    const expected = page.items;
    expect(sheet.rowCount - 1).toBe(page.total);
    const first = expected[0];
    if (!first) throw new Error('no overdue invoice');
    const row = sheet.getRow(2);
    const issued = row.getCell(2);
    expect(issued.type).toBe(ExcelJS.ValueType.Date);
    expect((issued.value as Date).toISOString().slice(0, 10)).toBe(first['date-of-issue']);
    expect(issued.numFmt).toBe(XLSX_FORMATS.date);
    const gross = row.getCell(3);
    expect(gross.type).toBe(ExcelJS.ValueType.Number);
    expect(gross.value).toBe(first['gross-value'] / 100);
    expect(gross.numFmt).toBe('#,##0.00');
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(5).value).toBe('Przeterminowana');
  });

  it('writes statuses and approval levels by their Polish names, overdue_days under a Polish header; --raw keeps codes', async () => {
    const columns = 'number,status,required_approval_level';
    const polish = await exportSheet(['offers', '--status', 'draft', '--columns', columns], 'szkice');
    expect((polish.getRow(1).values as unknown[]).slice(1)).toEqual(['Numer', 'Status', 'Wymagana akceptacja']);
    const drafts = await api.call('offerList', { query: { status: 'draft', limit: 200 } });
    expect(polish.rowCount - 1).toBe(drafts.total);
    const levels: Record<string, string> = {
      none: 'Bez akceptacji',
      branch_manager: 'Dyrektor Oddziału',
      regional_manager: 'Dyrektor Regionu',
      board: 'Zarząd',
    };
    drafts.items.forEach((offer, i) => {
      expect(polish.getRow(i + 2).getCell(2).value).toBe('Szkic');
      expect(polish.getRow(i + 2).getCell(3).value).toBe(levels[offer.required_approval_level]);
    });
    const raw = await exportSheet(['offers', '--status', 'draft', '--columns', columns, '--raw'], 'szkice-raw');
    expect((raw.getRow(1).values as unknown[]).slice(1)).toEqual(['number', 'status', 'required_approval_level']);
    expect(raw.getRow(2).getCell(2).value).toBe('draft');
    const invoices = await exportSheet(['invoices', '--columns', 'number-invoices,overdue_days'], 'dni');
    expect((invoices.getRow(1).values as unknown[]).slice(1)).toEqual(['Numer', 'Dni po terminie']);
    expect(invoices.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.Number);
  });

  it('freezes the header row, puts an autofilter on it and sizes columns to their content', async () => {
    const sheet = await exportSheet(['clients', '--search', 'Lublin'], 'klienci');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    const widths = sheet.columns.map((c) => c.width ?? 0);
    const name = sheet.getColumn(3);
    const longestName = Math.max(...(name.values as unknown[]).slice(2).map((v) => String(v ?? '').length));
    expect(name.width).toBeGreaterThanOrEqual(Math.min(60, longestName));
    expect(new Set(widths).size).toBeGreaterThan(1);
  });

  it('keeps an EAN and a NIP as text, timestamps as date-time cells in Warsaw time', async () => {
    const stock = await exportSheet(['stock', '--columns', 'symbol,ean,catalog_price,warehouse_date'], 'stany');
    const rows = (await api.call('warehouseProducts', { query: { limit: 200 } })).items;
    const index = rows.findIndex((r) => r.ean);
    const ean = stock.getRow(index + 2).getCell(2);
    expect(ean.type).toBe(ExcelJS.ValueType.String);
    expect(ean.value).toBe(rows[index]?.ean);
    expect(ean.numFmt).toBe('@');
    const offers = await exportSheet(['offers', '--columns', 'number,created_at', '--raw-keys'], 'oferty');
    expect((offers.getRow(1).values as unknown[]).slice(1)).toEqual(['number', 'created_at']);
    const first = (await api.call('offerList', { query: { limit: 1 } })).items[0];
    const created = offers.getRow(2).getCell(2);
    expect(created.type).toBe(ExcelJS.ValueType.Date);
    expect(created.numFmt).toBe(XLSX_FORMATS.dateTime);
    expect((created.value as Date).getTime()).toBe(warsawWallClock(first?.created_at ?? '').getTime());
    const clients = await exportSheet(['clients', '--columns', 'name,nip'], 'nip');
    expect(clients.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.String);
  });

  it('shows an instant as the wall-clock time in Warsaw (winter and summer)', () => {
    expect(warsawWallClock('2026-01-15T10:00:00Z').toISOString()).toBe('2026-01-15T11:00:00.000Z');
    expect(warsawWallClock('2026-07-15T10:00:00Z').toISOString()).toBe('2026-07-15T12:00:00.000Z');
  });
});
