import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, notificationToast, productGroupToast, ToastArea } from '../index';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast store', () => {
  it('builds ids from the timestamp and keeps them unique', () => {
    const store = createToastStore({ now: () => 1700000000000 });
    expect(store.show({ type: 'info', title: 'a' })).toBe('1700000000000');
    expect(store.show({ type: 'info', title: 'b' })).toBe('1700000000000-1');
    expect(store.$toasts.get().map((t) => t.timeoutMs)).toEqual([5000, 5000]);
  });

  it('builds the Polish offer_add_product_group toast', () => {
    expect(productGroupToast({ group_name: 'Rury PEX', number: 'OF/1/2026', offer_id: 42 })).toEqual({
      type: 'success',
      title: 'Zakończono dodawanie grupy produktów',
      description: 'Grupa cenowa Rury PEX została prawidłowo dodana do oferty numer OF/1/2026.',
      action: { label: 'Przejdź do oferty', href: '/pl/dashboard/offers/add-offer/2?offer-id=42' },
    });
    expect(
      notificationToast({
        type: 'offer_add_product_group',
        metadata: [
          { key: 'group_name', value: 'Kable' },
          { key: 'number', value: '7' },
          { key: 'offer_id', value: '9' },
        ],
      })?.action?.href,
    ).toBe('/pl/dashboard/offers/add-offer/2?offer-id=9');
    expect(notificationToast({ type: 'other' })).toBeNull();
  });

  it('builds a toast of a finished file import leading to the imports’ history, yellow when refused', () => {
    const done = notificationToast({
      type: 'import_finished',
      metadata: [
        { key: 'status', value: 'done' },
        { key: 'file_name', value: 'produkty.csv' },
      ],
    });
    expect(done).toMatchObject({
      type: 'success',
      action: { label: 'Przejdź do historii importów', href: '/pl/dashboard/imports?tab=history' },
    });
    expect(done?.title).toBeTruthy();
    expect(notificationToast({ type: 'import_finished', metadata: [{ key: 'status', value: 'refused' }] })?.type).toBe(
      'warning',
    );
  });

  it('builds a toast leading to the document for the approval and order notifications', () => {
    expect(
      notificationToast({
        type: 'offer_to_approve',
        metadata: [
          { key: 'number', value: 'OF/2026/000012' },
          { key: 'offer_id', value: '12' },
          { key: 'level', value: 'board' },
          { key: 'author', value: 'Jan Nowak' },
        ],
      }),
    ).toEqual({
      type: 'info',
      title: 'Oferta do akceptacji',
      description: 'Oferta OF/2026/000012 (Jan Nowak) czeka na Twoją akceptację na poziomie „Zarząd”.',
      action: { label: 'Przejdź do oferty', href: '/pl/dashboard/offers/12' },
    });
    expect(
      notificationToast({
        type: 'order_confirmed',
        metadata: [
          { key: 'number', value: 'ZAM/2026/000004' },
          { key: 'order_id', value: '4' },
          { key: 'actor', value: 'Elżbieta Jabłońska' },
        ],
      }),
    ).toMatchObject({
      type: 'success',
      title: 'Zamówienie potwierdzone',
      action: { label: 'Przejdź do zamówienia', href: '/pl/dashboard/orders/4' },
    });
    // A notification that names no document has no toast to lead anywhere.
    expect(notificationToast({ type: 'offer_approved', metadata: [{ key: 'number', value: 'OF/1' }] })).toBeNull();
  });
});

describe('ToastArea', () => {
  it('removes a toast after 5000 ms', () => {
    const store = createToastStore();
    render(<ToastArea store={store} />);
    act(() => void store.show({ type: 'warning', title: 'Uwaga' }));
    expect(screen.getByRole('status').getAttribute('data-type')).toBe('warning');
    act(() => void vi.advanceTimersByTime(4999));
    expect(screen.queryByText('Uwaga')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByText('Uwaga')).toBeNull();
  });

  it('pauses while hovered and resumes with the time left', () => {
    const store = createToastStore();
    render(<ToastArea store={store} />);
    act(() => void store.show({ type: 'error', title: 'Błąd' }));
    act(() => void vi.advanceTimersByTime(3000));
    const toast = screen.getByRole('alert');
    fireEvent.mouseEnter(toast);
    expect(toast.hasAttribute('data-paused')).toBe(true);
    const progress = toast.querySelector<HTMLElement>('[data-progress]');
    expect(progress?.style.animationPlayState).toBe('paused');
    act(() => void vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('Błąd')).not.toBeNull();
    fireEvent.mouseLeave(toast);
    act(() => void vi.advanceTimersByTime(1999));
    expect(screen.queryByText('Błąd')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByText('Błąd')).toBeNull();
  });

  it('navigates with the action and dismisses the toast', () => {
    const store = createToastStore();
    const visited: string[] = [];
    render(<ToastArea store={store} navigate={(p) => visited.push(p)} />);
    act(() => void store.show(productGroupToast({ group_name: 'G', number: '1', offer_id: 5 })));
    fireEvent.click(screen.getByRole('link', { name: 'Przejdź do oferty' }));
    expect(visited).toEqual(['/pl/dashboard/offers/add-offer/2?offer-id=5']);
    expect(store.$toasts.get()).toEqual([]);
  });

  it('is full width on small screens and 24rem from sm up', () => {
    render(<ToastArea store={createToastStore()} />);
    const region = screen.getByRole('region', { name: 'Powiadomienia' });
    expect(region.className).toContain('w-full');
    expect(region.className).toContain('sm:w-toast');
  });
});
