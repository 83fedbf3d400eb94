import type { InvoiceListItem, InvoiceStatus } from '@salesdesk/sdk';
import { formatMoney } from '@salesdesk/sdk';
import { invoiceMessages } from '../messages/invoices';
import { type ColumnList, dateColumn, moneyColumn, textColumn } from '../table/columns';

const c = invoiceMessages.columns;

/** An invoice status as a label; overdue ones stand out in the danger colour with words, not colour alone. */
export function InvoiceStatusLabel({ status }: { status: InvoiceStatus }) {
  return (
    <span
      data-status={status}
      className="inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap data-[status=overdue]:bg-danger-subtle data-[status=overdue]:text-danger data-[status=paid]:text-text-muted"
    >
      {invoiceMessages.statuses[status]}
    </span>
  );
}

/** Columns of the global invoices list (SPEC §3 keys, verbatim). */
export const invoiceColumns: ColumnList<InvoiceListItem> = [
  textColumn<InvoiceListItem>('number-invoices', c['number-invoices'], 'number-invoices', {
    isRowHeader: true,
    nowrap: true,
  }),
  textColumn<InvoiceListItem>('client', c.client, 'client', { wide: true }),
  dateColumn<InvoiceListItem>('date-of-issue', c['date-of-issue']),
  dateColumn<InvoiceListItem>('delivery-date', c['delivery-date']),
  dateColumn<InvoiceListItem>('date-of-payment', c['date-of-payment']),
  moneyColumn<InvoiceListItem>('net-value', c['net-value']),
  moneyColumn<InvoiceListItem>('gross-value', c['gross-value']),
  {
    key: 'status-invoices',
    header: c['status-invoices'],
    cell: (row) => <InvoiceStatusLabel status={row['status-invoices']} />,
    text: (row) => invoiceMessages.statuses[row['status-invoices']],
  },
  {
    key: 'left-to-pay',
    header: c['left-to-pay'],
    align: 'end',
    // What is left to pay is what staff look for: shown bold while anything is due.
    cell: (row) => (
      <span className={row['left-to-pay'] > 0 ? 'font-semibold' : 'text-text-muted'}>
        {formatMoney(row['left-to-pay'])}
      </span>
    ),
    text: (row) => formatMoney(row['left-to-pay']),
  },
];
