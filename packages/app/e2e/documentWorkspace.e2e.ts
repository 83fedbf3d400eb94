import { resolve } from 'node:path';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { type ApiClient, createApiClient, memoryTokenStore } from '@salesdesk/sdk';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { editorRows, expectAccessible as expectAccessibleWithin, sharedBrowserSuite } from './listE2eKit';

// The document workspace at the sizes staff use (the tests share one offer and one order and run in
// order: the last one sends the offer to approval): at 1366×768 the author of a long offer or order
// sees a dozen or more lines at once (compact rows, every line on one page), the add-line field
// and the totals stay in view while the lines scroll; at 390×844 it still reads. Screenshots of
// both kinds at both sizes land in artifacts/.

const suite = sharedBrowserSuite();
/**
 * axe with 0 WCAG 2.2 A/AA violations, leaving out react-aria's live announcer (its last
 * announcement, a `role="img"` labelled by a field that is gone, stays there for 7 s).
 */
const expectAccessible = (page: Page) => expectAccessibleWithin(page, ['[data-live-announcer]']);
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
    expect(await inView(page, '[aria-label="Podsumowanie"]')).toBe(true);
    expect(await inView(page, 'input[role="combobox"]')).toBe(true);
    // The lines scroll under them: the last line comes into view, the field and the totals stay.
    const last = editorRows(page).last();
    await last.getByRole('textbox').first().focus();
    await expect.poll(() => fullyVisible(page, last)).toBe(true);
    expect(await inView(page, '[aria-label="Podsumowanie"]')).toBe(true);
    expect(await inView(page, 'input[role="combobox"]')).toBe(true);
    await page.screenshot({ path: shot(`${kind}-editor-1366-scrolled`) });
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: shot(`${kind}-editor-390`), fullPage: true });
    await expectAccessible(page);
  });
});

/** Moves focus onto `locator` and presses Enter (what a keyboard user does after Tab). */
async function press(page: Page, locator: ReturnType<Page['locator']>) {
  await locator.focus();
  await page.keyboard.press('Enter');
}

describe('the ways into the order wizard and the order page', () => {
  it('"Utwórz zamówienie" on the dashboard and on the orders list opens the wizard; an order row opens its page', async () => {
    const page = await suite.open('handlowiec', '/pl/dashboard');
    await press(page, page.getByRole('link', { name: /^Utwórz zamówienie/ }));
    await page.waitForURL('**/pl/dashboard/orders/add-order/1');
    await page.getByRole('heading', { name: 'Nowe zamówienie' }).waitFor();
    await page.getByRole('combobox', { name: /Klient/ }).waitFor();
    await expectAccessible(page);

    await page.goto('/pl/dashboard/orders');
    await press(page, page.getByRole('main').getByRole('link', { name: 'Utwórz zamówienie' }));
    await page.waitForURL('**/pl/dashboard/orders/add-order/1');
    await page.getByRole('heading', { name: 'Nowe zamówienie' }).waitFor();

    const order = await seller.call('orderById', { params: { id: orderId } });
    await page.goto(`/pl/dashboard/orders?search=${encodeURIComponent(order.number)}`);
    const row = page.getByRole('grid').getByRole('row').filter({ hasText: order.number });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    await expectAccessible(page);
    await press(page, row);
    await page.waitForURL(`**/pl/dashboard/orders/${orderId}`);
    await page.getByRole('heading', { name: `Zamówienie ${order.number}` }).waitFor();
  });
});

describe('the offer wizard by keyboard', () => {
  it('steps are links where going back is allowed; Back and the step link never make a second draft', async () => {
    const [client] = (await seller.call('clientList', { query: { limit: 1, sort: 'name' } })).items;
    if (!client) throw new Error('the reference data has clients');
    const page = await suite.open('handlowiec', '/pl/dashboard/offers/add-offer/1');
    const steps = page.getByRole('navigation', { name: 'Kroki kreatora' });
    const field = page.getByRole('combobox', { name: /Klient/ });
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await steps.getByRole('link').count()).toBe(0);
    await page.keyboard.type(client.name.slice(0, 8));
    const option = page.getByRole('option', { name: new RegExp(client.name.slice(0, 8)) }).first();
    await option.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expectAccessible(page);
    await page.screenshot({ path: shot('offer-wizard-1-1366') });
    const offers = (await seller.call('offerList', { query: { limit: 1 } })).total;
    await press(page, page.getByRole('button', { name: 'Dalej' }));
    await page.waitForURL(/\/add-offer\/2\?offer-id=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('offer-id'));
    await page.getByRole('combobox', { name: 'Dodaj pozycję' }).waitFor();
    expect(await steps.getByRole('link').allInnerTexts()).toEqual(['1. Klient i warunki']);
    await expectAccessible(page);

    // The browser's Back: step 1 of this draft.
    await page.goBack();
    await page.waitForURL(`**/add-offer/1?offer-id=${id}`);
    await press(page, page.getByRole('button', { name: 'Dalej' }));
    await page.waitForURL(`**/add-offer/2?offer-id=${id}`);
    // The step link: the same draft again.
    await press(page, steps.getByRole('link', { name: '1. Klient i warunki' }));
    await page.waitForURL(`**/add-offer/1?offer-id=${id}`);
    await page.getByRole('button', { name: 'Dalej' }).waitFor();
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: shot('offer-wizard-1-390'), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 768 });
    await press(page, page.getByRole('button', { name: 'Dalej' }));
    await page.waitForURL(`**/add-offer/2?offer-id=${id}`);
    expect((await seller.call('offerList', { query: { limit: 1 } })).total).toBe(offers + 1);
  });

  it('while an offer waits for approval its page says who may accept it', async () => {
    const offer = await seller.call('offerById', { params: { id: offerId } });
    const sent = await seller.call('offerAction', {
      params: { id: offerId },
      body: { version: offer.version, action: 'submit' },
    });
    expect(sent.status).toBe('pending_approval');
    const page = await suite.open('handlowiec', `/pl/dashboard/offers/${offerId}`);
    const facts = page.getByLabel('Dane oferty');
    await facts.getByText(/^czeka na: .*Zarząd \(lub zastępca\)$/).waitFor();
    await expectAccessible(page);
  });
});
