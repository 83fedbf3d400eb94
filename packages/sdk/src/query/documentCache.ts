import type { QueryClient } from '@tanstack/query-core';
import type { DocumentItem } from '../contract/documentSchemas';
import type { OfferDetail } from '../contract/offers';
import type { OrderDetail } from '../contract/orders';
import { applyDocumentLineChange, type LineChangeOf, lineChangeHeader } from '../domain/documentLineChange';
import type { MutationEndpointName, OutputOf, QueryEndpointName } from './endpointQuery';
import { keyStartsWith, QUERY_SCOPES, queryKeyInput } from './queryKeys';

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

/**
 * The line writes of both kinds, each with the kind it writes: every one answers a line change
 * (`{ offer | order, items, removed_item_ids }`), patched into the cache by
 * {@link patchCachedDocument}.
 */
export const DOCUMENT_LINE_WRITES = {
  offerItemAdd: 'offer',
  offerAddLines: 'offer',
  offerItemUpdate: 'offer',
  offerItemQuantity: 'offer',
  offerItemRemove: 'offer',
  offerItemsRemove: 'offer',
  offerMassDiscount: 'offer',
  orderAddProduct: 'order',
  orderAddLines: 'order',
  orderUpdateItem: 'order',
  orderRemoveItem: 'order',
  orderRemoveItems: 'order',
  orderMassDiscount: 'order',
} as const satisfies Partial<Record<MutationEndpointName, DocumentKind>>;

/** Name of a line write of an offer or an order. */
export type DocumentLineWrite = keyof typeof DOCUMENT_LINE_WRITES;

/** The line writes of one kind. */
function lineWritesOf<K extends DocumentKind>(kind: K) {
  return (Object.keys(DOCUMENT_LINE_WRITES) as DocumentLineWrite[]).filter(
    (name) => DOCUMENT_LINE_WRITES[name] === kind,
  ) as { [N in DocumentLineWrite]: (typeof DOCUMENT_LINE_WRITES)[N] extends K ? N : never }[DocumentLineWrite][];
}

/** The offer line writes (each answers an `OfferLineChange`). */
export const OFFER_LINE_WRITES = lineWritesOf('offer');
/** Name of an offer line write. */
export type OfferLineWrite = (typeof OFFER_LINE_WRITES)[number];
/** The order line writes (each answers an `OrderLineChange`). */
export const ORDER_LINE_WRITES = lineWritesOf('order');
/** Name of an order line write. */
export type OrderLineWrite = (typeof ORDER_LINE_WRITES)[number];

/** Whether `name` writes lines of an offer or an order (the writes the line writer sends). */
export function isDocumentLineWrite(name: string): name is DocumentLineWrite {
  return Object.hasOwn(DOCUMENT_LINE_WRITES, name);
}

/** Whether `name` is one of {@link OFFER_LINE_WRITES}. */
export function isOfferLineWrite(name: string): name is OfferLineWrite {
  return isDocumentLineWrite(name) && DOCUMENT_LINE_WRITES[name] === 'offer';
}

/** Whether `name` is one of {@link ORDER_LINE_WRITES}. */
export function isOrderLineWrite(name: string): name is OrderLineWrite {
  return isDocumentLineWrite(name) && DOCUMENT_LINE_WRITES[name] === 'order';
}

// FUNCTIONS

/** A cached page of a document's lines (the rest of the page answer is kept as it is). */
interface LinesPage {
  items: DocumentItem[];
}

