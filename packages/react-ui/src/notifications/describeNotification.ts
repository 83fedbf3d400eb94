import type { Notification } from '@salesdesk/sdk';
import { fillMessage, uiMessages } from '../messages';
import { notificationMessages } from '../messages/notifications';

const m = notificationMessages;

/** The heading and the sentence a notification is shown with, from its type and metadata. */
export function describeNotification(notification: Pick<Notification, 'type' | 'metadata'>): {
  title: string;
  text: string;
} {
  const meta = Object.fromEntries(notification.metadata.map((entry) => [entry.key, entry.value]));
  const title = m.types[notification.type] ?? m.otherType;
  if (notification.type === 'offer_add_product_group') {
    return {
      title,
      text: fillMessage(uiMessages.toast.productGroupDescription, {
        group_name: meta.group_name ?? '',
        number: meta.number ?? '',
      }),
    };
  }
  if (notification.type === 'offer_add_product_group_failed') {
    return {
      title,
      text: fillMessage(uiMessages.toast.productGroupFailedDescription, {
        group_name: meta.group_name ?? '',
        number: meta.number ?? '',
        reason: meta.reason ?? '',
      }),
    };
  }
  return { title, text: meta.number ? fillMessage(m.document, { number: meta.number }) : '' };
}
