import { bindLiveQueries, defaultSessionStores, type LiveQueryStores } from '@salesdesk/sdk';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { type SessionLike, useSalesdesk } from '../context/salesdeskContext';
import { installPolishAriaStrings } from '../i18n/polishAriaStrings';
import { createQueryClient } from './createQueryClient';

/**
 * Binds a query cache to a session and the live socket: a socket message invalidates its reads
 * (a reconnect all of them), and the cache is emptied when the user logs out or another user
 * logs in, so nothing of one user is ever shown to the next. Returns the unbind function.
 */
export function bindQueryCache(
  queryClient: QueryClient,
  session: SessionLike,
  liveStores: LiveQueryStores = defaultSessionStores,
): () => void {
  const offLive = bindLiveQueries(queryClient, liveStores);
  let wasLoggedIn = session.$session.get().loggedIn;
  let userId = session.$user.get()?.user_id ?? null;
  const offSession = session.$session.listen((state) => {
    if (wasLoggedIn && !state.loggedIn) queryClient.clear();
    wasLoggedIn = state.loggedIn;
  });
  const offUser = session.$user.listen((user) => {
    const next = user?.user_id ?? null;
    if (next !== null && userId !== null && next !== userId) queryClient.clear();
    if (next !== null) userId = next;
  });
  return () => {
    offLive();
    offSession();
    offUser();
  };
}

/** Props of {@link QueryCacheLayer}. */
export interface QueryCacheLayerProps {
  client: QueryClient;
  children?: ReactNode;
}

/**
 * What the pages that read data sit in: the query cache, and react-aria's Polish locale (texts
 * and formats inside its controls: "Wyczyść wyszukiwanie", dates, numbers), with the strings
 * react-aria announces corrected where its pl-PL is not Polish ({@link installPolishAriaStrings}).
 */
export function QueryCacheLayer({ client, children }: QueryCacheLayerProps) {
  // Before the first control reads them: our Polish where react-aria's own falls short.
  installPolishAriaStrings();
  return (
    <QueryClientProvider client={client}>
      <I18nProvider locale="pl-PL">{children}</I18nProvider>
    </QueryClientProvider>
  );
}

/** Props of {@link QueryCacheProvider}. */
export interface QueryCacheProviderProps {
  /** The query cache (default: a new one per provider). */
  queryClient?: QueryClient;
  /** Live-socket stores whose messages invalidate cached reads (default: the sdk's default stores). */
  liveStores?: LiveQueryStores;
  children?: ReactNode;
}

/**
 * The query cache of the components below, bound to the session of the surrounding provider
 * and to the live socket ({@link bindQueryCache}), with react-aria's Polish locale.
 */
export function QueryCacheProvider({ queryClient: given, liveStores, children }: QueryCacheProviderProps) {
  const { session } = useSalesdesk();
  const [own] = useState(() => given ?? createQueryClient());
  const queryClient = given ?? own;
  useEffect(() => bindQueryCache(queryClient, session, liveStores), [queryClient, session, liveStores]);
  return <QueryCacheLayer client={queryClient}>{children}</QueryCacheLayer>;
}
