import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ksefNumber } from '@salesdesk/sdk';
import { faXml, sampleLine } from '@salesdesk/server';
import { zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bodyRows, expectAccessible, pathOf, sharedBrowserSuite } from './listE2eKit';

// Staff, clients and their KSeF invoices from the distributor's files, against the real server in
// Chromium: an administrator imports a new salesperson, two clients (a branch paid for by its head
// office, both in the salesperson's care) and a ZIP of three FA(3) invoices of the head office on
// the imports page; the salesperson's set-password link comes through the outbox (read from the
// server's database here, as the e-mail would carry it); they set a password, log in, open their
// client's card and, from it, an invoice with its QR code. One server and one browser, in order.

const suite = sharedBrowserSuite();
const LOGIN = 'marta.e2e';
const EMAIL = 'marta.e2e@example.pl';
const HEAD = 'Hurtownia Instalacyjna Kowalczyk Sp. z o.o.';
const HEAD_NIP = '5261040828';
/** The demo company 3W sells (fixtures' companies): the invoices' seller. */
const SELLER_NIP = '5252819446';
const ARTIFACTS = resolve(import.meta.dirname, '../../../artifacts/people-imports');
const INVOICES = ['FV/E2E/KOW/1', 'FV/E2E/KOW/2', 'FV/E2E/KOW/3'];
const ksefOf = (i: number) => ksefNumber(SELLER_NIP, '2026-03-02', `E2EA0000000${i + 1}`);

/** Three FA(3) invoices of the head office in a ZIP, each file named by its KSeF number. */
function invoicesZip(): Buffer {
  const files: Record<string, Uint8Array> = {};
  INVOICES.forEach((number, i) => {
    const xml = faXml({
      number,
      issueDate: '2026-03-02',
      sellerNip: SELLER_NIP,
      buyer: { nip: HEAD_NIP },
      lines: [sampleLine('Rura PEX 16x2', 50 * (i + 1), '5.90', '23'), sampleLine('Kolano 1/2"', 10, '3.45', '8')],
      dueDate: '2026-03-30',
    });
    files[`${ksefOf(i)}.xml`] = new TextEncoder().encode(xml);
  });
  return Buffer.from(zipSync(files));
}

/** Waits for a report's heading; a refusal shown instead fails at once with its text. */
async function reportHeading(page: Page, name: string): Promise<void> {
  const heading = page.getByRole('heading', { name });
  const refusal = page.getByRole('heading', { name: /^Plik odrzucony/ });
  const shown = await Promise.race([
    heading.waitFor({ timeout: 30_000 }).then(() => 'report' as const),
    refusal.waitFor({ timeout: 30_000 }).then(() => 'refused' as const),
  ]);
  if (shown === 'refused') throw new Error(`the file was refused: ${await page.locator('main').textContent()}`);
}

