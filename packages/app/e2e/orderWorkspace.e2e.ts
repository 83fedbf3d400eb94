import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import {
  type ApiClient,
  createApiClient,
  formatQuantity,
  memoryTokenStore,
  type ProductSearchItem,
} from '@salesdesk/sdk';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bodyRows,
  columnTexts,
  editorRows,
  expectAccessible as expectAccessibleWithin,
  sharedBrowserSuite,
} from './listE2eKit';

// The order workspace against the real server in Chromium, by keyboard: an order made from an
// offer the client accepted, two lines added by symbol and by EAN, deadlines and delivery set,
// confirmed and then read-only, the stock it reserved lower on the stock page; scans made while
// the browser is offline sent once when it is back; an order that needs an approver confirmed by
// one while its author's bell rises; approval notifications reaching both sides live. One server
// and one browser; the steps build on one order, in order.

const suite = sharedBrowserSuite();
const ARTIFACTS = resolve(import.meta.dirname, '../../../artifacts');

/** An sdk client of the running server logged in as `username`. */
async function apiAs(username: string): Promise<ApiClient> {
  const api = createApiClient({ baseURL: suite.server.url, tokenStore: memoryTokenStore() });
  const { token } = await api.call('login', { body: { username, password: DEMO_PASSWORD } });
  api.tokenStore?.set(token);
  return api;
}

/**
 * axe with 0 WCAG 2.2 A/AA violations, leaving out react-aria's live announcer: after a date field
 * closes, its last announcement (a `role="img"` labelled by the gone field) stays there for 7 s.
 */
const expectAccessible = (page: Page) => expectAccessibleWithin(page, ['[data-live-announcer]']);

const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\u00a0/g, ' ');
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
/** The bell's unread count. */
const bell = async (page: Page) => Number(await page.getByTestId('unread-badge').first().getAttribute('data-count'));

/**
 * The bell's count once the page shows what the server holds: the badge reads 0 until its first
 * load, so a count read at once could be that 0.
 */
async function settledBell(page: Page, api: ApiClient): Promise<number> {
  const { count } = await api.call('notificationUnreadCounter');
  await expect.poll(() => bell(page), { timeout: 10_000 }).toBe(count);
  return count;
}

/** Moves focus onto `locator` and presses Enter (what a keyboard user does after Tab). */
async function press(page: Page, locator: Locator, key = 'Enter') {
  await locator.focus();
  await page.keyboard.press(key);
}

/** Types a date into a react-aria date field: day, month, year, segment by segment. */
async function typeDate(page: Page, group: Locator, isoDate: string) {
  const [year, month, day] = isoDate.split('-');
  await group.getByRole('spinbutton').first().focus();
  await page.keyboard.type(`${day}${month}${year}`);
}

