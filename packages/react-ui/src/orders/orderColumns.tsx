import { type OrderSummary, offerMessages } from '@salesdesk/sdk';
import { ClientLink } from '../clients/ClientLink';
import { StatusBadge } from '../controls/StatusBadge';
import { ordersMessages } from '../messages/orders';
import {
  type ColumnList,
  dateColumn,
  dateTimeColumn,
  moneyColumn,
  percentColumn,
  textColumn,
  withCardSubtitle,
} from '../table/columns';

const c = ordersMessages.columns;

/** Columns of the orders list (SPEC §3, in its order). */
export const orderColumns: ColumnList<OrderSummary> = [
  dateTimeColumn<OrderSummary>('created_at', c.created_at, 'created_at', { card: 'meta' }),
  dateColumn<OrderSummary>('realization_date', c.realization_date),
  textColumn<OrderSummary>('number', c.number, 'number', { isRowHeader: true, nowrap: true }),
  {
    key: 'customer_fullname',
    header: c.customer_fullname,
    wide: true,
    card: 'subtitle',
    cell: (row) => <ClientLink client={{ id: row.client_id, name: row.customer_fullname }} />,
    text: (row) => row.customer_fullname,
  },
  {
    key: 'receiver_fullname',
    header: c.receiver_fullname,
    wide: true,
    // Without a receiver of its own the document goes to the client.
    cell: (row) => <ClientLink client={{ id: row.receiver_id ?? row.client_id, name: row.receiver_fullname }} />,
    text: (row) => row.receiver_fullname,
  },
  {
    key: 'status',
    header: c.status,
    card: 'badge',
    cell: (order) => <StatusBadge kind="order" status={order.status} />,
    text: (order) => offerMessages.orderStatuses[order.status],
  },
  moneyColumn<OrderSummary>('grand_total_excl_tax', c.grand_total_excl_tax),
  moneyColumn<OrderSummary>('grand_total_incl_tax', c.grand_total_incl_tax, 'grand_total_incl_tax', { card: 'amount' }),
  percentColumn<OrderSummary>('margin', c.margin),
  textColumn<OrderSummary>('creator_fullname', c.creator_fullname, 'creator_fullname'),
];

/**
 * Columns of a client's orders (the card's tab): the orders list's, with the last change (SPEC §3);
 * a phone's card names the receiver (the client is the card's own).
 */
export const clientOrderColumns: ColumnList<OrderSummary> = withCardSubtitle(
  [...orderColumns, dateTimeColumn<OrderSummary>('updated_at', c.updated_at)],
  'receiver_fullname',
);
