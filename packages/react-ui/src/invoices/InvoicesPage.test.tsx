import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientHref } from '../clients/ClientLink';
import { bodyRows, listPageContract } from '../test/listPageContract';
import { setupMswBackend } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { InvoicesPage } from './InvoicesPage';

// These tests page through the fixtures five rows at a time: this user chose 5 a page.
const backend = setupMswBackend({ listPageSize: 5 });

describe('InvoicesPage', () => {
  listPageContract(backend, {
    page: <InvoicesPage />,
    path: '/pl/dashboard/invoices',
    table: 'Faktury',
    endpoint: 'invoiceList',
    tableId: 'invoices',
    sortBy: { header: 'Brutto', field: 'gross-value' },
    hideable: { header: 'Data dostawy', key: 'delivery-date' },
    searchLabel: 'Szukaj po numerze lub kliencie',
  });

  it('filters by status, marks overdue rows and shows what is left to pay', async () => {
    const { route } = renderPage(<InvoicesPage />, '/pl/dashboard/invoices');
    await waitFor(() => expect(bodyRows('Faktury')).toHaveLength(5));
    fireEvent.click(screen.getByRole('button', { name: /Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Przeterminowana' }));
    await waitFor(() => expect(route.history.at(-1)).toBe('/pl/dashboard/invoices?status=overdue'));
    await waitFor(() =>
      expect(within(bodyRows('Faktury')[0] as HTMLElement).queryByText(/^Przeterminowana/)).toBeTruthy(),
    );
    for (const row of bodyRows('Faktury')) {
      expect(within(row).getByText(/^Przeterminowana/)).toBeTruthy();
      // Marked by more than colour: the row carries the danger stripe and the status in words.
      expect(row.className).toContain('bg-danger-subtle');
    }
    const overdue = backend.state.invoices.find((i) => i['status-invoices'] === 'overdue');
    expect(overdue?.['left-to-pay']).toBeGreaterThan(0);
  });

  it('says how many days an overdue invoice is past due, and its client is a link to the card', async () => {
    renderPage(<InvoicesPage />, '/pl/dashboard/invoices?status=overdue');
    await waitFor(() => expect(bodyRows('Faktury').length).toBeGreaterThan(0));
    const row = bodyRows('Faktury')[0] as HTMLElement;
    const invoice = backend.state.invoices.find((i) => row.textContent?.includes(i['number-invoices']));
    expect(row.textContent).toContain(`Przeterminowana · ${invoice?.overdue_days} dni po terminie`);
    const client = within(row).getByRole('link', { name: invoice?.client });
    expect(client.getAttribute('href')).toBe(clientHref({ id: invoice?.client_id ?? 0, name: invoice?.client ?? '' }));
  });
});
