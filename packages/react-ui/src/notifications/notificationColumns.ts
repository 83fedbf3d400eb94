import type { Notification } from '@salesdesk/sdk';
import { notificationMessages } from '../messages/notifications';
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
  { key: 'text', header: m.columns.text, cell: (n) => describeNotification(n).text },
  dateTimeColumn<Notification>('created_at', m.columns.created_at),
  { key: 'read', header: m.columns.read, cell: (n) => (n.read ? m.read : m.unread) },
];
