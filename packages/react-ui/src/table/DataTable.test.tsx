import { delayed } from '@salesdesk/fixtures/msw';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentsPage } from '../documents/list/DocumentsPage';
import { InvoicesPage } from '../invoices/InvoicesPage';
import { bodyRows } from '../test/listPageContract';
import { setupMswBackend, TEST_API } from '../test/mswServer';
import { renderPage } from '../test/renderPage';

// The DataTable's cells: the row header and cells with controls are react-aria's full cells,
// the others are read-only cells (no per-cell press machinery). These tests hold the grid
// pattern to what it was: semantics, keyboard focus through every cell, presses on the row.

// These tests were written around pages of five rows: this user chose 5 a page.
const backend = setupMswBackend({ listPageSize: 5 });

const active = () => document.activeElement as HTMLElement;
const press = (key: string) => fireEvent.keyDown(active(), { key });

describe('DataTable headers', () => {
  it('marks every header cell with its column’s SPEC key and scope="col" (a real th)', async () => {
    renderPage(<InvoicesPage />, '/pl/dashboard/invoices');
    await waitFor(() => expect(bodyRows('Faktury')).toHaveLength(5));
    const heads = within(screen.getByRole('grid', { name: 'Faktury' })).getAllByRole('columnheader');
    for (const th of heads) {
      expect(th.tagName).toBe('TH');
      expect(th.getAttribute('scope')).toBe('col');
    }
    const keyed = heads.filter((th) => th.hasAttribute('data-column'));
    expect(keyed.map((th) => th.getAttribute('data-column'))).toEqual(
      backend.state.tableConfigs.get('invoices')?.tableColumns,
    );
    expect(keyed.find((th) => th.getAttribute('data-column') === 'number-invoices')?.textContent).toContain('Numer');
  });
});

describe('DataTable cells', () => {
  it('names each row by its row header and keeps every cell a grid cell in its column', async () => {
    renderPage(<InvoicesPage />, '/pl/dashboard/invoices');
    await waitFor(() => expect(bodyRows('Faktury')).toHaveLength(5));
    const columns = within(screen.getByRole('grid', { name: 'Faktury' })).getAllByRole('columnheader').length;
    for (const row of bodyRows('Faktury')) {
      const header = within(row).getByRole('rowheader');
      expect(row.getAttribute('aria-labelledby')?.split(' ')).toContain(header.id);
      expect(document.getElementById(header.id)).toBe(header);
      const cells = within(row).getAllByRole('gridcell');
      expect(cells.length + 1).toBe(columns);
      for (const cell of cells) expect(cell.getAttribute('tabindex')).toBe('-1');
    }
  });

  it('moves the keyboard focus through read-only cells with the arrow keys, as through any cell', async () => {
    renderPage(<InvoicesPage />, '/pl/dashboard/invoices');
    await waitFor(() => expect(bodyRows('Faktury')).toHaveLength(5));
    const [first, second] = bodyRows('Faktury') as [HTMLElement, HTMLElement];
    act(() => first.focus());
    expect(active()).toBe(first);
    press('ArrowRight');
    await waitFor(() => expect(active()).toBe(within(first).getByRole('rowheader')));
    press('ArrowRight');
    const [firstCell, secondCell] = within(first).getAllByRole('gridcell') as [HTMLElement, HTMLElement];
    await waitFor(() => expect(active()).toBe(firstCell));
    press('ArrowRight');
    await waitFor(() => expect(active()).toBe(secondCell));
    press('ArrowDown');
    await waitFor(() => expect(active()).toBe(within(second).getAllByRole('gridcell')[1]));
    press('ArrowLeft');
    await waitFor(() => expect(active()).toBe(within(second).getAllByRole('gridcell')[0]));
    // Back out to the row: Left past the first cell goes to the row header, then the row.
    press('ArrowLeft');
    await waitFor(() => expect(active()).toBe(within(second).getByRole('rowheader')));
    press('ArrowLeft');
    await waitFor(() => expect(active()).toBe(second));
    press('ArrowUp');
    await waitFor(() => expect(active()).toBe(first));
  });

  it('opens the row’s page from a press on a read-only cell, as from the row', async () => {
    const { route } = renderPage(<InvoicesPage />, '/pl/dashboard/invoices');
    await waitFor(() => expect(bodyRows('Faktury')).toHaveLength(5));
    const row = bodyRows('Faktury')[0] as HTMLElement;
    const cell = within(row).getAllByRole('gridcell')[1] as HTMLElement;
    fireEvent.pointerDown(cell, { pointerId: 1, pointerType: 'mouse', button: 0 });
    fireEvent.pointerUp(cell, { pointerId: 1, pointerType: 'mouse', button: 0 });
    fireEvent.click(cell);
    await waitFor(() => expect(route.history.at(-1)).toMatch(/^\/pl\/dashboard\/invoices\/\d+$/));
  });

  it('keeps a control inside a cell reachable: the arrow keys land on the documents’ download button', async () => {
    // Something sent first: the outbox starts empty.
    const { createApiClient, memoryTokenStore } = await import('@salesdesk/sdk');
    const client = createApiClient({ baseURL: TEST_API, tokenStore: memoryTokenStore('t') });
    const offer = backend.state.offers[0];
    await client.call('offerSendPdf', { params: { id: offer?.id ?? 0 }, body: { recipient: 'biuro@klient.pl' } });
    renderPage(<DocumentsPage />, '/pl/dashboard/documents?tab=sent');
    await waitFor(() => expect(bodyRows('Wysłane PDF').length).toBeGreaterThan(0));
    const row = bodyRows('Wysłane PDF')[0] as HTMLElement;
    const button = within(row).getByRole('button');
    act(() => row.focus());
    // Through the row header and the read-only cells to the last cell, whose button takes the focus.
    for (let step = 0; step < 10 && active() !== button; step++) press('ArrowRight');
    await waitFor(() => expect(active()).toBe(button));
  });

  it('turns the sort arrow with the sorted rows, not before them', async () => {
    const { route } = renderPage(<InvoicesPage />, '/pl/dashboard/invoices');
    await waitFor(() => expect(bodyRows('Faktury')).toHaveLength(5));
    const header = () =>
      within(screen.getByRole('grid', { name: 'Faktury' })).getByRole('columnheader', { name: /Brutto/ });
    expect(header().getAttribute('aria-sort')).toBe('none');
    backend.server.use(delayed('invoiceList', 300, { state: backend.state, baseURL: TEST_API }));
    fireEvent.click(header());
    await waitFor(() => expect(route.history.at(-1)).toBe('/pl/dashboard/invoices?sort=gross-value'));
    // The previous rows are still on screen, and so is their (absent) sort.
    expect(header().getAttribute('aria-sort')).toBe('none');
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('ascending'));
    const grosses = bodyRows('Faktury').map((row) =>
      within(row)
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    );
    expect(grosses).toHaveLength(5);
  });
});
