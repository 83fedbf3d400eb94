import { type OrderSummary, offerMessages } from '@salesdesk/sdk';
import { StatusBadge } from '../controls/StatusBadge';
import { ordersMessages } from '../messages/orders';
import { type ColumnList, dateColumn, dateTimeColumn, moneyColumn, percentColumn, textColumn } from '../table/columns';

const c = ordersMessages.columns;

/** Columns of the orders list (SPEC §3, in its order). */
export const orderColumns: ColumnList<OrderSummary> = [
  dateTimeColumn<OrderSummary>('created_at', c.created_at, 'created_at', { card: 'meta' }),
  dateColumn<OrderSummary>('realization_date', c.realization_date),
  textColumn<OrderSummary>('number', c.number, 'number', { isRowHeader: true, nowrap: true }),
  textColumn<OrderSummary>('customer_fullname', c.customer_fullname, 'customer_fullname', {
    wide: true,
    card: 'subtitle',
  }),
  textColumn<OrderSummary>('receiver_fullname', c.receiver_fullname, 'receiver_fullname', { wide: true }),
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
