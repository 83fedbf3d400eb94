import { NotificationsPage } from '@salesdesk/react-ui';

/** /pl/dashboard/notifications: the user's notifications, paged, with mark-read actions. */
export default function NotificationsRoute() {
  return <NotificationsPage />;
}
