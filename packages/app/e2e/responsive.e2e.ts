// Every page at 1366×768 and 390×844 with axe (WCAG 2.2 A/AA), lists as cards on a phone, the
// column chooser within the window, and the skip link — against the real server in Chromium.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, loggedInPage, pathOf, sharedBrowserSuite } from './listE2eKit';

const suite = sharedBrowserSuite();

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** Every page an administrator opens, with what shows it has loaded. */
const ADMIN_PAGES: Array<[path: string, ready: (page: Page) => Promise<unknown>]> = [
  ['/pl/dashboard', (p) => p.getByRole('list', { name: 'Skróty' }).waitFor()],
  ['/pl/dashboard/offers', (p) => p.getByRole('grid', { name: 'W obiegu' }).getByRole('row').nth(1).waitFor()],
  ['/pl/dashboard/offers?tab=all', (p) => p.getByRole('grid', { name: 'Wszystkie' }).getByRole('row').nth(1).waitFor()],
  ['/pl/dashboard/offers/1', (p) => p.getByRole('heading', { name: /^Oferta / }).waitFor()],
  ['/pl/dashboard/offers/add-offer/1', (p) => p.getByRole('button', { name: 'Dalej' }).waitFor()],
  ['/pl/dashboard/orders', (p) => p.getByRole('grid', { name: 'Zamówienia' }).getByRole('row').nth(1).waitFor()],
  ['/pl/dashboard/clients', (p) => p.getByRole('grid', { name: 'Klienci' }).getByRole('row').nth(1).waitFor()],
  ['/pl/dashboard/clients/1', (p) => p.getByRole('heading', { level: 1 }).waitFor()],
  ['/pl/dashboard/stock', (p) => p.getByRole('grid').getByRole('row').nth(1).waitFor()],
  ['/pl/dashboard/stock?tab=catalogue', (p) => p.getByRole('grid').getByRole('row').nth(1).waitFor()],
  ['/pl/dashboard/invoices', (p) => p.getByRole('grid', { name: 'Faktury' }).getByRole('row').nth(1).waitFor()],
  ['/pl/dashboard/invoices/1', (p) => p.getByRole('heading', { level: 1 }).waitFor()],
  ['/pl/dashboard/settlements', (p) => p.getByRole('grid', { name: 'Rozrachunki' }).getByRole('row').nth(1).waitFor()],
  ['/pl/dashboard/documents', (p) => p.getByRole('grid', { name: 'Dokumenty' }).getByRole('row').nth(1).waitFor()],
  ['/pl/dashboard/documents?tab=sent', (p) => p.getByRole('grid', { name: 'Wysłane PDF' }).waitFor()],
  ['/pl/dashboard/notifications', (p) => p.getByRole('heading', { name: 'Powiadomienia', level: 1 }).waitFor()],
  ['/pl/dashboard/users', (p) => p.getByRole('grid', { name: 'Użytkownicy' }).getByRole('row').nth(1).waitFor()],
  ['/pl/dashboard/substitutions', (p) => p.getByRole('grid', { name: 'Zastępstwa' }).getByRole('row').nth(1).waitFor()],
  ['/pl/dashboard/imports', (p) => p.getByRole('button', { name: 'Sprawdź (próbny import)' }).waitFor()],
  ['/pl/dashboard/imports?tab=jobs', (p) => p.getByRole('grid', { name: 'Importy' }).getByRole('row').nth(1).waitFor()],
  ['/pl/dashboard/imports?tab=history', (p) => p.getByRole('grid', { name: 'Historia importów' }).waitFor()],
  ['/pl/dashboard/settings', (p) => p.getByRole('heading', { name: 'Ustawienia', level: 1 }).waitFor()],
  [
    `/pl/dashboard/${'bardzo-dluga-sciezka-'.repeat(6)}`,
    (p) => p.getByRole('heading', { name: 'Nie znaleziono strony' }).waitFor(),
  ],
];

