import type { QueryClient } from '@tanstack/query-core';
import type { SessionStores, SocketStatus } from '../stores/sessionStores';
import { type DocumentKind, documentIsCurrent, documentWritesSettled } from './documentCache';
import {
  DOCUMENT_READS,
  IMPORT_READS,
  invalidatePrefixes,
  NOTIFICATION_READS,
  type QueryKeyPrefix,
  STOCK_READS,
} from './queryKeys';

/** The stores {@link bindLiveQueries} listens to (the live socket writes them). */
export type LiveQueryStores = Pick<SessionStores, '$wsData' | '$lastNotification' | '$socketStatus'>;

/**
 * Binds the live socket to the query cache: an `offer`, `order` or `notification` message
 * invalidates that kind's reads (by key prefix, see `QUERY_SCOPES`). A document message about a version the cache already
 * holds leaves the document itself alone; an order confirmed, archived or deleted also
 * invalidates the stock reads; a notification about an offer or order (a finished price-group
 * job, an approval, a confirmation) also that kind's reads; a finished file import the import
 * lists and the stock and search reads. A reconnect invalidates every active
 * read, because messages sent while the socket was down are lost. Returns the unbind function.
 */
export function bindLiveQueries(queryClient: QueryClient, stores: LiveQueryStores): () => void {
  let wsData = stores.$wsData.get();
  let wasAuthenticated = stores.$socketStatus.get() === 'authenticated';
  let droppedSinceAuthenticated = false;

  let bound = true;
  // A message about a document this page is writing arrives before the write's answer (the
  // server pushes first): the decision waits for the answer, which usually makes the cache current.
  const documentReads = (kind: DocumentKind, message: unknown, stale: QueryKeyPrefix[]) => {
    const { whole, linesAround } = DOCUMENT_READS[kind];
    if (documentIsCurrent(queryClient, kind, message)) return stale.push(...linesAround);
    const writing = documentWritesSettled(queryClient, kind, (message as { id?: unknown } | undefined)?.id);
    if (!writing) return stale.push(...whole);
    void writing.then(() => {
      if (bound)
        void invalidatePrefixes(queryClient, documentIsCurrent(queryClient, kind, message) ? linesAround : whole);
    });
  };

  const offWsData = stores.$wsData.listen((next) => {
    const stale: QueryKeyPrefix[] = [];
    if (next.offer !== wsData.offer) documentReads('offer', next.offer, stale);
    if (next.order !== wsData.order) {
      documentReads('order', next.order, stale);
      // A confirmation reserves stock; archiving or deleting an order gives it back.
      const event = (next.order as { event?: unknown } | undefined)?.event;
      if (event === 'status' || event === 'archived' || event === 'deleted') stale.push(...STOCK_READS);
    }
    wsData = next;
    void invalidatePrefixes(queryClient, stale);
  });

  const offNotification = stores.$lastNotification.listen((notification) => {
    if (!notification) return;
    const about = (key: string) => notification.metadata?.some((entry) => entry.key === key) ?? false;
    void invalidatePrefixes(queryClient, [
      ...NOTIFICATION_READS,
      ...(about('offer_id') ? DOCUMENT_READS.offer.whole : []),
      ...(about('order_id') ? DOCUMENT_READS.order.whole : []),
      // A file import ended (a scheduled one too): its lists, and the catalogue it may have written.
      ...(notification.type === 'import_finished' ? [...IMPORT_READS, ...STOCK_READS] : []),
    ]);
  });

  const offStatus = stores.$socketStatus.listen((status: SocketStatus) => {
    if (status === 'authenticated') {
      if (wasAuthenticated && droppedSinceAuthenticated) void queryClient.invalidateQueries();
      wasAuthenticated = true;
      droppedSinceAuthenticated = false;
    } else if (wasAuthenticated) {
      droppedSinceAuthenticated = true;
    }
  });

  return () => {
    bound = false;
    offWsData();
    offNotification();
    offStatus();
  };
}
