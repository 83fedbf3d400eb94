import { createSessionStores, messages } from '@salesdesk/sdk';
import { describe, expect, it } from 'vitest';
import { createToastStore } from '../toast/toastStore';
import { bindSessionToasts } from './bindSessionToasts';

function setup() {
  const stores = createSessionStores();
  let t = 1_700_000_000_000;
  const toasts = createToastStore({ now: () => t++ });
  const unbind = bindSessionToasts({ stores, toasts });
  return { stores, toasts, unbind };
}

describe('bindSessionToasts', () => {
  it('shows each session error as an error toast with the Polish title and message', () => {
    const { stores, toasts } = setup();
    const event = { title: messages.session.errorTitle, message: messages.session.errorMessage, at: 1 };
    stores.$sessionError.set({ id: 1, ...event });
    stores.$sessionError.set({ id: 2, ...event });
    const shown = toasts.$toasts.get();
    expect(shown).toHaveLength(2);
    expect(shown[0]).toMatchObject({
      type: 'error',
      title: 'Sesja wygasła',
      description: messages.session.errorMessage,
      timeoutMs: 5000,
    });
  });

  it("shows the offer_add_product_group push as the SPEC §8 toast with 'Przejdź do oferty'", () => {
    const { stores, toasts } = setup();
    stores.$lastNotification.set({
      count: 3,
      type: 'offer_add_product_group',
      metadata: [
        { key: 'group_name', value: 'Rury PP' },
        { key: 'number', value: 'OF/2026/0042' },
        { key: 'offer_id', value: '42' },
      ],
    });
    expect(toasts.$toasts.get()).toEqual([
      expect.objectContaining({
        type: 'success',
        title: 'Zakończono dodawanie grupy produktów',
        description: 'Grupa cenowa Rury PP została prawidłowo dodana do oferty numer OF/2026/0042.',
        action: { label: 'Przejdź do oferty', href: '/pl/dashboard/offers/add-offer/2?offer-id=42' },
      }),
    ]);
  });

  it('ignores count-only pushes and other types, and stops after unbind', () => {
    const { stores, toasts, unbind } = setup();
    stores.$lastNotification.set({ count: 5 });
    stores.$lastNotification.set({ count: 6, type: 'something_else', metadata: [] });
    stores.$sessionError.set(null);
    expect(toasts.$toasts.get()).toEqual([]);
    unbind();
    stores.$sessionError.set({ id: 9, title: 'x', message: 'y', at: 0 });
    expect(toasts.$toasts.get()).toEqual([]);
  });

  it('does not replay an event that happened before binding', () => {
    const stores = createSessionStores();
    stores.$sessionError.set({ id: 1, title: 'x', message: 'y', at: 0 });
    const toasts = createToastStore();
    bindSessionToasts({ stores, toasts });
    expect(toasts.$toasts.get()).toEqual([]);
  });
});
