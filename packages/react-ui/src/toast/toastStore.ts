import { notificationContent } from '@salesdesk/sdk';
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

/** The toast colour of each notification type about a document (SPEC §8 colours). */
const NOTIFICATION_TONE: Record<string, ToastType> = {
  offer_add_product_group_failed: 'warning',
  offer_to_approve: 'info',
  offer_approved: 'success',
  offer_sent_back: 'warning',
  offer_rejected: 'warning',
  offer_status_changed: 'info',
  order_to_confirm: 'info',
  order_confirmed: 'success',
};

/**
 * The toast of a pushed notification (`type` plus `metadata` key/value pairs), or null for a
 * type without a toast. `offer_add_product_group` has the SPEC §8 toast (its action leads to the
 * offer wizard's step 2); every other notification about an offer or order says what happened in
 * the sdk's words and leads to that document's page.
 */
export function notificationToast(notification: {
  type?: string;
  metadata?: ReadonlyArray<{ key: string; value: string }>;
}): ToastInput | null {
  const metadata = notification.metadata ?? [];
  const meta = new Map(metadata.map((m) => [m.key, m.value]));
  if (notification.type === 'offer_add_product_group') {
    const offerId = meta.get('offer_id');
    if (!offerId) return null;
    return productGroupToast({
      group_name: meta.get('group_name') ?? '',
      number: meta.get('number') ?? '',
      offer_id: offerId,
    });
  }
  const tone = notification.type ? NOTIFICATION_TONE[notification.type] : undefined;
  if (!notification.type || !tone) return null;
  const { title, text, document } = notificationContent({ type: notification.type, metadata });
  if (!document) return null;
  const t = uiMessages.toast;
  return {
    type: tone,
    title,
    description: text,
    // The page of each kind is named as the kind.
    action: {
      label: { offer: t.openOffer, order: t.openOrder }[document.kind],
      href: pagePath(document.kind, { symbol: document.id }),
    },
  };
}
