import type { QueryClient } from '@tanstack/query-core';
import type { MutationEndpointName, QueryEndpointName } from './endpointQuery';

// TYPES

/**
 * The start of a cache key (`['offers']`, `['offers', 'list']`): invalidating a prefix reaches
 * every cached read whose key begins with it.
 */
export type QueryKeyPrefix = readonly string[];

// TABLE

/**
 * Where each read lives in the cache: its key is `[...scope, endpoint name, input]`
 * (`['offers', 'detail', 'offerById', { params: { id: 4 } }]`). Reads that change together share
 * a scope, so a write or a live message invalidates a prefix instead of a hand-kept list of names.
 * Typed over every read of the contract table: a read added later does not compile until someone
 * decides where it lives. Files (PDFs, attachments, exports) live under `downloads`, which
 * nothing invalidates.
 */
export const QUERY_SCOPES = {
  health: ['system'],
  healthReady: ['system'],
  setupStatus: ['system'],
  openApiDocument: ['downloads'],
  userInformation: ['users', 'me'],
  userList: ['users', 'list'],
  userRole: ['roles'],
  getUiConfig: ['uiConfig'],
  shortcutsGet: ['shortcuts'],
  tableConfigGet: ['tableConfig'],
  acceptantThreshold: ['settings'],
  clientList: ['clients', 'list'],
  clientById: ['clients', 'detail'],
  clientContacts: ['clients', 'contacts'],
  recipientPayer: ['clients', 'contacts'],
  invoiceList: ['invoices', 'list'],
  clientInvoiceList: ['invoices', 'list'],
  invoiceById: ['invoices', 'detail'],
  invoiceXml: ['downloads'],
  settlementList: ['settlements'],
  substitutionList: ['substitutions'],
  importList: ['imports', 'jobs'],
  importRunList: ['imports', 'runs'],
  importRunById: ['imports', 'runs'],
  importRunRejects: ['downloads'],
  importExample: ['downloads'],
  notificationList: ['notifications'],
  notificationUnreadCounter: ['notifications'],
  offerList: ['offers', 'list'],
  offerCirculationList: ['offers', 'list'],
  offerDraftList: ['offers', 'list'],
  offerToApproveList: ['offers', 'list'],
  clientActiveOfferList: ['offers', 'list'],
  offerById: ['offers', 'detail'],
  offerHistory: ['offers', 'history'],
  offerAddedProducts: ['offers', 'lines'],
  offerAttachmentDownload: ['downloads'],
  offerPdf: ['downloads'],
  orderList: ['orders', 'list'],
  clientOrderList: ['orders', 'list'],
  orderById: ['orders', 'detail'],
  orderAddedProducts: ['orders', 'lines'],
  orderHistory: ['orders', 'history'],
  orderStockShortages: ['orders', 'shortages'],
  orderPdf: ['downloads'],
  outboxList: ['outbox', 'list'],
  outboxDelivery: ['outbox', 'delivery'],
  outboxAttachment: ['downloads'],
  productsAll: ['products', 'search'],
  productList: ['products', 'search'],
  productSearch: ['products', 'search'],
  productPrices: ['products', 'detail'],
  productAttributes: ['products', 'detail'],
  productsRelated: ['products', 'detail'],
  productChanges: ['products', 'detail'],
  productFacets: ['products', 'facets'],
  productInWarehouses: ['stock'],
  warehouseProducts: ['stock'],
  stockWarehouses: ['warehouses'],
  supplierList: ['suppliers'],
  salesStats: ['dashboard'],
  dashboardCounts: ['dashboard'],
  changeList: ['changes'],
  apiTokenList: ['apiTokens'],
  apiTokenAdminList: ['apiTokens'],
  webhookList: ['webhooks'],
  webhookGet: ['webhooks'],
  webhookDeliveries: ['webhooks'],
  synonymList: ['synonyms'],
  learnedMatchList: ['learnedMatches'],
} as const satisfies Record<QueryEndpointName, QueryKeyPrefix>;

