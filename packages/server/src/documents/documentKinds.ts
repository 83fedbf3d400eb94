import { brands, formatDate, formatMessage, offerMessages, termText } from '@salesdesk/sdk';
import type { AuthUser } from '../http/authenticate';
import type { ServerContext } from '../serverContext';
import { ensureNoProductGroupJob } from './documentHolds';
import {
  approvalThreshold,
  type DocKind,
  type LineRow,
  type LinesChanged,
  lineOut,
  recomputeTotals,
  storeSums,
  sumLines,
} from './documentStore';
import {
  ensureOfferEditable,
  loadOffer,
  OFFER_FROM,
  OFFER_SELECT,
  OFFER_SORT_COLUMNS,
  type OfferListRow,
  offerDetail,
  offerHeader,
  offerLineOut,
  offerSummary,
  reevaluateOffer,
} from './offerStore';
import {
  ensureOrderEditable,
  loadOrder,
  ORDER_FROM,
  ORDER_SELECT,
  ORDER_SORT_COLUMNS,
  type OrderRow,
  orderDetail,
  orderHeader,
  orderSummary,
  reevaluateOrder,
} from './orderStore';
import { requiredApprovalLevel } from './pricing';
import { releaseOrderStock } from './stockReservation';

// The per-kind steps of the document layer (docs/offers.md, "Document layer (server)"): what
// an offer and an order do differently, one row each. Everything shared (create, change, line
// writes, history, lists, paged lines, PDF, idempotency, notifications) is written once in the
// layer and asks this table; a new kind of document is a new row, not a new set of files.

/** The stored row of each kind, as the layer loads it (with the joined names). */
export interface DocRow {
  offer: OfferListRow;
  order: OrderRow;
}

/** The full API answer of each kind. */
export interface DocDetail {
  offer: ReturnType<typeof offerDetail>;
  order: ReturnType<typeof orderDetail>;
}

/** The header of each kind: the document without its lines (and an offer's comments and attachments). */
export interface DocHeader {
  offer: ReturnType<typeof offerHeader>;
  order: ReturnType<typeof orderHeader>;
}

/**
 * The answer of a line write, the same for both kinds (the contract's `documentLineChangeSchema`
 * extended per kind): the header after the write under the kind's key, the added or changed
 * lines, the removed line ids.
 */
export type LineWriteAnswer<K extends DocKind> = { [P in K]: DocHeader[K] } & {
  items: DocLineOut[K][];
  removed_item_ids: number[];
};

/** The API shape of a line of each kind (an offer line adds `offer_price`). */
export interface DocLineOut {
  offer: ReturnType<typeof offerLineOut>;
  order: ReturnType<typeof lineOut>;
}

/** How a list of one kind reads its rows (alias `o` for the document table). */
export interface ListShape<K extends DocKind> {
  from: string;
  select: string;
  /** API sort key → SQL expression (the contract's enum of the kind). */
  sortColumns: Record<string, string>;
  /** Columns the search term is looked for in. */
  searchColumns: readonly string[];
  map: (row: DocRow[K]) => DocListItem[K];
}

/** A list item of each kind. */
export interface DocListItem {
  offer: ReturnType<typeof offerSummary>;
  order: ReturnType<typeof orderSummary>;
}

/** What the PDF of a document prints of its own (the layout and the rest are shared). */
export interface PdfOwn {
  title: string;
  subject: string;
  /** The date beside the issue date: valid until (offer) or realisation (order). */
  secondDate: [string, string];
  /** A payment deadline replaces the client's payment term. */
  paymentDeadline: string | null;
  terms: { heading: string; items: string[]; numbered: boolean };
  /**
   * The document's internal comment as the remarks would print it, or null when it has none;
   * printed only when the sender includes it (`include_comment`).
   */
  remarks: string | null;
  /** Whether the signature block leaves room for the buyer's confirmation (orders). */
  buyerSignature: boolean;
}

