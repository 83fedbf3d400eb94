import { defaultSessionStores, type SessionStores } from '@salesdesk/sdk';
import { toasts as defaultToasts, notificationToast, type ToastStore } from '../toast/toastStore';

/** Options of {@link bindSessionToasts}. */
export interface SessionToastsOptions {
  stores?: Pick<SessionStores, '$sessionError' | '$lastNotification'>;
  toasts?: ToastStore;
}

/**
 * Turns the session's events into toasts: each `$sessionError` event (a 401 while logged in,
 * SPEC §8) into an error toast with the sdk's Polish title and message, and each pushed
 * notification that has a toast (the price group's, and every one about an offer or order: to
 * approve, approved, sent back, to confirm, confirmed…) into its toast leading to the document. Listens only
 * to changes (`listen`), so an event from before the bridge was bound is not shown again.
 * Returns the unbind.
 */
export function bindSessionToasts(options: SessionToastsOptions = {}): () => void {
  const stores = options.stores ?? defaultSessionStores;
  const toasts = options.toasts ?? defaultToasts;
  const offError = stores.$sessionError.listen((event) => {
    if (event) toasts.show({ type: 'error', title: event.title, description: event.message });
  });
  const offNotification = stores.$lastNotification.listen((notification) => {
    const toast = notification ? notificationToast(notification) : null;
    if (toast) toasts.show(toast);
  });
  return () => {
    offError();
    offNotification();
  };
}