/** An offer's reads (its lists, the offer, its history and lines) and the outbox that lists its mails. */
const OFFER_READS = [['offers'], ['outbox', 'list']] as const satisfies readonly QueryKeyPrefix[];

/**
 * The offer reads a line write changes besides the offer and its lines: the line writes answer
 * what changed and the cached offer and pages of lines are patched with it
 * (`patchCacheAfterWrite`), not read again.
 */
const OFFER_LINES_AROUND = [
  ['offers', 'list'],
  ['offers', 'history'],
] as const satisfies readonly QueryKeyPrefix[];

/**
 * An order's reads and the outbox; a client's credit in use counts its confirmed orders, so the
 * client card is read again too. Every order write leaves a line in the order's history.
 */
const ORDER_READS = [
  ['orders', 'list'],
  ['orders', 'detail'],
  ['orders', 'lines'],
  ['orders', 'history'],
  ['outbox', 'list'],
  ['clients', 'detail'],
] as const satisfies readonly QueryKeyPrefix[];

/** The order reads a line write changes besides the order and its lines (patched, as for offers). */
const ORDER_LINES_AROUND = [
  ['orders', 'list'],
  ['orders', 'history'],
] as const satisfies readonly QueryKeyPrefix[];

/**
 * Reads that show available stock (stock minus reservations): a confirmed order reserves its
 * quantities, archiving or deleting it releases them; a synonym or an import changes what the
 * product searches find.
 */
export const STOCK_READS = [
  ['stock'],
  ['products', 'search'],
  ['offers', 'lines'],
  ['orders', 'lines'],
] as const satisfies readonly QueryKeyPrefix[];

/** The reads that show who works here (the list and the signed-in user). */
const USER_READS = [
  ['users', 'list'],
  ['users', 'me'],
] as const satisfies readonly QueryKeyPrefix[];

/** Substitutions change who approves what: the list of offers to approve too. */
const SUBSTITUTION_READS = [
  ['substitutions'],
  ['offers', 'list', 'offerToApproveList'],
] as const satisfies readonly QueryKeyPrefix[];

/** The import jobs and the history of file runs. */
export const IMPORT_READS = [['imports']] as const satisfies readonly QueryKeyPrefix[];

/** What a live message or a write touching each kind of document makes stale. */
export const DOCUMENT_READS = {
  offer: { whole: OFFER_READS, linesAround: OFFER_LINES_AROUND },
  order: { whole: ORDER_READS, linesAround: ORDER_LINES_AROUND },
} as const;

/** The notification list and the unread counter. */
export const NOTIFICATION_READS = [['notifications']] as const satisfies readonly QueryKeyPrefix[];

/**
 * What each write invalidates, as key prefixes. Typed over every write of the contract table, so
 * an endpoint added later does not compile until someone decides what it changes. The line
 * writes of both kinds (`OFFER_LINE_WRITES`, `ORDER_LINE_WRITES`) leave the cached document and
 * its pages of lines to `patchCacheAfterWrite`.
 */
