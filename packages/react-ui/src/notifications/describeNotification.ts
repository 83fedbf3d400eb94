import { type Notification, notificationContent } from '@salesdesk/sdk';

/**
 * The heading and the sentence a notification is shown with, from its type and metadata: the
 * sdk's Polish texts of each notification type (`notificationContent`).
 */
export function describeNotification(notification: Pick<Notification, 'type' | 'metadata'>): {
  title: string;
  text: string;
} {
  const { title, text } = notificationContent(notification);
  return { title, text };
}
