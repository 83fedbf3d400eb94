import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyRows, listPageContract } from '../test/listPageContract';
import { setupMswBackend } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { StockPage } from './StockPage';

const backend = setupMswBackend();

describe('StockPage', () => {
  listPageContract(backend, {
    page: <StockPage />,
    path: '/pl/dashboard/stock',
    table: 'Magazyn',
    endpoint: 'warehouseProducts',
    tableId: 'stockhouseProducts',
    sortBy: { header: 'Symbol', field: 'symbol' },
    hideable: { header: 'Cena katalogowa', key: 'catalog_price' },
    searchLabel: 'Szukaj po symbolu lub nazwie',
  });

  it('says which warehouse the stock is for and starts with available products as the user’s flags say', async () => {
    const calls: URL[] = [];
    backend.server.events.on('request:start', ({ request }) => calls.push(new URL(request.url)));
    renderPage(<StockPage />, '/pl/dashboard/stock');
    expect(await screen.findByText(/Stan magazynu WRO/)).toBeTruthy();
    await waitFor(() => expect(bodyRows('Magazyn').length).toBeGreaterThan(0));
    const call = calls.find((u) => u.pathname === '/api/inventory/warehouse-products');
    expect(call?.searchParams.get('in_stock')).toBe(String(backend.state.stockFilter.stockhouseProducts));
  });

  it('switches to the catalogue through the URL and shows a product’s stock in every warehouse', async () => {
    const { route } = renderPage(<StockPage />, '/pl/dashboard/stock');
    fireEvent.click(await screen.findByRole('tab', { name: 'Katalog' }));
    await waitFor(() => expect(route.history.at(-1)).toBe('/pl/dashboard/stock?tab=catalogue'));
    await waitFor(() => expect(bodyRows('Katalog').length).toBeGreaterThan(0));
    const row = bodyRows('Katalog')[0] as HTMLElement;
    const name = within(row).getByRole('rowheader').textContent ?? '';
    fireEvent.click(within(row).getByRole('button', { name: `Stany w magazynach: ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Stany produktu ${name}` });
    await waitFor(() =>
      expect(within(dialog).getByRole('table').querySelectorAll('tbody tr').length).toBeGreaterThan(0),
    );
    // Every warehouse of the company, the user's own (WAW, KRK) first and marked, then the others.
    const warehouses = within(within(dialog).getByRole('table'))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent ?? '');
    expect(warehouses.map((w) => w.slice(0, 3))).toEqual(['WAW', 'KRK', 'GDA', 'POZ', 'WRO']);
    expect(warehouses.map((w) => w.endsWith('Twój'))).toEqual([true, true, false, false, false]);
    expect(within(dialog).getByText('Pozostałe magazyny firmy')).toBeTruthy();
  });

  it('adds the product to one of the user’s draft offers from the panel, with its version', async () => {
    const bodies: unknown[] = [];
    backend.server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.startsWith('/api/offer-item/'))
        bodies.push(await request.clone().json());
    });
    renderPage(<StockPage />, '/pl/dashboard/stock?tab=catalogue');
    await waitFor(() => expect(bodyRows('Katalog').length).toBeGreaterThan(0));
    const row = bodyRows('Katalog')[0] as HTMLElement;
    const name = within(row).getByRole('rowheader').textContent ?? '';
    fireEvent.click(within(row).getByRole('button', { name: `Stany w magazynach: ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Stany produktu ${name}` });
    expect(await within(dialog).findByText('Cena katalogowa')).toBeTruthy();
    const add = await within(dialog).findByRole('button', { name: 'Dodaj do oferty' });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(add);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ quantity: 1 });
    expect(typeof (bodies[0] as { version: number }).version).toBe('number');
  });
});
