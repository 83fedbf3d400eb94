import { formatNumber } from '@salesdesk/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import ExcelJS from 'exceljs';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OffersPage } from '../documents/list/DocumentListPage';
import { InvoicesPage } from '../invoices/InvoicesPage';
import { bodyRows, headers } from '../test/listPageContract';
import { setupMswBackend, TEST_API } from '../test/mswServer';
import { renderPage } from '../test/renderPage';

// These tests page through the fixtures five rows at a time: this user chose 5 a page.
const backend = setupMswBackend({ listPageSize: 5 });

/** The files the page saved: each object URL's blob and the name its link downloaded it under. */
let saved: { blob: Blob; name: string }[];
let blobs: Map<string, Blob>;
beforeEach(() => {
  saved = [];
  blobs = new Map();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ blob, name: this.download });
  });
});
afterEach(() => vi.restoreAllMocks());

async function sheetOf(blob: Blob): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

async function violations(): Promise<string[]> {
  // Colours need a layout engine: contrast is checked in the e2e tests (Chromium).
  const result = await axe.run(
    { include: [document.body], exclude: [['[data-live-announcer]']] },
    {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: { 'color-contrast': { enabled: false } },
    },
  );
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function choose(format: RegExp) {
  fireEvent.click(screen.getByRole('button', { name: 'Eksportuj listę' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: format }));
}

describe('ExportMenu on a list page', () => {
  it('exports every row the filters match, in the sort shown, with the shown columns, to XLSX', async () => {
    renderPage(<InvoicesPage />, '/pl/dashboard/invoices?status=overdue&sort=-gross-value');
    await waitFor(() => expect(bodyRows('Faktury')).toHaveLength(5));
    const overdue = backend.state.invoices
      .filter((i) => i['status-invoices'] === 'overdue')
      .sort((a, b) => b['gross-value'] - a['gross-value']);
    expect(overdue.length).toBeGreaterThan(5);
    const shown = headers('Faktury').filter((h) => h !== 'Akcje');
    await choose(/XLSX/);
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 8000 });
    const [file] = saved;
    expect(file?.name).toMatch(/^Faktury \d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(screen.getByRole('status').textContent).toBe(
      `Zapisano plik ${file?.name}. Liczba wierszy: ${overdue.length}.`,
    );
    const sheet = await sheetOf(file?.blob as Blob);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(shown);
    expect(sheet.rowCount - 1).toBe(overdue.length);
    const at = (name: string) => header.indexOf(name) + 1;
    overdue.forEach((invoice, i) => {
      const row = sheet.getRow(i + 2);
      expect(row.getCell(at('Numer')).value).toBe(invoice['number-invoices']);
      expect(row.getCell(at('Brutto')).value).toBe(invoice['gross-value'] / 100);
      expect(row.getCell(at('Brutto')).numFmt).toBe('#,##0.00');
      const issued = row.getCell(at('Data wystawienia'));
      expect(issued.type).toBe(ExcelJS.ValueType.Date);
      expect((issued.value as Date).toISOString().slice(0, 10)).toBe(invoice['date-of-issue']);
      expect(String(row.getCell(at('Status')).value)).toMatch(/^Przeterminowana/);
    });
  });

  it('exports CSV with Polish headers and statuses', async () => {
    renderPage(<OffersPage />, '/pl/dashboard/offers?tab=all&status=draft');
    await waitFor(() => expect(bodyRows('Wszystkie').length).toBeGreaterThan(0));
    await choose(/CSV/);
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 8000 });
    const text = (await saved[0]?.blob.text()) ?? '';
    const [head, ...lines] = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(head?.split(';')).toContain('Status');
    const status = head?.split(';').indexOf('Status') ?? -1;
    const drafts = backend.state.offers.filter((o) => o.status === 'draft');
    expect(lines).toHaveLength(drafts.length);
    for (const line of lines) expect(line.split(';')[status]).toBe('Szkic');
  });

  it('shows its progress, can be stopped (no file), and has no axe violations', async () => {
    renderPage(<InvoicesPage />, '/pl/dashboard/invoices');
    await waitFor(() => expect(bodyRows('Faktury')).toHaveLength(5));
    // The export's pages (200 rows) never answer; the table's own page does.
    backend.server.use(
      http.get(`${TEST_API}/api/invoices`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('limit') !== '200') return undefined;
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    expect(await violations()).toEqual([]);
    await choose(/XLSX/);
    const bar = await screen.findByRole('progressbar', { name: 'Eksport listy' });
    expect(bar.getAttribute('aria-valuetext')).toBe('Przygotowanie eksportu…');
    const stop = screen.getByRole('button', { name: 'Przerwij eksport' });
    await waitFor(() => expect(document.activeElement).toBe(stop));
    expect(await violations()).toEqual([]);
    fireEvent.click(stop);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Przerwano eksport; nie zapisano pliku.'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(saved).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Eksportuj listę' })));
  });

  it('counts the rows written of the total while pages come in', async () => {
    renderPage(<InvoicesPage />, '/pl/dashboard/invoices');
    await waitFor(() => expect(bodyRows('Faktury')).toHaveLength(5));
    const total = backend.state.invoices.length;
    expect(total).toBeGreaterThan(200);
    // The second page of the export waits until the test has seen the first counted.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    backend.server.use(
      http.get(`${TEST_API}/api/invoices`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') !== '2') return undefined;
        await held;
        return undefined;
      }),
    );
    await choose(/XLSX/);
    const bar = await screen.findByRole('progressbar', { name: 'Eksport listy' });
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe(`Wiersze: 200 z ${formatNumber(total, 0, 0)}`));
    expect(bar.getAttribute('aria-valuenow')).toBe('200');
    release();
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 8000 });
    expect((await sheetOf(saved[0]?.blob as Blob)).rowCount - 1).toBe(total);
  });
});
