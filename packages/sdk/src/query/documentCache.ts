import type { QueryClient } from '@tanstack/query-core';
import type { DocumentItem } from '../contract/documentSchemas';
import type { OfferDetail, OfferLineChange } from '../contract/offers';
import type { OrderDetail } from '../contract/orders';
import type { MutationEndpointName, OutputOf, QueryEndpointName } from './endpointQuery';
import { isOfferLineWrite, patchCachedOffer } from './offerLineCache';

// TYPES

/** The two kinds of document: one workspace, a row of {@link DOCUMENT_KINDS} each. */
export type DocumentKind = 'offer' | 'order';

/** The whole document of a kind, as its detail read answers it. */
export type DocumentDetailOf<K extends DocumentKind> = K extends 'offer' ? OfferDetail : OrderDetail;

/** An offer or an order, whole (the detail read of its kind). */
export type WholeDocument = OfferDetail | OrderDetail;

/** The reads of one kind of document: the whole document and its paged lines. */
export interface DocumentKindReads {
  /** The read of the whole document (`{ params: { id } }`). */
  readonly detail: Extract<QueryEndpointName, 'offerById' | 'orderById'>;
  /** The paged lines with their stock. */
  readonly lines: Extract<QueryEndpointName, 'offerAddedProducts' | 'orderAddedProducts'>;
  /** The name of the document's id among the lines read's path parameters. */
  readonly linesParam: 'offerId' | 'orderId';
}

// TABLE

/**
 * Per-kind reads: everything else the workspace does is written once and takes the kind. A new
 * kind of document is a new row here (and in the writer's table of line writes).
 */
export const DOCUMENT_KINDS: Readonly<Record<DocumentKind, DocumentKindReads>> = {
  offer: { detail: 'offerById', lines: 'offerAddedProducts', linesParam: 'offerId' },
  order: { detail: 'orderById', lines: 'orderAddedProducts', linesParam: 'orderId' },
};

/** The order writes on lines: each answers the whole order after the change. */
export const ORDER_LINE_WRITES = [
  'orderAddProduct',
  'orderAddLines',
  'orderUpdateItem',
  'orderRemoveItem',
  'orderRemoveItems',
  'orderMassDiscount',
] as const satisfies readonly MutationEndpointName[];

/** Name of an order write on lines. */
export type OrderLineWrite = (typeof ORDER_LINE_WRITES)[number];

/** Whether `name` is one of {@link ORDER_LINE_WRITES}. */
export function isOrderLineWrite(name: string): name is OrderLineWrite {
  return (ORDER_LINE_WRITES as readonly string[]).includes(name);
}

/** Whether `name` writes lines of an offer or an order (the writes the line writer sends). */
export function isDocumentLineWrite(name: string): boolean {
  return isOfferLineWrite(name) || isOrderLineWrite(name);
}

// FUNCTIONS

/** Whether a cached query reads document `id` through `name` (`param` names the id among its params). */
function reads(queryKey: readonly unknown[], name: string, param: string, id: number): boolean {
  return (
    queryKey[0] === name &&
    Number((queryKey[1] as { params?: Record<string, unknown> } | undefined)?.params?.[param]) === id
  );
}

/** The cached reads of the whole document `id` of `kind`. */
function detailQueries(queryClient: QueryClient, kind: DocumentKind, id: number) {
  const { detail } = DOCUMENT_KINDS[kind];
  return queryClient.getQueryCache().findAll({ predicate: (query) => reads(query.queryKey, detail, 'id', id) });
}

/**
 * The newest whole document of `kind` the cache holds for `id` (of every cached read of it, the
 * highest version), or undefined when none is cached. The line writer reads this before every
 * write instead of keeping its own copy.
 */
export function cachedDocument<K extends DocumentKind>(
  queryClient: QueryClient,
  kind: K,
  id: number,
): DocumentDetailOf<K> | undefined {
  let newest: DocumentDetailOf<K> | undefined;
  for (const query of detailQueries(queryClient, kind, id)) {
    const data = query.state.data as DocumentDetailOf<K> | undefined;
    if (data && (!newest || data.version > newest.version)) newest = data;
  }
  return newest;
}

/**
 * Whether the cache already holds document `id` of `kind` at `version` or newer (the page that
 * made a change patched it from the write's answer): then a live push about that version need
 * not read the whole document again.
 */
export function documentIsCurrent(queryClient: QueryClient, kind: DocumentKind, message: unknown): boolean {
  const { id, version } = (message ?? {}) as { id?: unknown; version?: unknown };
  if (typeof id !== 'number' || typeof version !== 'number') return false;
  const cached = detailQueries(queryClient, kind, id);
  return (
    cached.length > 0 &&
    cached.every((query) => ((query.state.data as { version?: number } | undefined)?.version ?? 0) >= version)
  );
}

