import type { OrderSummary } from '@salesdesk/sdk';
import { ordersMessages } from '../../messages/orders';
import {
  type ColumnList,
  dateColumn,
  dateTimeColumn,
  moneyColumn,
  percentColumn,
  textColumn,
  withCardSubtitle,
} from '../../table/columns';
import { partiesColumns, statusColumn } from '../documentColumns';

const c = ordersMessages.columns;

/** Columns of the orders list (SPEC §3, in its order). */
export const orderColumns: ColumnList<OrderSummary> = [
  dateTimeColumn<OrderSummary>('created_at', c.created_at, 'created_at', { card: 'meta' }),
  dateColumn<OrderSummary>('realization_date', c.realization_date),
  textColumn<OrderSummary>('number', c.number, 'number', { isRowHeader: true, nowrap: true }),
  ...partiesColumns<OrderSummary>(c),
  statusColumn<OrderSummary>('order', c.status),
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
