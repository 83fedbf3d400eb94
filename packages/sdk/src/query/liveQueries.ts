import type { QueryClient } from '@tanstack/query-core';
import type { SessionStores, SocketStatus } from '../stores/sessionStores';
import { type DocumentKind, documentIsCurrent, documentWritesSettled } from './documentCache';
import { invalidateFamilies, type QueryFamily } from './queryFamilies';

/** The queries around a document's lines (lists, history) that a change of it makes stale, per kind. */
const LINES_AROUND: Record<DocumentKind, QueryFamily> = { offer: 'offerLinesAround', order: 'orderLinesAround' };

/** The stores {@link bindLiveQueries} listens to (the live socket writes them). */
export type LiveQueryStores = Pick<SessionStores, '$wsData' | '$lastNotification' | '$socketStatus'>;

/**
 * Binds the live socket to the query cache: an `offer`, `order` or `notification` message
 * invalidates the reads of that family. A document message about a version the cache already
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
  const documentFamily = (kind: DocumentKind, message: unknown, families: QueryFamily[]) => {
    const around = LINES_AROUND[kind];
    if (documentIsCurrent(queryClient, kind, message)) return families.push(around);
    const writing = documentWritesSettled(queryClient, kind, (message as { id?: unknown } | undefined)?.id);
    if (!writing) return families.push(kind);
    void writing.then(() => {
      if (bound) void invalidateFamilies(queryClient, [documentIsCurrent(queryClient, kind, message) ? around : kind]);
    });
  };

  const offWsData = stores.$wsData.listen((next) => {
    const families: QueryFamily[] = [];
    if (next.offer !== wsData.offer) documentFamily('offer', next.offer, families);
    if (next.order !== wsData.order) {
      documentFamily('order', next.order, families);
      // A confirmation reserves stock; archiving or deleting an order gives it back.
      const event = (next.order as { event?: unknown } | undefined)?.event;
      if (event === 'status' || event === 'archived' || event === 'deleted') families.push('stock');
    }
    wsData = next;
    void invalidateFamilies(queryClient, families);
  });

  const offNotification = stores.$lastNotification.listen((notification) => {
    if (!notification) return;
    const about = (key: string) => notification.metadata?.some((entry) => entry.key === key) ?? false;
    void invalidateFamilies(queryClient, [
      'notification',
      ...(about('offer_id') ? (['offer'] as const) : []),
      ...(about('order_id') ? (['order'] as const) : []),
      // A file import ended (a scheduled one too): its lists, and the catalogue it may have written.
      ...(notification.type === 'import_finished' ? (['importRun', 'stock'] as const) : []),
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