/** Whether two lines show the same (every field the line carries). */
function sameLine(a: DocumentItem, b: DocumentItem): boolean {
  for (const key of Object.keys(b) as (keyof DocumentItem)[]) if (!Object.is(a[key], b[key])) return false;
  return true;
}

/**
 * Patches every cached read of an order with a write's answer (the whole order after the change)
 * and its cached pages of lines: a read older than the answer takes it; rows of the pages whose
 * line changed are replaced (keeping their stock), unchanged rows stay the same objects; when
 * lines were added or removed, or no earlier order was cached to compare with, the pages are
 * read again. Returns how many cached orders were patched.
 */
export function patchCachedOrder(queryClient: QueryClient, order: OrderDetail): number {
  let patched = 0;
  let before: OrderDetail | undefined;
  for (const query of detailQueries(queryClient, 'order', order.id)) {
    const cached = query.state.data as OrderDetail | undefined;
    if (cached && cached.version >= order.version) continue;
    if (cached && (!before || cached.version > before.version)) before = cached;
    queryClient.setQueryData(query.queryKey, order);
    patched++;
  }
  const was = new Map(before?.items.map((line) => [line.id, line]));
  const reshaped =
    !before || before.items.length !== order.items.length || order.items.some((line) => !was.has(line.id));
  const changed = new Map(
    order.items.filter((line) => !reshaped && !sameLine(was.get(line.id) as DocumentItem, line)).map((l) => [l.id, l]),
  );
  const { lines, linesParam } = DOCUMENT_KINDS.order;
  for (const query of queryClient
    .getQueryCache()
    .findAll({ predicate: (q) => reads(q.queryKey, lines, linesParam, order.id) })) {
    const page = query.state.data as { items: DocumentItem[] } | undefined;
    if (reshaped || !page) {
      void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
      continue;
    }
    if (!page.items.some((row) => changed.has(row.id))) continue;
    queryClient.setQueryData(query.queryKey, {
      ...page,
      items: page.items.map((row) => {
        const line = changed.get(row.id);
        return line ? { ...row, ...line } : row;
      }),
    });
  }
  return patched;
}

/**
 * What the cache learns from a write's answer before the write's families are invalidated: an
 * offer line write patches the cached offer and its pages of lines with what changed
 * (`patchCachedOffer`), an order line write the cached order with the whole order it answers
 * (`patchCachedOrder`), another write answering the whole document replaces older cached reads of
 * it. Other writes change nothing here.
 */
export function patchCacheAfterWrite<N extends MutationEndpointName>(
  queryClient: QueryClient,
  name: N,
  output: OutputOf<N>,
): void {
  if (isOfferLineWrite(name)) patchCachedOffer(queryClient, output as OfferLineChange);
  else if (isOrderLineWrite(name)) patchCachedOrder(queryClient, output as OrderDetail);
  else if (name in WHOLE_DOCUMENT_WRITES)
    takeNewerDocument(queryClient, WHOLE_DOCUMENT_WRITES[name as WholeDocumentWrite], output as WholeDocument);
}

/**
 * The other document writes that answer the whole document after the change (header, delivery,
 * deadlines, status, comments, attachments, archive), by kind.
 */
const WHOLE_DOCUMENT_WRITES = {
  offerUpdate: 'offer',
  offerUpdateDelivery: 'offer',
  offerAction: 'offer',
  offerAddComment: 'offer',
  offerAddAttachment: 'offer',
  offerRemoveAttachment: 'offer',
  offerArchive: 'offer',
  orderUpdate: 'order',
  orderUpdateDeadlines: 'order',
  orderUpdateDelivery: 'order',
  orderConfirm: 'order',
  orderArchive: 'order',
} as const satisfies Partial<Record<MutationEndpointName, DocumentKind>>;
type WholeDocumentWrite = keyof typeof WHOLE_DOCUMENT_WRITES;

/**
 * A write's answer that is the whole document replaces every cached read of it that is older, at
 * once: the next write sent before the reads come back (a second section saved right after the
 * first) carries the new version instead of a stale one.
 */
function takeNewerDocument(queryClient: QueryClient, kind: DocumentKind, document: WholeDocument): void {
  for (const query of detailQueries(queryClient, kind, document.id)) {
    const cached = query.state.data as WholeDocument | undefined;
    if (cached && cached.version >= document.version) continue;
    // The confirmation answers the order with what it reserved short; the cached read is the order.
    const { stock_shortages: _shortages, ...whole } = document as WholeDocument & { stock_shortages?: unknown };
    queryClient.setQueryData(query.queryKey, whole);
  }
}
