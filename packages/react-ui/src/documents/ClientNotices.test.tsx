import { SPECIAL_CLIENTS } from '@salesdesk/fixtures';
import {
  brands,
  createApiClient,
  formatMoney,
  memoryTokenStore,
  type OrderDetail,
  type UserInformation,
} from '@salesdesk/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../test/fakeSalesdesk';
import { recordWrites, setupMswBackend, TEST_API } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { OrderPage } from './OrderPage';
import { AddOfferPage, AddOrderPage } from './wizard/AddDocumentPage';

const backend = setupMswBackend();

const region: UserInformation = { ...sampleUser, user_id: 4, username: 'dyrektor.regionu', role: 'Dyrektor Regionu' };
const text = (element: Element) => (element.textContent ?? '').replace(/\u00a0/g, ' ');
const money = (grosze: number) => formatMoney(grosze).replace(/\u00a0/g, ' ');

/** A draft order with lines of `creator`, for `clientId`. */
function draftOrder(clientId: number, creator = sampleUser.user_id): OrderDetail {
  const order = backend.state.orders.find((o) => o.items.length > 1);
  const client = backend.state.clients.find((c) => c.id === clientId);
  if (!order || !client) throw new Error('fixtures need an order with lines and the client');
  return Object.assign(order, {
    status: 'draft',
    archived: false,
    confirmed_at: null,
    creator_id: creator,
    client_id: client.id,
    customer_fullname: client.name,
    required_approval_level: 'none',
    // Approved for whatever its lines need (by an approver, not carried from an offer, which the
    // mock backend decides again at confirmation): only the block stands in the confirmation's way.
    approval_level: 'board',
    offer_id: null,
  });
}

function openOrder(order: OrderDetail, user: UserInformation = sampleUser) {
  backend.state.me = { ...backend.state.me, user_id: user.user_id, role: user.role };
  const at = { path: `/pl/dashboard/orders/${order.id}`, params: { symbol: String(order.id) }, search: {} };
  return renderPage(<OrderPage location={at as never} />, at.path, { user });
}

const blockNotice = () => screen.findByRole('region', { name: /Sprzedaż zablokowana/ });

