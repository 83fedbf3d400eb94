import { resolve } from 'node:path';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { type ApiClient, createApiClient, defaultTableConfig, memoryTokenStore } from '@salesdesk/sdk';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyRows, columnTexts, expectAccessible, loggedInPage, pathOf, sharedBrowserSuite, table } from './listE2eKit';

// The product catalogue and the stock page against the real server in Chromium: the catalogue
// page from the navigation, its columns, filters and page size, the saved `catalog` flag, the
// stock dialog at a laptop's and a phone's size.

const suite = sharedBrowserSuite();
const shot = (name: string) => resolve(import.meta.dirname, `../../../artifacts/${name}.png`);
const LIVE = ['[data-live-announcer]'];

let seller: ApiClient;
beforeAll(async () => {
  seller = createApiClient({ baseURL: suite.server.url, tokenStore: memoryTokenStore() });
  const { token } = await seller.call('login', { body: { username: 'handlowiec', password: DEMO_PASSWORD } });
  seller.tokenStore?.set(token);
});

async function openAs(path: string, viewport = { width: 1366, height: 768 }): Promise<Page> {
  const session = await loggedInPage(suite.browser, suite.server, 'handlowiec', viewport);
  suite.contexts.push(session.context);
  await session.page.goto(path);
  return session.page;
}

/** Rows of `name` once its first page has arrived (the first answer can take seconds on a loaded machine). */
async function loadedRows(page: Page, name: string) {
  await bodyRows(page, name).first().waitFor({ timeout: 30_000 });
  return bodyRows(page, name);
}

/** The header cells of a table: their SPEC key and scope. */
const headerCells = (page: Page, name: string) =>
  table(page, name)
    .locator('thead th')
    .evaluateAll((cells) => cells.map((c) => ({ key: c.getAttribute('data-column'), scope: c.getAttribute('scope') })));

