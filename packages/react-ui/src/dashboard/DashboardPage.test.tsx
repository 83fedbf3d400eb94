import { emptiedMockState } from '@salesdesk/fixtures/msw';
import { brands } from '@salesdesk/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from '../index';
import { sampleUser } from '../test/fakeSalesdesk';
import { setupMswBackend, TEST_API } from '../test/mswServer';
import { renderPage } from '../test/renderPage';

const backend = setupMswBackend();

function tiles() {
  return within(screen.getByRole('list', { name: 'Skróty' }));
}

describe('DashboardPage', () => {
  it('shows the six shortcut tiles of SPEC §2 until the user pins their own', async () => {
    renderPage(<DashboardPage />, '/pl/dashboard');
    await waitFor(() =>
      expect(
        tiles()
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual([
        '/pl/dashboard/orders',
        '/pl/dashboard/clients',
        '/pl/dashboard/orders/add-order/1',
        '/pl/dashboard/offers/add-offer/1',
        '/pl/dashboard/offers',
        brands.one.investmentsUrl,
      ]),
    );
    expect(tiles().getByRole('link', { name: /Przygotuj ofertę/ })).toBeTruthy();
  });

  it('shows the tiles the user pinned, in their order, leaving out pages the user may not open', async () => {
    backend.state.shortcuts = ['invoices', 'users', 'offers'];
    renderPage(<DashboardPage />, '/pl/dashboard');
    await waitFor(() =>
      expect(
        tiles()
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(['/pl/dashboard/invoices', '/pl/dashboard/offers']),
    );
  });

  it('opens the investments application of the brand in a new tab', async () => {
    renderPage(<DashboardPage />, '/pl/dashboard', {}, brands.two);
    const link = await screen.findByRole('link', { name: /Inwestycje/ });
    expect(link.getAttribute('href')).toBe(brands.two.investmentsUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('navigates inside the app on a plain click', async () => {
    const { route } = renderPage(<DashboardPage />, '/pl/dashboard');
    fireEvent.click(await screen.findByRole('link', { name: /^Oferty/ }), { button: 0 });
    expect(route.history).toEqual(['/pl/dashboard', '/pl/dashboard/offers']);
  });

  it('greets the user by name and shows their sales of the last 12 months', async () => {
    const month = { net_value: 1_234_567_89, margin_amount: 234_567_00, margin: 19, orders_count: 42 };
    backend.server.use(
      http.get(`${TEST_API}/api/sales-stats`, () =>
        HttpResponse.json({
          user_id: 2,
          currency: 'PLN',
          months: [{ month: '2026-11', ...month }],
          totals: month,
        }),
      ),
    );
    renderPage(<DashboardPage />, '/pl/dashboard');
    expect(screen.getByText('Witaj, Łukasz Żółkiewski!')).toBeTruthy();
    const panel = await screen.findByRole('region', { name: 'Twoja sprzedaż' });
    await waitFor(() => expect(within(panel).getAllByText('1 234 567,89 zł')).toHaveLength(2));
    expect(within(panel).getByText('42')).toBeTruthy();
    expect(within(panel).getAllByText('19,00 %')).toHaveLength(2);
  });

  it('under "Ostatnie 12 miesięcy" lists all twelve months, newest first', async () => {
    const months = Array.from({ length: 12 }, (_, i) => ({
      month: `${i < 1 ? 2025 : 2026}-${String(i < 1 ? 12 : i).padStart(2, '0')}`,
      net_value: 100_00 * (i + 1),
      margin_amount: 10_00,
      margin: 10,
      orders_count: 1,
    }));
    backend.server.use(
      http.get(`${TEST_API}/api/sales-stats`, () =>
        HttpResponse.json({
          user_id: 2,
          currency: 'PLN',
          months,
          totals: { net_value: 7800_00, margin_amount: 120_00, margin: 10, orders_count: 12 },
        }),
      ),
    );
    renderPage(<DashboardPage />, '/pl/dashboard');
    const panel = await screen.findByRole('region', { name: 'Twoja sprzedaż' });
    expect(within(panel).getByText('Ostatnie 12 miesięcy')).toBeTruthy();
    const table = await within(panel).findByRole('table', { name: 'Sprzedaż w ostatnich miesiącach' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]?.textContent).toContain('lis 2026');
    expect(rows[11]?.textContent).toContain('gru 2025');
    expect(rows[11]?.textContent).toContain('100,00');
  });
});

describe('DashboardPage: first steps of an empty system', () => {
  const admin = { user: { ...sampleUser, user_id: 1, username: 'admin', role: 'Administrators' } };

  /** Resolves once the mock backend has answered `/api/setup-status`. */
  function setupStatusAnswered(): Promise<void> {
    return new Promise((resolve) => {
      backend.server.events.on('response:mocked', ({ request }) => {
        if (new URL(request.url).pathname === '/api/setup-status') resolve();
      });
    });
  }

  it('shows an administrator what to import first and in which order, with the way to the imports', async () => {
    Object.assign(backend.state, emptiedMockState(backend.state));
    renderPage(<DashboardPage />, '/pl/dashboard', admin);
    const card = await screen.findByRole('region', { name: 'Pierwsze kroki' });
    const steps = within(within(card).getByRole('list', { name: 'Kolejność importu' })).getAllByRole('listitem');
    expect(steps.map((li) => li.getAttribute('data-step'))).toEqual([
      'companies',
      'warehouses',
      'products',
      'priced_products',
      'stock',
      'staff',
      'clients',
      'contacts',
      'invoices',
      'payments',
    ]);
    // The home company is there from the first start; everything else waits for its import.
    expect(steps[0]?.textContent).toBe('Firmy (gotowe: 1)');
    expect(steps[5]?.textContent).toBe('Pracownicy (do zaimportowania)');
    expect(steps[2]?.textContent).toBe('Produkty (kartoteka towarowa) (do zaimportowania)');
    expect(steps.filter((li) => li.getAttribute('data-done') === 'true')).toHaveLength(1);
    const link = within(card).getByRole('link', { name: 'Przejdź do importów' });
    expect(link.getAttribute('href')).toBe('/pl/dashboard/imports');
    link.focus();
    expect(document.activeElement).toBe(link);
    // The tiles and the sales panel are still there, with zero sales.
    expect(screen.getByRole('list', { name: 'Skróty' })).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Twoja sprzedaż' });
    await waitFor(() => expect(within(panel).getAllByText('0,00 zł')).toHaveLength(2));
  });

  it('takes the administrator to the imports page', async () => {
    Object.assign(backend.state, emptiedMockState(backend.state));
    const { route } = renderPage(<DashboardPage />, '/pl/dashboard', admin);
    fireEvent.click(await screen.findByRole('link', { name: 'Przejdź do importów' }), { button: 0 });
    expect(route.history).toEqual(['/pl/dashboard', '/pl/dashboard/imports']);
  });

  it('links each step a file import fills to the upload with its kind chosen', async () => {
    Object.assign(backend.state, emptiedMockState(backend.state));
    const { route } = renderPage(<DashboardPage />, '/pl/dashboard', admin);
    const card = await screen.findByRole('region', { name: 'Pierwsze kroki' });
    const links = within(within(card).getByRole('list', { name: 'Kolejność importu' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/pl/dashboard/imports?kind=companies',
      '/pl/dashboard/imports?kind=warehouses',
      '/pl/dashboard/imports?kind=products',
      '/pl/dashboard/imports?kind=prices',
      '/pl/dashboard/imports?kind=stock',
      '/pl/dashboard/imports?kind=users',
      '/pl/dashboard/imports?kind=clients',
      '/pl/dashboard/imports?kind=contacts',
      '/pl/dashboard/imports?kind=payments',
    ]);
    fireEvent.click(within(card).getByRole('link', { name: 'Stany magazynowe' }), { button: 0 });
    expect(route.history.at(-1)).toBe('/pl/dashboard/imports?kind=stock');
  });

  it('shows nothing of it once the catalogue and the clients are in', async () => {
    const answered = setupStatusAnswered();
    renderPage(<DashboardPage />, '/pl/dashboard', admin);
    await answered;
    await screen.findByRole('region', { name: 'Twoja sprzedaż' });
    expect(screen.queryByRole('region', { name: 'Pierwsze kroki' })).toBeNull();
  });

  it('shows nothing of it to a salesperson, who does not even ask', async () => {
    Object.assign(backend.state, emptiedMockState(backend.state));
    const asked: string[] = [];
    backend.server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
    renderPage(<DashboardPage />, '/pl/dashboard');
    await waitFor(() => expect(asked).toContain('/api/sales-stats'));
    await screen.findByRole('region', { name: 'Twoja sprzedaż' });
    expect(screen.queryByRole('region', { name: 'Pierwsze kroki' })).toBeNull();
    expect(asked).not.toContain('/api/setup-status');
  });
});
