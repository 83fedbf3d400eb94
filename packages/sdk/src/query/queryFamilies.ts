import type { QueryClient } from '@tanstack/query-core';
import type { MutationEndpointName, QueryEndpointName } from './endpointQuery';

/**
 * Groups of cached reads that change together. A write or a live-socket message names the
 * families it touches and every cached read of them is invalidated (refetched when on screen).
 */
export const QUERY_FAMILIES = {
  offer: [
    'offerList',
    'offerCirculationList',
    'offerDraftList',
    'offerToApproveList',
    'clientActiveOfferList',
    'offerById',
    'offerHistory',
    'offerAddedProducts',
    'outboxList',
  ],
  /**
   * The offer reads a line write changes besides the offer and its lines: the line writes answer
   * what changed and the cached offer and pages of lines are patched with it
   * (`patchCachedDocument`), not read again.
   */
  offerLinesAround: [
    'offerList',
    'offerCirculationList',
    'offerDraftList',
    'offerToApproveList',
    'clientActiveOfferList',
    'offerHistory',
  ],
  // A client's credit in use counts its confirmed orders: the card reads it again when orders change.
  order: ['orderList', 'clientOrderList', 'orderById', 'orderAddedProducts', 'outboxList', 'clientById'],
  /**
   * The order reads a line write changes besides the order and its lines, which are patched with
   * the line change it answers (`patchCachedDocument`), as for offers.
   */
  orderLinesAround: ['orderList', 'clientOrderList', 'orderHistory'],
  /**
   * Reads that show available stock (stock minus reservations): a confirmed order reserves its
   * quantities, archiving or deleting it releases them.
   */
  stock: [
    'warehouseProducts',
    'productInWarehouses',
    'productList',
    'productSearch',
    'productsAll',
    'offerAddedProducts',
    'orderAddedProducts',
  ],
  notification: ['notificationList', 'notificationUnreadCounter'],
  user: ['userList', 'userInformation'],
  substitution: ['substitutionList', 'offerToApproveList'],
  shortcuts: ['shortcutsGet'],
  tableConfig: ['tableConfigGet'],
  uiConfig: ['getUiConfig'],
  apiToken: ['apiTokenList', 'apiTokenAdminList'],
  /** The import jobs and the history of file runs. */
  importRun: ['importList', 'importRunList', 'importRunById'],
  /** Registered webhook endpoints and their delivery logs. */
  webhook: ['webhookList', 'webhookGet', 'webhookDeliveries'],
  /** The trade's synonym dictionary. */
  synonym: ['synonymList'],
  /** The matches the paste dialog learned. */
  learnedMatch: ['learnedMatchList'],
} as const satisfies Record<string, readonly QueryEndpointName[]>;

/** Name of a family of cached reads. */
export type QueryFamily = keyof typeof QUERY_FAMILIES;

/**
 * What each write invalidates. Typed over every write of the contract table, so an endpoint
 * added later does not compile until someone decides what it changes. The line writes of both
 * kinds (`OFFER_LINE_WRITES`, `ORDER_LINE_WRITES`) leave the cached document and its pages of
 * lines to `patchCacheAfterWrite`.
 */
export const MUTATION_INVALIDATES: Readonly<Record<MutationEndpointName, readonly QueryFamily[]>> = {
  login: [],
  logout: [],
  renewToken: [],
  forgotPassword: [],
  resetPassword: [],
  // A POST only because a list of 500 rows does not fit a query string: it reads, writes nothing.
  productMatch: [],
  // An import writes after its answer (the run is asynchronous): the run lists are read again
  // at once, and whoever follows the run invalidates the catalogue once it is done.
  importStart: ['importRun'],
  importRunApply: ['importRun'],
  importJobUpdate: ['importRun'],
  importJobRun: ['importRun'],
  setUiConfig: ['uiConfig'],
  assignRole: ['user'],
  assignStatus: ['user'],
  assignWarehouse: ['user'],
  substitutionCreate: ['substitution'],
  substitutionEnd: ['substitution'],
  apiTokenCreate: ['apiToken'],
  apiTokenRevoke: ['apiToken'],
  notificationReadAll: ['notification'],
  notificationReadList: ['notification'],
  shortcutsSet: ['shortcuts'],
  tableConfigSet: ['tableConfig'],
  offerCreate: ['offer'],
  offerCreateFromOrders: ['offer'],
  offerCopy: ['offer'],
  offerArchive: ['offer'],
  offerDelete: ['offer'],
  offerUpdate: ['offer'],
  offerUpdateDelivery: ['offer'],
  offerAction: ['offer'],
  offerAddComment: ['offer'],
  offerMassDiscount: ['offerLinesAround'],
  offerSendPdf: ['offer'],
  offerAddAttachment: ['offer'],
  offerRemoveAttachment: ['offer'],
  offerItemAdd: ['offerLinesAround'],
  offerAddLines: ['offerLinesAround'],
  offerItemUpdate: ['offerLinesAround'],
  offerItemRemove: ['offerLinesAround'],
  offerItemsRemove: ['offerLinesAround'],
  offerItemQuantity: ['offerLinesAround'],
  // An order made from an offer accepts that offer.
  orderCreate: ['order', 'offer'],
  orderCopy: ['order'],
  // A confirmed order reserves stock; archiving or deleting it gives the reservation back.
  orderArchive: ['order', 'stock'],
  orderDelete: ['order', 'stock'],
  orderConfirm: ['order', 'stock'],
  orderAddProduct: ['orderLinesAround'],
  orderAddLines: ['orderLinesAround'],
  orderUpdateItem: ['orderLinesAround'],
  orderRemoveItem: ['orderLinesAround'],
  orderRemoveItems: ['orderLinesAround'],
  orderMassDiscount: ['orderLinesAround'],
  orderSendPdf: ['order'],
  orderUpdate: ['order'],
  orderUpdateDeadlines: ['order'],
  orderUpdateDelivery: ['order'],
  webhookCreate: ['webhook'],
  webhookUpdate: ['webhook'],
  webhookDelete: ['webhook'],
  webhookRotateSecret: ['webhook'],
  webhookTest: ['webhook'],
  webhookRedeliver: ['webhook'],
  // A synonym changes what every product search finds: the product lists are read again.
  synonymCreate: ['synonym', 'stock'],
  synonymUpdate: ['synonym', 'stock'],
  synonymDelete: ['synonym', 'stock'],
  learnedMatchCreate: ['learnedMatch'],
  learnedMatchDelete: ['learnedMatch'],
};

/** Invalidates every cached read of the given families; resolves when the active ones are refetched. */
export function invalidateFamilies(queryClient: QueryClient, families: readonly QueryFamily[]): Promise<void> {
  if (families.length === 0) return Promise.resolve();
  const names = new Set<string>(families.flatMap((family) => QUERY_FAMILIES[family]));
  return queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && names.has(query.queryKey[0]),
  });
}
