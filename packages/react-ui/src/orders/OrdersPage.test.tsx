import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyRows, listPageContract } from '../test/listPageContract';
import { setupMswBackend } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { OrdersPage } from './OrdersPage';

const backend = setupMswBackend();

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
});
