import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { createApiClient, defaultTableConfig, isLineTable, memoryTokenStore, TABLE_IDS } from '@salesdesk/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyRows, columnTexts, expectAccessible, headerTexts, pathOf, sharedBrowserSuite, table } from './listE2eKit';

// The list pages against the real server in Chromium: one server and one browser for the file.

const suite = sharedBrowserSuite();
const open = suite.open;

// These tests page through the seed five rows at a time: the seller has chosen 5 a page on
// every list (the lists' own default, 20, is checked in catalogue.e2e.ts).
beforeAll(async () => {
  const api = createApiClient({ baseURL: suite.server.url, tokenStore: memoryTokenStore() });
  const { token } = await api.call('login', { body: { username: 'handlowiec', password: DEMO_PASSWORD } });
  api.tokenStore?.set(token);
  for (const key of TABLE_IDS.filter((id) => !isLineTable(id)))
    await api.call('tableConfigSet', {
      body: { ...defaultTableConfig(key), tableColumns: [...defaultTableConfig(key).tableColumns], itemsPerPage: 5 },
    });
});

const collator = new Intl.Collator('pl-PL');

describe('Klienci', () => {
  it('sorts, pages, searches, opens a client, and keeps the chosen columns on the server', async () => {
    const page = await open('handlowiec', '/pl/dashboard/clients');
    const rows = bodyRows(page, 'Klienci');
    await expect.poll(() => rows.count()).toBe(5);
    const names = await columnTexts(page, 'Klienci', 'Nazwa');
    expect(names).toEqual([...names].sort(collator.compare));

    // Sort by NIP, then descending: the URL holds it and the rows follow.
    await table(page, 'Klienci').getByRole('columnheader', { name: /NIP/ }).click();
    await expect.poll(() => pathOf(page)).toBe('/pl/dashboard/clients?sort=nip');
    await expect
      .poll(async () => {
        const nips = await columnTexts(page, 'Klienci', 'NIP');
        return nips.join() === [...nips].sort().join();
      })
      .toBe(true);
    await table(page, 'Klienci').getByRole('columnheader', { name: /NIP/ }).click();
    await expect.poll(() => pathOf(page)).toBe('/pl/dashboard/clients?sort=-nip');
    // The URL changes first; the header follows with the next render.
    await expect
      .poll(() => table(page, 'Klienci').getByRole('columnheader', { name: /NIP/ }).getAttribute('aria-sort'))
      .toBe('descending');

    // Next page: new rows, the URL says page 2; Back returns to page 1.
    const firstPage = await columnTexts(page, 'Klienci', 'NIP');
    await page.getByRole('button', { name: 'Następna strona' }).click();
    await expect.poll(() => pathOf(page)).toBe('/pl/dashboard/clients?sort=-nip&page=2');
    await expect.poll(async () => (await columnTexts(page, 'Klienci', 'NIP'))[0]).not.toBe(firstPage[0]);
    await page.goBack();
    await expect.poll(async () => (await columnTexts(page, 'Klienci', 'NIP')).join()).toBe(firstPage.join());

    // Search by NIP (typing replaces the history entry, back to page 1).
    const nip = firstPage[2] as string;
    await page.getByLabel('Szukaj po nazwie, NIP lub numerze klienta').fill(nip);
    await expect.poll(() => pathOf(page)).toBe(`/pl/dashboard/clients?sort=-nip&search=${nip}`);
    await expect.poll(() => columnTexts(page, 'Klienci', 'NIP')).toEqual([nip]);

    // Columns: hide "Adres", move "NIP" to the front; saved, so a new browser shows the same.
    await page.getByRole('button', { name: 'Kolumny' }).click();
    const chooser = page.getByRole('dialog', { name: 'Kolumny tabeli' });
    await chooser.getByRole('row', { name: 'Adres' }).click();
    await chooser.getByRole('button', { name: 'Przesuń w górę: NIP' }).click();
    await chooser.getByRole('button', { name: 'Przesuń w górę: NIP' }).click();
    await expect.poll(() => headerTexts(page, 'Klienci')).toEqual(['NIP', 'Nr klienta', 'Nazwa']);
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // The row is a link to the client's card: its id, then its name as words.
    await bodyRows(page, 'Klienci').first().click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/pl\/dashboard\/clients\/\d+-[a-z0-9-]+$/);

    const again = await open('handlowiec', '/pl/dashboard/clients');
    await expect.poll(() => headerTexts(again, 'Klienci')).toEqual(['NIP', 'Nr klienta', 'Nazwa']);
    // "Przywróć domyślne" brings back every column in SPEC order.
    await again.getByRole('button', { name: 'Kolumny' }).click();
    await again.getByRole('button', { name: 'Przywróć domyślne' }).click();
    await expect.poll(() => headerTexts(again, 'Klienci')).toEqual(['Nr klienta', 'Nazwa', 'NIP', 'Adres']);
    await expectAccessible(again);
  });
});