/** Polish texts a step of the layer writes, by kind. */
export interface KindTexts {
  created: string;
  /** `{number}` of the source. */
  copiedFrom: string;
  updated: string;
  archived: string;
  /** The 409 of archiving it again. */
  alreadyArchived: string;
  deleteDraftOnly: string;
}

/** The steps of one kind of document. */
export interface DocumentKind<K extends DocKind> {
  /** Number prefix (`OF/2026/000123`, `ZAM/2026/000123`). */
  numberPrefix: 'OF' | 'ZAM';
  texts: KindTexts;
  /** Header columns a copy takes from its source as they are (besides client, receiver and comment). */
  copiedColumns: readonly string[];
  /**
   * A client blocked for sales gets none of these, made or confirmed, unless the caller releases
   * the block (documents/salesBlock.ts): orders; an offer binds the distributor to nothing.
   */
  refusesBlockedClient: boolean;
  /** Loads the document (404) that `user` may see (403). */
  load(ctx: ServerContext, user: AuthUser, id: number): DocRow[K];
  /** 409 unless its lines and header may still change. */
  ensureEditable(doc: DocRow[K]): void;
  /** 409 while a background job holds it (status moves, archive, delete, copy, PDF, order from it). */
  ensureNotHeld(id: number): void;
  /** After a change of lines: totals moved by `delta` (or summed), required level, approval voided. */
  reevaluate(ctx: ServerContext, user: AuthUser, doc: DocRow[K], delta: LinesChanged['delta']): void;
  /** Totals (and level) of a new document from its stored lines; nothing to void yet. */
  settle(ctx: ServerContext, id: number): void;
  /** The full answer. */
  detail(ctx: ServerContext, user: AuthUser, id: number): DocDetail[K];
  /** The header (without lines) a line write answers with. */
  header(ctx: ServerContext, user: AuthUser, id: number): DocHeader[K];
  list: ListShape<K>;
  /** Before a draft is deleted (inside the transaction). */
  beforeDelete(ctx: ServerContext, user: AuthUser, doc: DocRow[K]): void;
  /** When it is archived (inside the transaction). */
  onArchive(ctx: ServerContext, user: AuthUser, doc: DocRow[K]): void;
  /** The API shape of one of its lines. */
  lineOut(line: LineRow, marginThreshold: number): DocLineOut[K];
  /** The warehouse whose available stock the paged lines show. */
  stockWarehouse(doc: DocRow[K], user: AuthUser): string | null;
  /** What its PDF prints of its own. */
  pdf(ctx: ServerContext, doc: DocRow[K]): PdfOwn;
}

const pdfText = offerMessages.pdf;
const history = offerMessages.history;
const date = (value: string | null) => (value ? formatDate(value) : '—');

const offerKind: DocumentKind<'offer'> = {
  numberPrefix: 'OF',
  copiedColumns: ['footer', 'delivery'],
  refusesBlockedClient: false,
  texts: {
    created: history.created,
    copiedFrom: history.copiedFrom,
    updated: history.updated,
    archived: history.archived,
    alreadyArchived: offerMessages.errors.alreadyArchivedOffer,
    deleteDraftOnly: offerMessages.errors.deleteDraftOnly,
  },
  load: (ctx, user, id) => loadOffer(ctx.db, user, id, ctx),
  ensureEditable: ensureOfferEditable,
  ensureNotHeld: (id) => ensureNoProductGroupJob(id),
  reevaluate: (ctx, user, doc, delta) => reevaluateOffer(ctx, user, doc, delta),
  settle: (ctx, id) => {
    const sums = sumLines(ctx.db, 'offer', id);
    storeSums(ctx.db, 'offer', id, sums, requiredApprovalLevel(ctx, sums));
  },
  detail: offerDetail,
  header: offerHeader,
  list: {
    from: OFFER_FROM,
    select: OFFER_SELECT,
    sortColumns: OFFER_SORT_COLUMNS,
    searchColumns: ['o.number', 'o.customer_fullname', 'o.receiver_fullname', 'o.comment'],
    map: offerSummary,
  },
  // Orders made from a deleted offer keep their lines and prices and only lose the link to it.
  beforeDelete: (ctx, _user, doc) => ctx.db.prepare('UPDATE orders SET offer_id = NULL WHERE offer_id = ?').run(doc.id),
  onArchive: () => undefined,
  lineOut: offerLineOut,
  stockWarehouse: (_doc, user) => user.defaultWarehouse,
  pdf: (ctx, o) => ({
    title: formatMessage(pdfText.offerTitle, { number: o.number }),
    subject: formatMessage(pdfText.emailSubject.offer, { number: o.number }),
    secondDate: [pdfText.validUntil, date(o.valid_until)],
    paymentDeadline: null,
    terms: {
      heading: pdfText.terms,
      items: (o.footer ? (JSON.parse(o.footer) as string[]) : brands[ctx.config.brand].offerFooter).map(termText),
      numbered: true,
    },
    remarks: o.comment?.trim() || null,
    buyerSignature: false,
  }),
};

