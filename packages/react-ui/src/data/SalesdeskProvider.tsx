import type { LiveQueryStores } from '@salesdesk/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { SalesdeskShellProvider, type SalesdeskShellProviderProps } from '../context/salesdeskContext';
import { QueryCacheProvider } from './QueryCacheProvider';

/** Props of {@link SalesdeskProvider}. */
export interface SalesdeskProviderProps extends SalesdeskShellProviderProps {
  /** The query cache (default: a new one per provider). */
  queryClient?: QueryClient;
  /** Live-socket stores whose messages invalidate cached reads (default: the sdk's default stores). */
  liveStores?: LiveQueryStores;
}

/**
 * Provides the API client, the session, the brand, the route state and the query cache to
 * every component below. The cache follows the live socket (an offer, order or notification
 * message invalidates its reads; a reconnect all of them) and is emptied when the user logs
 * out, so nothing of one user is ever shown to the next.
 */
export function SalesdeskProvider({ queryClient, liveStores, children, ...shell }: SalesdeskProviderProps) {
  return (
    <SalesdeskShellProvider {...shell}>
      <QueryCacheProvider {...(queryClient ? { queryClient } : {})} {...(liveStores ? { liveStores } : {})}>
        {children}
      </QueryCacheProvider>
    </SalesdeskShellProvider>
  );
}
