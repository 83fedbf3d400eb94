import { type DocumentChangeEvent, formatPercent, formatQuantity, type ListPage, offerMessages } from '@salesdesk/sdk';
import type { AuthUser } from '../http/authenticate';
import { HttpError } from '../http/httpError';
import { type ListParams, likePattern, runList, type SqlCondition } from '../http/sqlList';
import type { ServerContext } from '../serverContext';
import { type DocumentListFilters, documentListConditions } from './documentListFilters';
import {
  notifyOfferChanged,
  notifyOrderChanged,
  type OfferPushState,
  type OrderPushState,
  offerPushState,
  orderPushState,
} from './documentPush';
import {
  addLineDelta,
  approvalThreshold,
  bumpVersion,
  cached,
  changedLine,
  checkQuantity,
  clientName,
  type DocKind,
  documentNumber,
  fmt,
  insertLines,
  type LineRow,
  lineById,
  lineFromProduct,
  linesOf,
  massDiscount,
  noDelta,
  nowIso,
  productById,
  recomputeTotals,
  removeLines,
  type SumsDelta,
  saveLine,
  TABLES,
} from './documentStore';
import { ensureOwner, visibilityCondition } from './offerAccess';
import { inTransaction, mutateOffer, reevaluate, runOfferChange } from './offerMutation';
import {
  addHistory,
  loadOffer,
  OFFER_FROM,
  OFFER_SELECT,
  OFFER_SORT_COLUMNS,
  type OfferListRow,
  type offerDetail,
  offerHeader,
  offerLineOut,
  offerSummary,
} from './offerStore';
import {
  ensureOrderEditable,
  loadOrder,
  ORDER_FROM,
  ORDER_SELECT,
  ORDER_SORT_COLUMNS,
  type OrderRow,
  orderDetail,
  orderSummary,
  reevaluateOrder,
} from './orderStore';
import { ensureNoProductGroupJob } from './productGroupJob';

// The document layer: what offers and orders do alike (create with its number, lines and totals;
// copy; delete a draft; versioned changes; line writes), written once and parameterised by the
// document kind, so the routes only add what is their own (history, approval, the offer's job
// hold) and an order editor reuses the offer's machinery. Everything runs inside the caller's
// transaction unless it says otherwise.

/** A new line, before it has an id and an ordinal number. */
export type NewLine = Omit<LineRow, 'id' | 'ordinal_no'>;

/** Number prefix of each kind (`OF/2026/000123`, `ZAM/2026/000123`). */
const NUMBER_PREFIX = { offer: 'OF', order: 'ZAM' } as const;

/** Header columns only one kind has, by kind (column names are constants, never user input). */
interface KindColumns {
  offer: {
    status: 'draft';
    valid_until: string | null;
    template: string | null;
    copied_from_id: number | null;
  };
  order: { offer_id: number | null; realization_date: string | null };
}

/** The header every document starts with. */
export interface DocumentHeader {
  client_id: number;
  receiver_id?: number | null | undefined;
  comment?: string | null | undefined;
}

/**
 * Inserts a document header and gives it its number. The number comes from the id, which exists
 * only after the insert, so the row is inserted under a unique placeholder and renumbered at once
 * (both in the caller's transaction, so nobody sees the placeholder). The client and receiver
 * names are stored with the document: they are what was agreed, even if the client is renamed.
 */
export function insertDocument<K extends DocKind>(
  ctx: ServerContext,
  user: AuthUser,
  kind: K,
  header: DocumentHeader,
  own: KindColumns[K],
): number {
  const { db } = ctx;
  const t = TABLES[kind];
  const customer = clientName(db, header.client_id, 'client_id');
  const receiver = header.receiver_id ? clientName(db, header.receiver_id, 'receiver_id') : customer;
  const at = nowIso(ctx);
  const columns: Record<string, unknown> = {
    number: `tmp-${at}-${Math.random()}`,
    client_id: header.client_id,
    receiver_id: header.receiver_id ?? null,
    customer_fullname: customer,
    receiver_fullname: receiver,
    comment: header.comment ?? null,
    creator_id: user.id,
    company_code: user.companyCode,
    created_at: at,
    updated_at: at,
    ...own,
  };
  const names = Object.keys(columns);
  const id = Number(
    db
      .prepare(`INSERT INTO ${t.doc} (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`)
      .run(columns).lastInsertRowid,
  );
  db.prepare(`UPDATE ${t.doc} SET number = ? WHERE id = ?`).run(documentNumber(NUMBER_PREFIX[kind], id, at), id);
  return id;
}

