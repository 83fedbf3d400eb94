import { defaultTableConfig } from '@salesdesk/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyRows, headers, listPageContract } from '../test/listPageContract';
import { setupMswBackend } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { CataloguePage } from './CataloguePage';

// The list contract pages through the fixtures five rows at a time: this user chose 5 a page.
const backend = setupMswBackend({ listPageSize: 5 });

const productCalls = () => {
  const calls: URL[] = [];
  backend.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/products') calls.push(url);
  });
  return calls;
};

describe('CataloguePage', () => {
  listPageContract(backend, {
    page: <CataloguePage />,
    path: '/pl/dashboard/products',
    table: 'Katalog produktów',
    endpoint: 'productsAll',
    tableId: 'products',
    sortBy: { header: 'Cena katalogowa', field: 'catalog_price' },
    hideable: { header: 'Producent', key: 'manufacturer' },
    searchLabel: 'Szukaj po nazwie, symbolu, EAN lub nr katalogowym',
  });

  it('shows the catalogue’s default columns with the picture first, each header naming its SPEC key', async () => {
    renderPage(<CataloguePage />, '/pl/dashboard/products');
    await waitFor(() => expect(bodyRows('Katalog produktów').length).toBeGreaterThan(0));
    const grid = screen.getByRole('grid', { name: 'Katalog produktów' });
    const keys = [...grid.querySelectorAll('thead th[data-column]')].map((th) => th.getAttribute('data-column'));
    expect(keys).toEqual(defaultTableConfig('products').tableColumns);
    for (const th of grid.querySelectorAll('thead th')) expect(th.getAttribute('scope')).toBe('col');
    // A product without a picture says so (the fixtures' files are not served: the same box).
    const first = bodyRows('Katalog produktów')[0] as HTMLElement;
    const product = backend.state.products.find(
      (p) => p.index_name === within(first).getByRole('rowheader').textContent,
    );
    if (product?.image) expect(first.querySelector(`img[src="${product.image}"]`)).not.toBeNull();
    else expect(within(first).getByText('Brak zdjęcia')).toBeTruthy();
  });

  it('offers every SPEC §3 catalogue column in "Kolumny", description included; brand-hidden `more` is not offered', async () => {
    renderPage(<CataloguePage />, '/pl/dashboard/products');
    await waitFor(() => expect(bodyRows('Katalog produktów').length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'Kolumny' }));
    const chooser = await screen.findByRole('dialog', { name: 'Kolumny tabeli' });
    const names = within(chooser)
      .getAllByRole('row')
      .map((row) => row.textContent ?? '');
    for (const label of ['Zdjęcie', 'Nazwa', 'Nazwa skrócona', 'Opis', 'Cena minimalna', 'VAT', 'Nr katalogowy'])
      expect(names.some((n) => n.includes(label))).toBe(true);
    expect(names.some((n) => n.includes('Szczegóły'))).toBe(false);
    fireEvent.click(within(chooser).getByRole('row', { name: 'Opis' }));
    await waitFor(() => expect(headers('Katalog produktów')).toContain('Opis'));
    const first = bodyRows('Katalog produktów')[0] as HTMLElement;
    const product = backend.state.products.find(
      (p) => p.index_name === within(first).getByRole('rowheader').textContent,
    );
    expect(first.textContent).toContain(product?.description.slice(0, 20));
  });

  it('starts with only available products when the saved catalog flag is on, and with every product when off', async () => {
    const calls = productCalls();
    backend.state.stockFilter = { stockhouseProducts: true, search: true, catalog: true };
    const first = renderPage(<CataloguePage />, '/pl/dashboard/products');
    await waitFor(() => expect(bodyRows('Katalog produktów').length).toBeGreaterThan(0));
    expect(calls.at(-1)?.searchParams.get('in_stock')).toBe('true');
    expect(screen.getByRole('button', { name: /Dostępność/ }).textContent).toContain('Tylko dostępne');
    first.view.unmount();

    backend.state.stockFilter = { stockhouseProducts: true, search: true, catalog: false };
    localStorage.clear();
    renderPage(<CataloguePage />, '/pl/dashboard/products');
    // Every product of the mock (2,000) is paged in memory: the first answer takes a while.
    await waitFor(() => expect(bodyRows('Katalog produktów').length).toBeGreaterThan(0), { timeout: 15_000 });
    expect(calls.at(-1)?.searchParams.has('in_stock')).toBe(false);
    expect(screen.getByRole('button', { name: /Dostępność/ }).textContent).toContain('Wszystkie');
  });

  it('filters by a manufacturer chosen from the catalogue’s own, and opens a product’s stock dialog from its row', async () => {
    const calls = productCalls();
    const { route } = renderPage(<CataloguePage />, '/pl/dashboard/products');
    await waitFor(() => expect(bodyRows('Katalog produktów').length).toBeGreaterThan(0));
    const maker = backend.state.products[0]?.manufacturer as string;
    fireEvent.click(screen.getByRole('button', { name: /Producent/ }));
    fireEvent.click(await screen.findByRole('option', { name: maker }));
    await waitFor(() => expect(route.history.at(-1)).toContain('manufacturer='));
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('manufacturer')).toBe(maker));
    await waitFor(() =>
      expect(
        bodyRows('Katalog produktów').every((row) =>
          backend.state.products.some(
            (p) => p.index_name === within(row).getByRole('rowheader').textContent && p.manufacturer === maker,
          ),
        ),
      ).toBe(true),
    );
    const row = bodyRows('Katalog produktów')[0] as HTMLElement;
    const name = within(row).getByRole('rowheader').textContent ?? '';
    fireEvent.click(within(row).getByRole('button', { name: `Stany w magazynach: ${name}` }));
    expect(await screen.findByRole('dialog', { name: `Stany produktu ${name}` })).toBeTruthy();
  });
});
