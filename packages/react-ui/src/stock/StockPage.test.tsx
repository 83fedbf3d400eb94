import { mockProductChanges } from '@salesdesk/fixtures/msw';
import { formatDateTime, formatMoney, formatQuantity } from '@salesdesk/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { bodyRows, listPageContract } from '../test/listPageContract';
import { setupMswBackend, TEST_API } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { StockPage } from './StockPage';

// The list contract pages through the fixtures five rows at a time: this user chose 5 a page.
const backend = setupMswBackend({ listPageSize: 5 });

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

  it('"Wszystkie" lists every product: no in_stock is sent (in_stock=false would mean only the unavailable)', async () => {
    const calls: URL[] = [];
    backend.server.events.on('request:start', ({ request }) => calls.push(new URL(request.url)));
    const { route } = renderPage(<StockPage />, '/pl/dashboard/stock');
    await waitFor(() => expect(bodyRows('Magazyn').length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: /Dostępność/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Wszystkie' }));
    await waitFor(() => expect(route.history.at(-1)).toBe('/pl/dashboard/stock?in_stock=all'));
    await waitFor(() => {
      const last = calls.filter((u) => u.pathname === '/api/inventory/warehouse-products').at(-1);
      expect(last?.searchParams.has('in_stock')).toBe(false);
    });
    fireEvent.click(screen.getByRole('button', { name: /Dostępność/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Tylko niedostępne' }));
    await waitFor(() => expect(route.history.at(-1)).toBe('/pl/dashboard/stock?in_stock=false'));
    await waitFor(() =>
      expect(
        calls
          .filter((u) => u.pathname === '/api/inventory/warehouse-products')
          .at(-1)
          ?.searchParams.get('in_stock'),
      ).toBe('false'),
    );
  });

  it('offers the catalogue’s manufacturers, units and price groups to choose from, not empty boxes', async () => {
    const calls: URL[] = [];
    backend.server.events.on('request:start', ({ request }) => calls.push(new URL(request.url)));
    const { route } = renderPage(<StockPage />, '/pl/dashboard/stock');
    await waitFor(() => expect(bodyRows('Magazyn').length).toBeGreaterThan(0));
    const manufacturers = [...new Set(backend.state.products.map((p) => p.manufacturer))];
    const maker = manufacturers.sort(new Intl.Collator('pl-PL').compare)[0] as string;
    fireEvent.click(screen.getByRole('button', { name: /Producent/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['✓Wszyscy producenci', ...manufacturers.map((name) => name)]);
    fireEvent.click(within(listbox).getByRole('option', { name: maker }));
    await waitFor(() =>
      expect(route.history.at(-1)).toBe(
        `/pl/dashboard/stock?manufacturer=${encodeURIComponent(maker).replace(/%20/g, '+')}`,
      ),
    );
    await waitFor(() =>
      expect(
        calls
          .filter((u) => u.pathname === '/api/inventory/warehouse-products')
          .at(-1)
          ?.searchParams.get('manufacturer'),
      ).toBe(maker),
    );
    for (const label of [/Jednostka/, /Grupa cenowa/]) {
      fireEvent.click(screen.getByRole('button', { name: label }));
      const list = await screen.findByRole('listbox');
      expect(list.querySelectorAll('[role="option"]').length).toBeGreaterThan(1);
      // react-aria moves focus into the open list a moment after it shows; Escape pressed before
      // that went to the button and left the list open on a busy machine.
      await waitFor(() => expect(list.contains(document.activeElement)).toBe(true));
      fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    }
  });

  it('says "brak w drodze" where no delivery is on its way, and the date and quantity where one is', async () => {
    renderPage(<StockPage />, '/pl/dashboard/stock?limit=50');
    await waitFor(() => expect(bodyRows('Magazyn').length).toBeGreaterThan(0));
    const grid = screen.getByRole('grid', { name: 'Magazyn' });
    const header = grid.querySelector('[data-column="forward_to"]') as HTMLElement;
    expect(header.textContent).toContain('Dostawa do');
    const index = [...(header.parentElement?.children ?? [])].indexOf(header);
    const texts = bodyRows('Magazyn').map((row) => row.children[index]?.textContent ?? '');
    expect(texts.every((t) => t === 'brak w drodze' || /^\d{2}\.\d{2}\.\d{4} \(.+\)$/.test(t))).toBe(true);
    expect(texts).toContain('brak w drodze');
  });

  it('ranks a search in the catalogue until a column is chosen to sort by', async () => {
    const calls: URL[] = [];
    backend.server.events.on('request:start', ({ request }) => calls.push(new URL(request.url)));
    const { route } = renderPage(<StockPage />, '/pl/dashboard/stock?tab=catalogue&search=zawor%20kulowy');
    await waitFor(() => expect(bodyRows('Katalog').length).toBeGreaterThan(0));
    const searched = calls.filter((u) => u.pathname === '/api/products/search' && u.searchParams.has('search'));
    expect(searched.at(-1)?.searchParams.get('sort')).toBeNull();
    // Ranked: the names that start with the words first (no filter whose short name says "Zawór").
    for (const row of bodyRows('Katalog')) {
      expect(within(row).getByRole('rowheader').textContent).toMatch(/^Zawór kulowy/);
    }
    fireEvent.click(screen.getByRole('columnheader', { name: /Cena katalogowa/ }));
    await waitFor(() => expect(route.history.at(-1)).toContain('sort=catalog_price'));
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('sort')).toBe('catalog_price'));
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
      expect(
        within(dialog)
          .getByRole('table', { name: /^Stan we wszystkich magazynach/ })
          .querySelectorAll('tbody tr').length,
      ).toBeGreaterThan(0),
    );
    // Every warehouse of the company, the user's own (WAW, KRK) first and marked, then the others.
    const warehouses = within(within(dialog).getByRole('table', { name: /^Stan we wszystkich magazynach/ }))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent ?? '');
    expect(warehouses.map((w) => w.slice(0, 3))).toEqual(['WAW', 'KRK', 'GDA', 'POZ', 'WRO']);
    expect(warehouses.map((w) => w.endsWith('Twój'))).toEqual([true, true, false, false, false]);
    expect(within(dialog).getByText('Pozostałe magazyny firmy')).toBeTruthy();
    // SPEC §3's columns of a product in warehouses, company and organisational unit included.
    const stockTable = within(dialog).getByRole('table', { name: /^Stan we wszystkich magazynach/ });
    const heads = [...stockTable.querySelectorAll('thead th')];
    expect(heads.map((th) => th.getAttribute('data-column'))).toEqual([
      'source_code',
      'company',
      'organizational_unit_name',
      'stock_quantity',
      'available_stock',
      'fw_available_stock',
      'forward_to',
    ]);
    expect(heads.every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    const first = stockTable.querySelector('tbody tr') as HTMLElement;
    const own = backend.state.companyStock.find((s) => s.source_code === 'WAW');
    expect(first.textContent).toContain(backend.state.me.company);
    expect(first.textContent).toContain(own?.organizational_unit_name ?? '?');
  });

  it('starts the product’s dialog on its stock in the warehouses, not on "Zamknij"', async () => {
    renderPage(<StockPage />, '/pl/dashboard/stock?tab=catalogue');
    await waitFor(() => expect(bodyRows('Katalog').length).toBeGreaterThan(0));
    const row = bodyRows('Katalog')[0] as HTMLElement;
    const name = within(row).getByRole('rowheader').textContent ?? '';
    fireEvent.click(within(row).getByRole('button', { name: `Stany w magazynach: ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Stany produktu ${name}` });
    const region = within(dialog).getByRole('region', { name: 'Stan we wszystkich magazynach firmy — najpierw Twoje' });
    await waitFor(() => expect(document.activeElement).toBe(region));
    expect((document.activeElement as HTMLElement).textContent).not.toBe('Zamknij');
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
    // The prices' own section (the history names prices too).
    const prices = await within(dialog).findByRole('region', { name: 'Ceny' });
    expect(within(prices).getByText('Cena katalogowa')).toBeTruthy();
    const add = await within(dialog).findByRole('button', { name: 'Dodaj do oferty' });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(add);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ quantity: 1 });
    expect(typeof (bodies[0] as { version: number }).version).toBe('number');
  });

  it('shows the price and stock history of the product in its dialog: when, what, before → after, which import', async () => {
    renderPage(<StockPage />, '/pl/dashboard/stock?tab=catalogue');
    await waitFor(() => expect(bodyRows('Katalog').length).toBeGreaterThan(0));
    const row = bodyRows('Katalog')[0] as HTMLElement;
    const name = within(row).getByRole('rowheader').textContent ?? '';
    fireEvent.click(within(row).getByRole('button', { name: `Stany w magazynach: ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Stany produktu ${name}` });
    const history = within(dialog).getByRole('region', { name: 'Historia cen i stanów' });
    const table = await within(history).findByRole('table', { name: 'Historia cen i stanów' });
    const product = backend.state.products.find((p) => p.index_name === name);
    const changes = mockProductChanges(backend.state, product?.id ?? 0);
    const lines = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('td, th')].map((cell) => cell.textContent));
    expect(lines).toHaveLength(changes.length);
    const price = changes.find((c) => c.field === 'catalog_price');
    // Newest first: yesterday's stock, then the prices; money and quantities as everywhere else.
    expect(lines.at(-1)).toEqual([
      formatDateTime(price?.changed_at),
      'Cena katalogowa',
      formatMoney(Number(price?.old_value)),
      formatMoney(Number(price?.new_value)),
      'cennik-listopad.csv',
    ]);
    const stock = changes.find((c) => c.field === 'stock_quantity');
    expect(lines[0]?.[1]).toMatch(/^(Stan|Dostępne) \((WAW|KRK)\)$/);
    expect(lines.map((l) => l[1])).toContain(`Stan (${stock?.warehouse_code})`);
    expect(lines.flat()).toContain(formatQuantity(Number(stock?.new_value), product?.uom ?? ''));
    expect(formatDateTime(price?.changed_at)).toMatch(/^\d{2}\.\d{2}\.\d{4}/);
  });

  it('says so when the imports changed nothing of the product', async () => {
    backend.server.use(
      http.get(`${TEST_API}/api/products/:id/changes`, () =>
        HttpResponse.json({ items: [], total: 0, page: 1, limit: 20 }),
      ),
    );
    renderPage(<StockPage />, '/pl/dashboard/stock?tab=catalogue');
    await waitFor(() => expect(bodyRows('Katalog').length).toBeGreaterThan(0));
    const row = bodyRows('Katalog')[0] as HTMLElement;
    fireEvent.click(within(row).getAllByRole('button')[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Importy nie zmieniły jeszcze cen ani stanów tego produktu.')).toBeTruthy();
  });
});