/** An item of a create call: a product and its quantity, with an optional price or discount. */
export interface NewItem {
  product_id: number;
  quantity: number;
  client_price?: number | undefined;
  discount_from_catalog?: number | undefined;
}

/** Lines for the items of a create call; a bad product or quantity is a 400 on `items.{i}.…`. */
export function linesFromItems(ctx: ServerContext, items: readonly NewItem[]): NewLine[] {
  return items.map((item, i) => {
    const product = productById(ctx.db, item.product_id, `items.${i}.product_id`);
    checkQuantity(item.quantity, product.uom, `items.${i}.quantity`);
    return lineFromProduct(product, item.quantity, item);
  });
}

/** How {@link linesAtCurrentPrices} prices the new lines. */
export interface RepriceOptions {
  /** Keep each line's discount from the catalogue price (an offer copy); else the recommended price. */
  keepDiscount?: boolean;
  /** Field a vanished product is reported on (400). */
  field: string;
}

/**
 * The lines of a document again, at today's catalogue prices: the same products and quantities
 * for a new document (a copy, an offer from orders), which is a new proposal, not a replay.
 */
export function linesAtCurrentPrices(
  ctx: ServerContext,
  kind: DocKind,
  docId: number,
  options: RepriceOptions,
): NewLine[] {
  return linesOf(ctx.db, kind, docId).map((l) => {
    const product = productById(ctx.db, l.product_id, options.field);
    if (!options.keepDiscount) return lineFromProduct(product, l.quantity);
    const discount = l.catalog_price > 0 ? Math.round((1 - l.client_price / l.catalog_price) * 10_000) / 100 : 0;
    return lineFromProduct(product, l.quantity, { discount_from_catalog: Math.min(100, Math.max(0, discount)) });
  });
}

/**
 * Totals of a new document from its stored lines. An offer also gets its required approval level
 * stored (the order's is computed when it is read); a new document has no approval to void.
 */
export function settleNewDocument(ctx: ServerContext, user: AuthUser, kind: DocKind, docId: number): void {
  if (kind === 'offer') {
    const row = ctx.db.prepare(`SELECT ${OFFER_SELECT} FROM ${OFFER_FROM} WHERE o.id = ?`).get(docId) as OfferListRow;
    reevaluate(ctx, user, row);
  } else recomputeTotals(ctx.db, kind, docId);
}

/**
 * Creates a document with its lines and totals: header and number ({@link insertDocument}), the
 * lines appended in the order given, then {@link settleNewDocument}. `beforeTotals` runs after
 * the header exists and before the lines of `lines` go in (an order takes its offer's lines and
 * approval there). Returns the new id; the caller writes its history and pushes once committed.
 */
export function createDocument<K extends DocKind>(
  ctx: ServerContext,
  user: AuthUser,
  kind: K,
  header: DocumentHeader,
  own: KindColumns[K],
  lines: () => readonly NewLine[],
  beforeLines?: (docId: number) => void,
): number {
  const id = insertDocument(ctx, user, kind, header, own);
  beforeLines?.(id);
  insertLines(ctx.db, kind, id, lines());
  settleNewDocument(ctx, user, kind, id);
  return id;
}

/** How a list of one kind reads its rows. */
interface ListShape<K extends DocKind> {
  from: string;
  select: string;
  /** API sort key → SQL expression (the contract's enum of the kind). */
  sortColumns: Record<string, string>;
  /** Columns the search term is looked for in. */
  searchColumns: readonly string[];
  map: (row: DocRow[K]) => DocListItem[K];
}

