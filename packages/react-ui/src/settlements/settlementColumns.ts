import type { Settlement } from '@salesdesk/sdk';
import { invoiceMessages } from '../messages/invoices';
import { type ColumnList, dateColumn, moneyColumn, textColumn } from '../table/columns';

const s = invoiceMessages.settlements;

/** Columns of the settlements list: each payment of a client matched to an invoice. */
export const settlementColumns: ColumnList<Settlement> = [
  dateColumn<Settlement>('payment_date', s.columns.payment_date),
  textColumn<Settlement>('client', s.columns.client, 'client', { isRowHeader: true, wide: true }),
  textColumn<Settlement>('invoice_number', s.columns.invoice_number, 'invoice_number', { nowrap: true }),
  moneyColumn<Settlement>('amount', s.columns.amount),
  {
    key: 'method',
    header: s.columns.method,
    cell: (row) => s.methods[row.method],
    text: (row) => s.methods[row.method],
  },
];
