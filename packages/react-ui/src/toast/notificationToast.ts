import { notificationContent } from '@salesdesk/sdk';
import { uiMessages } from '../messages';
import { pagePath } from '../pages/pageRegistry';
import { type PushedNotification, productGroupNotificationToast, type ToastInput, type ToastType } from './toastStore';

// Its own module, loaded by the session's toast bridge with the first notification about a
// document: the sdk's notification texts (every offer message among them) and the contract's
// notification types (zod) stay out of the first load of the login page.

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
export function notificationToast(notification: PushedNotification): ToastInput | null {
  if (notification.type === 'offer_add_product_group') return productGroupNotificationToast(notification);
  if (notification.type === 'import_finished') return importFinishedToast(notification);
  const tone = notification.type ? NOTIFICATION_TONE[notification.type] : undefined;
  if (!notification.type || !tone) return null;
  const { title, text, document } = notificationContent({
    type: notification.type,
    metadata: notification.metadata ?? [],
  });
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

/**
 * A file import finished (its run's `status` in the metadata): green when done, yellow when the
 * file was refused or failed, in the sdk's words, leading to the imports' history.
 */
function importFinishedToast(notification: PushedNotification): ToastInput {
  const metadata = notification.metadata ?? [];
  const status = metadata.find((e) => e.key === 'status')?.value;
  const { title, text } = notificationContent({ type: 'import_finished', metadata });
  return {
    type: status === 'done' ? 'success' : 'warning',
    title,
    description: text,
    action: { label: uiMessages.toast.openImports, href: `${pagePath('imports')}?tab=history` },
  };
}