/** How the lists of each kind read their rows (alias `o` for the document table). */
const LIST_SHAPES: { [K in DocKind]: ListShape<K> } = {
  offer: {
    from: OFFER_FROM,
    select: OFFER_SELECT,
    sortColumns: OFFER_SORT_COLUMNS,
    searchColumns: ['o.number', 'o.customer_fullname', 'o.receiver_fullname', 'o.comment'],
    map: offerSummary,
  },
  order: {
    from: ORDER_FROM,
    select: ORDER_SELECT,
    sortColumns: ORDER_SORT_COLUMNS,
    searchColumns: ['o.number', 'o.customer_fullname', 'o.receiver_fullname'],
    map: orderSummary,
  },
};

/** A list item of each kind. */
export interface DocListItem {
  offer: ReturnType<typeof offerSummary>;
  order: ReturnType<typeof orderSummary>;
}

/** The query of a document list: paging, sort, search and the shared filters. */
export type DocumentListQuery = ListParams & DocumentListFilters;

/** Which documents a list may show. */
export interface ListScope {
  /**
   * Show only what this user may see (theirs, their company's or all, by role); null when the
   * route's own conditions already are the scope (the caller's drafts, what they may approve).
   */
  visibleTo: AuthUser | null;
  /** The route's own conditions (status, client...), over alias `o`. */
  where?: SqlCondition[];
}

/**
 * A list of documents of one kind, the same for offers and orders: the kind's table and row
 * shape, the caller's visibility, the shared filters of `documentListConditions` (archived,
 * status, client, creator, dates), the search over number, client names (and an offer's
 * comment), the sort keys of the kind (the contract's enum; the newest first by default, ties by
 * id) and paging, all in SQL. Routes add only their own conditions in `scope.where`.
 */
export function listDocuments<K extends DocKind>(
  ctx: ServerContext,
  kind: K,
  query: DocumentListQuery,
  scope: ListScope,
): ListPage<DocListItem[K]> {
  const shape: ListShape<K> = LIST_SHAPES[kind];
  const where = scope.visibleTo ? [visibilityCondition(scope.visibleTo), ...(scope.where ?? [])] : (scope.where ?? []);
  return runList<DocRow[K], DocListItem[K]>(
    ctx.db,
    {
      from: shape.from,
      select: shape.select,
      sortColumns: shape.sortColumns,
      defaultSort: '-created_at',
      tieBreaker: 'o.id',
      search: (term) => {
        const like = likePattern(term);
        return {
          sql: shape.searchColumns.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(' OR '),
          params: shape.searchColumns.map(() => like),
        };
      },
      where,
      map: shape.map,
    },
    query,
    documentListConditions(query),
  );
}

/** The stored row of each kind, as the routes read it. */
export interface DocRow {
  offer: OfferListRow;
  order: OrderRow;
}

/** Loads a document (404) that `user` may see (403). */
export function loadDocument<K extends DocKind>(ctx: ServerContext, user: AuthUser, kind: K, id: number): DocRow[K] {
  return (kind === 'offer' ? loadOffer(ctx.db, user, id, ctx) : loadOrder(ctx, user, id)) as DocRow[K];
}

/** The push snapshot of a document (undefined when there is none): take it before a write. */
export function documentPushState(
  ctx: ServerContext,
  kind: DocKind,
  id: number,
): OfferPushState | OrderPushState | undefined {
  return kind === 'offer' ? offerPushState(ctx.db, id) : orderPushState(ctx.db, id);
}

/** Pushes a committed change of a document to the screens showing it (documentPush.ts). */
export function notifyDocumentChanged(
  ctx: ServerContext,
  kind: DocKind,
  actorId: number | null,
  before: OfferPushState | OrderPushState | undefined,
  event: DocumentChangeEvent,
  id: number | undefined = before?.id,
): void {
  if (kind === 'offer') notifyOfferChanged(ctx, actorId, before as OfferPushState | undefined, event, id);
  else notifyOrderChanged(ctx, actorId, before as OrderPushState | undefined, event, id);
}

/** The 409 message of a stale `version`, by kind. */
const STALE_VERSION = {
  offer: offerMessages.errors.staleVersion,
  order: offerMessages.errors.staleOrderVersion,
} as const;

/** The 409 message of deleting a document that is no longer a draft, by kind. */
const DELETE_DRAFT_ONLY = {
  offer: offerMessages.errors.deleteDraftOnly,
  order: offerMessages.errors.deleteOrderDraftOnly,
} as const;

