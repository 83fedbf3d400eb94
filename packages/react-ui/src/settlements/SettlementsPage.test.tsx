import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyRows, listPageContract } from '../test/listPageContract';
import { setupMswBackend } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { SettlementsPage } from './SettlementsPage';

// These tests page through the fixtures five rows at a time: this user chose 5 a page.
const backend = setupMswBackend({ listPageSize: 5 });

describe('SettlementsPage', () => {
  listPageContract(backend, {
    page: <SettlementsPage />,
    path: '/pl/dashboard/settlements',
    table: 'Rozrachunki',
    endpoint: 'settlementList',
    tableId: 'settlements',
    sortBy: { header: 'Kwota', field: 'amount' },
    hideable: { header: 'Forma płatności', key: 'method' },
    searchLabel: 'Szukaj po numerze faktury lub kliencie',
  });

  it('filters by payment method and links each payment to its invoice', async () => {
    const { route } = renderPage(<SettlementsPage />, '/pl/dashboard/settlements');
    await waitFor(() => expect(bodyRows('Rozrachunki')).toHaveLength(5));
    fireEvent.click(screen.getByRole('button', { name: /Forma płatności/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Karta' }));
    await waitFor(() => expect(route.history.at(-1)).toBe('/pl/dashboard/settlements?method=card'));
    await waitFor(() =>
      expect(bodyRows('Rozrachunki').every((row) => within(row).queryByText('Karta') !== null)).toBe(true),
    );
    const first = bodyRows('Rozrachunki')[0];
    expect(first?.getAttribute('data-href')).toMatch(/^\/pl\/dashboard\/invoices\/\d+$/);
  });
});
