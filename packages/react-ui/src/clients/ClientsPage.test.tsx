import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyRows, listPageContract } from '../test/listPageContract';
import { setupMswBackend } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { ClientsPage } from './ClientsPage';
import { clientSlug } from './clientParam';

// These tests page through the fixtures five rows at a time: this user chose 5 a page.
const backend = setupMswBackend({ listPageSize: 5 });

describe('ClientsPage', () => {
  listPageContract(backend, {
    page: <ClientsPage />,
    path: '/pl/dashboard/clients',
    table: 'Klienci',
    endpoint: 'clientList',
    tableId: 'clients',
    sortBy: { header: 'NIP', field: 'nip' },
    hideable: { header: 'Adres', key: 'address' },
    searchLabel: 'Szukaj po nazwie, NIP lub numerze klienta',
  });

  it('searches by NIP as you type, replacing the history entry, and a row links to the client', async () => {
    const client = backend.state.clients[7];
    const { route } = renderPage(<ClientsPage />, '/pl/dashboard/clients');
    await waitFor(() => expect(bodyRows('Klienci')).toHaveLength(5));
    fireEvent.change(screen.getByLabelText('Szukaj po nazwie, NIP lub numerze klienta'), {
      target: { value: client?.nip },
    });
    await waitFor(() => expect(route.history).toEqual([`/pl/dashboard/clients?search=${client?.nip}`]));
    await waitFor(() => expect(bodyRows('Klienci')).toHaveLength(1));
    // The card's address: the id, then the name as words (docs/decisions/ui.md).
    expect(bodyRows('Klienci')[0]?.getAttribute('data-href')).toBe(
      `/pl/dashboard/clients/${client?.id}-${clientSlug(client?.name ?? '')}`,
    );
  });
});
