import { type ListPage, offerMessages, repricedAt } from '@salesdesk/sdk';
import { recordDocumentChange, recordDocumentDeletion } from '../events/changeLog';
import type { AuthUser } from '../http/authenticate';
import { HttpError } from '../http/httpError';
import { type ListParams, likePattern, runList, type SqlCondition } from '../http/sqlList';
import type { ServerContext } from '../serverContext';
import { changeDocument, inTransaction } from './documentChange';
import { type DocDetail, type DocListItem, type DocRow, KINDS } from './documentKinds';
import { type DocumentListFilters, documentListConditions } from './documentListFilters';
import { documentPushState, notifyDocumentChanged } from './documentPush';
import {
  addHistory,
  approvalThreshold,
  cached,
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
  STALE_VERSION,
  TABLES,
} from './documentStore';
import { forgetDocumentKeys } from './idempotency';
import { ensureOwner, visibilityCondition } from './offerAccess';
import { admitSale, recordRelease } from './salesBlock';

// The document layer: what offers and orders do alike (create with its number, lines and totals;
// copy; delete a draft; lists; history; paged lines), written once and driven by the per-kind
// steps of `KINDS` (documentKinds.ts). Changes go through `changeDocument` (documentChange.ts),
// line writes through `writeLines` (lineOperations.ts). Everything runs inside the caller's
// transaction unless it says otherwise.

/** A new line, before it has an id and an ordinal number. */
export type NewLine = Omit<LineRow, 'id' | 'ordinal_no'>;

/** Header columns only one kind has, by kind (column names are constants, never user input). */
export interface KindColumns {
  offer: {
    status: 'draft';
    valid_until: string | null;
    template: string | null;
    copied_from_id: number | null;
  };
  order: { offer_id: number | null; realization_date: string | null; warehouse_code: string | null };
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
  db.prepare(`UPDATE ${t.doc} SET number = ? WHERE id = ?`).run(documentNumber(KINDS[kind].numberPrefix, id, at), id);
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
    const product = productById(ctx.db, item.product_id, `items.${i}.product_id`, { forSale: true });
    checkQuantity(item.quantity, product.uom, `items.${i}.quantity`);
    return lineFromProduct(product, item.quantity, item);
  });
}

/** Options of {@link linesAtCurrentPrices}. */
export interface RepriceOptions {
  /**
   * @deprecated Changes nothing: every path keeps what was typed (a discount or a price). Kept so
   * callers written before still compile.
   */
  keepDiscount?: boolean;
  /** Field a vanished product is reported on (400). */
  field: string;
}

/**
 * The lines of a document again, for a new document (a copy, an offer from orders): the same
 * products and quantities with today's catalogue columns, priced as typed (the sdk's
 * `repricedAt`): a typed discount applied to today's catalogue price, a typed price as typed. A
 * source whose catalogue prices did not change gives exactly its lines again.
 */
export function linesAtCurrentPrices(
  ctx: ServerContext,
  kind: DocKind,
  docId: number,
  options: RepriceOptions,
): NewLine[] {
  return linesOf(ctx.db, kind, docId).map((l) => {
    const product = productById(ctx.db, l.product_id, options.field);
    const price = repricedAt(product.catalog_price, l);
    return lineFromProduct(
      product,
      l.quantity,
      price.discount_bp === null
        ? { client_price: price.client_price }
        : { discount_from_catalog: price.discount_bp / 100 },
    );
  });
}

/** What a new document is made of besides its header. */
export interface NewDocument {
  /** Its lines, appended in the order given (400 on `linesField` past the line limit). */
  lines: () => readonly NewLine[];
  /** Field the line limit is reported on (default `items`). */
  linesField?: string;
  /** Runs after the header exists and before `lines` go in (an order takes its offer's lines there). */
  beforeLines?: (docId: number) => void;
  /** The history entry of its creation (default: the kind's "created"). */
  history?: string;
}