/** What the stock page shows available of `product` in the user's warehouse ("Dostępne"). */
async function shownAvailable(page: Page, product: ProductSearchItem): Promise<number> {
  await page.goto(`/pl/dashboard/stock?search=${encodeURIComponent(product.more.symbol)}`);
  await expect.poll(() => bodyRows(page, 'Magazyn').count(), { timeout: 10_000 }).toBe(1);
  const [shown] = await columnTexts(page, 'Magazyn', 'Dostępne');
  return Number((shown ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
}

/** Picks an option of a react-aria Select by keyboard. */
async function choose(page: Page, button: Locator, option: string) {
  await press(page, button);
  await page.getByRole('option', { name: option }).waitFor();
  await page.getByRole('option', { name: option }).focus();
  await page.keyboard.press('Enter');
}

let seller: ApiClient;
let approver: ApiClient;
/** Two products a salesperson sells at a healthy margin (the author confirms their order), one with an EAN. */
let bySymbol: ProductSearchItem;
let byEan: ProductSearchItem;
let offer: { id: number; number: string };
let orderId = 0;

/** Products at their recommended price well above the threshold and their minimal price. */
async function healthyProducts(): Promise<ProductSearchItem[]> {
  const page = await seller.call('productSearch', { query: { limit: 200, sort: 'index_name', in_stock: true } });
  return page.items.filter(
    (p) =>
      p.recommended_price > 0 &&
      (p.recommended_price - p.buy_price) / p.recommended_price > 0.17 &&
      p.recommended_price >= p.minimal_price &&
      p.available_stock > 20,
  );
}

beforeAll(async () => {
  [seller, approver] = await Promise.all([apiAs('handlowiec'), apiAs('zarzad')]);
  // Each line is found by its name: one product per name.
  const byName = new Map<string, ProductSearchItem>();
  for (const p of await healthyProducts()) if (!byName.has(p.index_name)) byName.set(p.index_name, p);
  const products = [...byName.values()];
  const withEan = products.find((p) => p.ean);
  const others = products.filter((p) => p !== withEan);
  if (!withEan || others.length < 3) throw new Error('the reference data has products with a healthy margin');
  byEan = withEan;
  bySymbol = others[0] as ProductSearchItem;
  // An offer of the salesperson the client has: two lines, approved where needed, sent to the client.
  const [client] = (await seller.call('clientList', { query: { limit: 1, sort: 'name' } })).items;
  if (!client) throw new Error('the reference data has clients');
  const created = await seller.call('offerCreate', {
    body: {
      client_id: client.id,
      items: others.slice(1, 3).map((p) => ({ product_id: p.id, quantity: 2 })),
    },
  });
  let current = await seller.call('offerAction', {
    params: { id: created.id },
    body: { version: created.version, action: 'submit' },
  });
  if (current.status === 'pending_approval') {
    current = await approver.call('offerAction', {
      params: { id: created.id },
      body: { version: current.version, action: 'approve' },
    });
  }
  current = await seller.call('offerAction', {
    params: { id: created.id },
    body: { version: current.version, action: 'send_to_client' },
  });
  expect(current.status).toBe('pending_approval_client');
  offer = { id: current.id, number: current.number };
});

describe('Zamówienie od oferty do potwierdzenia', () => {
  it('from the accepted offer, by keyboard: the wizard filled in, two lines by symbol and EAN, the order page', async () => {
    const page = await suite.open('handlowiec', `/pl/dashboard/offers/${offer.id}`);
    const create = page.getByRole('group', { name: 'Akcje oferty' }).getByRole('link', { name: 'Utwórz zamówienie' });
    await create.waitFor();
    await expectAccessible(page);
    await press(page, create);
    await page.waitForURL(`**/pl/dashboard/orders/add-order/1?offer-id=${offer.id}`);
    await page.getByText(`Zamówienie z oferty ${offer.number}`, { exact: false }).waitFor();
    const client = page.getByRole('combobox', { name: /Klient/ });
    await expect.poll(() => isFocused(client)).toBe(true);
    // Filled in from the offer, its suggestions closed over the form.
    expect(await client.getAttribute('aria-expanded')).toBe('false');
    expect(await client.inputValue()).not.toBe('');
    await expectAccessible(page);
    // Enter in a field is "Dalej".
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/add-order\/2\?order-id=\d+$/);
    orderId = Number(new URL(page.url()).searchParams.get('order-id'));
    const made = await seller.call('orderById', { params: { id: orderId } });
    expect(made.offer_id).toBe(offer.id);
    expect(made.items).toHaveLength(2);
    expect((await seller.call('offerById', { params: { id: offer.id } })).status).toBe('accepted');

    const field = page.getByRole('combobox', { name: 'Dodaj pozycję' });
    await expect.poll(() => isFocused(field)).toBe(true);
    await expectAccessible(page);
    await page.keyboard.type(bySymbol.more.symbol);
    await page.keyboard.press('Enter');
    await page.keyboard.type(byEan.ean ?? '');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await seller.call('orderById', { params: { id: orderId } })).items.length, { timeout: 20_000 })
      .toBe(4);
    await expect.poll(() => editorRows(page).count()).toBe(4);
    // Whole units: a fraction is refused before anything is sent.
    const line = page.getByRole('textbox', { name: `Ilość: ${bySymbol.index_name}` });
    await line.focus();
    await page.keyboard.type('1,5');
    await page.keyboard.press('Enter');
    await page.getByText(/ilość musi być liczbą całkowitą/).waitFor();
    await page.keyboard.press('Escape');

    // Browser Back from step 2: step 1 of this order, no second draft.
    const orders = (await seller.call('orderList', { query: { limit: 200 } })).total;
    await page.goBack();
    await page.waitForURL(`**/add-order/1?order-id=${orderId}`);
    await page.getByRole('button', { name: 'Dalej' }).waitFor();
    await expect.poll(() => isFocused(client)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/add-order/2?order-id=${orderId}`);
    expect((await seller.call('orderList', { query: { limit: 200 } })).total).toBe(orders);

    await press(page, page.getByRole('link', { name: 'Gotowe: przejdź do zamówienia' }));
    await page.waitForURL(`**/pl/dashboard/orders/${orderId}`);
    await page.getByRole('heading', { name: `Zamówienie ${made.number}` }).waitFor();
    await expectAccessible(page);
  });

  it('sets the deadlines and the delivery, confirms, and finds the order read-only', async () => {
    const page = await suite.open('handlowiec', `/pl/dashboard/orders/${orderId}`);
    const deadlines = page.getByRole('region', { name: 'Terminy' });
    await press(page, deadlines.getByRole('button', { name: 'Zmień terminy' }));
    await typeDate(page, deadlines.getByRole('group', { name: 'Termin realizacji' }), '2030-03-15');
    await typeDate(page, deadlines.getByRole('group', { name: 'Termin płatności' }), '2030-04-14');
    await press(page, deadlines.getByRole('button', { name: 'Zapisz terminy' }));
    await deadlines.getByRole('button', { name: 'Zmień terminy' }).waitFor();
    await expect.poll(() => isFocused(deadlines.getByRole('button', { name: 'Zmień terminy' }))).toBe(true);

    const delivery = page.getByRole('region', { name: 'Dostawa' });
    await press(page, delivery.getByRole('button', { name: 'Zmień dostawę' }));
    await choose(page, delivery.getByRole('button', { name: /Sposób dostawy/ }), 'Kurier');
    await delivery.getByRole('textbox', { name: 'Osoba kontaktowa' }).focus();
    await page.keyboard.type('Jan Magazynier');
    await page.keyboard.press('Enter');
    await delivery.getByRole('button', { name: 'Zmień dostawę' }).waitFor();
    expect(await text(delivery)).toContain('Kurier');
    const saved = await seller.call('orderById', { params: { id: orderId } });
    expect(saved).toMatchObject({
      realization_date: '2030-03-15',
      payment_deadline: '2030-04-14',
      delivery: { method: 'courier', contact_person: 'Jan Magazynier' },
    });
    await expectAccessible(page);

    const free = await shownAvailable(page, bySymbol);
    await page.goto(`/pl/dashboard/orders/${orderId}`);
    await press(
      page,
      page.getByRole('group', { name: 'Akcje zamówienia' }).getByRole('button', { name: 'Potwierdź zamówienie' }),
    );
    const dialog = page.getByRole('alertdialog', { name: `Potwierdzić zamówienie ${saved.number}?` });
    await dialog.waitFor();
    await expectAccessible(page);
    await press(page, dialog.getByRole('button', { name: 'Potwierdź zamówienie' }));
    await page.getByText(/^Zamówienie zostało potwierdzone .* i jest tylko do odczytu\.$/).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Dodaj pozycję' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Zmień terminy' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Usuń' }).count()).toBe(0);
    expect((await seller.call('orderById', { params: { id: orderId } })).status).toBe('confirmed');
    await expectAccessible(page);

    // The stock page shows less available: the confirmation reserved the order's quantity (1).
    expect(await shownAvailable(page, bySymbol)).toBe(free - 1);
    await expectAccessible(page);
  });

  it('scans made while the browser is offline wait, are shown as waiting, and land once when it is back', async () => {
    const [client] = (await seller.call('clientList', { query: { limit: 1, sort: 'name' } })).items;
    const draft = await seller.call('orderCreate', { body: { client_id: client?.id ?? 0 } });
    const page = await suite.open('handlowiec', `/pl/dashboard/orders/${draft.id}`);
    const field = page.getByRole('combobox', { name: 'Dodaj pozycję' });
    await expect.poll(() => isFocused(field)).toBe(true);
    await page.context().setOffline(true);
    for (const code of [bySymbol.more.symbol, byEan.ean ?? '', bySymbol.more.symbol]) {
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
    }
    await page.getByText('Czeka na połączenie: 3').waitFor();
    await expectAccessible(page);
    expect((await seller.call('orderById', { params: { id: draft.id } })).items).toHaveLength(0);
    await page.context().setOffline(false);
    await expect.poll(() => page.getByText(/^Czeka na połączenie/).count(), { timeout: 20_000 }).toBe(0);
    await page.getByText('Połączenie wróciło: zapisano zmiany, które na nie czekały.').waitFor();
    const sent = await seller.call('orderById', { params: { id: draft.id } });
    expect(sent.items.map((l) => [l.product_id, l.quantity]).sort()).toEqual(
      [
        [bySymbol.id, 2],
        [byEan.id, 1],
      ].sort(),
    );
  });

  it('an order that needs an approver: the author is told who can and asks; the approver confirms; the author’s bell rises live', async () => {
    const [client] = (await seller.call('clientList', { query: { limit: 1, sort: 'name' } })).items;
    // Sold below cost: only the board may confirm it.
    const draft = await seller.call('orderCreate', {
      body: { client_id: client?.id ?? 0, items: [{ product_id: bySymbol.id, quantity: 1, client_price: 1 }] },
    });
    expect(draft.required_approval_level).toBe('board');
    const author = await suite.open('handlowiec', `/pl/dashboard/orders/${draft.id}`);
    await author.getByRole('note').filter({ hasText: 'Potwierdzić je może akceptujący' }).waitFor();
    expect(await author.getByRole('button', { name: 'Potwierdź zamówienie' }).count()).toBe(0);
    await expectAccessible(author);

    const board = await suite.open('zarzad', '/pl/dashboard');
    const boardBell = await settledBell(board, approver);
    await press(author, author.getByRole('button', { name: 'Poproś o potwierdzenie' }));
    await author.getByText(/Powiadomiono o nim: .*Elżbieta Jabłońska/).waitFor();
    // The approver hears of it live: the bell and a toast leading to the order.
    await expect.poll(() => bell(board), { timeout: 15_000 }).toBe(boardBell + 1);
    const toast = board.getByRole('link', { name: 'Przejdź do zamówienia' });
    await toast.waitFor({ timeout: 15_000 });
    await expectAccessible(board);

    const authorBell = await settledBell(author, seller);
    await press(board, toast);
    await board.waitForURL(`**/pl/dashboard/orders/${draft.id}`);
    // It is in the approver's "Do potwierdzenia" too.
    const list = await suite.open(
      'zarzad',
      `/pl/dashboard/orders?tab=toConfirm&search=${encodeURIComponent(draft.number)}`,
    );
    await expect.poll(() => bodyRows(list, 'Do potwierdzenia').count(), { timeout: 10_000 }).toBe(1);
    await expectAccessible(list);
    await press(
      board,
      board.getByRole('group', { name: 'Akcje zamówienia' }).getByRole('button', { name: 'Potwierdź zamówienie' }),
    );
    const dialog = board.getByRole('alertdialog');
    await press(board, dialog.getByRole('button', { name: 'Potwierdź zamówienie' }));
    await board.getByText(/^Zamówienie zostało potwierdzone/).waitFor();
    await expectAccessible(board);

    await expect.poll(() => bell(author), { timeout: 15_000 }).toBe(authorBell + 1);
    await author.getByText(/^Zamówienie zostało potwierdzone/).waitFor({ timeout: 15_000 });
    expect((await seller.call('orderById', { params: { id: draft.id } })).approval_level).toBe('board');
  });

  it('approval notifications reach the approver and the author live', async () => {
    const [client] = (await seller.call('clientList', { query: { limit: 1, sort: 'name' } })).items;
    const draft = await seller.call('offerCreate', {
      body: { client_id: client?.id ?? 0, items: [{ product_id: byEan.id, quantity: 3, client_price: 1 }] },
    });
    const author = await suite.open('handlowiec', `/pl/dashboard/offers/${draft.id}`);
    const board = await suite.open('zarzad', '/pl/dashboard');
    const [authorBell, boardBell] = [await settledBell(author, seller), await settledBell(board, approver)];

    await press(
      author,
      author.getByRole('group', { name: 'Akcje oferty' }).getByRole('button', { name: 'Wyślij do akceptacji' }),
    );
    await press(author, author.getByRole('alertdialog').getByRole('button', { name: 'Wyślij do akceptacji' }));
    await expect.poll(() => bell(board), { timeout: 15_000 }).toBe(boardBell + 1);
    await board.getByText(`Oferta ${draft.number}`, { exact: false }).first().waitFor({ timeout: 15_000 });

    await board.goto(`/pl/dashboard/offers/${draft.id}`);
    await press(board, board.getByRole('group', { name: 'Akcje oferty' }).getByRole('button', { name: 'Akceptuj' }));
    await press(board, board.getByRole('alertdialog').getByRole('button', { name: 'Akceptuj' }));
    await expect.poll(() => bell(author), { timeout: 15_000 }).toBe(authorBell + 1);
    await author.getByRole('link', { name: 'Przejdź do oferty' }).first().waitFor({ timeout: 15_000 });
    await expectAccessible(author);
  });

  it('says before the confirmation, line by line, what the warehouse lacks; "Wróć" keeps the order, "Potwierdź mimo braków" confirms', async () => {
    const [client] = (await seller.call('clientList', { query: { limit: 1, sort: 'name' } })).items;
    const probe = await seller.call('orderCreate', {
      body: { client_id: client?.id ?? 0, items: [{ product_id: bySymbol.id, quantity: 1 }] },
    });
    const lines = await seller.call('orderAddedProducts', { params: { orderId: probe.id }, query: {} });
    const available = lines.items[0]?.available_stock ?? 0;
    await seller.call('orderDelete', { params: { id: probe.id }, body: { version: probe.version } });
    // Five more than the warehouse has of one product; the other line is covered.
    const draft = await seller.call('orderCreate', {
      body: {
        client_id: client?.id ?? 0,
        items: [
          { product_id: bySymbol.id, quantity: available + 5 },
          { product_id: byEan.id, quantity: 1 },
        ],
      },
    });
    const page = await suite.open('handlowiec', `/pl/dashboard/orders/${draft.id}`);
    const confirm = page
      .getByRole('group', { name: 'Akcje zamówienia' })
      .getByRole('button', { name: 'Potwierdź zamówienie' });
    await press(page, confirm);
    const dialog = page.getByRole('alertdialog', { name: `Potwierdzić zamówienie ${draft.number}?` });
    const warning = dialog.getByRole('region', { name: /^Brakuje towaru w magazynie / });
    await warning.waitFor();
    const rows = warning.getByRole('row');
    expect(await rows.count()).toBe(2);
    expect(await text(rows.nth(1).getByRole('rowheader'))).toBe(bySymbol.index_name);
    const cells = await rows.nth(1).getByRole('cell').allTextContents();
    const unit = lines.items[0]?.unit ?? '';
    expect(cells).toEqual([
      formatQuantity(available + 5, unit),
      formatQuantity(available, unit),
      formatQuantity(5, unit),
    ]);
    expect(await dialog.getByRole('button', { name: 'Potwierdź mimo braków' }).count()).toBe(1);
    await expectAccessible(page);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: resolve(ARTIFACTS, 'order-confirm-shortage-1366.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: resolve(ARTIFACTS, 'order-confirm-shortage-390.png') });
    await expectAccessible(page);
    await page.setViewportSize({ width: 1366, height: 768 });

    // Back to the order: nothing written, focus on the button that opened the dialog.
    await press(page, dialog.getByRole('button', { name: 'Wróć do zamówienia' }));
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => isFocused(confirm)).toBe(true);
    expect((await seller.call('orderById', { params: { id: draft.id } })).status).toBe('draft');

    await press(page, confirm);
    await press(page, dialog.getByRole('button', { name: 'Potwierdź mimo braków' }));
    await page.getByText(/^Zamówienie zostało potwierdzone .* i jest tylko do odczytu\.$/).waitFor();
    expect((await seller.call('orderById', { params: { id: draft.id } })).status).toBe('confirmed');
  });
});
