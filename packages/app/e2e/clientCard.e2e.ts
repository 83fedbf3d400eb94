import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEMO_PASSWORD, SPECIAL_CLIENTS } from '@salesdesk/fixtures';
import { type ApiClient, brands, createApiClient, memoryTokenStore } from '@salesdesk/sdk';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyRows, expectAccessible, pathOf, sharedBrowserSuite, table } from './listE2eKit';

// The client card and the invoice page against the real server in Chromium: one server and one
// browser for the file; a blocked client through the card, both wizards and the order page.

const suite = sharedBrowserSuite();
const ARTIFACTS = resolve(import.meta.dirname, '../../../artifacts/client-card');

/** An sdk client of the running server logged in as `username`. */
async function apiAs(username: string): Promise<ApiClient> {
  const api = createApiClient({ baseURL: suite.server.url, tokenStore: memoryTokenStore() });
  const { token } = await api.call('login', { body: { username, password: DEMO_PASSWORD } });
  api.tokenStore?.set(token);
  return api;
}

/** The element that has the keyboard focus: its role and its text. */
const focused = (page: Page) =>
  page.evaluate(() => ({
    role: document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName.toLowerCase(),
    text: document.activeElement?.textContent ?? '',
  }));

/** Screenshots of the page at the desk's and the phone's sizes, into artifacts/client-card/. */
async function shoot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: resolve(ARTIFACTS, `${name}-1366.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: resolve(ARTIFACTS, `${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
}

let names: Map<number, string>;

/** The card addresses of the clients used here, written out (docs/decisions/ui.md: id, then the name as words). */
const CARD: Record<number, string> = {
  4: '/pl/dashboard/clients/4-zaklad-remontowy-leczyca',
  [SPECIAL_CLIENTS.awkwardName]:
    '/pl/dashboard/clients/11-hurtownia-elektryczna-zarowka-wojcik-syn-oddzial-swietochlowice',
  [SPECIAL_CLIENTS.blocked]: '/pl/dashboard/clients/13-przedsiebiorstwo-budowlane-sleza-sp-z-o-o',
};
const clientHref = ({ id }: { id: number; name: string }) => CARD[id] ?? `/pl/dashboard/clients/${id}`;

beforeAll(async () => {
  const api = await apiAs('handlowiec');
  const ids = [4, SPECIAL_CLIENTS.awkwardName, SPECIAL_CLIENTS.blocked];
  const clients = await Promise.all(ids.map((id) => api.call('clientById', { params: { id } })));
  names = new Map(clients.map((c) => [c.id, c.name]));
});

describe('client card', () => {
  it('opens a client from the list by keyboard, calls a contact, opens an invoice and comes back', async () => {
    const name = names.get(4) ?? '';
    const page = await suite.open('handlowiec', '/pl/dashboard/clients');
    await page.getByLabel('Szukaj po nazwie, NIP lub numerze klienta').fill(name);
    await expect.poll(() => bodyRows(page, 'Klienci').count()).toBe(1);
    // Tab from the search box into the table, to the client's row, and Enter opens it.
    for (let i = 0; i < 8 && (await focused(page)).role !== 'row'; i++) await page.keyboard.press('Tab');
    expect((await focused(page)).text).toContain(name);
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe(clientHref({ id: 4, name }));
    await page.getByRole('heading', { level: 1, name }).waitFor();

    // A contact's phone is a link that calls.
    const contacts = page.getByRole('region', { name: 'Osoby kontaktowe' });
    const call = contacts.getByRole('link', { name: /^Zadzwoń: / }).first();
    expect(await call.getAttribute('href')).toMatch(/^tel:\+48\d{9}$/);
    expect(
      await contacts
        .getByRole('link', { name: /^Napisz: / })
        .first()
        .getAttribute('href'),
    ).toMatch(/^mailto:.+@/);
    await expect.poll(() => bodyRows(page, 'Aktywne oferty').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await shoot(page, 'card');

    // Every tab is a list with its own URL; each is accessible.
    for (const [tab, query] of [
      ['Zamówienia', 'orders'],
      ['Rozrachunki', 'settlements'],
      ['Faktury', 'invoices'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect.poll(() => pathOf(page)).toBe(`${clientHref({ id: 4, name })}?tab=${query}`);
      await expect.poll(() => bodyRows(page, tab).count()).toBeGreaterThan(0);
      await expectAccessible(page);
    }

    // An invoice opens from the card (by keyboard) and Back returns to the card on its tab.
    const firstInvoice = bodyRows(page, 'Faktury').first();
    const number = ((await firstInvoice.getByRole('rowheader').textContent()) ?? '').trim();
    await firstInvoice.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: `Faktura ${number}` }).waitFor();
    expect(pathOf(page)).toMatch(/^\/pl\/dashboard\/invoices\/\d+$/);
    const facts = page.getByRole('region', { name: 'Dane faktury' });
    expect(await facts.getByRole('link', { name }).getAttribute('href')).toBe(clientHref({ id: 4, name }));
    await expectAccessible(page);
    await shoot(page, 'invoice');
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe(`${clientHref({ id: 4, name })}?tab=invoices`);
    await expect.poll(() => bodyRows(page, 'Faktury').count()).toBeGreaterThan(0);
  });

  it('starts an offer and an order from the card with the client filled in; the order is made for it', async () => {
    const name = names.get(4) ?? '';
    const page = await suite.open('handlowiec', clientHref({ id: 4, name }));
    await page.getByRole('link', { name: 'Przygotuj ofertę' }).click();
    await expect.poll(() => pathOf(page)).toBe('/pl/dashboard/offers/add-offer/1?client-id=4');
    await expect.poll(() => page.getByRole('combobox', { name: /^Klient/ }).inputValue()).toBe(name);
    await expect.poll(() => page.getByRole('combobox', { name: /^Odbiorca/ }).inputValue()).toBe(name);
    expect(await page.getByRole('region', { name: /Sprzedaż zablokowana/ }).count()).toBe(0);
    await expectAccessible(page);

    await page.goto(clientHref({ id: 4, name }));
    await page.getByRole('link', { name: 'Utwórz zamówienie' }).click();
    await expect.poll(() => pathOf(page)).toBe('/pl/dashboard/orders/add-order/1?client-id=4');
    await expect.poll(() => page.getByRole('combobox', { name: /^Klient/ }).inputValue()).toBe(name);
    await expect.poll(() => page.getByRole('combobox', { name: /^Odbiorca/ }).inputValue()).toBe(name);
    await expectAccessible(page);
    const next = page.getByRole('button', { name: 'Dalej' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toMatch(/^\/pl\/dashboard\/orders\/add-order\/2\?order-id=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('order-id'));
    const seller = await apiAs('handlowiec');
    const made = await seller.call('orderById', { params: { id: orderId } });
    expect(made).toMatchObject({ client_id: 4, customer_fullname: name, status: 'draft' });
    // The new draft is on the card's orders tab.
    await page.goto(`${clientHref({ id: 4, name })}?tab=orders`);
    await expect.poll(() => table(page, 'Zamówienia').getByRole('rowheader', { name: made.number }).count()).toBe(1);
  });

  it('says a blocked client is blocked, with the mailbox; offers go on; no new order; the order page refuses and releases', async () => {
    const id = SPECIAL_CLIENTS.blocked;
    const name = names.get(id) ?? '';
    const page = await suite.open('handlowiec', `/pl/dashboard/clients/${id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const notice = page.getByRole('region', { name: /Sprzedaż zablokowana/ });
    const text = (await notice.textContent()) ?? '';
    expect(text).toContain('Nowych zamówień tego klienta nie można tworzyć ani potwierdzać');
    expect(text).toMatch(/przekroczony limit kredytowy|faktury po terminie/);
    const mailbox = brands.one.blockedSalesMailbox;
    const mail = new URL((await notice.getByRole('link', { name: mailbox }).getAttribute('href')) ?? '');
    expect(mail.pathname).toBe(mailbox);
    expect(mail.searchParams.get('subject')).toContain(name);
    // No order to create: the offer leads, the settlements mailbox takes the order's place.
    expect(await page.getByRole('link', { name: /Utwórz zamówienie/ }).count()).toBe(0);
    const settle = new URL(
      (await page.getByRole('link', { name: 'Napisz do rozrachunków' }).getAttribute('href')) ?? '',
    );
    expect(settle.pathname).toBe(mailbox);
    await expectAccessible(page);
    await shoot(page, 'blocked');

    // The offer wizard says so too, and still prepares the offer.
    await page.getByRole('link', { name: 'Przygotuj ofertę' }).click();
    const wizardNotice = page.getByRole('region', { name: /Sprzedaż zablokowana/ });
    await wizardNotice.waitFor();
    expect(await wizardNotice.textContent()).toContain('Ofertę możesz przygotować');
    await expectAccessible(page);
    await shoot(page, 'offer-wizard-blocked');

    // The order wizard opened for the client anyway (a link, the address): no new order, in
    // words; "Dalej" is off and the way on is an offer for that client. Enter makes nothing.
    const before = (await (await apiAs('handlowiec')).call('clientOrderList', { params: { clientId: id }, query: {} }))
      .total;
    await page.goto(`/pl/dashboard/orders/add-order/1?client-id=${id}`);
    const orderNotice = page.getByRole('region', { name: /Sprzedaż zablokowana/ });
    await orderNotice.waitFor();
    expect(await orderNotice.textContent()).toContain('Nowego zamówienia dla tego klienta nie utworzysz');
    expect(await orderNotice.getByRole('link', { name: mailbox }).count()).toBe(1);
    const next = page.getByRole('button', { name: 'Dalej' });
    await expect.poll(() => next.isDisabled()).toBe(true);
    const instead = page.getByRole('link', { name: 'Przygotuj ofertę dla tego klienta' });
    expect(await instead.getAttribute('href')).toBe(`/pl/dashboard/offers/add-offer/1?client-id=${id}`);
    await expectAccessible(page);
    await shoot(page, 'order-wizard-blocked');
    await page.getByRole('textbox', { name: /Uwagi/ }).first().focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(500);
    expect(pathOf(page)).toMatch(/^\/pl\/dashboard\/orders\/add-order\/1/);
    expect(
      (await (await apiAs('handlowiec')).call('clientOrderList', { params: { clientId: id }, query: {} })).total,
    ).toBe(before);

    // A regional director may make one (written in its history) but not confirm their own: the
    // order page says so, and the server refuses with 409 and the mailbox.
    const director = await apiAs('dyrektor.regionu');
    // A product at its catalogue price with a wide margin: the order needs no approval, only the
    // block stands in the way.
    const prices = (await director.call('productPrices', { query: { limit: 50 } })).items;
    const product = prices.find((p) => (p.catalog_price - p.buy_price) / p.catalog_price > 0.3);
    if (!product) throw new Error('no product with a 30 % margin among the first 50');
    const draft = await director.call('orderCreate', {
      body: { client_id: id, items: [{ product_id: product.id, quantity: 1, client_price: product.catalog_price }] },
    });
    expect(draft.required_approval_level).toBe('none');
    const own = await suite.open('dyrektor.regionu', `/pl/dashboard/orders/${draft.id}`);
    const ownNotice = own.getByRole('region', { name: /Sprzedaż zablokowana/ });
    await ownNotice.waitFor();
    expect(await ownNotice.textContent()).toContain('(nie autor zamówienia)');
    const confirmIn = (p: Page) =>
      p.getByRole('group', { name: 'Akcje zamówienia' }).getByRole('button', { name: 'Potwierdź zamówienie' });
    await confirmIn(own).focus();
    await own.keyboard.press('Enter');
    const dialog = own.getByRole('alertdialog');
    await dialog.getByRole('button', { name: /^Potwierdź (zamówienie|mimo braków)$/ }).focus();
    await own.keyboard.press('Enter');
    const refusal = dialog.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(`Sprzedaż dla klienta „${name}” jest zablokowana`);
    expect(await refusal.textContent()).toContain(mailbox);
    await expectAccessible(own);
    expect((await director.call('orderById', { params: { id: draft.id } })).status).toBe('draft');

    // The board releases it by confirming; the history says so.
    const board = await suite.open('zarzad', `/pl/dashboard/orders/${draft.id}`);
    const boardNotice = board.getByRole('region', { name: /Sprzedaż zablokowana/ });
    await boardNotice.waitFor();
    expect(await boardNotice.textContent()).toContain('Możesz potwierdzić to zamówienie mimo blokady');
    await expectAccessible(board);
    await shoot(board, 'order-page-blocked');
    await confirmIn(board).focus();
    await board.keyboard.press('Enter');
    await board
      .getByRole('alertdialog')
      .getByRole('button', { name: /^Potwierdź (zamówienie|mimo braków)$/ })
      .focus();
    await board.keyboard.press('Enter');
    await expect
      .poll(async () => (await director.call('orderById', { params: { id: draft.id } })).status)
      .toBe('confirmed');
    const history = await director.call('orderHistory', { params: { id: draft.id }, query: {} });
    const lines = history.items.map((h) => h.description);
    expect(lines).toContainEqual(expect.stringMatching(/^Utworzono mimo blokady sprzedaży klienta/));
    expect(lines).toContainEqual(expect.stringMatching(/^Potwierdzono mimo blokady sprzedaży klienta/));
    // Four pages, three people and two confirmations: more than one page's minute on a loaded machine.
  }, 180_000);

  it('opens a client whose name holds / and Polish letters from a shared link, and from its number', async () => {
    const id = SPECIAL_CLIENTS.awkwardName;
    const name = names.get(id) ?? '';
    expect(name).toMatch(/\//);
    const shared = clientHref({ id, name });
    const page = await suite.open('handlowiec', shared);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(pathOf(page)).toBe(shared);
    await expectAccessible(page);
    // The number alone (older links) opens the same client and takes its name into the address.
    await page.goto(`/pl/dashboard/clients/${id}?tab=orders`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await expect.poll(() => pathOf(page)).toBe(`${shared}?tab=orders`);
    await expect.poll(() => table(page, 'Zamówienia').count()).toBe(1);
    await expectAccessible(page);
  });
});