/**
 * Creates a document with its lines and totals: for a blocked client of a kind that refuses one
 * (an order) 409 unless the caller releases the block (documents/salesBlock.ts), then header and
 * number ({@link insertDocument}), the lines, the kind's `settle` (totals; an offer's required
 * level), the history entry, and the release in history and audit. Returns the new id; the
 * caller pushes once committed.
 */
export function createDocument<K extends DocKind>(
  ctx: ServerContext,
  user: AuthUser,
  kind: K,
  header: DocumentHeader,
  own: KindColumns[K],
  doc: NewDocument,
): number {
  const sale = admitSale(ctx, user, kind, header.client_id);
  const id = insertDocument(ctx, user, kind, header, own);
  doc.beforeLines?.(id);
  insertLines(ctx.db, kind, id, doc.lines(), doc.linesField ?? 'items');
  KINDS[kind].settle(ctx, id);
  addHistory(ctx, kind, id, user.id, 'created', doc.history ?? KINDS[kind].texts.created);
  recordRelease(ctx, user, kind, id, sale);
  recordDocumentChange(ctx, kind, id, null);
  return id;
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
  const shape = KINDS[kind].list;
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
      map: shape.map as (row: DocRow[K]) => DocListItem[K],
    },
    query,
    documentListConditions(query),
  );
}

/** Loads a document (404) that `user` may see (403). */
export function loadDocument<K extends DocKind>(ctx: ServerContext, user: AuthUser, kind: K, id: number): DocRow[K] {
  return KINDS[kind].load(ctx, user, id);
}

/**
 * Deletes a draft of its owner (403 otherwise; 409 when it is no longer a draft, or when
 * `version` is given and stale, or while a job holds it), lines, history and idempotency keys
 * included, after the kind's `beforeDelete` (an offer unlinks the orders made from it, an order
 * releases any stock); then pushes the deletion.
 */
export function deleteDraft(
  ctx: ServerContext,
  user: AuthUser,
  kind: DocKind,
  id: number,
  version: number | undefined,
): void {
  const k = KINDS[kind];
  const before = documentPushState(ctx.db, kind, id);
  inTransaction(ctx.db, () => {
    const doc = k.load(ctx, user, id);
    ensureOwner(user, doc, kind);
    k.ensureNotHeld(doc.id);
    if (doc.status !== 'draft') throw HttpError.conflict(k.texts.deleteDraftOnly);
    if (version !== undefined && version !== doc.version) throw HttpError.staleVersion(STALE_VERSION[kind]);
    k.beforeDelete(ctx, user, doc as never);
    forgetDocumentKeys(ctx, kind, doc.id);
    recordDocumentDeletion(ctx, kind, doc.id);
    ctx.db.prepare(`DELETE FROM ${TABLES[kind].doc} WHERE id = ?`).run(doc.id);
  });
  notifyDocumentChanged(ctx, kind, user.id, before, 'deleted');
}

/**
 * Archives a document of its owner, whatever its status (version optional, checked when given;
 * 409 while a job holds it, or when it is archived already): it leaves the lists and becomes
 * read-only; the kind's `onArchive` runs (an order releases the stock it reserved). Answers the
 * whole document.
 */
export function archiveDocument<K extends DocKind>(
  ctx: ServerContext,
  user: AuthUser,
  kind: K,
  id: number,
  version: number | undefined,
): DocDetail[K] {
  const k = KINDS[kind];
  return changeDocument(ctx, user, kind, id, version, {
    evenIfReadOnly: true,
    heldByJob: true,
    event: 'archived',
    // Archived once is archived: again is refused, not a second history entry.
    check: (doc) => {
      if (doc.archived) throw HttpError.conflict(k.texts.alreadyArchived);
    },
    change: (doc) => {
      cached(ctx.db, `UPDATE ${TABLES[kind].doc} SET archived = 1 WHERE id = ?`).run(doc.id);
      addHistory(ctx, kind, doc.id, user.id, 'archived', k.texts.archived);
      k.onArchive(ctx, user, doc);
    },
  });
}

