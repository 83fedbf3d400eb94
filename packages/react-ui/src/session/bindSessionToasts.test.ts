import { createSessionStores, messages } from '@salesdesk/sdk';
import { describe, expect, it, vi } from 'vitest';
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

  it('shows the toasts of document notifications once their module has loaded, in the order they came', async () => {
    const { stores, toasts } = setup();
    stores.$lastNotification.set({
      count: 1,
      type: 'offer_approved',
      metadata: [
        { key: 'offer_id', value: '7' },
        { key: 'number', value: 'OF/2026/0007' },
      ],
    });
    stores.$lastNotification.set({
      count: 2,
      type: 'order_confirmed',
      metadata: [
        { key: 'order_id', value: '9' },
        { key: 'number', value: 'ZA/2026/0009' },
      ],
    });
    await vi.waitFor(() => expect(toasts.$toasts.get()).toHaveLength(2));
    const [offer, order] = toasts.$toasts.get();
    expect(offer).toMatchObject({
      type: 'success',
      action: { label: 'Przejdź do oferty', href: '/pl/dashboard/offers/7' },
    });
    expect(offer?.description).toContain('OF/2026/0007');
    expect(order).toMatchObject({
      type: 'success',
      action: { label: 'Przejdź do zamówienia', href: '/pl/dashboard/orders/9' },
    });
  });

  it('shows no document toast after the unbind, even when its module loads later', async () => {
    const { stores, toasts, unbind } = setup();
    stores.$lastNotification.set({
      count: 1,
      type: 'order_to_confirm',
      metadata: [
        { key: 'order_id', value: '3' },
        { key: 'number', value: 'ZA/2026/0003' },
      ],
    });
    unbind();
    await import('../toast/notificationToast');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toasts.$toasts.get()).toEqual([]);
  });

  it('ignores count-only pushes and other types, and stops after unbind', async () => {
    const { stores, toasts, unbind } = setup();
    stores.$lastNotification.set({ count: 5 });
    stores.$lastNotification.set({ count: 6, type: 'something_else', metadata: [] });
    stores.$sessionError.set(null);
    // Another type goes through the loaded module too: let it answer.
    await import('../toast/notificationToast');
    await new Promise((resolve) => setTimeout(resolve, 0));
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