/**
 * Deletes a draft of its owner (403 otherwise; 409 when it is no longer a draft, or when
 * `version` is given and stale; an offer also 409 while a product-group job holds it), lines
 * included, then pushes the deletion. Orders made from a deleted offer keep their lines and
 * prices and only lose the link to it.
 */
export function deleteDraft(
  ctx: ServerContext,
  user: AuthUser,
  kind: DocKind,
  id: number,
  version: number | undefined,
): void {
  const before = documentPushState(ctx, kind, id);
  ctx.db.transaction(() => {
    const doc = loadDocument(ctx, user, kind, id);
    ensureOwner(user, doc, kind);
    if (kind === 'offer') ensureNoProductGroupJob(doc.id);
    if (doc.status !== 'draft') throw HttpError.conflict(DELETE_DRAFT_ONLY[kind]);
    if (version !== undefined && version !== doc.version) throw HttpError.conflict(STALE_VERSION[kind]);
    if (kind === 'offer') ctx.db.prepare('UPDATE orders SET offer_id = NULL WHERE offer_id = ?').run(doc.id);
    ctx.db.prepare(`DELETE FROM ${TABLES[kind].doc} WHERE id = ?`).run(doc.id);
  })();
  notifyDocumentChanged(ctx, kind, user.id, before, 'deleted');
}

/** Options of {@link changeDocument}. */
export interface ChangeOptions {
  /** The change touches lines, prices, discounts or quantities: totals and approval are re-evaluated. */
  lines?: boolean;
  /** Skip the editable check (archive). */
  evenIfReadOnly?: boolean;
  /** What the live push says happened (default `content`). */
  event?: DocumentChangeEvent;
}

/** The full API answer of each kind after a change. */
export interface DocDetail {
  offer: ReturnType<typeof offerDetail>;
  order: ReturnType<typeof orderDetail>;
}

/**
 * One versioned change of a document by its owner, answering the whole document: in one
 * transaction it loads the document (404/403), checks the caller owns it (403) and that it is
 * still editable (409), moves it to the next version only if it is still at `version` (409,
 * nothing written), applies `change`, and when lines changed re-evaluates totals and approval;
 * once committed the change is pushed. Offers go through `mutateOffer` (its transaction also
 * holds the offer's history and job hold); orders through the same steps with the order's rules.
 */
export function changeDocument<K extends DocKind>(
  ctx: ServerContext,
  user: AuthUser,
  kind: K,
  id: number,
  version: number | undefined,
  change: (doc: DocRow[K]) => void,
  options: ChangeOptions = {},
): DocDetail[K] {
  if (kind === 'offer') {
    return mutateOffer(ctx, user, id, version, change as (doc: OfferListRow) => void, options) as DocDetail[K];
  }
  runOrderChange(
    ctx,
    user,
    id,
    version,
    (order) => {
      (change as (doc: OrderRow) => void)(order);
      return null;
    },
    options,
  );
  return orderDetail(ctx, id) as DocDetail[K];
}

/**
 * The order's side of {@link changeDocument} and {@link writeLines}: the transaction (load,
 * owner, editable, version, change, re-evaluation when lines changed), then the push. `change`
 * returns how it moved the sums (null: sum the lines again).
 */
function runOrderChange(
  ctx: ServerContext,
  user: AuthUser,
  id: number,
  version: number | undefined,
  change: (order: OrderRow) => SumsDelta | null,
  options: ChangeOptions,
): void {
  const before = orderPushState(ctx.db, id);
  inTransaction(ctx.db, () => {
    const order = loadOrder(ctx, user, id);
    ensureOwner(user, order, 'order');
    if (!options.evenIfReadOnly) ensureOrderEditable(order);
    bumpVersion(ctx.db, 'order', id, version, nowIso(ctx));
    const delta = change(order);
    if (options.lines) reevaluateOrder(ctx, order, delta);
  });
  notifyOrderChanged(ctx, user.id, before, options.event ?? 'content');
}

/** A line to add: a product and quantity, with an optional price or discount. */
export type LineToAdd = NewItem;