describe('Katalog produktów', () => {
  it('opens from the navigation with 20 products a page, SPEC keys on its headers, and is accessible', async () => {
    const page = await openAs('/pl/dashboard');
    await page
      .getByRole('navigation', { name: 'Menu główne' })
      .getByRole('link', { name: 'Katalog produktów' })
      .click();
    await page.waitForURL('**/pl/dashboard/products');
    await page.getByRole('heading', { name: 'Katalog produktów', level: 1 }).waitFor();
    await loadedRows(page, 'Katalog produktów');
    await expect.poll(() => bodyRows(page, 'Katalog produktów').count()).toBe(20);
    await page.getByText(/^1–20 z \d/).waitFor();
    const heads = await headerCells(page, 'Katalog produktów');
    expect(heads.every((h) => h.scope === 'col')).toBe(true);
    expect(heads.map((h) => h.key).filter(Boolean)).toEqual(defaultTableConfig('products').tableColumns);
    // "Tylko dostępne" from the saved flag: every product shown has stock available here.
    expect(await page.getByRole('button', { name: /Dostępność/ }).textContent()).toContain('Tylko dostępne');
    const available = await columnTexts(page, 'Katalog produktów', 'Dostępne');
    expect(available.every((text) => /[1-9]/.test(text))).toBe(true);
    await expectAccessible(page, LIVE);
    await page.screenshot({ path: shot('catalogue-1366') });
  });

  it('filters by a manufacturer from the list, shows every product on "Wszystkie", and keeps the chosen page size', async () => {
    const page = await openAs('/pl/dashboard/products');
    await loadedRows(page, 'Katalog produktów');
    await expect.poll(() => bodyRows(page, 'Katalog produktów').count()).toBe(20);
    await page.getByRole('button', { name: /Dostępność/ }).click();
    await page.getByRole('option', { name: 'Wszystkie' }).click();
    await expect.poll(() => pathOf(page)).toBe('/pl/dashboard/products?in_stock=all');

    const facets = await seller.call('productFacets', {});
    const maker = facets.manufacturers[1] as string;
    await page.getByRole('button', { name: /Producent/ }).click();
    await page.getByRole('option', { name: maker, exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('manufacturer')).toBe(maker);
    await expect
      .poll(async () => new Set(await columnTexts(page, 'Katalog produktów', 'Producent')))
      .toEqual(new Set([maker]));
    await expectAccessible(page, LIVE);

    await page.getByRole('button', { name: /Wierszy na stronie/ }).click();
    await page.getByRole('option', { name: '50', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('limit')).toBe('50');
    await expect
      .poll(async () => (await seller.call('tableConfigGet', { query: { tableId: 'products' } })).itemsPerPage)
      .toBe(50);
    // Another day, another browser: the catalogue opens with 50 a page.
    const again = await openAs('/pl/dashboard/products');
    await loadedRows(again, 'Katalog produktów');
    await expect.poll(() => bodyRows(again, 'Katalog produktów').count()).toBe(50);
    const layout = defaultTableConfig('products');
    await seller.call('tableConfigSet', { body: { ...layout, tableColumns: [...layout.tableColumns] } });
  }, 150_000);

  it('starts with every product when the seller turned the catalog flag off in the settings', async () => {
    await seller.call('setUiConfig', {
      body: { key: 'userStockFilterConfig', value: { stockhouseProducts: true, search: true, catalog: false } },
    });
    try {
      const page = await openAs('/pl/dashboard/products');
      await loadedRows(page, 'Katalog produktów');
      expect(await page.getByRole('button', { name: /Dostępność/ }).textContent()).toContain('Wszystkie');
      const all = await seller.call('productsAll', { query: { limit: 1 } });
      await page.getByText(new RegExp(`z ${all.total.toLocaleString('pl-PL').replace(/\s/g, '\\s')}$`)).waitFor();
    } finally {
      await seller.call('setUiConfig', {
        body: { key: 'userStockFilterConfig', value: { stockhouseProducts: true, search: true, catalog: true } },
      });
    }
  });
});

describe('Stany magazynowe', () => {
  it('fills the filters, "Dostawa do" and header scopes, and opens the product dialog with its table in view', async () => {
    const page = await openAs('/pl/dashboard/stock?in_stock=all&forward=true');
    await loadedRows(page, 'Magazyn');
    await expect.poll(() => bodyRows(page, 'Magazyn').count()).toBe(20);
    const heads = await headerCells(page, 'Magazyn');
    expect(heads.every((h) => h.scope === 'col')).toBe(true);
    // With a delivery on its way: its day and quantity.
    const forward = await columnTexts(page, 'Magazyn', 'Dostawa do');
    expect(forward.every((text) => /^\d{2}\.\d{2}\.\d{4} \(.+\)$/.test(text))).toBe(true);
    for (const label of [/Producent/, /Jednostka/, /Grupa cenowa/]) {
      await page.getByRole('button', { name: label }).click();
      await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(1);
      await page.keyboard.press('Escape');
    }
    await expectAccessible(page, LIVE);
    await page.screenshot({ path: shot('stock-1366') });

    const name = (await bodyRows(page, 'Magazyn').first().getByRole('rowheader').textContent()) ?? '';
    await page
      .getByRole('button', { name: `Stany w magazynach: ${name}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: `Stany produktu ${name}` });
    const region = dialog.getByRole('region', { name: 'Stan we wszystkich magazynach firmy — najpierw Twoje' });
    await region.getByRole('table').waitFor();
    // Focus starts on the stock, not on "Zamknij"; the table is not squeezed at 768 px.
    await expect.poll(() => region.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await region.boundingBox())?.height ?? 0).toBeGreaterThan(100);
    expect(await region.locator('thead th[scope="col"]').count()).toBe(7);
    await expectAccessible(page, LIVE);
    await page.screenshot({ path: shot('stock-dialog-1366') });
  }, 120_000);

  it('keeps the product dialog usable on a phone: the table in view, the offer choice inside the dialog', async () => {
    const page = await openAs('/pl/dashboard/stock?tab=catalogue', { width: 390, height: 844 });
    const cards = page.getByRole('grid', { name: 'Katalog' }).getByRole('row');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    await page.screenshot({ path: shot('stock-390') });
    await page
      .getByRole('button', { name: /^Stany w magazynach: / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /^Stany produktu / });
    const region = dialog.getByRole('region', { name: 'Stan we wszystkich magazynach firmy — najpierw Twoje' });
    await region.getByRole('table').waitFor();
    expect((await region.boundingBox())?.height ?? 0).toBeGreaterThan(100);
    const offer = dialog.getByRole('button', { name: /Oferta \(szkic\)/ });
    await offer.waitFor();
    const box = await dialog.boundingBox();
    const select = await offer.boundingBox();
    expect(select && box && select.x + select.width <= box.x + box.width + 0.5).toBe(true);
    await expectAccessible(page, LIVE);
    await page.screenshot({ path: shot('stock-dialog-390') });
    await offer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('stock-dialog-390-offer') });
  });

  it('shows the catalogue page as cards on a phone', async () => {
    const page = await openAs('/pl/dashboard/products', { width: 390, height: 844 });
    await expect
      .poll(() => page.getByRole('grid', { name: 'Katalog produktów' }).getByRole('row').count())
      .toBeGreaterThan(0);
    await expectAccessible(page, LIVE);
    await page.screenshot({ path: shot('catalogue-390') });
  });
});
