import { type OfferSummary, offerMessages } from '@salesdesk/sdk';
import { StatusBadge } from '../controls/StatusBadge';
import { offersMessages } from '../messages/offers';
import { type ColumnList, dateColumn, dateTimeColumn, moneyColumn, percentColumn, textColumn } from '../table/columns';

const c = offersMessages.columns;

/** Columns of the offer lists (SPEC §3, in its order). */
export const offerColumns: ColumnList<OfferSummary> = [
  dateTimeColumn<OfferSummary>('created_at', c.created_at),
  dateTimeColumn<OfferSummary>('updated_at', c.updated_at, 'updated_at', { card: 'meta' }),
  dateColumn<OfferSummary>('valid_until', c.valid_until),
  textColumn<OfferSummary>('number', c.number, 'number', { isRowHeader: true, nowrap: true }),
  textColumn<OfferSummary>('customer_fullname', c.customer_fullname, 'customer_fullname', {
    wide: true,
    card: 'subtitle',
  }),
  textColumn<OfferSummary>('receiver_fullname', c.receiver_fullname, 'receiver_fullname', { wide: true }),
  {
    key: 'status',
    header: c.status,
    card: 'badge',
    cell: (offer) => <StatusBadge kind="offer" status={offer.status} />,
    text: (offer) => offerMessages.statuses[offer.status],
  },
  moneyColumn<OfferSummary>('grand_total_excl_tax', c.grand_total_excl_tax),
  moneyColumn<OfferSummary>('grand_total_incl_tax', c.grand_total_incl_tax, 'grand_total_incl_tax', { card: 'amount' }),
  percentColumn<OfferSummary>('margin', c.margin),
  textColumn<OfferSummary>('creator_fullname', c.creator_fullname, 'creator_fullname'),
  textColumn<OfferSummary>('acceptor_fullname', c.acceptor_fullname, 'acceptor_fullname'),
  textColumn<OfferSummary>('comment', c.comment),
  textColumn<OfferSummary>('template', c.template),
];
