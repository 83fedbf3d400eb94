import { createSessionStores } from '@salesdesk/sdk';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UnreadBadge } from './UnreadBadge';

describe('UnreadBadge', () => {
  it('shows the live unread count and hides the number at 0', () => {
    const stores = createSessionStores();
    render(<UnreadBadge stores={stores} />);
    expect(screen.queryByTestId('unread-count')).toBeNull();
    expect(screen.getByRole('link', { name: 'Nieprzeczytane powiadomienia: 0' })).toBeTruthy();
    act(() => stores.$unreadCount.set(4));
    expect(screen.getByTestId('unread-count').textContent).toBe('4');
    act(() => stores.$unreadCount.set(120));
    expect(screen.getByTestId('unread-count').textContent).toBe('99+');
    expect(screen.getByRole('link').getAttribute('aria-label')).toBe('Nieprzeczytane powiadomienia: 120');
  });

  it('loads the first count into $unreadCount', async () => {
    const stores = createSessionStores();
    render(<UnreadBadge stores={stores} loadCount={() => Promise.resolve(7)} />);
    await waitFor(() => expect(screen.getByTestId('unread-count').textContent).toBe('7'));
    expect(stores.$unreadCount.get()).toBe(7);
  });

  it('keeps the count when the first load fails', async () => {
    const stores = createSessionStores();
    stores.$unreadCount.set(2);
    const loadCount = vi.fn(() => Promise.reject(new Error('offline')));
    render(<UnreadBadge stores={stores} loadCount={loadCount} />);
    await waitFor(() => expect(loadCount).toHaveBeenCalled());
    expect(screen.getByTestId('unread-count').textContent).toBe('2');
  });

  it('navigates through the router on a plain click', () => {
    const onNavigate = vi.fn();
    render(<UnreadBadge stores={createSessionStores()} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('link'));
    expect(onNavigate).toHaveBeenCalledWith('/pl/dashboard/notifications');
  });
});
