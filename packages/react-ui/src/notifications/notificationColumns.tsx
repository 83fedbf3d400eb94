import { type Notification, notificationContent } from '@salesdesk/sdk';
import { AppLink } from '../context/AppLink';
import { notificationMessages } from '../messages/notifications';
import { pagePath } from '../pages/pageRegistry';
import { type ColumnList, dateTimeColumn } from '../table/columns';
import { describeNotification } from './describeNotification';

const m = notificationMessages;

/** Columns of the notifications table. */
export const notificationColumns: ColumnList<Notification> = [
  {
    key: 'type',
    header: m.columns.type,
    isRowHeader: true,
    cell: (n) => describeNotification(n).title,
  },
  {
    key: 'text',
    header: m.columns.text,
    text: (n) => describeNotification(n).text,
    // A notification about an offer or order leads to it.
    cell: (n) => {
      const { text, document } = notificationContent(n);
      if (!document) return text;
      return (
        <AppLink
          href={pagePath(document.kind, { symbol: document.id })}
          className="text-primary-700 underline underline-offset-2 dark:text-primary-300"
        >
          {text}
        </AppLink>
      );
    },
  },
  dateTimeColumn<Notification>('created_at', m.columns.created_at),
  { key: 'read', header: m.columns.read, cell: (n) => (n.read ? m.read : m.unread) },
];
