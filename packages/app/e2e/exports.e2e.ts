import { readFileSync } from 'node:fs';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { type ApiClient, createApiClient, type InvoiceListItem, memoryTokenStore } from '@salesdesk/sdk';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { bodyRows, expectAccessible, headerTexts, sharedBrowserSuite } from './listE2eKit';

// Exports and PDFs from the browser against the real server in Chromium: a filtered, sorted list
// saved as XLSX (read back with exceljs, the CLI's XLSX library) and an offer's PDF downloaded
// without sending it.

const suite = sharedBrowserSuite();

async function apiAs(username: string): Promise<ApiClient> {
  const api = createApiClient({ baseURL: suite.server.url, tokenStore: memoryTokenStore() });
  const { token } = await api.call('login', { body: { username, password: DEMO_PASSWORD } });
  api.tokenStore?.set(token);
  return api;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const out: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    for (const item of content.items) if ('str' in item) out.push(item.str);
  }
  return out.join(' ');
}

describe('exports and PDFs in the browser', () => {
  it('saves the invoices an overdue filter and a sort show, every page, as XLSX with dates and money as cells', async () => {
    const api = await apiAs('admin');
    const expected: InvoiceListItem[] = [];
    for (let page = 1; ; page++) {
      const answer = await api.call('invoiceList', {
        query: { status: 'overdue', sort: '-gross-value', page, limit: 200 },
      });
      expected.push(...answer.items);
      if (expected.length >= answer.total || answer.items.length === 0) break;
    }
    expect(expected.length).toBeGreaterThan(20);

    const page = await suite.open('admin', '/pl/dashboard/invoices?status=overdue&sort=-gross-value');
    await expect.poll(() => bodyRows(page, 'Faktury').count()).toBeGreaterThan(0);
    const shown = await headerTexts(page, 'Faktury');

    // By keyboard: the menu opens with Enter, the arrows choose, Enter saves.
    const trigger = page.getByRole('button', { name: 'Eksportuj listę' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('menuitem', { name: 'Excel (XLSX)' }).isVisible()).toBe(true);
    await expectAccessible(page);
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Faktury \d{4}-\d{2}-\d{2}\.xlsx$/);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Zapisano plik' }).textContent())
      .toBe(`Zapisano plik ${download.suggestedFilename()}. Liczba wierszy: ${expected.length}.`);
    await expectAccessible(page);

    const workbook = new ExcelJS.Workbook();
    const bytes = readFileSync(await download.path());
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.name).toBe('Faktury');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(shown.filter((h) => h !== 'Akcje'));
    expect(sheet.rowCount - 1).toBe(expected.length);
    const at = (name: string) => header.indexOf(name) + 1;
    expected.forEach((invoice, i) => {
      const row = sheet.getRow(i + 2);
      expect(row.getCell(at('Numer')).value).toBe(invoice['number-invoices']);
      const issued = row.getCell(at('Data wystawienia'));
      expect(issued.type).toBe(ExcelJS.ValueType.Date);
      expect(issued.numFmt).toBe('dd.mm.yyyy');
      expect((issued.value as Date).toISOString().slice(0, 10)).toBe(invoice['date-of-issue']);
      const gross = row.getCell(at('Brutto'));
      expect(gross.type).toBe(ExcelJS.ValueType.Number);
      expect(gross.value).toBe(invoice['gross-value'] / 100);
      expect(gross.numFmt).toBe('#,##0.00');
      expect(String(row.getCell(at('Status')).value)).toMatch(/^Przeterminowana/);
    });
  });

  it("downloads an offer's PDF named by its number without sending it, and previews it", async () => {
    const api = await apiAs('handlowiec');
    const offer = (await api.call('offerList', { query: { limit: 1, sort: '-created_at' } })).items[0];
    if (!offer) throw new Error('no offer');
    const sentBefore = (await api.call('outboxList', { query: { limit: 1 } })).total;
    const page = await suite.open('handlowiec', `/pl/dashboard/offers/${offer.id}`);
    await page.getByRole('heading', { name: `Oferta ${offer.number}` }).waitFor();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Pobierz PDF', exact: true }).click();
    const download = await downloading;
    const name = `${offer.number.replaceAll('/', '-')}.pdf`;
    expect(download.suggestedFilename()).toBe(name);
    const bytes = new Uint8Array(readFileSync(await download.path()));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(await pdfText(bytes)).toContain(offer.number);

    await page.getByRole('button', { name: 'Podgląd PDF', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `PDF: ${offer.number}` });
    await dialog.waitFor();
    const frame = dialog.locator('iframe');
    expect(await frame.getAttribute('title')).toBe(`Podgląd PDF dokumentu ${offer.number}`);
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    await expectAccessible(page, ['iframe']);
    await dialog.getByRole('button', { name: 'Zamknij' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    // Nothing went out.
    expect((await api.call('outboxList', { query: { limit: 1 } })).total).toBe(sentBefore);
  });
});