const orderKind: DocumentKind<'order'> = {
  numberPrefix: 'ZAM',
  copiedColumns: ['delivery'],
  refusesBlockedClient: true,
  texts: {
    created: history.orderCreated,
    copiedFrom: history.orderCopiedFrom,
    updated: history.orderUpdated,
    archived: history.orderArchived,
    alreadyArchived: offerMessages.errors.alreadyArchivedOrder,
    deleteDraftOnly: offerMessages.errors.deleteOrderDraftOnly,
  },
  load: loadOrder,
  ensureEditable: ensureOrderEditable,
  // No background job adds lines to an order.
  ensureNotHeld: () => undefined,
  reevaluate: reevaluateOrder,
  settle: (ctx, id) => {
    recomputeTotals(ctx.db, 'order', id);
  },
  detail: (ctx, _user, id) => orderDetail(ctx, id),
  header: (ctx, _user, id) => orderHeader(ctx, id),
  list: {
    from: ORDER_FROM,
    select: ORDER_SELECT,
    sortColumns: ORDER_SORT_COLUMNS,
    searchColumns: ['o.number', 'o.customer_fullname', 'o.receiver_fullname'],
    map: orderSummary,
  },
  // Only drafts are deleted, and they reserve nothing; released anyway so no reservation outlives its order.
  beforeDelete: (ctx, user, doc) => releaseOrderStock(ctx, user, doc.id),
  onArchive: (ctx, user, doc) => releaseOrderStock(ctx, user, doc.id),
  lineOut,
  stockWarehouse: (doc, user) => doc.warehouse_code ?? user.defaultWarehouse,
  pdf: (ctx, o) => ({
    title: formatMessage(pdfText.orderTitle, { number: o.number }),
    subject: formatMessage(pdfText.emailSubject.order, { number: o.number }),
    secondDate: [pdfText.realizationDate, date(o.realization_date)],
    paymentDeadline: o.payment_deadline,
    terms: { heading: pdfText.terms, items: [], numbered: false },
    remarks: o.comment?.trim() ? `${brands[ctx.config.brand].orderFooter} ${o.comment.trim()}` : null,
    buyerSignature: true,
  }),
};

/**
 * The answer of every line write, the same for both kinds: the header after the write (the
 * kind's `header`, one read of the row), the changed lines in the kind's shape, the removed ids.
 * Nothing else of the document is read, so the answer does not grow with the document.
 */
export function lineChangeAnswer<K extends DocKind>(
  ctx: ServerContext,
  user: AuthUser,
  kind: K,
  id: number,
  result: LinesChanged,
): LineWriteAnswer<K> {
  const k = KINDS[kind] as DocumentKind<K>;
  const threshold = approvalThreshold(ctx).margin_threshold;
  return {
    [kind]: k.header(ctx, user, id),
    items: result.changed.map((line) => k.lineOut(line, threshold)),
    removed_item_ids: [...result.removed],
  } as LineWriteAnswer<K>;
}

/** The steps of each kind of document. */
export const KINDS: { [K in DocKind]: DocumentKind<K> } = { offer: offerKind, order: orderKind };