/** A change of a line's quantity, price or discount (what is not given stays). */
export type LineChange = Parameters<typeof changedLine>[1];

/**
 * What a line operation did: the lines it added or changed as stored (in the order the answer
 * lists them), the ids it removed, and how it moved the document's sums (null: sum the lines
 * again).
 */
export interface LinesChanged {
  changed: readonly LineRow[];
  removed: readonly number[];
  delta: SumsDelta | null;
}

/** A line operation that changed nothing (the checks of a product group queued for later). */
export const NOTHING_CHANGED: LinesChanged = { changed: [], removed: [], delta: null };

/**
 * The history entry of a line write. Offers keep a history; orders have none yet (their entry
 * would be written here), so the message is only formatted for an offer.
 */
function lineHistory(
  ctx: ServerContext,
  user: AuthUser,
  kind: DocKind,
  docId: number,
  event: string,
  message: () => string,
): void {
  if (kind === 'offer') addHistory(ctx, docId, user.id, event, message());
}

/**
 * Appends a line for a product (400 on `product_id` or `quantity` when the product is missing or
 * the quantity does not suit its unit) and notes it in the history.
 */
export function addProductLine(
  ctx: ServerContext,
  user: AuthUser,
  kind: DocKind,
  docId: number,
  item: LineToAdd,
): LinesChanged {
  const product = productById(ctx.db, item.product_id);
  checkQuantity(item.quantity, product.uom);
  const [line] = insertLines(ctx.db, kind, docId, [lineFromProduct(product, item.quantity, item)]) as [LineRow];
  lineHistory(ctx, user, kind, docId, 'item_added', () =>
    fmt(offerMessages.history.itemAdded, { name: product.index_name }),
  );
  return { changed: [line], removed: [], delta: addLineDelta(noDelta(), null, line) };
}

/** Stores a changed line (400 on a quantity its unit refuses) and answers what it did to the sums. */
function saveChangedLine(ctx: ServerContext, kind: DocKind, line: LineRow, change: LineChange): LinesChanged {
  const changed = changedLine(line, change);
  saveLine(ctx.db, kind, changed);
  return { changed: [changed], removed: [], delta: addLineDelta(noDelta(), line, changed) };
}

/** Changes quantity, price or discount of a line of the document (404 when it is not one). */
export function updateLine(
  ctx: ServerContext,
  user: AuthUser,
  kind: DocKind,
  docId: number,
  itemId: number,
  change: LineChange,
): LinesChanged {
  const line = lineById(ctx.db, kind, itemId, docId);
  const result = saveChangedLine(ctx, kind, line, change);
  lineHistory(ctx, user, kind, docId, 'item_updated', () =>
    fmt(offerMessages.history.itemUpdated, { name: line.name }),
  );
  return result;
}

/** Changes only the quantity of a line of the document (404 when it is not one). */
export function changeQuantity(
  ctx: ServerContext,
  user: AuthUser,
  kind: DocKind,
  docId: number,
  itemId: number,
  quantity: number,
): LinesChanged {
  const line = lineById(ctx.db, kind, itemId, docId);
  const result = saveChangedLine(ctx, kind, line, { quantity });
  lineHistory(ctx, user, kind, docId, 'quantity', () =>
    fmt(offerMessages.history.quantityChanged, { name: line.name, quantity: formatQuantity(quantity, line.unit) }),
  );
  return result;
}

/** Removes one line of the document (404 when it is not one) and renumbers the rest. */
export function removeLine(
  ctx: ServerContext,
  user: AuthUser,
  kind: DocKind,
  docId: number,
  itemId: number,
): LinesChanged {
  const line = lineById(ctx.db, kind, itemId, docId);
  removeLines(ctx.db, kind, docId, [itemId]);
  lineHistory(ctx, user, kind, docId, 'item_removed', () =>
    fmt(offerMessages.history.itemRemoved, { name: line.name }),
  );
  return { changed: [], removed: [itemId], delta: addLineDelta(noDelta(), line, null) };
}

/**
 * Removes the given lines of the document and renumbers the rest. All or nothing: an id that is
 * not one of its lines is a 400 on `item_ids` and the transaction rolls back.
 */
