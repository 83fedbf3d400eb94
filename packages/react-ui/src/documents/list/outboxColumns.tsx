import type { OutboxEntry } from '@salesdesk/sdk';
import { documentMessages as m } from '../../messages/documents';
import { type ColumnList, dateTimeColumn, textColumn } from '../../table/columns';
import { DeliveryStatus, deliveryText } from './DeliveryStatus';
import { DownloadButton } from './DownloadButton';

const kindLabel = (entry: OutboxEntry) => (entry.document_kind ? m.kinds[entry.document_kind] : '');

/** Columns of the documents page: what was sent, to whom, when, whether it left the server, and its PDF. */
export const documentColumns: ColumnList<OutboxEntry> = [
  dateTimeColumn<OutboxEntry>('created_at', m.columns.created_at),
  { key: 'document_kind', header: m.columns.document_kind, cell: kindLabel, text: kindLabel },
  textColumn<OutboxEntry>('number', m.columns.number, 'number', { isRowHeader: true, nowrap: true }),
  textColumn<OutboxEntry>('customer_fullname', m.columns.customer_fullname, 'customer_fullname', { wide: true }),
  textColumn<OutboxEntry>('recipient', m.columns.recipient),
  {
    key: 'delivery_status',
    header: m.columns.delivery_status,
    cell: (entry) => <DeliveryStatus entry={entry} />,
    text: deliveryText,
    card: 'badge',
  },
  {
    key: 'attachment',
    header: m.columns.attachment,
    cell: (entry) =>
      entry.attachment_url && entry.attachment_name ? (
        <DownloadButton path={entry.attachment_url} name={entry.attachment_name} />
      ) : null,
    text: (entry) => entry.attachment_name ?? '',
    interactive: true,
  },
];
