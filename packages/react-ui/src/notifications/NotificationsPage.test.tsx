import { createSessionStores, type Notification } from '@salesdesk/sdk';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyRows } from '../test/listPageContract';
import { setupMswBackend } from '../test/mswServer';
import { renderPage as render } from '../test/renderPage';
import { describeNotification } from './describeNotification';
import { NotificationsPage } from './NotificationsPage';

// These tests page through the fixtures five rows at a time: this user chose 5 a page.
const backend = setupMswBackend({ listPageSize: 5 });

/** `count` notifications, newest first (ids count..1), every third one read. */
function sampleNotifications(count: number): Notification[] {
  return Array.from({ length: count }, (_, i) => {
    const id = count - i;
    return {
      id,
      type: id % 2 === 0 ? 'offer_add_product_group' : 'order_confirmed',
      metadata:
        id % 2 === 0
          ? [
              { key: 'group_name', value: `Grupa ${id}` },
              { key: 'number', value: `OF/2026/${String(id).padStart(4, '0')}` },
              { key: 'offer_id', value: String(id) },
            ]
          : [{ key: 'number', value: `ZA/2026/${String(id).padStart(4, '0')}` }],
      read: id % 3 === 0,
      created_at: new Date(Date.UTC(2026, 10, id, 9, 30)).toISOString(),
    };
  });
}

/** Renders the page over `count` notifications; `requests` records what the page asked for. */
function renderPage(count = 7, href = '/pl/dashboard/notifications') {
  backend.state.notifications = sampleNotifications(count);
  const requests: string[] = [];
  backend.server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const body = request.method === 'PUT' ? await request.clone().text() : '';
    requests.push(`${request.method} ${url.pathname}${url.search}${body ? ` ${body}` : ''}`);
  });
  const stores = createSessionStores();
  const { route } = render(<NotificationsPage stores={stores} />, href);
  const unread = () => backend.state.notifications.filter((n) => !n.read).length;
  return { api: { requests, unread }, stores, route };
}

const rows = () => bodyRows('Powiadomienia');
const listCalls = (requests: string[]) => requests.filter((r) => r.startsWith('GET /api/notification/list'));

describe('NotificationsPage', () => {
  it('lists the first page of 5, newest first, and pages through the URL', async () => {
    const { api, route } = renderPage(7);
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(listCalls(api.requests)[0]).toBe('GET /api/notification/list?page=1&limit=5&sort=-created_at');
    expect(rows()[0]?.textContent).toContain('Zamówienie ZA/2026/0007');
    expect(rows()[1]?.textContent).toContain(
      'Grupa cenowa Grupa 6 została prawidłowo dodana do oferty numer OF/2026/0006.',
    );
    expect(screen.getByText('1–5 z 7')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(route.history.at(-1)).toBe('/pl/dashboard/notifications?page=2');
    expect(screen.getByText('Strona 2 z 2')).toBeTruthy();
    // Back returns to page 1, kept on screen while loading (no empty flash).
    act(() => route.back());
    await waitFor(() => expect(rows()).toHaveLength(5));
  });

  it('opens on the page and filter the URL holds, and ignores a stale value in it', async () => {
    const { api } = renderPage(7, '/pl/dashboard/notifications?page=2&read=false&sort=bogus');
    await waitFor(() => expect(listCalls(api.requests)).toHaveLength(1));
    expect(listCalls(api.requests)[0]).toBe('GET /api/notification/list?page=2&limit=5&sort=-created_at&read=false');
  });

  it('marks one notification read and updates the unread count', async () => {
    const { api, stores } = renderPage(7);
    await waitFor(() => expect(rows()).toHaveLength(5));
    const first = rows()[0] as HTMLElement; // id 7, unread
    fireEvent.click(within(first).getByRole('button', { name: /Oznacz jako przeczytane/ }));
    await waitFor(() => expect(api.requests).toContain('PUT /api/notification/read-list {"ids":[7]}'));
    await waitFor(() => expect(stores.$unreadCount.get()).toBe(4));
    await waitFor(() => expect(within(rows()[0] as HTMLElement).getByText('Przeczytane')).toBeTruthy());
  });

  it('marks the selected notifications read, and every matching one', async () => {
    const { api, stores } = renderPage(12);
    await waitFor(() => expect(rows()).toHaveLength(5));
    // id 11 (id 12 is already read: every third one is).
    fireEvent.click(within(rows()[1] as HTMLElement).getByRole('checkbox'));
    expect(screen.getByText('Zaznaczono 1 na tej stronie.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Oznacz zaznaczone jako przeczytane' }));
    await waitFor(() => expect(api.requests).toContain('PUT /api/notification/read-list {"ids":[11]}'));
    await waitFor(() => expect(stores.$unreadCount.get()).toBe(api.unread()));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Zaznacz wszystkie na stronie' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zaznacz wszystkie pasujące: 12' }));
    expect(screen.getByText('Zaznaczono wszystkie pasujące: 12.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Oznacz zaznaczone jako przeczytane' }));
    await waitFor(() => expect(api.unread()).toBe(0));
    expect(stores.$unreadCount.get()).toBe(0);
  });

  it('marks all read', async () => {
    const { api, stores } = renderPage(7);
    await waitFor(() => expect(rows()).toHaveLength(5));
    fireEvent.click(screen.getByRole('button', { name: 'Oznacz wszystkie jako przeczytane' }));
    await waitFor(() => expect(api.requests).toContain('PUT /api/notification/read-all'));
    await waitFor(() => expect(stores.$unreadCount.get()).toBe(0));
  });

  it('says so when there are none', async () => {
    renderPage(0);
    expect(await screen.findByText('Brak powiadomień.')).toBeTruthy();
  });

  it('describes the product-group notification with the SPEC §8 sentence', () => {
    expect(
      describeNotification({
        type: 'offer_add_product_group',
        metadata: [
          { key: 'group_name', value: 'Rury PP' },
          { key: 'number', value: 'OF/2026/0042' },
        ],
      }),
    ).toEqual({
      title: 'Zakończono dodawanie grupy produktów',
      text: 'Grupa cenowa Rury PP została prawidłowo dodana do oferty numer OF/2026/0042.',
    });
  });
});
