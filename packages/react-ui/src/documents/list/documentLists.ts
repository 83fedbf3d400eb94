import {
  CIRCULATION_OFFER_STATUSES,
  type DocumentKind,
  OFFER_STATUSES,
  ORDER_STATUSES,
  offerMessages,
} from '@salesdesk/sdk';
import type { ComponentType } from 'react';
import type { ListQuery, ListRow } from '../../data/listQuery';
import { offersMessages } from '../../messages/offers';
import { ordersMessages } from '../../messages/orders';
import type { ColumnList } from '../../table/columns';
import { type DocumentBulkActionProps, OffersBulkArchive, OrdersToOffer } from './DocumentBulkActions';
import type { DocumentListFiltersProps } from './DocumentListFilters';
import { offerColumns, orderColumns } from './documentListColumns';

/** The list calls behind the document list pages' tabs. */
export type DocumentListEndpoint =
  | 'offerCirculationList'
  | 'offerDraftList'
  | 'offerToApproveList'
  | 'offerList'
  | 'orderList';

/** A tab of a document list page: its list call, saved columns, filters and words. */
export interface DocumentListTab {
  readonly id: string;
  readonly endpoint: DocumentListEndpoint;
  /** Table id: the tab's saved columns and page size. */
  readonly tableId: string;
  /** A filter the tab fixes (it never shows in the URL). */
  readonly fixed?: Partial<ListQuery<'orderList'>>;
  readonly filters: DocumentListFiltersProps;
  /** The tab's name (also the table's accessible name unless `tableLabel` says otherwise). */
  readonly label: string;
  readonly tableLabel?: string;
  readonly empty: string;
}

/** Texts of a document list page (the kind's own messages module). */
interface DocumentListMessages {
  readonly title: string;
  readonly search: string;
  readonly tabsLabel: string;
  /** The waiting tab's count, `{count}`. */
  readonly waitingCount: string;
  /** The link into the wizard. */
  readonly create: string;
  readonly actions: {
    readonly menu: string;
    readonly open: string;
    readonly copy: string;
    readonly archive: string;
    readonly delete: string;
  };
}

/** One kind's list page. */
export interface DocumentListDefinition {
  /** The tabs, the default first. */
  readonly tabs: readonly [DocumentListTab, ...DocumentListTab[]];
  /** The tab of what waits for this user (shown to acceptors and whoever has something waiting). */
  readonly waiting: {
    readonly tab: string;
    readonly endpoint: DocumentListEndpoint;
    readonly query: Partial<ListQuery<'orderList'>>;
  };
  /** Key of the remembered query, shared by the tabs. */
  readonly rememberAs: string;
  readonly defaultSort: string;
  readonly columns: ColumnList<ListRow<DocumentListEndpoint>>;
  /** The wizard's page and the document's page. */
  readonly pages: { readonly add: 'addOffer' | 'addOrder'; readonly document: 'offer' | 'order' };
  readonly messages: DocumentListMessages;
  /** What the bar of selected rows offers. */
  readonly BulkAction: ComponentType<DocumentBulkActionProps>;
}

const statusOptions = (labels: Readonly<Record<string, string>>, statuses: readonly string[]) =>
  statuses.map((status) => ({ value: status, label: labels[status] ?? status }));

const om = offersMessages;
const rm = ordersMessages;
const orderStatuses = statusOptions(offerMessages.orderStatuses, ORDER_STATUSES);

/**
 * Every kind's list page: a new kind of document is a row here plus its messages. Drafts and
 * to-approve hold one offer status each, so those tabs have no status filter.
 */
export const DOCUMENT_LISTS: Readonly<Record<DocumentKind, DocumentListDefinition>> = {
  offer: {
    tabs: [
      {
        id: 'circulation',
        endpoint: 'offerCirculationList',
        tableId: 'offersInCirculation',
        filters: { statuses: statusOptions(offerMessages.statuses, CIRCULATION_OFFER_STATUSES) },
        label: om.tabs.circulation,
        empty: om.empty.circulation,
      },
      {
        id: 'drafts',
        endpoint: 'offerDraftList',
        tableId: 'offerDrafts',
        filters: { creator: false },
        label: om.tabs.drafts,
        empty: om.empty.drafts,
      },
      {
        id: 'toApprove',
        endpoint: 'offerToApproveList',
        tableId: 'offersToApprove',
        filters: {},
        label: om.tabs.toApprove,
        empty: om.empty.toApprove,
      },
      {
        id: 'all',
        endpoint: 'offerList',
        tableId: 'offers',
        filters: { statuses: statusOptions(offerMessages.statuses, OFFER_STATUSES), archive: true },
        label: om.tabs.all,
        empty: om.empty.all,
      },
    ],
    waiting: { tab: 'toApprove', endpoint: 'offerToApproveList', query: {} },
    rememberAs: 'offers',
    defaultSort: '-updated_at',
    columns: offerColumns as ColumnList<ListRow<DocumentListEndpoint>>,
    pages: { add: 'addOffer', document: 'offer' },
    messages: { ...om, waitingCount: om.toApproveCount, create: om.prepare },
    BulkAction: OffersBulkArchive,
  },
  order: {
    tabs: [
      {
        id: 'all',
        endpoint: 'orderList',
        tableId: 'orders',
        filters: { statuses: orderStatuses, archive: true },
        label: rm.tabs.all,
        tableLabel: rm.title,
        empty: rm.empty,
      },
      {
        id: 'toConfirm',
        endpoint: 'orderList',
        tableId: 'ordersToConfirm',
        // Orders whose lines need an approval the caller may give.
        fixed: { to_confirm: 'true' },
        filters: { statuses: orderStatuses, archive: true },
        label: rm.tabs.toConfirm,
        empty: rm.emptyToConfirm,
      },
    ],
    waiting: { tab: 'toConfirm', endpoint: 'orderList', query: { to_confirm: 'true' } },
    rememberAs: 'orders',
    defaultSort: '-created_at',
    columns: orderColumns as ColumnList<ListRow<DocumentListEndpoint>>,
    pages: { add: 'addOrder', document: 'order' },
    messages: { ...rm, waitingCount: rm.toConfirmCount },
    BulkAction: OrdersToOffer,
  },
};
