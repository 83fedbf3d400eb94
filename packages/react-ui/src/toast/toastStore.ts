import { atom, type ReadableAtom } from 'nanostores';
import { fillMessage, uiMessages } from '../messages';
import { pagePath } from '../pages/pageRegistry';

/** Kind of a toast; colours per SPEC §8 (error pink, info blue, warning yellow, success green). */
export type ToastType = 'success' | 'error' | 'info' | 'warning';

/** A button-like link of a toast. */
export interface ToastAction {
  label: string;
  /** App path the action goes to. */
  href: string;
}

/** A toast on screen. */
export interface Toast {
  /** Built from the timestamp (SPEC §8). */
  id: string;
  type: ToastType;
  title: string;
  description?: string;
  action?: ToastAction;
  /** Lifetime in ms while not hovered (default 5000, SPEC §9). */
  timeoutMs: number;
}

/** What {@link ToastStore.show} takes. */
export type ToastInput = Omit<Toast, 'id' | 'timeoutMs'> & { timeoutMs?: number };

/** Default toast lifetime (SPEC §9). */
export const TOAST_TIMEOUT_MS = 5000;

/** The toasts of a page. */
export interface ToastStore {
  $toasts: ReadableAtom<readonly Toast[]>;
  /** Shows a toast and returns its id. */
  show(input: ToastInput): string;
  dismiss(id: string): void;
  clear(): void;
}

/** Creates a toast store; `now` gives the timestamp ids are built from. */
export function createToastStore(options: { now?: () => number } = {}): ToastStore {
  const now = options.now ?? Date.now;
  const $toasts = atom<readonly Toast[]>([]);
  return {
    $toasts,
    show(input) {
      const stamp = String(now());
      // Two toasts in the same millisecond get a suffix so ids stay unique.
      let id = stamp;
      for (let n = 1; $toasts.get().some((t) => t.id === id); n++) id = `${stamp}-${n}`;
      $toasts.set([...$toasts.get(), { timeoutMs: TOAST_TIMEOUT_MS, ...input, id }]);
      return id;
    },
    dismiss(id) {
      $toasts.set($toasts.get().filter((t) => t.id !== id));
    },
    clear() {
      $toasts.set([]);
    },
  };
}

/** The page's toasts. */
export const toasts: ToastStore = createToastStore();

/** Path of offer wizard step 2 for an offer (SPEC §2), from the page registry. */
export function offerWizardStep2Path(offerId: string | number): string {
  return pagePath('addOffer', { stepId: 2 }, { 'offer-id': offerId });
}

/** Facts of an `offer_add_product_group` notification (SPEC §8). */
export interface ProductGroupFacts {
  group_name: string;
  number: string;
  offer_id: string | number;
}

/** The green toast of an `offer_add_product_group` notification (SPEC §8, Polish wording verbatim). */
export function productGroupToast(facts: ProductGroupFacts): ToastInput {
  const t = uiMessages.toast;
  return {
    type: 'success',
    title: t.productGroupTitle,
    description: fillMessage(t.productGroupDescription, { group_name: facts.group_name, number: facts.number }),
    action: { label: t.productGroupAction, href: offerWizardStep2Path(facts.offer_id) },
  };
}

/** A pushed notification as the socket delivers it: its type and `metadata` key/value pairs. */
export interface PushedNotification {
  type?: string;
  metadata?: ReadonlyArray<{ key: string; value: string }>;
}

/**
 * The SPEC §8 toast of an `offer_add_product_group` notification, or null for another type or
 * one without its offer. Kept beside the store (its words the sdk's small
 * `productGroupNotificationMessages` constant, not the notification renderer) so the shell shows
 * it at once; the toasts of the other notifications come with their texts in `notificationToast.ts`.
 */
export function productGroupNotificationToast(notification: PushedNotification): ToastInput | null {
  if (notification.type !== 'offer_add_product_group') return null;
  const meta = new Map((notification.metadata ?? []).map((m) => [m.key, m.value]));
  const offerId = meta.get('offer_id');
  if (!offerId) return null;
  return productGroupToast({
    group_name: meta.get('group_name') ?? '',
    number: meta.get('number') ?? '',
    offer_id: offerId,
  });
}
