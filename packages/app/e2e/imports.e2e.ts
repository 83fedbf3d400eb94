import { resolve } from 'node:path';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { type ApiClient, createApiClient, ksefNumber, memoryTokenStore } from '@salesdesk/sdk';
import { faXml, sampleLine } from '@salesdesk/server';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { editorRows, expectAccessible as expectAccessibleWithin, sharedBrowserSuite } from './listE2eKit';

/**
 * The page, leaving out react-aria's live announcer: the drop zone's announcements stay there
 * labelled by a file choice that is gone once the page moves on (the library's, not the page's).
 */
const expectAccessible = (page: Page) => expectAccessibleWithin(page, ['[data-live-announcer]']);

// The imports page against the real server in Chromium: an administrator sends a products CSV
// (a name with Polish letters), reads the dry run and applies it; then a stock XLSX for that
// product in the salesperson's warehouse; the salesperson finds the product by its name typed
// without Polish letters in an offer's line editor and sees its stock. One server and one
// browser; the steps build on one another, in order.

const suite = sharedBrowserSuite();
const SYMBOL = 'E2E-ZLACZKA-1';
const NAME = 'Złączka zaciskowa łukowa 16x2';
const ARTIFACTS = resolve(import.meta.dirname, '../../../artifacts');

async function apiAs(username: string): Promise<ApiClient> {
  const api = createApiClient({ baseURL: suite.server.url, tokenStore: memoryTokenStore() });
  const { token } = await api.call('login', { body: { username, password: DEMO_PASSWORD } });
  api.tokenStore?.set(token);
  return api;
}

let seller: ApiClient;
let warehouse: string;
beforeAll(async () => {
  seller = await apiAs('handlowiec');
  const me = await seller.call('userInformation');
  warehouse = me.default_warehouse ?? me.available_warehouses[0] ?? '';
});

/** Waits for a report's heading; a refusal shown on the page instead fails at once with its text. */
async function reportHeading(page: Page, name: string) {
  const heading = page.getByRole('heading', { name });
  const refusal = page.locator('form [role="alert"]').first();
  const shown = await Promise.race([
    heading.waitFor({ timeout: 30_000 }).then(
      () => 'report' as const,
      () => 'timeout' as const,
    ),
    refusal.waitFor({ timeout: 30_000 }).then(
      () => 'refusal' as const,
      () => 'timeout' as const,
    ),
  ]);
  if (shown === 'refusal') throw new Error(`the page shows a refusal: ${await refusal.textContent()}`);
  if (shown === 'timeout') throw new Error(`no report „${name}” within 30 s`);
  return heading;
}

/** Sends the file chosen on the upload, waits for the dry run's report, applies it and waits for the outcome. */
async function checkAndApply(page: Page, fileName: string): Promise<void> {
  await page.getByRole('button', { name: 'Sprawdź (próbny import)' }).click();
  const dry = await reportHeading(page, `Wynik importu próbnego: ${fileName}`);
  // Focus is on the report once the run is done.
  await expect.poll(() => dry.evaluate((h) => h === document.activeElement)).toBe(true);
  await page.getByRole('button', { name: 'Zastosuj' }).click();
  await reportHeading(page, `Wynik importu: ${fileName}`);
}

function countOf(page: Page, key: string) {
  return page.locator(`[data-count="${key}"] dd`).textContent();
}

