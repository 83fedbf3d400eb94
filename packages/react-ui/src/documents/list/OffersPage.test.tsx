import { failWith } from '@salesdesk/fixtures/msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyRows, headers, listPageContract } from '../../test/listPageContract';
import { setupMswBackend, TEST_API } from '../../test/mswServer';
import { renderPage } from '../../test/renderPage';
import { OffersPage } from './DocumentListPage';

// These tests page through the fixtures five rows at a time: this user chose 5 a page.
const backend = setupMswBackend({ listPageSize: 5 });

describe('OffersPage', () => {
  listPageContract(backend, {
    page: <OffersPage />,
    path: '/pl/dashboard/offers',
    table: 'W obiegu',
    endpoint: 'offerCirculationList',
    tableId: 'offersInCirculation',
    sortBy: { header: 'Brutto', field: 'grand_total_incl_tax' },
    hideable: { header: 'Marża', key: 'margin' },
    searchLabel: 'Szukaj po numerze, kliencie lub komentarzu',
  });

  it('switches tabs through the URL; each tab has its own list and default columns', async () => {
    const { route } = renderPage(<OffersPage />, '/pl/dashboard/offers');
    await waitFor(() => expect(bodyRows('W obiegu')).toHaveLength(5));
    expect(headers('W obiegu')).toEqual([
      'Numer',
      'Klient',
      'Status',
      'Ważna do',
      'Netto',
      'Brutto',
      'Marża',
      'Autor',
      'Zmieniona',
      'Akcje',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Szkice' }));
    await waitFor(() => expect(route.history.at(-1)).toBe('/pl/dashboard/offers?tab=drafts'));
    await waitFor(() => expect(bodyRows('Szkice').length).toBeGreaterThan(0));
    for (const row of bodyRows('Szkice')) expect(within(row).getByText('Szkic')).toBeTruthy();
    // No status filter on drafts: they hold one status.
    expect(screen.queryByRole('button', { name: /^Status/ })).toBeNull();
  });

  it('shows "Do akceptacji" with its count to acceptors only', async () => {
    renderPage(<OffersPage />, '/pl/dashboard/offers', {
      user: { ...(await import('../../test/fakeSalesdesk')).sampleUser, is_acceptor: true },
    });
    const pending = backend.state.offers.filter(
      (o) => o.status === 'pending_approval' && !o.archived && o.creator_id !== backend.state.me.user_id,
    ).length;
    const tab = await screen.findByRole('tab', { name: `Do akceptacji (${pending} czeka)` });
    expect(tab).toBeTruthy();
  });

  it('archives a draft after the confirmation, and keeps focus in the list', async () => {
    renderPage(<OffersPage />, '/pl/dashboard/offers?tab=drafts&sort=number');
    await waitFor(() => expect(bodyRows('Szkice')).toHaveLength(5));
    const number = within(bodyRows('Szkice')[0] as HTMLElement).getByRole('rowheader').textContent ?? '';
    fireEvent.click(screen.getByRole('button', { name: `Akcje oferty ${number}` }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Archiwizuj' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Zarchiwizować ofertę ${number}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archiwizuj' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(bodyRows('Szkice').map((r) => within(r).getByRole('rowheader').textContent)).not.toContain(number),
    );
    expect(backend.state.offers.find((o) => o.number === number)?.archived).toBe(true);
  });

  it('keeps the dialog open with the server’s reason when archiving fails', async () => {
    backend.server.use(
      failWith(
        'offerArchive',
        409,
        { code: 'stale_version', message: 'Oferta została w międzyczasie zmieniona.' },
        TEST_API,
      ),
    );
    renderPage(<OffersPage />, '/pl/dashboard/offers?tab=drafts');
    await waitFor(() => expect(bodyRows('Szkice')).toHaveLength(5));
    const number = within(bodyRows('Szkice')[0] as HTMLElement).getByRole('rowheader').textContent ?? '';
    fireEvent.click(screen.getByRole('button', { name: `Akcje oferty ${number}` }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Archiwizuj' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archiwizuj' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Oferta została w międzyczasie zmieniona.');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
