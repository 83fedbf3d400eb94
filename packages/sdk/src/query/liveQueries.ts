import type { QueryClient } from '@tanstack/query-core';
import type { SessionStores, SocketStatus } from '../stores/sessionStores';
import { invalidateFamilies, type QueryFamily } from './queryFamilies';

/** The stores {@link bindLiveQueries} listens to (the live socket writes them). */
export type LiveQueryStores = Pick<SessionStores, '$wsData' | '$lastNotification' | '$socketStatus'>;

/**
 * Binds the live socket to the query cache: an `offer`, `order` or `notification` message
 * invalidates the reads of that family (a notification about an offer, such as a finished
 * price-group job, also the offer reads); a reconnect invalidates every active read, because
 * messages sent while the socket was down are lost. Returns the unbind function.
 */
export function bindLiveQueries(queryClient: QueryClient, stores: LiveQueryStores): () => void {
  let wsData = stores.$wsData.get();
  let wasAuthenticated = stores.$socketStatus.get() === 'authenticated';
  let droppedSinceAuthenticated = false;

  const offWsData = stores.$wsData.listen((next) => {
    const families: QueryFamily[] = [];
    if (next.offer !== wsData.offer) families.push('offer');
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