describe('Importy: plik od administratora do handlowca', () => {
  it('an administrator checks a products CSV with a dry run, reads the report and applies it', async () => {
    const page = await suite.open('admin', '/pl/dashboard/imports?kind=products');
    await page.getByRole('tab', { name: 'Wyślij plik', selected: true }).waitFor();
    const csv = [
      'symbol;index_name;uom;catalog_price;buy_price;recommended_price;minimal_price;tax_rate;manufacturer',
      `${SYMBOL};${NAME};szt;12,40;6,10;11,50;9,90;23;Ventex`,
    ].join('\r\n');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'produkty-e2e.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${csv}\r\n`, 'utf8'),
    });
    await page.getByText('Wybrany plik: produkty-e2e.csv', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Sprawdź (próbny import)' }).click();
    await reportHeading(page, 'Wynik importu próbnego: produkty-e2e.csv');
    expect(await countOf(page, 'created')).toBe('1');
    expect(await countOf(page, 'rejected')).toBe('0');
    await page.screenshot({ path: resolve(ARTIFACTS, 'imports-dry-run.png'), fullPage: true });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Zastosuj' }).click();
    await reportHeading(page, 'Wynik importu: produkty-e2e.csv');
    expect(await countOf(page, 'created')).toBe('1');
    const found = await seller.call('productList', { query: { search: SYMBOL } });
    expect(found.items.map((p) => p.index_name)).toEqual([NAME]);
  });

  it('an administrator sends a stock XLSX for that product in the salesperson’s warehouse', async () => {
    expect(warehouse).not.toBe('');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Stany');
    sheet.addRow(['symbol', 'source_code', 'stock_quantity', 'reserved']);
    sheet.addRow([SYMBOL, warehouse, 37, 0]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const page = await suite.open('admin', '/pl/dashboard/imports?kind=stock');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'stany-e2e.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await page.getByRole('textbox', { name: 'Arkusz (XLSX)' }).fill('Stany');
    await checkAndApply(page, 'stany-e2e.xlsx');
    expect(await countOf(page, 'rejected')).toBe('0');

    // The history lists both files, newest first, with their hash.
    await page.getByRole('tab', { name: 'Historia' }).click();
    await page.waitForURL('**/imports?tab=history');
    const grid = page.getByRole('grid', { name: 'Historia importów' });
    await grid.getByText('stany-e2e.xlsx').first().waitFor();
    expect(await grid.getByText('produkty-e2e.csv').count()).toBeGreaterThan(0);
    await expectAccessible(page);
  });

  it('a salesperson finds it by its name without Polish letters in an offer’s line editor and sees its stock', async () => {
    const clients = await seller.call('clientList', { query: { limit: 1, sort: 'name' } });
    const offer = await seller.call('offerCreate', { body: { client_id: clients.items[0]?.id ?? 0 } });
    const page = await suite.open('handlowiec', `/pl/dashboard/offers/add-offer/2?offer-id=${offer.id}`);
    const field = page.getByRole('combobox', { name: 'Dodaj pozycję' });
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('zlaczka zaciskowa');
    const option = page.getByRole('option', { name: new RegExp(NAME) });
    await option.waitFor({ timeout: 15_000 });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => editorRows(page).filter({ hasText: NAME }).count(), { timeout: 15_000 }).toBe(1);
    const row = editorRows(page).filter({ hasText: NAME });
    await expect.poll(() => row.textContent()).toMatch(/37/);
    await page.screenshot({ path: resolve(ARTIFACTS, 'imports-offer-line.png') });
  });

  it('an administrator picks two FA(3) files and their manifest at once: listed, packed into one ZIP, one dry run', async () => {
    const clients = await seller.call('clientList', { query: { limit: 100, sort: 'name' } });
    const buyer = clients.items.find((c) => /^\d{10}$/.test(c.nip.replace(/\D/g, '')));
    expect(buyer).toBeTruthy();
    const seller3w = '5252819446';
    const ksef = (i: number) => ksefNumber(seller3w, '2026-03-02', `E2EB0000000${i}`);
    const xml = (i: number) =>
      Buffer.from(
        faXml({
          number: `FV/E2E/PACZKA/${i}`,
          issueDate: '2026-03-02',
          sellerNip: seller3w,
          buyer: { nip: (buyer?.nip ?? '').replace(/\D/g, '') },
          lines: [sampleLine('Rura PEX 16x2', 10 * i, '5.90', '23')],
          dueDate: '2026-03-30',
        }),
      );
    const page = await suite.open('admin', '/pl/dashboard/imports?kind=invoices');
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'fv-1.xml', mimeType: 'text/xml', buffer: xml(1) },
      { name: 'fv-2.xml', mimeType: 'text/xml', buffer: xml(2) },
      {
        name: 'manifest.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`plik;numer_ksef\r\nfv-1.xml;${ksef(1)}\r\nfv-2.xml;${ksef(2)}\r\n`),
      },
    ]);
    await page.getByText('Wybrane 3 pliki', { exact: false }).waitFor();
    expect(await page.getByRole('list', { name: 'Wybrane pliki' }).getByRole('listitem').allTextContents()).toEqual([
      'fv-1.xml',
      'fv-2.xml',
      'manifest.csv',
    ]);
    await page.screenshot({ path: resolve(ARTIFACTS, 'imports-invoice-files.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: resolve(ARTIFACTS, 'imports-invoice-files-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 768 });
    await expectAccessible(page);
    // The dry run is enough here: the server reads the packed ZIP with its manifest (applying one is
    // the server's invoice tests'), and the added step stays short.
    await page.getByRole('button', { name: 'Sprawdź (próbny import)' }).click();
    await reportHeading(page, 'Wynik importu próbnego: faktury-3-plikow.zip');
    expect(await countOf(page, 'created')).toBe('2');
    expect(await countOf(page, 'rejected')).toBe('0');
  });
});