/** Replaces a document's delivery data (a versioned change by its owner). Answers the whole document. */
export function updateDelivery<K extends DocKind>(
  ctx: ServerContext,
  user: AuthUser,
  kind: K,
  id: number,
  version: number,
  delivery: object,
): DocDetail[K] {
  return changeDocument(ctx, user, kind, id, version, {
    change: (doc) => {
      cached(ctx.db, `UPDATE ${TABLES[kind].doc} SET delivery = ? WHERE id = ?`).run(JSON.stringify(delivery), doc.id);
      addHistory(ctx, kind, doc.id, user.id, 'delivery', offerMessages.history.deliveryUpdated);
    },
  });
}

/** A row of a history table with the names joined in. */
interface HistoryRow {
  id: number;
  created_at: string;
  event: string;
  description: string;
  uid: number;
  ufull: string;
  bid: number | null;
  bfull: string | null;
}

/** A page of a document's history (newest first) for a user who may see it (404/403). */
export function documentHistory(ctx: ServerContext, user: AuthUser, kind: DocKind, id: number, query: ListParams) {
  KINDS[kind].load(ctx, user, id);
  const t = TABLES[kind];
  return runList(
    ctx.db,
    {
      from: `${t.history} h JOIN users u ON u.id = h.user_id LEFT JOIN users b ON b.id = h.on_behalf_of`,
      select: `h.id, h.created_at, h.event, h.description, u.id AS uid, u.firstname || ' ' || u.lastname AS ufull,
        b.id AS bid, b.firstname || ' ' || b.lastname AS bfull`,
      sortColumns: { created_at: 'h.created_at' },
      defaultSort: '-created_at',
      tieBreaker: 'h.id',
      where: [{ sql: `h.${t.fk} = ?`, params: [id] }],
      map: (r: HistoryRow) => ({
        id: r.id,
        created_at: r.created_at,
        event: r.event,
        description: r.description,
        user: { id: r.uid, fullname: r.ufull },
        on_behalf_of: r.bid === null ? null : { id: r.bid, fullname: r.bfull ?? '' },
      }),
    },
    query,
  );
}

/** Paging and search of a document's lines (`added-products`). */
export interface PagedLinesQuery {
  page: number;
  limit: number;
  search?: string | undefined;
}

/**
 * A page of a document's lines (`added-products`, both kinds), in order, searched by name or
 * short name, each with what is really free of its product (stock minus reservations) in the
 * kind's stock warehouse (an order's own, else the caller's default): one count and one page
 * query joining the stock.
 */
export function pagedLines<K extends DocKind>(
  ctx: ServerContext,
  user: AuthUser,
  kind: K,
  id: number,
  query: PagedLinesQuery,
) {
  const k = KINDS[kind];
  const doc = k.load(ctx, user, id);
  const t = TABLES[kind];
  const threshold = approvalThreshold(ctx).margin_threshold;
  const search = query.search ? likePattern(query.search) : null;
  const where = `i.${t.fk} = ?${search ? " AND (i.name LIKE ? ESCAPE '\\' OR i.short_name LIKE ? ESCAPE '\\')" : ''}`;
  const args = search ? [id, search, search] : [id];
  const total = cached(ctx.db, `SELECT COUNT(*) FROM ${t.items} i WHERE ${where}`)
    .pluck()
    .get(...args) as number;
  const warehouse = k.stockWarehouse(doc as never, user);
  const rows = cached(
    ctx.db,
    `SELECT i.*, w.available_stock AS stock_free FROM ${t.items} i
       LEFT JOIN warehouse_stock w ON w.product_id = i.product_id AND w.warehouse_code = ?
      WHERE ${where} ORDER BY i.ordinal_no LIMIT ? OFFSET ?`,
  ).all(warehouse ?? '', ...args, query.limit, (query.page - 1) * query.limit) as (LineRow & {
    stock_free: number | null;
  })[];
  return {
    items: rows.map((l) => ({
      ...k.lineOut(l, threshold),
      available_stock: warehouse ? (l.stock_free ?? 0) : null,
      stock_warehouse: warehouse,
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
}
