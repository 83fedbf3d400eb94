import { brands, createSessionStores } from '@salesdesk/sdk';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SalesdeskProvider } from '../context/SalesdeskProvider';
import { fakeNotificationsApi, sampleNotifications } from '../test/fakeNotificationsApi';
import { createFakeSession } from '../test/fakeSalesdesk';
import { describeNotification, NotificationsPage } from './NotificationsPage';

function renderPage(count = 7) {
  const api = fakeNotificationsApi(sampleNotifications(count));
  const stores = createSessionStores();
  render(
    <SalesdeskProvider client={api.client} session={createFakeSession().session} brand={brands.one} navigate={() => {}}>
      <NotificationsPage stores={stores} />
    </SalesdeskProvider>,
  );
  return { api, stores };
}

const rows = () => screen.getAllByTestId('notification');

describe('NotificationsPage', () => {
  it('lists the first page of 5, newest first, and pages forward and back', async () => {
    const { api } = renderPage(7);
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.getByText('Strona 1 z 2')).toBeTruthy();
    expect(api.requests[0]).toBe('GET /api/notification/list?page=1&limit=5&sort=-created_at');
    expect((rows()[0] as HTMLElement).textContent).toContain('Dokument ZA/2026/0007');
    expect((rows()[1] as HTMLElement).textContent).toContain(
      'Grupa cenowa Grupa 6 została prawidłowo dodana do oferty numer OF/2026/0006.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Następna' }));
    await waitFor(() => expect(screen.getByText('Strona 2 z 2')).toBeTruthy());
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect((screen.getByRole('button', { name: 'Następna' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Poprzednia' }));
    await waitFor(() => expect(screen.getByText('Strona 1 z 2')).toBeTruthy());
  });

  it('marks one notification read and updates the unread count', async () => {
    const { api, stores } = renderPage(7);
    await waitFor(() => expect(rows()).toHaveLength(5));
    const first = rows()[0] as HTMLElement; // id 7, unread
    fireEvent.click(within(first).getByRole('button', { name: 'Oznacz jako przeczytane' }));
    await waitFor(() => expect(api.requests).toContain('PUT /api/notification/read-list {"ids":[7]}'));
    await waitFor(() => expect(stores.$unreadCount.get()).toBe(4));
    await waitFor(() => expect((rows()[0] as HTMLElement).hasAttribute('data-read')).toBe(true));
  });

  it('marks the selected notifications read', async () => {
    const { api, stores } = renderPage(7);
    await waitFor(() => expect(rows()).toHaveLength(5));
    const checkboxes = screen.getAllByRole('checkbox', { name: /Zaznacz powiadomienie/ });
    fireEvent.click(checkboxes[0] as HTMLElement);
    // id 6 is read: its checkbox is disabled.
    expect((checkboxes[1] as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(checkboxes[2] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Oznacz zaznaczone jako przeczytane' }));
    await waitFor(() => expect(api.requests).toContain('PUT /api/notification/read-list {"ids":[7,5]}'));
    await waitFor(() => expect(stores.$unreadCount.get()).toBe(3));
  });

  it('marks all read', async () => {
    const { api, stores } = renderPage(7);
    stores.$unreadCount.set(5);
    await waitFor(() => expect(rows()).toHaveLength(5));
    fireEvent.click(screen.getByRole('button', { name: 'Oznacz wszystkie jako przeczytane' }));
    await waitFor(() => expect(stores.$unreadCount.get()).toBe(0));
    expect(api.requests).toContain('PUT /api/notification/read-all');
    await waitFor(() => expect(rows().every((row) => row.hasAttribute('data-read'))).toBe(true));
  });

  it('reloads when a notification is pushed', async () => {
    const { api, stores } = renderPage(3);
    await waitFor(() => expect(rows()).toHaveLength(3));
    api.data.unshift({
      id: 9,
      type: 'order_confirmed',
      metadata: [],
      read: false,
      created_at: '2026-11-21T10:00:00.000Z',
    });
    act(() => stores.$lastNotification.set({ count: 3 }));
    await waitFor(() => expect(rows()).toHaveLength(4));
  });

  it('says so when there are none', async () => {
    renderPage(0);
    await waitFor(() => expect(screen.getByText('Brak powiadomień.')).toBeTruthy());
  });

  it('describes notifications in Polish from type and metadata', () => {
    expect(
      describeNotification({
        type: 'offer_add_product_group',
        metadata: [
          { key: 'group_name', value: 'Kable' },
          { key: 'number', value: 'OF/1' },
        ],
      }),
    ).toEqual({
      title: 'Dodano grupę produktów do oferty',
      text: 'Grupa cenowa Kable została prawidłowo dodana do oferty numer OF/1.',
    });
    expect(describeNotification({ type: 'order_confirmed', metadata: [{ key: 'number', value: 'ZA/2' }] })).toEqual({
      title: 'Potwierdzono zamówienie',
      text: 'Dokument ZA/2',
    });
    expect(describeNotification({ type: 'unknown', metadata: [] }).title).toBe('Powiadomienie');
  });
});
