import type { LiveQueryStores } from '@salesdesk/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';
import type { SessionLike } from '../context/salesdeskContext';
import type { QueryCacheLayerProps } from './QueryCacheProvider';

/** Options of {@link createQueryCacheLoader}. */
export interface QueryCacheLoaderOptions {
  /** The session whose logout (or change of user) empties the cache. */
  session: SessionLike;
  /** Live-socket stores whose messages invalidate cached reads (default: the sdk's default stores). */
  liveStores?: LiveQueryStores;
  /** The cache to use (default: one made with `createQueryClient` when loaded). */
  queryClient?: QueryClient;
}

/** The loaded cache: the client and the layer that hands it (and the Polish locale) down. */
export interface LoadedQueryCache {
  client: QueryClient;
  Provider: ComponentType<QueryCacheLayerProps>;
}

/** A query cache loaded on first use, one per app, bound to the session for the app's lifetime. */
export interface QueryCacheLoader {
  /** Loads the query library and makes the cache (once; later calls return the same promise). */
  load(): Promise<LoadedQueryCache>;
  /** Unbinds the cache from the session and the live socket. */
  dispose(): void;
  /** The layer with the loaded cache, loaded on first render (render it inside `<Suspense>`). */
  readonly Layer: LazyExoticComponent<ComponentType<{ children?: ReactNode }>>;
}

/**
 * The app's query cache without the query library in the first load: the login page reads no
 * data, so TanStack Query and the cache's bindings come with the first page that does (wrap it
 * in {@link QueryCacheGate}). The one cache outlives the pages and layouts that come and go.
 */
export function createQueryCacheLoader(options: QueryCacheLoaderOptions): QueryCacheLoader {
  let loading: Promise<LoadedQueryCache> | undefined;
  let unbind: (() => void) | undefined;
  let disposed = false;
  const load = () => {
    loading ??= import('./queryCacheModule').then((m) => {
      const client = options.queryClient ?? m.createQueryClient();
      if (!disposed) unbind = m.bindQueryCache(client, options.session, options.liveStores);
      return { client, Provider: m.QueryCacheLayer };
    });
    return loading;
  };
  return {
    load,
    dispose() {
      disposed = true;
      unbind?.();
    },
    Layer: lazy(async () => {
      const { client, Provider } = await load();
      return { default: ({ children }: { children?: ReactNode }) => <Provider client={client}>{children}</Provider> };
    }),
  };
}

/**
 * Renders its children inside the loader's query cache and react-aria's Polish locale; suspends
 * until they have loaded (render it inside `<Suspense>`).
 */
export function QueryCacheGate({ loader, children }: { loader: QueryCacheLoader; children?: ReactNode }) {
  const { Layer } = loader;
  return <Layer>{children}</Layer>;
}
