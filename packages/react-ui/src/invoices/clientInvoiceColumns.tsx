import { type ClientInvoice, formatMoney } from '@salesdesk/sdk';
import { invoiceMessages } from '../messages/invoices';
import { type ColumnList, dateColumn, moneyColumn, textColumn } from '../table/columns';
import { InvoiceStatusLabel, invoiceStatusText, LeftToPay } from './invoiceColumns';

const c = invoiceMessages.clientColumns;

/** Columns of a client's invoices (SPEC §3 "Client invoices"): overdue ones with their days past due. */
export const clientInvoiceColumns: ColumnList<ClientInvoice> = [
  textColumn<ClientInvoice>('invoice-number', c['invoice-number'], 'invoice-number', {
    isRowHeader: true,
    nowrap: true,
  }),
  dateColumn<ClientInvoice>('date-of-issue', c['date-of-issue']),
  dateColumn<ClientInvoice>('shipping-date', c['shipping-date']),
  dateColumn<ClientInvoice>('date-of-payment', c['date-of-payment']),
  moneyColumn<ClientInvoice>('net-value', c['net-value']),
  moneyColumn<ClientInvoice>('gross-value', c['gross-value']),
  {
    key: 'status',
    header: c.status,
    cell: (row) => <InvoiceStatusLabel status={row.status} overdueDays={row.overdue_days} />,
    text: (row) => invoiceStatusText(row.status, row.overdue_days),
  },
  {
    key: 'left-to-pay',
    header: c['left-to-pay'],
    align: 'end',
    cell: (row) => <LeftToPay grosze={row['left-to-pay']} />,
    text: (row) => formatMoney(row['left-to-pay']),
  },
];
