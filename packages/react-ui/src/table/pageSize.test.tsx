import { DEFAULT_TABLE_PAGE_SIZE } from '@salesdesk/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClientsPage } from '../clients/ClientsPage';
import { bodyRows } from '../test/listPageContract';
import { setupMswBackend } from '../test/mswServer';
import { renderPage } from '../test/renderPage';

// A list's page size: 20 until the user picks one; the choice goes into the URL and into the
// user's saved layout of that list (not the others), so the list opens with it next time.

const backend = setupMswBackend();

describe('page size of a list', () => {
  it('shows 20 rows a page before the user chooses', async () => {
    expect(backend.state.clients.length).toBeGreaterThan(20);
    renderPage(<ClientsPage />, '/pl/dashboard/clients');
    await waitFor(() => expect(bodyRows('Klienci')).toHaveLength(DEFAULT_TABLE_PAGE_SIZE));
    expect(screen.getByText(new RegExp(`^1–20 z ${backend.state.clients.length}$`))).toBeTruthy();
  });

  it('puts the chosen size into the URL and the user’s layout of this list, and opens with it next time', async () => {
    const first = renderPage(<ClientsPage />, '/pl/dashboard/clients?page=2');
    await waitFor(() => expect(bodyRows('Klienci')).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: /Wierszy na stronie/ }));
    fireEvent.click(await screen.findByRole('option', { name: '10' }));
    await waitFor(() => expect(first.route.history.at(-1)).toBe('/pl/dashboard/clients?limit=10'));
    await waitFor(() => expect(bodyRows('Klienci')).toHaveLength(10));
    await waitFor(() => expect(backend.state.tableConfigs.get('clients')?.itemsPerPage).toBe(10));
    expect(backend.state.tableConfigs.get('invoices')).toBeUndefined();
    first.view.unmount();

    // A bare URL on another visit (no remembered query): the saved size.
    localStorage.clear();
    renderPage(<ClientsPage />, '/pl/dashboard/clients');
    await waitFor(() => expect(bodyRows('Klienci')).toHaveLength(10));
  });

  it('opens with the size a link names, whatever the user saved', async () => {
    backend.state.tableConfigs.set('clients', { key: 'clients', tableColumns: ['name'], itemsPerPage: 10 });
    renderPage(<ClientsPage />, '/pl/dashboard/clients?limit=5');
    await waitFor(() => expect(bodyRows('Klienci')).toHaveLength(5));
  });
});