/** Whether a cached query reads document `id` through `name` (`param` names the id among its params). */
function reads(queryKey: readonly unknown[], name: QueryEndpointName, param: string, id: number): boolean {
  return (
    keyStartsWith(queryKey, [...QUERY_SCOPES[name], name]) &&
    queryKey.length === QUERY_SCOPES[name].length + 2 &&
    Number((queryKeyInput(queryKey) as { params?: Record<string, unknown> } | undefined)?.params?.[param]) === id
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

/** The cached pages of the lines of document `id` of `kind`. */
function linesQueries(queryClient: QueryClient, kind: DocumentKind, id: number) {
  const { lines, linesParam } = DOCUMENT_KINDS[kind];
  return queryClient.getQueryCache().findAll({ predicate: (query) => reads(query.queryKey, lines, linesParam, id) });
}

/**
 * Patches the cached pages of a document's lines (`offerAddedProducts`, `orderAddedProducts`)
 * with the lines a write changed, keeping each row's stock and leaving unchanged rows the same
 * objects (so only the changed rows render again). A write that added or removed lines changes
 * which lines are on which page and their numbers, and a cache that `missedChange` (someone
 * else's) may be wrong elsewhere: then the pages are invalidated and read again. Returns how many
 * pages were patched.
 */
export function patchCachedLines<K extends DocumentKind>(
  queryClient: QueryClient,
  kind: K,
  change: LineChangeOf<K>,
  { missedChange = false }: { missedChange?: boolean } = {},
): number {
  const pages = linesQueries(queryClient, kind, lineChangeHeader(kind, change).id);
  const changed = new Map<number, DocumentItem>(change.items.map((item: DocumentItem) => [item.id, item]));
  const cachedIds = new Set(
    pages.flatMap((query) => (query.state.data as LinesPage | undefined)?.items.map((r) => r.id) ?? []),
  );
  const reshaped =
    missedChange ||
    change.removed_item_ids.length > 0 ||
    change.items.some((item: DocumentItem) => !cachedIds.has(item.id));
  let patched = 0;
  for (const query of pages) {
    const page = query.state.data as LinesPage | undefined;
    if (reshaped || !page) {
      void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
      continue;
    }
    if (!page.items.some((row) => changed.has(row.id))) continue;
    queryClient.setQueryData(query.queryKey, {
      ...page,
      items: page.items.map((row) => {
        const item = changed.get(row.id);
        return item ? { ...row, ...item } : row;
      }),
    });
    patched++;
  }
  return patched;
}

/**
 * Patches every cached read of the changed document (`offerById`, `orderById`) with a line
 * write's answer instead of reading the whole document again, the same for both kinds. A cached
 * document exactly one version behind gets the change applied (`applyDocumentLineChange`); one
 * already at the answer's version or newer (a read that raced the write) is left alone; one
 * further behind missed someone else's change, so it is invalidated and read again. The cached
 * pages of its lines are patched too ({@link patchCachedLines}). Returns how many cached
 * documents were patched.
 */
export function patchCachedDocument<K extends DocumentKind>(
  queryClient: QueryClient,
  kind: K,
  change: LineChangeOf<K>,
): number {
  const header = lineChangeHeader(kind, change);
  let patched = 0;
  let missedChange = false;
  for (const query of detailQueries(queryClient, kind, header.id)) {
    const cached = query.state.data as DocumentDetailOf<K> | undefined;
    if (!cached || cached.version >= header.version) continue;
    if (cached.version === header.version - 1) {
      queryClient.setQueryData(query.queryKey, applyDocumentLineChange(kind, cached as never, change as never));
      patched++;
    } else {
      missedChange = true;
      void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
    }
  }
  patchCachedLines(queryClient, kind, change, { missedChange });
  return patched;
}

/**
 * What the cache learns from a write's answer before the write's families are invalidated: a
 * line write of either kind patches the cached document and its pages of lines with what changed
 * (`patchCachedDocument`), another write answering the whole document replaces older cached reads
 * of it. Other writes change nothing here.
 */
export function patchCacheAfterWrite<N extends MutationEndpointName>(
  queryClient: QueryClient,
  name: N,
  output: OutputOf<N>,
): void {
  if (isDocumentLineWrite(name)) patchCachedDocument(queryClient, DOCUMENT_LINE_WRITES[name], output as never);
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

/** Line writes of this page in flight, per query client and document (`kind:id`), and who waits for them to end. */
const writesInFlight = new WeakMap<QueryClient, Map<string, { count: number; settled: (() => void)[] }>>();

/**
 * Notes that this page sent a write of document `id` of `kind` whose answer will patch the
 * cache; call the returned function once the answer is applied (or the write failed). The
 * server pushes the change on the live socket before the write's answer reaches the page, so
 * without this the push would find the cache a version behind and read the whole document again.
 */
export function documentWriteStarted(queryClient: QueryClient, kind: DocumentKind, id: number): () => void {
  const byDocument = writesInFlight.get(queryClient) ?? new Map<string, { count: number; settled: (() => void)[] }>();
  writesInFlight.set(queryClient, byDocument);
  const key = `${kind}:${id}`;
  const entry = byDocument.get(key) ?? { count: 0, settled: [] };
  entry.count++;
  byDocument.set(key, entry);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    entry.count--;
    if (entry.count > 0) return;
    byDocument.delete(key);
    for (const resolve of entry.settled) resolve();
  };
}

/**
 * A promise that resolves once this page's writes of document `id` of `kind` in flight have
 * ended (see {@link documentWriteStarted}), or null when none is in flight.
 */
export function documentWritesSettled(queryClient: QueryClient, kind: DocumentKind, id: unknown): Promise<void> | null {
  const entry = writesInFlight.get(queryClient)?.get(`${kind}:${String(id)}`);
  if (!entry) return null;
  return new Promise((resolve) => entry.settled.push(resolve));
}