export function removeChosenLines(
  ctx: ServerContext,
  user: AuthUser,
  kind: DocKind,
  docId: number,
  itemIds: readonly number[],
): LinesChanged {
  const removed = removeLines(ctx.db, kind, docId, itemIds);
  lineHistory(ctx, user, kind, docId, 'items_removed', () =>
    fmt(offerMessages.history.itemsRemoved, { count: removed.length }),
  );
  const delta = noDelta();
  for (const line of removed) addLineDelta(delta, line, null);
  return { changed: [], removed: [...itemIds], delta };
}

/** Discounts the chosen lines (all when `itemIds` is absent) by `percent` of their current price. */
export function discountLines(
  ctx: ServerContext,
  user: AuthUser,
  kind: DocKind,
  docId: number,
  percent: number,
  itemIds?: readonly number[],
): LinesChanged {
  const { changed, delta } = massDiscount(ctx.db, kind, docId, percent, itemIds);
  lineHistory(ctx, user, kind, docId, 'mass_discount', () =>
    fmt(offerMessages.history.massDiscount, { percent: formatPercent(percent), count: changed.length }),
  );
  return { changed, removed: [], delta };
}

/** The document a line belongs to (404 when there is no such line), for calls that name only the line. */
export function documentOfLine(ctx: ServerContext, kind: DocKind, itemId: number): number {
  const t = TABLES[kind];
  const docId = cached(ctx.db, `SELECT ${t.fk} FROM ${t.items} WHERE id = ?`).pluck().get(itemId) as number | undefined;
  if (docId === undefined) throw HttpError.notFound(offerMessages.errors.itemNotFound);
  return docId;
}

/**
 * What a write of lines answers, by kind: an offer answers what changed (its header, the lines
 * added or changed, the removed ids), which keeps a write of one line of a 500-line offer close
 * to the cost of its SQL (bench/offers.bench.ts); an order answers the whole order.
 */
export interface LineWriteAnswer {
  offer: ReturnType<typeof offerLineChange>;
  order: ReturnType<typeof orderDetail>;
}

/** The line-change answer of an offer: its header after the write, the changed lines, the removed ids. */
function offerLineChange(ctx: ServerContext, user: AuthUser, offerId: number, result: LinesChanged) {
  const threshold = approvalThreshold(ctx).margin_threshold;
  return {
    offer: offerHeader(ctx, user, offerId),
    items: result.changed.map((line) => offerLineOut(line, threshold)),
    removed_item_ids: [...result.removed],
  };
}

/** Options of {@link writeLines}. */
export interface WriteLinesOptions {
  /** The operation changes lines (default): totals, required level and approval are re-evaluated. */
  lines?: boolean;
}

/**
 * One versioned write of a document's lines by its owner, the same for both kinds: in one
 * transaction it loads the document (404/403), checks the owner (403), that it is editable (409)
 * and the version (409, nothing written; line edits go on while a product-group job holds an
 * offer), runs `operation` (one of the line operations above), then
 * moves the totals by the operation's delta and re-evaluates approval: an offer stores its
 * required level and voids a given approval, an order drops the approval carried from its offer.
 * Once committed the change is pushed; the answer is {@link LineWriteAnswer} of the kind.
 */
export function writeLines<K extends DocKind>(
  ctx: ServerContext,
  user: AuthUser,
  kind: K,
  docId: number,
  version: number | undefined,
  operation: (doc: DocRow[K]) => LinesChanged,
  options: WriteLinesOptions = {},
): LineWriteAnswer[K] {
  const lines = options.lines ?? true;
  let result = NOTHING_CHANGED;
  const run = (doc: DocRow[K]) => {
    result = operation(doc);
    return result.delta;
  };
  if (kind === 'offer') {
    runOfferChange(ctx, user, docId, version, run as (doc: OfferListRow) => SumsDelta | null, { lines });
    return offerLineChange(ctx, user, docId, result) as LineWriteAnswer[K];
  }
  runOrderChange(ctx, user, docId, version, run as (doc: OrderRow) => SumsDelta | null, { lines });
  return orderDetail(ctx, docId) as LineWriteAnswer[K];
}
