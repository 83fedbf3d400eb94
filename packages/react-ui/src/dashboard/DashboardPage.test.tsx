import { brands } from '@salesdesk/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from '../index';
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
