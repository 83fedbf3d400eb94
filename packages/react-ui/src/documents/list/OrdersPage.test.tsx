import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../test/fakeSalesdesk';
import { bodyRows, listPageContract } from '../../test/listPageContract';
import { setupMswBackend } from '../../test/mswServer';
import { renderPage } from '../../test/renderPage';
import { OrdersPage } from './DocumentListPage';

// These tests page through the fixtures five rows at a time: this user chose 5 a page.
const backend = setupMswBackend({ listPageSize: 5 });

describe('OrdersPage', () => {
  listPageContract(backend, {
    page: <OrdersPage />,
    path: '/pl/dashboard/orders',
    table: 'Zamówienia',
    endpoint: 'orderList',
    tableId: 'orders',
    sortBy: { header: 'Numer', field: 'number' },
    hideable: { header: 'Marża', key: 'margin' },
    searchLabel: 'Szukaj po numerze lub kliencie',
  });

  it('makes one offer of the selected orders and opens it', async () => {
    const { route } = renderPage(<OrdersPage />, '/pl/dashboard/orders');
    await waitFor(() => expect(bodyRows('Zamówienia')).toHaveLength(5));
    for (const row of bodyRows('Zamówienia').slice(0, 2)) fireEvent.click(within(row).getByRole('checkbox'));
    expect(screen.getByText('Zaznaczono 2 na tej stronie.')).toBeTruthy();
    const before = backend.state.offers.length;
    fireEvent.click(screen.getByRole('button', { name: 'Utwórz ofertę z zamówień' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Utworzyć ofertę z zamówień (2)?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Utwórz ofertę' }));
    await waitFor(() => expect(backend.state.offers.length).toBe(before + 1));
    const created = backend.state.offers[0];
    await waitFor(() => expect(route.history.at(-1)).toBe(`/pl/dashboard/offers/${created?.id}`));
  });

  it('gives an approver "Do potwierdzenia": the orders whose lines need their approval, with a count; a row opens its order', async () => {
    const director = { ...sampleUser, user_id: 40, role: 'Zarząd', is_acceptor: true };
    backend.state.me = director;
    const waiting = backend.state.orders.find((o) => o.status === 'draft' && !o.archived && o.items.length > 0);
    if (!waiting) throw new Error('fixtures need a draft order with lines');
    // Sold below cost by someone else: only the board may confirm it.
    Object.assign(waiting, { creator_id: 2, approval_level: null });
    for (const line of waiting.items) Object.assign(line, { client_price: 1 });
    const { route } = renderPage(<OrdersPage />, '/pl/dashboard/orders', { user: director });
    const tab = await screen.findByRole('tab', { name: /Do potwierdzenia/ });
    await waitFor(() => expect(tab.textContent).toMatch(/\d/));
    fireEvent.click(tab);
    await waitFor(() => expect(route.history.at(-1)).toBe('/pl/dashboard/orders?tab=toConfirm'));
    // The previous tab's rows stay on screen until the new list arrives.
    await waitFor(() => {
      const rows = bodyRows('Do potwierdzenia');
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const number = within(row).getByRole('rowheader').textContent;
        const order = backend.state.orders.find((o) => o.number === number);
        expect(order).toMatchObject({ status: 'draft', archived: false });
        expect(order?.creator_id).not.toBe(director.user_id);
      }
    });
    // The order waiting for them is among them; its row leads to it.
    const search = screen.getByRole('searchbox', { name: 'Szukaj po numerze lub kliencie' });
    fireEvent.change(search, { target: { value: waiting.number } });
    await waitFor(() => expect(bodyRows('Do potwierdzenia')).toHaveLength(1));
    expect(bodyRows('Do potwierdzenia')[0]?.getAttribute('data-href')).toBe(`/pl/dashboard/orders/${waiting.id}`);
  });

  it('shows a salesperson no "Do potwierdzenia" when nothing waits for them', async () => {
    renderPage(<OrdersPage />, '/pl/dashboard/orders');
    await waitFor(() => expect(bodyRows('Zamówienia')).toHaveLength(5));
    expect(screen.queryByRole('tab', { name: /Do potwierdzenia/ })).toBeNull();
  });
});
