import { createSessionStores } from '@salesdesk/sdk';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastArea } from '../toast/ToastArea';
import { createToastStore } from '../toast/toastStore';
import { SessionToastBridge } from './SessionToastBridge';

describe('SessionToastBridge', () => {
  it('puts a pushed offer_add_product_group notification on screen with its action', () => {
    const stores = createSessionStores();
    const toasts = createToastStore();
    const navigate = vi.fn();
    const { unmount } = render(
      <>
        <SessionToastBridge stores={stores} toasts={toasts} />
        <ToastArea store={toasts} navigate={navigate} />
      </>,
    );
    act(() =>
      stores.$lastNotification.set({
        count: 1,
        type: 'offer_add_product_group',
        metadata: [
          { key: 'group_name', value: 'Kable' },
          { key: 'number', value: 'OF/7' },
          { key: 'offer_id', value: '7' },
        ],
      }),
    );
    expect(screen.getByText('Zakończono dodawanie grupy produktów')).toBeTruthy();
    expect(screen.getByText('Grupa cenowa Kable została prawidłowo dodana do oferty numer OF/7.')).toBeTruthy();
    fireEvent.click(screen.getByText('Przejdź do oferty'));
    expect(navigate).toHaveBeenCalledWith('/pl/dashboard/offers/add-offer/2?offer-id=7');
    unmount();
    // Unmounted: no more toasts.
    stores.$sessionError.set({ id: 1, title: 'Sesja wygasła', message: 'x', at: 0 });
    expect(toasts.$toasts.get().some((t) => t.type === 'error')).toBe(false);
  });

  it('shows a session error as an error toast', () => {
    const stores = createSessionStores();
    const toasts = createToastStore();
    render(
      <>
        <SessionToastBridge stores={stores} toasts={toasts} />
        <ToastArea store={toasts} />
      </>,
    );
    act(() => stores.$sessionError.set({ id: 1, title: 'Sesja wygasła', message: 'Zaloguj się ponownie.', at: 0 }));
    expect(screen.getByText('Sesja wygasła')).toBeTruthy();
    expect(screen.getByText('Zaloguj się ponownie.')).toBeTruthy();
  });
});
