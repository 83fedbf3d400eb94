import type { RunningServer } from '@salesdesk/server';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bodyRows, columnTexts, expectAccessible, headerTexts, loggedInPage, pathOf, table } from './listE2eKit';
import { launchChromium, startAppServer } from './sessionE2eKit';

// The list pages against the real server in Chromium: one server and one browser for the file.

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
});

afterAll(async () => {
  await Promise.allSettled([browser?.close(), server?.close()]);
});

afterEach(async () => {
  await Promise.allSettled(contexts.splice(0).map((c) => c.close()));
});

async function open(username: string, path: string) {
  const session = await loggedInPage(browser, server, username);
  contexts.push(session.context);
  await session.page.goto(path);
  return session.page;
}

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
    expect(await table(page, 'Klienci').getByRole('columnheader', { name: /NIP/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );

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

    // The row is a link to the client.
    await bodyRows(page, 'Klienci').first().click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/pl\/dashboard\/clients\/\d+$/);

    const again = await open('handlowiec', '/pl/dashboard/clients');
    await expect.poll(() => headerTexts(again, 'Klienci')).toEqual(['NIP', 'Nr klienta', 'Nazwa']);
    // "Przywróć domyślne" brings back every column in SPEC order.
    await again.getByRole('button', { name: 'Kolumny' }).click();
    await again.getByRole('button', { name: 'Przywróć domyślne' }).click();
    await expect.poll(() => headerTexts(again, 'Klienci')).toEqual(['Nr klienta', 'Nazwa', 'NIP', 'Adres']);
    await expectAccessible(again);
  });
});
