import type { QueryClient } from '@tanstack/query-core';
import type { SessionStores, SocketStatus } from '../stores/sessionStores';
import { invalidateFamilies, type QueryFamily } from './queryFamilies';

/** The stores {@link bindLiveQueries} listens to (the live socket writes them). */
export type LiveQueryStores = Pick<SessionStores, '$wsData' | '$lastNotification' | '$socketStatus'>;

/**
 * Whether the cache already holds the offer a push is about at its version or newer (the page
 * that made the change patched it from the write's answer): then the offer with all its lines
 * is not read again, only the reads around it.
 */
function offerIsCurrent(queryClient: QueryClient, message: unknown): boolean {
  const { id, version } = (message ?? {}) as { id?: unknown; version?: unknown };
  if (typeof id !== 'number' || typeof version !== 'number') return false;
  const cached = queryClient
    .getQueryCache()
    .findAll({ queryKey: ['offerById'] })
    .filter((query) => Number((query.queryKey[1] as { params?: { id?: unknown } } | undefined)?.params?.id) === id);
  return (
    cached.length > 0 &&
    cached.every((query) => ((query.state.data as { version?: number } | undefined)?.version ?? 0) >= version)
  );
}

/**
 * Binds the live socket to the query cache: an `offer`, `order` or `notification` message
 * invalidates the reads of that family (an offer message about a version the cache already
 * holds leaves the offer itself alone) (a notification about an offer, such as a finished
 * price-group job, also the offer reads); a reconnect invalidates every active read, because
 * messages sent while the socket was down are lost. Returns the unbind function.
 */
export function bindLiveQueries(queryClient: QueryClient, stores: LiveQueryStores): () => void {
  let wsData = stores.$wsData.get();
  let wasAuthenticated = stores.$socketStatus.get() === 'authenticated';
  let droppedSinceAuthenticated = false;

  const offWsData = stores.$wsData.listen((next) => {
    const families: QueryFamily[] = [];
    if (next.offer !== wsData.offer)
      families.push(offerIsCurrent(queryClient, next.offer) ? 'offerLinesAround' : 'offer');
    if (next.order !== wsData.order) families.push('order');
    wsData = next;
    void invalidateFamilies(queryClient, families);
  });

  const offNotification = stores.$lastNotification.listen((notification) => {
    if (!notification) return;
    const aboutOffer = notification.metadata?.some((entry) => entry.key === 'offer_id') ?? false;
    void invalidateFamilies(queryClient, aboutOffer ? ['notification', 'offer'] : ['notification']);
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
    offWsData();
    offNotification();
    offStatus();
  };
}