describe('axe on every page at both widths', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`an administrator's pages at ${viewport.width}×${viewport.height}: 0 WCAG 2.2 A/AA violations, no sideways page scroll`, async () => {
      const { context, page } = await loggedInPage(suite.browser, suite.server, 'admin', viewport);
      suite.contexts.push(context);
      await expectAccessible(page);
      for (const [path, ready] of ADMIN_PAGES) {
        await page.goto(path);
        await ready(page);
        await expectAccessible(page);
        // The page itself never scrolls sideways (wide tables scroll inside their own box).
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
      // Twenty-three pages, each loaded and checked by axe: more than one page's time.
    }, 150_000);

    it(`a salesperson's refusal (403) and the guest pages at ${viewport.width}×${viewport.height}`, async () => {
      const { context, page } = await loggedInPage(suite.browser, suite.server, 'handlowiec', viewport);
      suite.contexts.push(context);
      await page.goto('/pl/dashboard/imports');
      await page.getByRole('heading', { name: 'Brak dostępu' }).waitFor();
      await expectAccessible(page);
      const guest = await suite.browser.newContext({ baseURL: suite.server.url, viewport });
      suite.contexts.push(guest);
      const visitor = await guest.newPage();
      for (const path of ['/pl/login', '/pl/forgot-password', '/pl/nie-ma']) {
        await visitor.goto(path);
        await visitor.getByRole('heading', { level: 1 }).waitFor();
        await expectAccessible(visitor);
      }
    });
  }
});

describe('on a phone', () => {
  it('a list is cards: number, client, status, gross value and date; a tap opens the offer', async () => {
    const { context, page } = await loggedInPage(suite.browser, suite.server, 'admin', PHONE);
    suite.contexts.push(context);
    await page.goto('/pl/dashboard/offers');
    const cards = page.getByRole('grid', { name: 'W obiegu' }).getByRole('row').filter({ hasText: /OF\// });
    await cards.first().waitFor();
    // No table: no column headers to squeeze into 390 px.
    expect(await page.getByRole('columnheader').count()).toBe(0);
    const first = cards.first();
    const text = (await first.textContent()) ?? '';
    expect(text).toMatch(/OF\/\d{4}\/\d{6}/);
    expect(text).toMatch(/\d,\d{2}\s?zł/);
    expect(text).toMatch(/Zmieniona:\s*\d{2}\.\d{2}\.\d{4}/);
    const box = await first.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    const number = text.match(/OF\/\d{4}\/\d{6}/)?.[0];
    await first.getByText(number ?? '').click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/pl\/dashboard\/offers\/\d+$/);
    await page.getByRole('heading', { name: `Oferta ${number}` }).waitFor();
  });

  it('the navigation is behind "Menu"', async () => {
    const { context, page } = await loggedInPage(suite.browser, suite.server, 'admin', PHONE);
    suite.contexts.push(context);
    const nav = page.getByRole('navigation', { name: 'Menu główne' });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Zamówienia' }).click();
    await expect.poll(() => pathOf(page)).toBe('/pl/dashboard/orders');
    expect(await nav.isVisible()).toBe(false);
  });
});

describe('at 1366×768', () => {
  it('"Kolumny" stays within the window: its list scrolls, its footer is in view, a ticked column stays put', async () => {
    const page = await suite.open('admin', '/pl/dashboard/offers');
    await page.getByRole('grid', { name: 'W obiegu' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'Kolumny' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kolumny tabeli' });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= DESKTOP.height).toBe(true);
    for (const name of ['Przywróć domyślne', 'Zamknij']) {
      const button = dialog.getByRole('button', { name });
      const b = await button.boundingBox();
      expect(b && b.y >= 0 && b.y + b.height <= DESKTOP.height, name).toBe(true);
    }
    const items = dialog.getByRole('row');
    const names = await items.allTextContents();
    // Tick a hidden column near the end: it keeps its place in the list.
    const hidden = dialog.getByRole('row', { name: 'Szablon' });
    const before = names.findIndex((n) => n.includes('Szablon'));
    await hidden.scrollIntoViewIfNeeded();
    await hidden.getByText('Szablon').click();
    await expect
      .poll(() =>
        page
          .getByRole('grid', { name: 'W obiegu' })
          .getByRole('columnheader', { name: /Szablon/ })
          .count(),
      )
      .toBe(1);
    const after = (await items.allTextContents()).findIndex((n) => n.includes('Szablon'));
    expect(after).toBe(before);
    await dialog.getByRole('button', { name: 'Przywróć domyślne' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('grid', { name: 'W obiegu' })
          .getByRole('columnheader', { name: /Szablon/ })
          .count(),
      )
      .toBe(0);
  });

  it('a skip link is the first Tab stop and puts the keyboard into the page', async () => {
    const page = await suite.open('admin', '/pl/dashboard/clients');
    await page.getByRole('grid', { name: 'Klienci' }).getByRole('row').nth(1).waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Przejdź do treści' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('content');
    await page.keyboard.press('Tab');
    // The next stop is inside the page, past the header and the navigation.
    expect(await page.evaluate(() => document.getElementById('content')?.contains(document.activeElement))).toBe(true);
  });
});
