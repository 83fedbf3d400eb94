import { type DocumentChangeEvent, offerMessages } from '@salesdesk/sdk';
import type { AuthUser } from '../http/authenticate';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';
import {
  notifyOfferChanged,
  notifyOrderChanged,
  type OfferPushState,
  type OrderPushState,
  offerPushState,
  orderPushState,
} from './documentPush';
import {
  bumpVersion,
  changedLine,
  checkQuantity,
  clientName,
  type DocKind,
  documentNumber,
  insertLines,
  type LineRow,
  lineById,
  lineFromProduct,
  linesOf,
  nowIso,
  productById,
  recomputeTotals,
  removeLines,
  saveLine,
  TABLES,
} from './documentStore';
import { ensureOwner } from './offerAccess';
import { mutateOffer, reevaluate } from './offerMutation';
import { loadOffer, OFFER_FROM, OFFER_SELECT, type OfferListRow, type offerDetail } from './offerStore';
import { ensureOrderEditable, loadOrder, type OrderRow, orderDetail, reevaluateOrder } from './orderStore';
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
  const before = orderPushState(ctx.db, id);
  ctx.db.transaction(() => {
    const order = loadOrder(ctx, user, id);
    ensureOwner(user, order, 'order');
    if (!options.evenIfReadOnly) ensureOrderEditable(order);
    bumpVersion(ctx.db, 'order', id, version, nowIso(ctx));
    (change as (doc: OrderRow) => void)(order);
    if (options.lines) reevaluateOrder(ctx, id);
  })();
  notifyOrderChanged(ctx, user.id, before, options.event ?? 'content');
  return orderDetail(ctx, id) as DocDetail[K];
}

/** A line to add: a product and quantity, with an optional price or discount. */
export type LineToAdd = NewItem;

/**
 * Appends a line for a product (400 on `product_id` or `quantity` when the product is missing or
 * the quantity does not suit its unit) and returns it as stored, with its ordinal number.
 */
export function addProductLine(ctx: ServerContext, kind: DocKind, docId: number, item: LineToAdd): LineRow {
  const product = productById(ctx.db, item.product_id);
  checkQuantity(item.quantity, product.uom);
  const [id] = insertLines(ctx.db, kind, docId, [lineFromProduct(product, item.quantity, item)]);
  // Read back: the ordinal number is given on insert.
  return lineById(ctx.db, kind, id ?? 0);
}

/** Changes quantity, price or discount of a line of the document (404 when it is not one) and returns it. */
export function updateLine(
  ctx: ServerContext,
  kind: DocKind,
  docId: number,
  itemId: number,
  change: Parameters<typeof changedLine>[1],
): LineRow {
  const line = changedLine(lineById(ctx.db, kind, itemId, docId), change);
  saveLine(ctx.db, kind, line);
  return line;
}

/** Removes one line of the document (404 when it is not one) and renumbers the rest. */
export function removeLine(ctx: ServerContext, kind: DocKind, docId: number, itemId: number): void {
  lineById(ctx.db, kind, itemId, docId);
  removeLines(ctx.db, kind, docId, [itemId]);
}
