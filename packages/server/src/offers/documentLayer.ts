import type { AuthUser } from '../http/authenticate';
import type { ServerContext } from '../serverContext';
import {
  checkQuantity,
  clientName,
  type DocKind,
  documentNumber,
  insertLines,
  type LineRow,
  lineFromProduct,
  linesOf,
  nowIso,
  productById,
  recomputeTotals,
  TABLES,
} from './documentStore';
import { reevaluate } from './offerMutation';
import { OFFER_FROM, OFFER_SELECT, type OfferListRow } from './offerStore';

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
