import { resolve } from 'node:path';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import {
  type ApiClient,
  createApiClient,
  importFileRunSchema,
  isValidNip,
  ksefNumber,
  memoryTokenStore,
} from '@salesdesk/sdk';
import { faXml, sampleLine } from '@salesdesk/server';
import { zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible as expectAccessibleWithin, sharedBrowserSuite } from './listE2eKit';

// KSeF invoices from the administrator to the salesperson, in Chromium against the real server:
// the administrator sends a ZIP of three FA(3) invoices (named by their KSeF numbers) on the
// imports page, checks it with a dry run and applies it; a salesperson opens one of them and sees
// its verification QR code with the KSeF number under it. The seller company is imported first
// (through the API: a companies CSV); the buyers are demo clients, by their NIP.

const expectAccessible = (page: Page) => expectAccessibleWithin(page, ['[data-live-announcer]']);
const suite = sharedBrowserSuite();
const ARTIFACTS = resolve(import.meta.dirname, '../../../artifacts');
const SELLER = '5260250995';

async function apiAs(username: string): Promise<ApiClient> {
  const api = createApiClient({ baseURL: suite.server.url, tokenStore: memoryTokenStore() });
  const { token } = await api.call('login', { body: { username, password: DEMO_PASSWORD } });
  api.tokenStore?.set(token);
  return api;
}

const numbers = ['FV/E2E/KSEF/1', 'FV/E2E/KSEF/2', 'FV/E2E/KSEF/3'];
const ksefOf = (i: number) => ksefNumber(SELLER, '2026-03-02', `E2E00000000${i + 1}`);
let zip: Buffer;

beforeAll(async () => {
  const admin = await apiAs('admin');
  const started = await admin.call('importStart', {
    query: { kind: 'companies', file_name: 'firma-ksef.csv' },
    body: new Blob([`code;name;nip\r\nKSF;KSeF E2E Sp. z o.o.;${SELLER}\r\n`]),
  });
  for (;;) {
    const run = importFileRunSchema.parse(await admin.call('importRunById', { params: { id: started.id } }));
    if (run.status === 'done') break;
    if (run.status !== 'queued' && run.status !== 'running') throw new Error(run.message);
    await new Promise((r) => setTimeout(r, 50));
  }
  const clients = await admin.call('clientList', { query: { limit: 50, sort: 'name' } });
  const buyers = clients.items.filter((c) => isValidNip(c.nip)).slice(0, 3);
  expect(buyers).toHaveLength(3);
  const files: Record<string, Uint8Array> = {};
  numbers.forEach((number, i) => {
    const xml = faXml({
      number,
      issueDate: '2026-03-02',
      sellerNip: SELLER,
      buyer: { nip: (buyers[i] as { nip: string }).nip },
      lines: [sampleLine('Rura PEX 16x2', 100 * (i + 1), '5.90', '23'), sampleLine('Kolano 1/2"', 10, '3.45', '8')],
      dueDate: '2026-03-16',
    });
    files[`${ksefOf(i)}.xml`] = new TextEncoder().encode(xml);
  });
  zip = Buffer.from(zipSync(files));
});

describe('Faktury z KSeF: od administratora do handlowca', () => {
  it('an administrator imports three FA(3) invoices in a ZIP on the imports page', async () => {
    const page = await suite.open('admin', '/pl/dashboard/imports?kind=invoices');
    await page.getByRole('tab', { name: 'Wyślij plik', selected: true }).waitFor();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'ksef-marzec.zip', mimeType: 'application/zip', buffer: zip });
    await page.getByText('Wybrany plik: ksef-marzec.zip', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Sprawdź (próbny import)' }).click();
    await page.getByRole('heading', { name: 'Wynik importu próbnego: ksef-marzec.zip' }).waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-count="created"] dd').textContent()).toBe('3');
    expect(await page.locator('[data-count="rejected"] dd').textContent()).toBe('0');
    await page.getByRole('button', { name: 'Zastosuj' }).click();
    await page.getByRole('heading', { name: 'Wynik importu: ksef-marzec.zip' }).waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-count="created"] dd').textContent()).toBe('3');
  });

  it('a salesperson opens one and sees its QR code with the KSeF number under it', async () => {
    const seller = await apiAs('handlowiec');
    const found = await seller.call('invoiceList', { query: { search: numbers[1] as string } });
    const invoice = found.items.find((i) => i['number-invoices'] === numbers[1]);
    expect(invoice).toBeDefined();
    const page = await suite.open('handlowiec', `/pl/dashboard/invoices/${invoice?.id}`);
    const block = page.getByRole('region', { name: 'KSeF' });
    const qr = block.getByRole('img', { name: 'Kod QR weryfikacji faktury w KSeF (KOD I)' });
    await qr.waitFor();
    expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(await block.getByTestId('ksef-qr-caption').textContent()).toBe(ksefOf(1));
    const detail = await seller.call('invoiceById', { params: { id: invoice?.id as number } });
    expect(await block.getByRole('link', { name: 'Sprawdź fakturę w KSeF' }).getAttribute('href')).toBe(
      detail.ksef_verification_url,
    );
    expect(detail.ksef_verification_url).toMatch(
      new RegExp(`^https://qr\\.ksef\\.mf\\.gov\\.pl/invoice/${SELLER}/02-03-2026/[A-Za-z0-9_-]{43}$`),
    );
    await page.screenshot({ path: resolve(ARTIFACTS, 'invoice-ksef-qr.png'), fullPage: true });
    await expectAccessible(page);
  });
});
