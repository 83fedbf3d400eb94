import { resolve } from 'node:path';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { type ApiClient, createApiClient, memoryTokenStore } from '@salesdesk/sdk';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { editorRows, expectAccessible, sharedBrowserSuite } from './listE2eKit';

// The document workspace at the sizes staff use: at 1366×768 the author of a long offer or order
// sees a dozen or more lines at once (compact rows, every line on one page), the add-line field
// and the totals stay in view while the lines scroll; at 390×844 it still reads. Screenshots of
// both kinds at both sizes land in artifacts/.

const suite = sharedBrowserSuite();
const shot = (name: string) => resolve(import.meta.dirname, '../../../artifacts', `${name}.png`);

let seller: ApiClient;
let offerId = 0;
let orderId = 0;

beforeAll(async () => {
  seller = createApiClient({ baseURL: suite.server.url, tokenStore: memoryTokenStore() });
  const { token } = await seller.call('login', { body: { username: 'handlowiec', password: DEMO_PASSWORD } });
  seller.tokenStore?.set(token);
  const products = (await seller.call('productList', { query: { limit: 40, sort: 'id' } })).items;
  const [client] = (await seller.call('clientList', { query: { limit: 1, sort: 'name' } })).items;
  const items = products.slice(0, 30).map((p) => ({ product_id: p.id, quantity: 2 }));
  offerId = (await seller.call('offerCreate', { body: { client_id: client?.id ?? 0, items } })).id;
  orderId = (await seller.call('orderCreate', { body: { client_id: client?.id ?? 0, items } })).id;
});

/** Whether the element's box lies inside the window. */
const inView = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
    });

/** Whether a row lies wholly inside the window and inside its scrolling table. */
const fullyVisible = (_page: Page, row: ReturnType<typeof editorRows>) =>
  row.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const scroller = el.closest('.overflow-auto')?.getBoundingClientRect();
    const head = el.closest('table')?.querySelector('thead')?.getBoundingClientRect();
    if (!scroller || !head) return false;
    return box.top >= Math.max(0, head.bottom - 1) && box.bottom <= Math.min(window.innerHeight, scroller.bottom) + 1;
  });

/** How many lines of the editor are wholly in view at once. */
async function fullyVisibleRows(page: Page): Promise<number> {
  let count = 0;
  for (const row of await editorRows(page).all()) if (await fullyVisible(page, row)) count += 1;
  return count;
}

describe.each([
  ['offer', () => `/pl/dashboard/offers/${offerId}`],
  ['order', () => `/pl/dashboard/orders/${orderId}`],
] as const)('the %s line editor at 1366×768', (kind, path) => {
  it('shows a dozen lines or more, and keeps the add-line field and the totals in view while they scroll', async () => {
    const page = await suite.open('handlowiec', path());
    await page.setViewportSize({ width: 1366, height: 768 });
    await expect.poll(() => editorRows(page).count(), { timeout: 10_000 }).toBe(30);
    const field = page.getByRole('combobox', { name: 'Dodaj pozycję' });
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.screenshot({ path: shot(`${kind}-editor-1366`) });
    expect(await fullyVisibleRows(page)).toBeGreaterThanOrEqual(12);
    expect(await inView(page, '[aria-label="Sumy dokumentu"]')).toBe(true);
    expect(await inView(page, 'input[role="combobox"]')).toBe(true);
    // The lines scroll under them: the last line comes into view, the field and the totals stay.
    const last = editorRows(page).last();
    await last.getByRole('textbox').first().focus();
    await expect.poll(() => fullyVisible(page, last)).toBe(true);
    expect(await inView(page, '[aria-label="Sumy dokumentu"]')).toBe(true);
    expect(await inView(page, 'input[role="combobox"]')).toBe(true);
    await page.screenshot({ path: shot(`${kind}-editor-1366-scrolled`) });
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: shot(`${kind}-editor-390`), fullPage: true });
    await expectAccessible(page);
  });
});
