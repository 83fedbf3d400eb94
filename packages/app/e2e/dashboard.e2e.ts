import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { type ApiClient, createApiClient, memoryTokenStore } from '@salesdesk/sdk';
import type { RunningServer } from '@salesdesk/server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, pathOf, sharedBrowserSuite } from './listE2eKit';
import { startAppServer } from './sessionE2eKit';

// The dashboard against the real server in Chromium: the counts of "Na dziś" per role, each the
// total of the list it opens; the sales drawn with the table for screen readers; both fitting a
// phone; the loading bar over a page's first data; the login page after an idle logout.

const suite = sharedBrowserSuite();
const ARTIFACTS = resolve(import.meta.dirname, '../../../artifacts');

async function apiAs(username: string): Promise<ApiClient> {
  const api = createApiClient({ baseURL: suite.server.url, tokenStore: memoryTokenStore() });
  const { token } = await api.call('login', { body: { username, password: DEMO_PASSWORD } });
  api.tokenStore?.set(token);
  return api;
}

/** The count a tile shows, by its label. */
async function tileCount(page: Page, label: string): Promise<number> {
  const tile = page.getByRole('list', { name: 'Sprawy do załatwienia' }).getByRole('link', { name: label });
  const li = tile.locator('xpath=..');
  return Number(await li.getAttribute('data-count'));
}

async function screenshots(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: resolve(ARTIFACTS, `dashboard-${name}.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('region', { name: 'Twoja sprzedaż' }).waitFor();
  await page.screenshot({ path: resolve(ARTIFACTS, `dashboard-${name}-phone.png`) });
  // On a phone the sales start within the first screen, under the counts.
  const box = await page.getByRole('heading', { name: 'Twoja sprzedaż' }).boundingBox();
  expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844);
  await page.setViewportSize({ width: 1366, height: 768 });
}

describe('Pulpit', () => {
  it('a salesperson sees the counts of their own work, each opening its list with the same number', async () => {
    const api = await apiAs('handlowiec');
    const page = await suite.open('handlowiec', '/pl/dashboard');
    await page.getByRole('list', { name: 'Sprawy do załatwienia' }).waitFor();
    // No approver's tile for a salesperson.
    expect(await page.getByRole('link', { name: /Oferty do akceptacji/ }).count()).toBe(0);
    const drafts = (await api.call('offerDraftList', { query: { limit: 1 } })).total;
    expect(await tileCount(page, 'Moje szkice ofert')).toBe(drafts);
    await page.getByTestId('sales-chart').waitFor();
    // The table of the months is there for screen readers.
    expect(await page.getByRole('table', { name: 'Sprzedaż w ostatnich miesiącach' }).getByRole('row').count()).toBe(
      13,
    );
    await expectAccessible(page, ['[data-live-announcer]']);
    await screenshots(page, 'salesperson');

    await page.getByRole('link', { name: /Moje szkice ofert/ }).click();
    await page.waitForURL('**/pl/dashboard/offers?tab=drafts');
    expect(pathOf(page)).toBe('/pl/dashboard/offers?tab=drafts');
    await page.getByRole('tab', { name: /Szkice/, selected: true }).waitFor();
  });

  it('an approver sees first the offers waiting for their approval, and the tile opens exactly those', async () => {
    const api = await apiAs('dyrektor.oddzialu');
    const waiting = (await api.call('offerToApproveList', { query: { limit: 1 } })).total;
    const page = await suite.open('dyrektor.oddzialu', '/pl/dashboard');
    const list = page.getByRole('list', { name: 'Sprawy do załatwienia' });
    await list.waitFor();
    const first = list.getByRole('listitem').first();
    expect(await first.getAttribute('data-tile')).toBe('offers_to_approve');
    expect(await tileCount(page, 'Oferty do akceptacji')).toBe(waiting);
    await expectAccessible(page, ['[data-live-announcer]']);
    await screenshots(page, 'approver');

    // The sales as a table on request, the focus staying on the button.
    const toggle = page.getByRole('button', { name: 'Pokaż tabelę' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Pokaż wykres' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Pokaż wykres');
    expect(await page.getByTestId('sales-chart').count()).toBe(0);
    await expectAccessible(page, ['[data-live-announcer]']);

    await page.getByRole('link', { name: /Oferty do akceptacji/ }).click();
    await page.waitForURL('**/pl/dashboard/offers?tab=toApprove');
    await page.getByRole('grid', { name: 'Do akceptacji' }).waitFor();
  });

  it('the loading bar runs while the next page’s first data loads', async () => {
    const page = await suite.open('handlowiec', '/pl/dashboard');
    await page.getByRole('list', { name: 'Sprawy do załatwienia' }).waitFor();
    // The offers list answers slowly: the page's code is quick, its data is not.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/table-circulation-offer-list**', async (route) => {
      await held;
      await route.continue();
    });
    const bar = page.getByRole('progressbar', { name: 'Ładowanie strony' });
    await page.getByRole('list', { name: 'Skróty' }).getByRole('link', { name: 'Oferty', exact: true }).click();
    await page.waitForURL('**/pl/dashboard/offers');
    await bar.waitFor({ timeout: 5000 });
    expect(await bar.getAttribute('data-status')).toBe('loading');
    release();
    await bar.waitFor({ state: 'detached', timeout: 10_000 });
  });
});

describe('Logowanie po automatycznym wylogowaniu', () => {
  // Idle after 1 s, logged out 8 s later.
  const session = { idleTimeoutMs: 1000, sessionSeconds: 8, warningSeconds: 5, checkIntervalMs: 1000 };
  let server: RunningServer;
  beforeAll(async () => {
    server = await startAppServer({ sessionOverrides: session });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('says the user was logged out after being idle, and the login brings them back to their page', async () => {
    const context = await suite.browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 768 } });
    try {
      const page = await context.newPage();
      await page.goto('/pl/login');
      await page.getByLabel('Nazwa użytkownika').fill('handlowiec');
      await page.getByLabel('Hasło').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Zaloguj się' }).click();
      await page.waitForURL('**/pl/dashboard');
      await page.goto('/pl/dashboard/offers?tab=drafts');
      await page.waitForURL((url) => url.pathname === '/pl/login' && url.searchParams.has('reason'), {
        timeout: 20_000,
      });
      const url = new URL(page.url());
      expect(url.searchParams.get('reason')).toBe('userTimer');
      expect(url.searchParams.get('target')).toBe('/pl/dashboard/offers?tab=drafts');
      const notice = page.getByRole('status').filter({ hasText: 'Wylogowano po okresie bezczynności' });
      await notice.waitFor();
      expect(await notice.textContent()).toContain('wrócisz do poprzedniej strony');
      await expectAccessible(page, ['[data-live-announcer]']);
      await page.screenshot({ path: resolve(ARTIFACTS, 'login-after-idle.png') });

      await page.getByLabel('Nazwa użytkownika').fill('handlowiec');
      await page.getByLabel('Hasło').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Zaloguj się' }).click();
      await page.waitForURL('**/pl/dashboard/offers?tab=drafts');
    } finally {
      await context.close();
    }
  });
});