export const MUTATION_INVALIDATES: Readonly<Record<MutationEndpointName, readonly QueryKeyPrefix[]>> = {
  login: [],
  logout: [],
  renewToken: [],
  forgotPassword: [],
  resetPassword: [],
  // A POST only because a list of 500 rows does not fit a query string: it reads, writes nothing.
  productMatch: [],
  // An import writes after its answer (the run is asynchronous): the run lists are read again
  // at once, and whoever follows the run invalidates the catalogue once it is done.
  importStart: IMPORT_READS,
  importRunApply: IMPORT_READS,
  importJobUpdate: IMPORT_READS,
  importJobRun: IMPORT_READS,
  setUiConfig: [['uiConfig']],
  assignRole: USER_READS,
  assignStatus: USER_READS,
  assignWarehouse: USER_READS,
  substitutionCreate: SUBSTITUTION_READS,
  substitutionEnd: SUBSTITUTION_READS,
  apiTokenCreate: [['apiTokens']],
  apiTokenRevoke: [['apiTokens']],
  notificationReadAll: NOTIFICATION_READS,
  notificationReadList: NOTIFICATION_READS,
  shortcutsSet: [['shortcuts']],
  tableConfigSet: [['tableConfig']],
  offerCreate: OFFER_READS,
  offerCreateFromOrders: OFFER_READS,
  offerCopy: OFFER_READS,
  offerArchive: OFFER_READS,
  offerDelete: OFFER_READS,
  offerUpdate: OFFER_READS,
  offerUpdateDelivery: OFFER_READS,
  offerAction: OFFER_READS,
  offerAddComment: OFFER_READS,
  offerMassDiscount: OFFER_LINES_AROUND,
  offerSendPdf: OFFER_READS,
  offerAddAttachment: OFFER_READS,
  offerRemoveAttachment: OFFER_READS,
  offerItemAdd: OFFER_LINES_AROUND,
  offerAddLines: OFFER_LINES_AROUND,
  offerItemUpdate: OFFER_LINES_AROUND,
  offerItemRemove: OFFER_LINES_AROUND,
  offerItemsRemove: OFFER_LINES_AROUND,
  offerItemQuantity: OFFER_LINES_AROUND,
  // An order made from an offer accepts that offer.
  orderCreate: [...ORDER_READS, ...OFFER_READS],
  orderCopy: ORDER_READS,
  // A confirmed order reserves stock; archiving or deleting it gives the reservation back.
  orderArchive: [...ORDER_READS, ...STOCK_READS],
  orderDelete: [...ORDER_READS, ...STOCK_READS],
  orderConfirm: [...ORDER_READS, ...STOCK_READS],
  orderAddProduct: ORDER_LINES_AROUND,
  orderAddLines: ORDER_LINES_AROUND,
  orderUpdateItem: ORDER_LINES_AROUND,
  orderRemoveItem: ORDER_LINES_AROUND,
  orderRemoveItems: ORDER_LINES_AROUND,
  orderMassDiscount: ORDER_LINES_AROUND,
  orderSendPdf: ORDER_READS,
  orderUpdate: ORDER_READS,
  orderUpdateDeadlines: ORDER_READS,
  orderUpdateDelivery: ORDER_READS,
  webhookCreate: [['webhooks']],
  webhookUpdate: [['webhooks']],
  webhookDelete: [['webhooks']],
  webhookRotateSecret: [['webhooks']],
  webhookTest: [['webhooks']],
  webhookRedeliver: [['webhooks']],
  webhookRetry: [['webhooks']],
  // A synonym changes what every product search finds: the product lists are read again.
  synonymCreate: [['synonyms'], ...STOCK_READS],
  synonymUpdate: [['synonyms'], ...STOCK_READS],
  synonymDelete: [['synonyms'], ...STOCK_READS],
  learnedMatchCreate: [['learnedMatches']],
  learnedMatchDelete: [['learnedMatches']],
};

// FUNCTIONS

/** The endpoint a cache key of {@link endpointQueryKey} reads, or undefined for a key of another shape. */
export function queryKeyEndpoint(queryKey: readonly unknown[]): QueryEndpointName | undefined {
  const name = queryKey.at(-2);
  return typeof name === 'string' && Object.hasOwn(QUERY_SCOPES, name) ? (name as QueryEndpointName) : undefined;
}

/** The input a cache key of {@link endpointQueryKey} was read with. */
export function queryKeyInput(queryKey: readonly unknown[]): unknown {
  return queryKey.at(-1);
}

/** Whether `queryKey` begins with `prefix`. */
export function keyStartsWith(queryKey: readonly unknown[], prefix: QueryKeyPrefix): boolean {
  return prefix.length <= queryKey.length && prefix.every((part, i) => queryKey[i] === part);
}

/**
 * Invalidates every cached read whose key begins with one of `prefixes`; resolves when the
 * active ones are read again.
 */
export function invalidatePrefixes(queryClient: QueryClient, prefixes: readonly QueryKeyPrefix[]): Promise<void> {
  if (prefixes.length === 0) return Promise.resolve();
  return queryClient.invalidateQueries({
    predicate: (query) => prefixes.some((prefix) => keyStartsWith(query.queryKey, prefix)),
  });
}
