import { failWith } from '@salesdesk/fixtures/msw';
import type { EndpointName } from '@salesdesk/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import type { MswTestBackend } from './mswServer';
import { TEST_API } from './mswServer';
import { renderPage } from './renderPage';

/** What {@link listPageContract} needs to know about a list page. */
export interface ListPageCase {
  page: ReactNode;
  /** The page's path (`/pl/dashboard/clients`). */
  path: string;
  /** Accessible name of its table. */
  table: string;
  endpoint: EndpointName;
  tableId: string;
  /** A sortable column: its header and the sort field it sends. */
  sortBy: { header: string; field: string };
  /** A column the chooser can hide: its header and its key in the saved layout. */
  hideable: { header: string; key: string };
  /** The search box's label. */
  searchLabel: string;
  /** The page the URL opens on in the round-trip test (default 3; lists shorter than 15 rows take 2). */
  openPage?: number;
}

/** The body rows of a table (rows with a row header). */
export function bodyRows(table: string): HTMLElement[] {
  return (
    within(screen.getByRole('grid', { name: table }))
      .getAllByRole('row')
      // Data rows carry their key; the loading and empty states are a row without one.
      .filter((row) => row.hasAttribute('data-key') && within(row).queryAllByRole('rowheader').length > 0)
  );
}

/** The column headers of a table, without sort marks. */
export function headers(table: string): string[] {
  return within(screen.getByRole('grid', { name: table }))
    .getAllByRole('columnheader')
    .map((h) => (h.textContent ?? '').replace(/[↕▲▼]/g, '').trim())
    .filter(Boolean);
}

/**
 * The behaviour every list page shares, as tests of one page: first page, sort and paging
 * through the URL, a URL that opens on its page and sort, the column chooser saving to the
 * server, the empty state with "Wyczyść filtry", and the error state with "Spróbuj ponownie".
 */
export function listPageContract(backend: MswTestBackend, c: ListPageCase) {
  it('shows the first page and moves through sort and pages in the URL', async () => {
    const { route } = renderPage(c.page, c.path);
    await waitFor(() => expect(bodyRows(c.table)).toHaveLength(5));
    fireEvent.click(
      within(screen.getByRole('grid', { name: c.table })).getByRole('columnheader', {
        name: new RegExp(c.sortBy.header),
      }),
    );
    await waitFor(() => expect(route.history.at(-1)).toBe(`${c.path}?sort=${c.sortBy.field}`));
    fireEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
    await waitFor(() => expect(route.history.at(-1)).toBe(`${c.path}?sort=${c.sortBy.field}&page=2`));
    await waitFor(() => expect(screen.getByText(/^6–10 z /)).toBeTruthy());
  });

  it('opens on the page and sort its URL holds', async () => {
    const calls: string[] = [];
    backend.server.events.on('request:start', ({ request }) => calls.push(request.url));
    const open = c.openPage ?? 3;
    renderPage(c.page, `${c.path}?page=${open}&sort=-${c.sortBy.field}`);
    await waitFor(() => expect(screen.getByText(new RegExp(`^${(open - 1) * 5 + 1}–${open * 5} z `))).toBeTruthy());
    const listCall = calls.map((u) => new URL(u)).find((u) => u.searchParams.get('page') === String(open));
    expect(listCall?.searchParams.get('sort')).toBe(`-${c.sortBy.field}`);
  });

  it('hides a column through the chooser and saves the layout on the server', async () => {
    renderPage(c.page, c.path);
    await waitFor(() => expect(headers(c.table)).toContain(c.hideable.header));
    fireEvent.click(screen.getByRole('button', { name: 'Kolumny' }));
    const chooser = await screen.findByRole('dialog', { name: 'Kolumny tabeli' });
    fireEvent.click(within(chooser).getByRole('row', { name: c.hideable.header }));
    await waitFor(() => expect(headers(c.table)).not.toContain(c.hideable.header));
    await waitFor(() => expect(backend.state.tableConfigs.get(c.tableId)?.tableColumns.length).toBeGreaterThan(0));
    expect(backend.state.tableConfigs.get(c.tableId)?.tableColumns).not.toContain(c.hideable.key);
  });

  it('says when nothing matches and clears the filters', async () => {
    const { route } = renderPage(c.page, `${c.path}?search=zzzz-nic-takiego`);
    expect(await screen.findByText('Brak wyników dla wybranych filtrów.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    await waitFor(() => expect(route.history.at(-1)).toBe(c.path));
    await waitFor(() => expect(bodyRows(c.table).length).toBeGreaterThan(0));
    expect((screen.getByLabelText(c.searchLabel) as HTMLInputElement).value).toBe('');
  });

  it('shows a Polish error with a retry when the list cannot be read', async () => {
    backend.server.use(failWith(c.endpoint, 500, {}, TEST_API));
    renderPage(c.page, c.path);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nie udało się wczytać listy.');
    // The server is back: "Spróbuj ponownie" reads the list again.
    backend.server.resetHandlers();
    fireEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(bodyRows(c.table)).toHaveLength(5));
  });
}
