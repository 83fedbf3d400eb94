import type { Settlement } from '@salesdesk/sdk';
import { ClientLink } from '../clients/ClientLink';
import { InvoiceLink } from '../invoices/InvoiceLink';
import { invoiceMessages } from '../messages/invoices';
import { type ColumnDef, type ColumnList, dateColumn, moneyColumn } from '../table/columns';

const s = invoiceMessages.settlements;

const invoiceColumn = (extra: Partial<ColumnDef<Settlement>> = {}): ColumnDef<Settlement> => ({
  key: 'invoice_number',
  header: s.columns.invoice_number,
  nowrap: true,
  cell: (row) => <InvoiceLink invoice={{ id: row.invoice_id, number: row.invoice_number }} />,
  text: (row) => row.invoice_number,
  ...extra,
});
const methodColumn: ColumnDef<Settlement> = {
  key: 'method',
  header: s.columns.method,
  cell: (row) => s.methods[row.method],
  text: (row) => s.methods[row.method],
};

/** Columns of the settlements list: each payment of a client matched to an invoice; client and invoice are links. */
export const settlementColumns: ColumnList<Settlement> = [
  dateColumn<Settlement>('payment_date', s.columns.payment_date),
  {
    key: 'client',
    header: s.columns.client,
    isRowHeader: true,
    wide: true,
    cell: (row) => <ClientLink client={{ id: row.client_id, name: row.client }} />,
    text: (row) => row.client,
  },
  invoiceColumn(),
  moneyColumn<Settlement>('amount', s.columns.amount),
  methodColumn,
];

/** Columns of a client's settlements (the card's tab): the client is the card's, so the invoice names the row. */
export const clientSettlementColumns: ColumnList<Settlement> = [
  dateColumn<Settlement>('payment_date', s.columns.payment_date),
  invoiceColumn({ isRowHeader: true }),
  moneyColumn<Settlement>('amount', s.columns.amount),
  methodColumn,
];
