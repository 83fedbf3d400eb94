import { defaultSessionStores, type SessionStores } from '@salesdesk/sdk';
import { toasts as defaultToasts, productGroupNotificationToast, type ToastStore } from '../toast/toastStore';

type NotificationToastModule = typeof import('../toast/notificationToast');
let notificationToastModule: Promise<NotificationToastModule> | undefined;

/**
 * The toasts of notifications about documents, loaded with the first such notification (their
 * texts are the sdk's offer and order messages, which the login page does not need). One
 * promise for every caller, so toasts keep the order their notifications came in; a chunk that
 * failed to load is asked for again with the next notification.
 */
function loadNotificationToast(): Promise<NotificationToastModule> {
  notificationToastModule ??= import('../toast/notificationToast').catch((error: unknown) => {
    notificationToastModule = undefined;
    throw error;
  });
  return notificationToastModule;
}

/** Options of {@link bindSessionToasts}. */
export interface SessionToastsOptions {
  stores?: Pick<SessionStores, '$sessionError' | '$lastNotification'>;
  toasts?: ToastStore;
}

/**
 * Turns the session's events into toasts: each `$sessionError` event (a 401 while logged in,
 * SPEC §8) into an error toast with the sdk's Polish title and message, and each pushed
 * notification that has a toast (the price group's, and every one about an offer or order: to
 * approve, approved, sent back, to confirm, confirmed…) into its toast leading to the document.
 * The price group's toast shows at once; the others once their module has loaded (a few
 * milliseconds, on the first one only), in the order the notifications came, and not after the
 * unbind. A module that cannot load costs that toast only: the bell still counts the
 * notification. Listens only to changes (`listen`), so an event from before the bridge was
 * bound is not shown again. Returns the unbind.
 */
export function bindSessionToasts(options: SessionToastsOptions = {}): () => void {
  const stores = options.stores ?? defaultSessionStores;
  const toasts = options.toasts ?? defaultToasts;
  const offError = stores.$sessionError.listen((event) => {
    if (event) toasts.show({ type: 'error', title: event.title, description: event.message });
  });
  let bound = true;
  const offNotification = stores.$lastNotification.listen((notification) => {
    // A count-only push (no type) has no toast.
    if (!notification?.type) return;
    if (notification.type === 'offer_add_product_group') {
      const toast = productGroupNotificationToast(notification);
      if (toast) toasts.show(toast);
      return;
    }
    loadNotificationToast().then(
      ({ notificationToast }) => {
        const toast = bound ? notificationToast(notification) : null;
        if (toast) toasts.show(toast);
      },
      () => undefined,
    );
  });
  return () => {
    bound = false;
    offError();
    offNotification();
  };
}