describe('Oferty', () => {
  it('switches tabs, sorts, pages and filters through the URL, and keeps the tab and filters on return', async () => {
    const page = await open('handlowiec', '/pl/dashboard/offers');
    await expect.poll(() => bodyRows(page, 'W obiegu').count()).toBe(5);
    await page.getByRole('tab', { name: 'Wszystkie' }).click();
    await expect.poll(() => pathOf(page)).toBe('/pl/dashboard/offers?tab=all');
    await expect.poll(() => bodyRows(page, 'Wszystkie').count()).toBe(5);

    await table(page, 'Wszystkie')
      .getByRole('columnheader', { name: /Brutto/ })
      .click();
    await expect.poll(() => pathOf(page)).toBe('/pl/dashboard/offers?tab=all&sort=grand_total_incl_tax');
    const amount = (text: string) => Number(text.replace(/[^0-9,-]/g, '').replace(',', '.'));
    await expect
      .poll(async () => {
        const totals = (await columnTexts(page, 'Wszystkie', 'Brutto')).map(amount);
        return totals.join() === [...totals].sort((a, b) => a - b).join();
      })
      .toBe(true);

    await page.getByRole('button', { name: 'Następna strona' }).click();
    await expect.poll(() => pathOf(page)).toBe('/pl/dashboard/offers?tab=all&sort=grand_total_incl_tax&page=2');

    // Status filter: every row shows the chosen status; the page goes back to 1.
    await page
      .getByRole('button', { name: /Status/ })
      .first()
      .click();
    await page.getByRole('option', { name: 'Wygasła' }).click();
    await expect.poll(() => pathOf(page)).toBe('/pl/dashboard/offers?tab=all&sort=grand_total_incl_tax&status=expired');
    await expect
      .poll(async () => new Set(await columnTexts(page, 'Wszystkie', 'Status')))
      .toEqual(new Set(['Wygasła']));
    await expectAccessible(page);

    // Leave and come back through the navigation: the last tab, sort and filter come back.
    await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Klienci' }).click();
    await page.waitForURL('**/pl/dashboard/clients');
    await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Oferty' }).click();
    await expect.poll(() => pathOf(page)).toBe('/pl/dashboard/offers?tab=all&sort=grand_total_incl_tax&status=expired');
  });

  it('archives and deletes drafts through their confirm dialogs, and archives a selection in bulk', async () => {
    const page = await open('handlowiec', '/pl/dashboard/offers?tab=drafts&sort=number');
    const rows = bodyRows(page, 'Szkice');
    await expect.poll(() => rows.count()).toBe(5);
    const numbers = await columnTexts(page, 'Szkice', 'Numer');
    const [first, second, third, fourth] = numbers as [string, string, string, string];

    // Archive one: the dialog names the offer; Escape cancels; confirming removes the row.
    await page.getByRole('button', { name: `Akcje oferty ${first}` }).click();
    await page.getByRole('menuitem', { name: 'Archiwizuj' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Zarchiwizować ofertę ${first}?` });
    await dialog.waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByRole('button', { name: `Akcje oferty ${first}` }).click();
    await page.getByRole('menuitem', { name: 'Archiwizuj' }).click();
    await dialog.getByRole('button', { name: 'Archiwizuj' }).click();
    await page.getByText(`Zarchiwizowano ofertę ${first}.`).waitFor();
    await expect.poll(() => columnTexts(page, 'Szkice', 'Numer')).not.toContain(first);
    // Focus stays in the list, not on the page body.
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);

    // Delete another (drafts only): gone for good.
    await page.getByRole('button', { name: `Akcje oferty ${second}` }).click();
    await page.getByRole('menuitem', { name: 'Usuń' }).click();
    await page
      .getByRole('alertdialog', { name: `Usunąć szkic ${second}?` })
      .getByRole('button', { name: 'Usuń' })
      .click();
    await page.getByText(`Usunięto szkic ${second}.`).waitFor();

    // Bulk: select two rows, archive them together.
    await expect.poll(() => columnTexts(page, 'Szkice', 'Numer')).not.toContain(second);
    for (const number of [third, fourth]) {
      await bodyRows(page, 'Szkice').filter({ hasText: number }).getByRole('checkbox').check({ force: true });
    }
    await page.getByRole('button', { name: 'Archiwizuj zaznaczone' }).click();
    await page
      .getByRole('alertdialog', { name: 'Zarchiwizować zaznaczone oferty (2)?' })
      .getByRole('button', { name: 'Archiwizuj' })
      .click();
    await page.getByText('Zarchiwizowano oferty: 2.').waitFor();
    await expect
      .poll(async () => {
        const now = await columnTexts(page, 'Szkice', 'Numer');
        return now.includes(third) || now.includes(fourth);
      })
      .toBe(false);

    // The archived ones are in "Wszystkie" with the archive filter.
    await page.goto(`/pl/dashboard/offers?tab=all&archived=true&search=${encodeURIComponent(first)}`);
    await expect.poll(() => columnTexts(page, 'Wszystkie', 'Numer')).toEqual([first]);
  });
});

describe('Zamówienia', () => {
  it('sorts, filters, keeps columns, and creates an offer from selected orders', async () => {
    const page = await open('handlowiec', '/pl/dashboard/orders');
    await expect.poll(() => bodyRows(page, 'Zamówienia').count()).toBe(5);
    await table(page, 'Zamówienia').getByRole('columnheader', { name: /Numer/ }).click();
    await expect.poll(() => pathOf(page)).toBe('/pl/dashboard/orders?sort=number');
    await expect
      .poll(async () => {
        const numbers = await columnTexts(page, 'Zamówienia', 'Numer');
        return numbers.join() === [...numbers].sort().join();
      })
      .toBe(true);
    await page.getByRole('button', { name: 'Następna strona' }).click();
    await expect.poll(() => pathOf(page)).toBe('/pl/dashboard/orders?sort=number&page=2');

    await page
      .getByRole('button', { name: /Status/ })
      .first()
      .click();
    await page.getByRole('option', { name: 'Niepotwierdzone' }).click();
    await expect.poll(() => pathOf(page)).toBe('/pl/dashboard/orders?sort=number&status=draft');
    await expect
      .poll(async () => new Set(await columnTexts(page, 'Zamówienia', 'Status')))
      .toEqual(new Set(['Niepotwierdzone']));

    // Hide "Marża" and check the layout comes back in a new suite.browser.
    await page.getByRole('button', { name: 'Kolumny' }).click();
    // The chooser's list scrolls inside the window now: bring the row fully into its view first.
    const marginRow = page.getByRole('dialog', { name: 'Kolumny tabeli' }).getByRole('row', { name: 'Marża' });
    await marginRow.evaluate((row) => row.scrollIntoView({ block: 'center' }));
    await marginRow.click();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await headerTexts(page, 'Zamówienia')).includes('Marża')).toBe(false);
    await expectAccessible(page);

    // Two orders → one draft offer with their lines; the new offer opens.
    const numbers = (await columnTexts(page, 'Zamówienia', 'Numer')).slice(0, 2);
    for (const number of numbers) {
      await bodyRows(page, 'Zamówienia').filter({ hasText: number }).getByRole('checkbox').check({ force: true });
    }
    await page.getByRole('button', { name: 'Utwórz ofertę z zamówień' }).click();
    await page
      .getByRole('alertdialog', { name: 'Utworzyć ofertę z zamówień (2)?' })
      .getByRole('button', { name: 'Utwórz ofertę' })
      .click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/pl\/dashboard\/offers\/\d+$/);
    const offerId = Number(pathOf(page).split('/').at(-1));
    const lines = suite.server.ctx.db
      .prepare('SELECT COUNT(*) FROM offer_items WHERE offer_id = ?')
      .pluck()
      .get(offerId);
    expect(lines).toBeGreaterThan(0);

    const again = await open('handlowiec', '/pl/dashboard/orders');
    await expect.poll(async () => (await headerTexts(again, 'Zamówienia')).includes('Marża')).toBe(false);
    await expect.poll(async () => (await headerTexts(again, 'Zamówienia')).includes('Numer')).toBe(true);
  });

  it('deletes an unconfirmed order through its confirm dialog', async () => {
    const page = await open('handlowiec', '/pl/dashboard/orders?status=draft&sort=number');
    await expect.poll(() => bodyRows(page, 'Zamówienia').count()).toBe(5);
    const [number] = await columnTexts(page, 'Zamówienia', 'Numer');
    await page.getByRole('button', { name: `Akcje zamówienia ${number}` }).click();
    await page.getByRole('menuitem', { name: 'Usuń' }).click();
    await page
      .getByRole('alertdialog', { name: `Usunąć zamówienie ${number}?` })
      .getByRole('button', { name: 'Usuń' })
      .click();
    await page.getByText(`Usunięto zamówienie ${number}.`).waitFor();
    await expect.poll(() => columnTexts(page, 'Zamówienia', 'Numer')).not.toContain(number);
  });
});

describe('Faktury i rozrachunki', () => {
  it('filters invoices by status, marks overdue ones and shows what is left to pay', async () => {
    const page = await open('handlowiec', '/pl/dashboard/invoices');
    await expect.poll(() => bodyRows(page, 'Faktury').count()).toBe(5);
    await page
      .getByRole('button', { name: /Status/ })
      .first()
      .click();
    await page.getByRole('option', { name: 'Przeterminowana' }).click();
    await expect.poll(() => pathOf(page)).toBe('/pl/dashboard/invoices?status=overdue');
    // Each overdue one says how many days past due ("Przeterminowana · 12 dni po terminie").
    await expect
      .poll(async () =>
        (await columnTexts(page, 'Faktury', 'Status')).every((t) =>
          /^Przeterminowana · \d+\s(dzień|dni) po terminie$/.test(t),
        ),
      )
      .toBe(true);
    const left = await columnTexts(page, 'Faktury', 'Do zapłaty');
    expect(left.every((text) => /[1-9]/.test(text))).toBe(true);
    await table(page, 'Faktury')
      .getByRole('columnheader', { name: /Do zapłaty/ })
      .click();
    await expect.poll(() => pathOf(page)).toBe('/pl/dashboard/invoices?status=overdue&sort=left-to-pay');
    await page.getByRole('button', { name: 'Następna strona' }).click();
    await expect.poll(() => pathOf(page)).toBe('/pl/dashboard/invoices?status=overdue&sort=left-to-pay&page=2');
    await expectAccessible(page);
    await bodyRows(page, 'Faktury').first().click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/pl\/dashboard\/invoices\/\d+$/);
  });

  it('lists settlements by payment method and opens the invoice of a payment', async () => {
    const page = await open('handlowiec', '/pl/dashboard/settlements');
    await expect.poll(() => bodyRows(page, 'Rozrachunki').count()).toBe(5);
    await page
      .getByRole('button', { name: /Forma płatności/ })
      .first()
      .click();
    await page.getByRole('option', { name: 'Gotówka' }).click();
    await expect.poll(() => pathOf(page)).toBe('/pl/dashboard/settlements?method=cash');
    await expect
      .poll(async () => new Set(await columnTexts(page, 'Rozrachunki', 'Forma płatności')))
      .toEqual(new Set(['Gotówka']));
    await table(page, 'Rozrachunki').getByRole('columnheader', { name: /Kwota/ }).click();
    await expect.poll(() => pathOf(page)).toBe('/pl/dashboard/settlements?method=cash&sort=amount');
    await expectAccessible(page);
    await bodyRows(page, 'Rozrachunki').first().click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/pl\/dashboard\/invoices\/\d+$/);
  });
});

describe('Dokumenty', () => {
  it('lists the PDFs the user sent, filters by kind, downloads one and opens its document', async () => {
    // Send an offer and an order as PDF through the API, as the offer and order pages will.
    const login = await fetch(`${suite.server.url}/api/account/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'handlowiec', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const call = async (path: string, init: { method?: string; body?: unknown } = {}) => {
      const response = await fetch(`${suite.server.url}${path}`, {
        method: init.method ?? 'GET',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      });
      expect(response.status, path).toBe(200);
      return response.json() as Promise<Record<string, unknown> & { items: Array<{ id: number; number: string }> }>;
    };
    const offer = (await call('/api/table-draft-offer-list?limit=1')).items[0] as { id: number; number: string };
    const order = (await call('/api/order/order-list?limit=1')).items[0] as { id: number; number: string };
    await call(`/api/offer/${offer.id}/send-pdf`, { method: 'POST', body: { recipient: 'biuro@klient.example.pl' } });
    await call(`/api/order/${order.id}/send-pdf`, { method: 'POST', body: { recipient: 'zakupy@klient.example.pl' } });

    const page = await open('handlowiec', '/pl/dashboard/documents');
    // The documents themselves first, with the offer columns (SPEC §3); the PDFs sent in a tab.
    await expect.poll(() => headerTexts(page, 'Dokumenty')).toContain('Marża');
    await page.getByRole('tab', { name: 'Wysłane PDF' }).click();
    await expect.poll(() => pathOf(page)).toBe('/pl/dashboard/documents?tab=sent');
    await expect.poll(() => columnTexts(page, 'Wysłane PDF', 'Numer')).toEqual([order.number, offer.number]);
    await page
      .getByRole('button', { name: /Rodzaj/ })
      .first()
      .click();
    await page.getByRole('option', { name: 'Oferta' }).click();
    await expect.poll(() => pathOf(page)).toBe('/pl/dashboard/documents?tab=sent&kind=offer');
    await expect.poll(() => columnTexts(page, 'Wysłane PDF', 'Numer')).toEqual([offer.number]);
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Pobierz PDF: ${offer.number.replaceAll('/', '-')}.pdf` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${offer.number.replaceAll('/', '-')}.pdf`);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');

    await bodyRows(page, 'Wysłane PDF').first().click();
    await expect.poll(() => pathOf(page)).toBe(`/pl/dashboard/offers/${offer.id}`);
  });
});