describe('ClientNotices in the document workspace', () => {
  it('order wizard: a blocked client gets no new order in words with the mailbox, and "Dalej" stays off', async () => {
    const id = SPECIAL_CLIENTS.blocked;
    const writes = recordWrites(backend);
    const path = `/pl/dashboard/orders/add-order/1?client-id=${id}`;
    renderPage(
      <AddOrderPage location={{ path, params: { stepId: '1' }, search: { 'client-id': String(id) } } as never} />,
      path,
    );
    const notice = await blockNotice();
    expect(text(notice)).toContain('Nowego zamówienia dla tego klienta nie utworzysz');
    expect(text(notice)).toMatch(/przekroczony limit kredytowy|faktury po terminie/);
    const mail = within(notice).getByRole('link', { name: brands.one.blockedSalesMailbox });
    expect(mail.getAttribute('href')).toMatch(/^mailto:/);
    // Whoever may not release the block is not led into a refusal: "Dalej" stays off.
    const next = screen.getByRole('button', { name: 'Dalej' });
    expect(next.hasAttribute('disabled') || next.getAttribute('aria-disabled') === 'true').toBe(true);
    fireEvent.click(next);
    expect(writes.filter((w) => w.path === '/api/order/create')).toHaveLength(0);
    expect(backend.state.orders.some((o) => o.client_id === id && o.created_at.startsWith('2026-11-22'))).toBe(false);
  });

  it('order wizard: a regional director is told they may make the order despite the block', async () => {
    const id = SPECIAL_CLIENTS.blocked;
    backend.state.me = { ...backend.state.me, user_id: region.user_id, role: region.role };
    const path = `/pl/dashboard/orders/add-order/1?client-id=${id}`;
    renderPage(
      <AddOrderPage location={{ path, params: { stepId: '1' }, search: { 'client-id': String(id) } } as never} />,
      path,
      { user: region },
    );
    expect(text(await blockNotice())).toContain('Możesz utworzyć zamówienie mimo blokady');
  });

  it('offer wizard: the offer can still be prepared for a blocked client', async () => {
    const id = SPECIAL_CLIENTS.blocked;
    const path = `/pl/dashboard/offers/add-offer/1?client-id=${id}`;
    renderPage(
      <AddOfferPage location={{ path, params: { stepId: '1' }, search: { 'client-id': String(id) } } as never} />,
      path,
    );
    expect(text(await blockNotice())).toContain('Ofertę możesz przygotować');
  });

  it('order page: the author is told it will not be confirmed and by whom; a regional director that they may confirm it', async () => {
    const order = draftOrder(SPECIAL_CLIENTS.blocked);
    const view = openOrder(order);
    expect(text(await blockNotice())).toContain('nie zostanie potwierdzone');
    expect(text(await blockNotice())).toContain('(nie autor zamówienia)');
    view.view.unmount();
    openOrder(order, region);
    expect(text(await blockNotice())).toContain('Możesz potwierdzić to zamówienie mimo blokady');
  });

  it('order page: a regional director confirms the seller’s order of a blocked client, written in its history', async () => {
    const order = draftOrder(SPECIAL_CLIENTS.blocked);
    openOrder(order, region);
    await blockNotice();
    const actions = screen.getByRole('group', { name: 'Akcje zamówienia' });
    fireEvent.click(await within(actions).findByRole('button', { name: 'Potwierdź zamówienie' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Potwierdź zamówienie' }));
    await waitFor(() => expect(order.status).toBe('confirmed'));
    const api = createApiClient({ baseURL: TEST_API, tokenStore: memoryTokenStore('t') });
    const history = await api.call('orderHistory', { params: { id: order.id }, query: {} });
    expect(history.items.map((h) => h.description)).toContainEqual(
      expect.stringMatching(/^Potwierdzono mimo blokady sprzedaży klienta/),
    );
  });

  it('order page: the author’s confirmation of a blocked client’s order shows the server’s refusal and leaves it a draft', async () => {
    const order = draftOrder(SPECIAL_CLIENTS.blocked);
    openOrder(order);
    await blockNotice();
    const actions = screen.getByRole('group', { name: 'Akcje zamówienia' });
    fireEvent.click(await within(actions).findByRole('button', { name: 'Potwierdź zamówienie' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Potwierdź zamówienie' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(text(refusal)).toMatch(/^Sprzedaż dla klienta „.*” jest zablokowana/);
    expect(text(refusal)).toContain(brands.one.blockedSalesMailbox);
    expect(order.status).toBe('draft');
  });

  it('order page: says nothing about the block once the order is confirmed', async () => {
    const order = Object.assign(draftOrder(SPECIAL_CLIENTS.blocked), { status: 'confirmed' });
    openOrder(order);
    await screen.findByRole('heading', { name: `Zamówienie ${order.number}` });
    expect(screen.queryByRole('region', { name: /Sprzedaż zablokowana/ })).toBeNull();
  });

  it('order page: warns that confirming this draft takes a client over its credit limit', async () => {
    const clientId = 4;
    const api = createApiClient({ baseURL: TEST_API, tokenStore: memoryTokenStore('t') });
    const before = await api.call('clientById', { params: { id: clientId } });
    expect(before.sales_block.blocked).toBe(false);
    const client = backend.state.clients.find((c) => c.id === clientId);
    if (!client) throw new Error('no client 4');
    // Exactly at the limit: not blocked, but any order goes over it.
    client.credit_limit = before.credit_used;
    client.payment_term_days = 14;
    const order = draftOrder(clientId);
    openOrder(order);
    const notice = await screen.findByRole('region', { name: 'Limit kredytowy' });
    expect(text(notice)).toContain(`Po potwierdzeniu tego zamówienia (${money(order.grand_total_incl_tax)})`);
    expect(text(notice)).toContain(`wykorzystano ${money(before.credit_used)} z ${money(before.credit_used)}`);
    expect(screen.queryByRole('region', { name: /Sprzedaż zablokowana/ })).toBeNull();
  });

  it('order page: warns about invoices past due within the tolerance', async () => {
    const order = draftOrder(4);
    const invoice = backend.state.invoices.find((i) => i.client_id === 4);
    if (!invoice) throw new Error('client 4 needs an invoice');
    // Three days past due, left to pay: within the 14 days tolerated.
    Object.assign(invoice, { 'date-of-payment': '2026-11-19', 'left-to-pay': 12_300, 'status-invoices': 'overdue' });
    openOrder(order);
    const notice = await screen.findByRole('region', { name: 'Faktury po terminie' });
    await waitFor(() => expect(text(notice)).toContain('3 dni po terminie'));
    expect(text(notice)).toContain('14 dni tolerancji');
  });
});
