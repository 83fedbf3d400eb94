import { type OfferSummary, offerMessages } from '@salesdesk/sdk';
import { ClientLink } from '../clients/ClientLink';
import { StatusBadge } from '../controls/StatusBadge';
import { offersMessages } from '../messages/offers';
import {
  type ColumnList,
  dateColumn,
  dateTimeColumn,
  moneyColumn,
  percentColumn,
  textColumn,
  withCardSubtitle,
} from '../table/columns';

const c = offersMessages.columns;

/** Columns of the offer lists (SPEC §3, in its order). */
export const offerColumns: ColumnList<OfferSummary> = [
  dateTimeColumn<OfferSummary>('created_at', c.created_at),
  dateTimeColumn<OfferSummary>('updated_at', c.updated_at, 'updated_at', { card: 'meta' }),
  dateColumn<OfferSummary>('valid_until', c.valid_until),
  textColumn<OfferSummary>('number', c.number, 'number', { isRowHeader: true, nowrap: true }),
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

/** Columns of a client's active offers (the card's tab): a phone's card names the receiver (the client is the card's own). */
export const clientOfferColumns: ColumnList<OfferSummary> = withCardSubtitle(offerColumns, 'receiver_fullname');
