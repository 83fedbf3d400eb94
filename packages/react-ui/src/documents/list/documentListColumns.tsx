import { type DocumentKind, listColumnLabels, type OfferSummary, type OrderSummary } from '@salesdesk/sdk';
import {
  type CardSlot,
  type ColumnDef,
  type ColumnList,
  dateColumn,
  dateTimeColumn,
  moneyColumn,
  percentColumn,
  textColumn,
  withCardSubtitle,
} from '../../table/columns';
import { partiesColumns, statusColumn } from '../documentColumns';

/** A column of a document list: the summary's field, or the client and receiver pair. */
type ListColumnKey =
  | 'created_at'
  | 'updated_at'
  | 'valid_until'
  | 'realization_date'
  | 'number'
  | 'parties'
  | 'status'
  | 'grand_total_excl_tax'
  | 'grand_total_incl_tax'
  | 'margin'
  | 'creator_fullname'
  | 'acceptor_fullname'
  | 'comment'
  | 'template';

/** A column, with the slot it fills on a phone's card when it fills one. */
type ListColumnSpec = ListColumnKey | readonly [ListColumnKey, CardSlot];

/** What one kind's list shows: its headers (the sdk's, shared with the CLI and exports) and columns. */
interface KindColumns {
  readonly headers: Readonly<Record<string, string>>;
  /** The list's columns (SPEC §3, in its order). */
  readonly list: readonly ListColumnSpec[];
  /** Added on a client card's tab. */
  readonly clientExtra: readonly ListColumnSpec[];
}

/** The columns of each kind's list: a new kind of document is a row here. */
const KIND_COLUMNS: Readonly<Record<DocumentKind, KindColumns>> = {
  offer: {
    headers: listColumnLabels.offers,
    list: [
      'created_at',
      ['updated_at', 'meta'],
      'valid_until',
      'number',
      'parties',
      'status',
      'grand_total_excl_tax',
      ['grand_total_incl_tax', 'amount'],
      'margin',
      'creator_fullname',
      'acceptor_fullname',
      'comment',
      'template',
    ],
    clientExtra: [],
  },
  order: {
    headers: listColumnLabels.orders,
    list: [
      ['created_at', 'meta'],
      'realization_date',
      'number',
      'parties',
      'status',
      'grand_total_excl_tax',
      ['grand_total_incl_tax', 'amount'],
      'margin',
      'creator_fullname',
    ],
    // The client's card lists orders with their last change (SPEC §3).
    clientExtra: ['updated_at'],
  },
};

/** The fields every document list row has. */
interface DocumentListRow {
  client_id: number;
  receiver_id?: number | null | undefined;
  customer_fullname: string;
  receiver_fullname: string;
  status: string;
}

function columnsOf<Row extends DocumentListRow>(
  kind: DocumentKind,
  specs: readonly ListColumnSpec[],
): ColumnDef<Row>[] {
  const headers = KIND_COLUMNS[kind].headers;
  const h = (key: string) => headers[key] ?? key;
  return specs.flatMap((spec): ColumnDef<Row>[] => {
    const [key, card] = typeof spec === 'string' ? [spec, undefined] : spec;
    const extra = card ? { card } : {};
    switch (key) {
      case 'created_at':
      case 'updated_at':
        return [dateTimeColumn<Row>(key, h(key), undefined, extra)];
      case 'valid_until':
      case 'realization_date':
        return [dateColumn<Row>(key, h(key), undefined, extra)];
      case 'number':
        return [textColumn<Row>(key, h(key), undefined, { isRowHeader: true, nowrap: true, ...extra })];
      case 'parties':
        return partiesColumns<Row>({
          customer_fullname: h('customer_fullname'),
          receiver_fullname: h('receiver_fullname'),
        });
      case 'status':
        return [statusColumn<Row>(kind, h(key))];
      case 'grand_total_excl_tax':
      case 'grand_total_incl_tax':
        return [moneyColumn<Row>(key, h(key), undefined, extra)];
      case 'margin':
        return [percentColumn<Row>(key, h(key), undefined, extra)];
      default:
        return [textColumn<Row>(key, h(key), undefined, extra)];
    }
  });
}

/** Columns of the list of documents of `kind`. */
export function documentListColumns<Row extends DocumentListRow>(kind: DocumentKind): ColumnList<Row> {
  return columnsOf<Row>(kind, KIND_COLUMNS[kind].list);
}

/** Columns of a client's documents of `kind` (the card's tab): a phone's card names the receiver (the client is the card's own). */
export function clientDocumentColumns<Row extends DocumentListRow>(kind: DocumentKind): ColumnList<Row> {
  const { list, clientExtra } = KIND_COLUMNS[kind];
  return withCardSubtitle(columnsOf<Row>(kind, [...list, ...clientExtra]), 'receiver_fullname');
}

/** Columns of the offer lists (SPEC §3, in its order). */
export const offerColumns: ColumnList<OfferSummary> = documentListColumns<OfferSummary>('offer');
/** Columns of the orders list (SPEC §3, in its order). */
export const orderColumns: ColumnList<OrderSummary> = documentListColumns<OrderSummary>('order');
/** Columns of a client's active offers (the card's tab). */
export const clientOfferColumns: ColumnList<OfferSummary> = clientDocumentColumns<OfferSummary>('offer');
/** Columns of a client's orders (the card's tab), with the last change. */
export const clientOrderColumns: ColumnList<OrderSummary> = clientDocumentColumns<OrderSummary>('order');