/** Chooses the file (CSV lines, or the bytes and type of another file), checks it with a dry run, applies it and waits for the outcome. */
async function importFile(
  page: Page,
  fileName: string,
  content: string[] | { buffer: Buffer; mimeType: string },
): Promise<void> {
  await page.getByRole('tab', { name: 'Wyślij plik', selected: true }).waitFor();
  await page.locator('input[type="file"]').setInputFiles({
    name: fileName,
    ...(Array.isArray(content)
      ? { mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${content.join('\r\n')}\r\n`, 'utf8') }
      : content),
  });
  await page.getByText(`Wybrany plik: ${fileName}`, { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Sprawdź (próbny import)' }).click();
  await reportHeading(page, `Wynik importu próbnego: ${fileName}`);
  await page.getByRole('button', { name: 'Zastosuj' }).click();
  await reportHeading(page, `Wynik importu: ${fileName}`);
  expect(await page.locator('[data-count="rejected"] dd').textContent()).toBe('0');
}

describe('Importy: pracownicy i klienci', () => {
  it('an administrator imports a new salesperson, their clients and three FA(3) invoices; the salesperson sets a password from the link, opens the client’s card and an invoice with its QR code', async () => {
    const admin = await suite.open('admin', '/pl/dashboard/imports?kind=users');
    await importFile(admin, 'pracownicy-e2e.csv', [
      'Login;Imię;Nazwisko;E-mail;Telefon;Rola;Kod firmy;Magazyn domyślny;Dostępne magazyny;Akceptujący',
      `${LOGIN};Marta;Zielińska;${EMAIL};+48 600 700 800;Handlowiec;3W;WAW;WAW KRK;nie`,
    ]);
    expect(await admin.locator('[data-count="created"] dd').textContent()).toBe('1');

    await admin.goto('/pl/dashboard/imports?kind=clients');
    await importFile(admin, 'klienci-e2e.csv', [
      'external_id;name;nip;address;payer;credit_limit;payment_term_days;salesperson',
      `E2E-ODD;Kowalczyk Oddział Lublin;;ul. Lwowska 3, 20-128 Lublin;E2E-CEN;0;30;${LOGIN}`,
      `E2E-CEN;${HEAD};526-104-08-28;ul. Prosta 1, 00-001 Warszawa;;"80 000,00";30;${LOGIN}`,
    ]);
    expect(await admin.locator('[data-count="created"] dd').textContent()).toBe('2');

    await admin.goto('/pl/dashboard/imports?kind=invoices');
    await importFile(admin, 'ksef-kowalczyk.zip', { buffer: invoicesZip(), mimeType: 'application/zip' });
    expect(await admin.locator('[data-count="created"] dd').textContent()).toBe('3');

    // The set-password link waits in the outbox, as a password reset link does.
    const db = suite.server.ctx.db;
    const body = db
      .prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1')
      .pluck()
      .get(EMAIL) as string | undefined;
    const link = /\/pl\/reset-password\?token=[\w-]+/.exec(body ?? '')?.[0];
    expect(link).toBeDefined();
    const context = await suite.browser.newContext({
      baseURL: suite.server.url,
      viewport: { width: 1366, height: 768 },
    });
    suite.contexts.push(context);
    const page = await context.newPage();
    await page.goto(link as string);
    await page.getByLabel('Nowe hasło', { exact: true }).fill('MartaHaslo2026');
    await page.getByLabel('Powtórz nowe hasło').fill('MartaHaslo2026');
    await page.getByRole('button', { name: 'Ustaw hasło' }).click();
    await page.getByText('Możesz się teraz zalogować nowym hasłem.').waitFor();
    await page.getByRole('link', { name: 'Przejdź do logowania' }).click();
    await page.getByLabel('Nazwa użytkownika').fill(LOGIN);
    await page.getByLabel('Hasło', { exact: true }).fill('MartaHaslo2026');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.waitForURL('**/pl/dashboard');

    // The branch's card names its head office as the payer; that link opens the head office's card.
    const branch = db.prepare("SELECT id FROM clients WHERE external_id = 'E2E-ODD'").pluck().get() as number;
    await page.goto(`/pl/dashboard/clients/${branch}`);
    await page.getByRole('heading', { level: 1, name: 'Kowalczyk Oddział Lublin' }).waitFor();
    await expectAccessible(page, ['[data-live-announcer]']);
    await page.getByRole('link', { name: HEAD }).first().click();
    await page.getByRole('heading', { level: 1, name: HEAD }).waitFor();

    // The head office's invoices tab lists the three imported invoices; one opens by keyboard and
    // shows its verification QR code with the KSeF number under it.
    await page.getByRole('tab', { name: 'Faktury' }).click();
    await expect.poll(() => bodyRows(page, 'Faktury').count()).toBe(3);
    const row = bodyRows(page, 'Faktury').filter({ hasText: INVOICES[1] as string });
    await row.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: `Faktura ${INVOICES[1]}` }).waitFor();
    expect(pathOf(page)).toMatch(/^\/pl\/dashboard\/invoices\/\d+$/);
    const block = page.getByRole('region', { name: 'KSeF' });
    const qr = block.getByRole('img', { name: 'Kod QR weryfikacji faktury w KSeF (KOD I)' });
    await qr.waitFor();
    expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(await block.getByTestId('ksef-qr-caption').textContent()).toBe(ksefOf(1));
    expect(await block.getByRole('link', { name: 'Sprawdź fakturę w KSeF' }).getAttribute('href')).toMatch(
      new RegExp(`^https://qr\\.ksef\\.mf\\.gov\\.pl/invoice/${SELLER_NIP}/02-03-2026/[A-Za-z0-9_-]{43}$`),
    );
    await expectAccessible(page, ['[data-live-announcer]']);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: resolve(ARTIFACTS, 'invoice-qr-1366.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: resolve(ARTIFACTS, 'invoice-qr-390.png'), fullPage: true });
  });
});
