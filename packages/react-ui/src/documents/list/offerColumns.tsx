import type { OfferSummary } from '@salesdesk/sdk';
import { offersMessages } from '../../messages/offers';
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

const c = offersMessages.columns;

/** Columns of the offer lists (SPEC §3, in its order). */
export const offerColumns: ColumnList<OfferSummary> = [
  dateTimeColumn<OfferSummary>('created_at', c.created_at),
  dateTimeColumn<OfferSummary>('updated_at', c.updated_at, 'updated_at', { card: 'meta' }),
  dateColumn<OfferSummary>('valid_until', c.valid_until),
  textColumn<OfferSummary>('number', c.number, 'number', { isRowHeader: true, nowrap: true }),
  ...partiesColumns<OfferSummary>(c),
  statusColumn<OfferSummary>('offer', c.status),
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
