import type { InvoiceListItem, InvoiceStatus } from '@salesdesk/sdk';
import { formatDays, formatMoney } from '@salesdesk/sdk';
import { ClientLink } from '../clients/ClientLink';
import { fillMessage } from '../messages';
import { invoiceMessages } from '../messages/invoices';
import { type ColumnList, dateColumn, moneyColumn, textColumn } from '../table/columns';

const c = invoiceMessages.columns;

/** An invoice status in words, with the days past due when it is overdue ("Przeterminowana · 12 dni po terminie"). */
export function invoiceStatusText(status: InvoiceStatus, overdueDays = 0): string {
  const label = invoiceMessages.statuses[status];
  return overdueDays > 0
    ? `${label} · ${fillMessage(invoiceMessages.overdueDays, { days: formatDays(overdueDays) })}`
    : label;
}

/**
 * An invoice status as a label; overdue ones stand out in the danger colour and say how many
 * days past due they are, in words, not colour alone.
 */
export function InvoiceStatusLabel({ status, overdueDays = 0 }: { status: InvoiceStatus; overdueDays?: number }) {
  return (
    <span
      data-status={status}
      className="inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap data-[status=overdue]:bg-danger-subtle data-[status=overdue]:text-danger data-[status=paid]:text-text-muted data-[status=unpaid]:border data-[status=unpaid]:border-border data-[status=unpaid]:text-text"
    >
      {invoiceStatusText(status, overdueDays)}
    </span>
  );
}

/** What is left to pay, bold while anything is due (what staff look for). */
export function LeftToPay({ grosze }: { grosze: number }) {
  return <span className={grosze > 0 ? 'font-semibold' : 'text-text-muted'}>{formatMoney(grosze)}</span>;
}

/** Columns of the global invoices list (SPEC §3 keys, verbatim). */
export const invoiceColumns: ColumnList<InvoiceListItem> = [
  textColumn<InvoiceListItem>('number-invoices', c['number-invoices'], 'number-invoices', {
    isRowHeader: true,
    nowrap: true,
  }),
  {
    key: 'client',
    header: c.client,
    wide: true,
    cell: (row) => <ClientLink client={{ id: row.client_id, name: row.client }} />,
    text: (row) => row.client,
  },
  dateColumn<InvoiceListItem>('date-of-issue', c['date-of-issue']),
  dateColumn<InvoiceListItem>('delivery-date', c['delivery-date']),
  dateColumn<InvoiceListItem>('date-of-payment', c['date-of-payment']),
  moneyColumn<InvoiceListItem>('net-value', c['net-value']),
  moneyColumn<InvoiceListItem>('gross-value', c['gross-value']),
  {
    key: 'status-invoices',
    header: c['status-invoices'],
    cell: (row) => <InvoiceStatusLabel status={row['status-invoices']} overdueDays={row.overdue_days} />,
    text: (row) => invoiceStatusText(row['status-invoices'], row.overdue_days),
  },
  {
    key: 'left-to-pay',
    header: c['left-to-pay'],
    align: 'end',
    cell: (row) => <LeftToPay grosze={row['left-to-pay']} />,
    text: (row) => formatMoney(row['left-to-pay']),
  },
];
