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

const noCounts = {
  offer_drafts: 0,
  offers_to_correct: 0,
  offers_approved: 0,
  offers_at_client: 0,
  order_drafts: 0,
  offers_to_approve: null,
  offers_to_approve_as_deputy: null,
  orders_to_confirm: null,
  imports_failed: null,
  webhooks_failing: null,
};

function answerCounts(counts: Record<string, number | null>) {
  backend.server.use(http.get(`${TEST_API}/api/dashboard-counts`, () => HttpResponse.json({ ...noCounts, ...counts })));
}

async function workTiles() {
  const list = await screen.findByRole('list', { name: 'Sprawy do załatwienia' });
  return within(list)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
}

describe('DashboardPage: "Na dziś"', () => {
  it('gives a salesperson the counts of their own work, each a link to the filtered list', async () => {
    answerCounts({ offer_drafts: 3, offers_to_correct: 1, offers_approved: 2, offers_at_client: 7, order_drafts: 4 });
    renderPage(<DashboardPage />, '/pl/dashboard');
    expect(await workTiles()).toEqual([
      ['1Oferty do poprawy', '/pl/dashboard/offers?status=pending_correct&creator_id=2'],
      ['3Moje szkice ofert', '/pl/dashboard/offers?tab=drafts'],
      ['2Zaakceptowane – do wysłania', '/pl/dashboard/offers?status=approved&creator_id=2'],
      ['7Oferty u klienta', '/pl/dashboard/offers?status=pending_approval_client&creator_id=2'],
      ['4Zamówienia niepotwierdzone', '/pl/dashboard/orders?status=draft&creator_id=2'],
    ]);
  });

  it('puts the offers waiting for an approver first, with those waiting for them as a deputy', async () => {
    answerCounts({ offers_to_approve: 60, offers_to_approve_as_deputy: 12, orders_to_confirm: 5 });
    const approver = { user: { ...sampleUser, role: 'Dyrektor Oddziału', is_acceptor: true } };
    const { route } = renderPage(<DashboardPage />, '/pl/dashboard', approver);
    const tiles = await workTiles();
    expect(tiles.slice(0, 2)).toEqual([
      ['60Oferty do akceptacjiw tym 12 w zastępstwie', '/pl/dashboard/offers?tab=toApprove'],
      ['5Zamówienia do potwierdzenia', '/pl/dashboard/orders?tab=toConfirm'],
    ]);
    const tile = screen.getByRole('link', { name: /Oferty do akceptacji/ });
    expect(tile.closest('li')?.getAttribute('data-count')).toBe('60');
    fireEvent.click(tile, { button: 0 });
    expect(route.history.at(-1)).toBe('/pl/dashboard/offers?tab=toApprove');
  });

  it('gives an administrator failed imports and webhooks', async () => {
    answerCounts({ imports_failed: 2, webhooks_failing: 1 });
    const admin = { user: { ...sampleUser, user_id: 1, username: 'admin', role: 'Administrators' } };
    renderPage(<DashboardPage />, '/pl/dashboard', admin);
    const tiles = await workTiles();
    expect(tiles.slice(0, 2)).toEqual([
      ['2Nieudane importy (7 dni)', '/pl/dashboard/imports?tab=history'],
      ['1Webhooki z błędami', '/pl/dashboard/webhooks'],
    ]);
  });

  it('shows the counts of the mock backend, equal to its lists', async () => {
    renderPage(<DashboardPage />, '/pl/dashboard');
    const list = await screen.findByRole('list', { name: 'Sprawy do załatwienia' });
    const drafts = within(list)
      .getByRole('link', { name: /Moje szkice ofert/ })
      .closest('li');
    const mine = backend.state.offers.filter(
      (o) => o.status === 'draft' && !o.archived && o.creator_id === backend.state.me.user_id,
    ).length;
    expect(drafts?.getAttribute('data-count')).toBe(String(mine));
  });

  it('says so when the counts cannot be loaded, and keeps the rest of the page', async () => {
    backend.server.use(
      http.get(`${TEST_API}/api/dashboard-counts`, () =>
        HttpResponse.json({ code: 'internal_error', message: 'x' }, { status: 500 }),
      ),
    );
    renderPage(<DashboardPage />, '/pl/dashboard');
    expect((await screen.findByRole('alert')).textContent).toContain('Nie udało się wczytać liczników');
    expect(screen.getByRole('list', { name: 'Skróty' })).toBeTruthy();
  });
});

describe('DashboardPage: the sales chart', () => {
  const months = Array.from({ length: 12 }, (_, i) => ({
    month: `2026-${String(i + 1).padStart(2, '0')}`,
    net_value: 1000_00 * (i + 1),
    margin_amount: 150_00 * (i + 1),
    margin: 15,
    orders_count: 2,
  }));
  const answerStats = () =>
    backend.server.use(
      http.get(`${TEST_API}/api/sales-stats`, () =>
        HttpResponse.json({
          user_id: 2,
          currency: 'PLN',
          months,
          totals: { net_value: 78_000_00, margin_amount: 11_700_00, margin: 15, orders_count: 24 },
        }),
      ),
    );

  it('draws net sales with the margin beside it, oldest to newest, the table kept for screen readers', async () => {
    answerStats();
    renderPage(<DashboardPage />, '/pl/dashboard');
    const panel = await screen.findByRole('region', { name: 'Twoja sprzedaż' });
    const chart = await within(panel).findByTestId('sales-chart');
    expect(chart.getAttribute('aria-hidden')).toBe('true');
    const groups = chart.querySelectorAll('g[data-month]');
    expect([...groups].map((g) => g.getAttribute('data-month'))).toEqual(months.map((m) => m.month));
    const heights = (series: string) =>
      [...chart.querySelectorAll(`rect[data-series="${series}"]`)].map((r) => Number(r.getAttribute('height')));
    // December is the highest month: its bar fills the drawing; the margin bar is 15 % of it.
    expect(heights('net').at(-1)).toBe(100);
    expect(heights('margin').at(-1)).toBeCloseTo(15);
    expect(heights('net')[0]).toBeCloseTo(100 / 12);
    // Amounts in the pl-PL format, with non-breaking spaces.
    expect(groups[0]?.querySelector('title')?.textContent?.replace(/\s/g, ' ')).toBe(
      'styczeń 2026: sprzedaż netto 1 000,00 zł, marża 150,00 zł (15,00 %)',
    );
    // The table is there, visually hidden, for screen readers.
    const table = within(panel).getByRole('table', { name: 'Sprzedaż w ostatnich miesiącach' });
    expect(table.className).toContain('sr-only');
  });

  it('shows the table instead of the chart on request, the focus staying on the button', async () => {
    answerStats();
    renderPage(<DashboardPage />, '/pl/dashboard');
    const panel = await screen.findByRole('region', { name: 'Twoja sprzedaż' });
    const button = await within(panel).findByRole('button', { name: 'Pokaż tabelę' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(within(panel).queryByTestId('sales-chart')).toBeNull());
    expect(within(panel).getByRole('table').className).not.toContain('sr-only');
    expect(document.activeElement?.textContent).toBe('Pokaż wykres');
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
