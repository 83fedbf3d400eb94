// What `createQueryCacheLoader` loads on first use: the query library, the cache's binding and
// the layer the pages sit in.
export { createQueryClient } from './createQueryClient';
export { bindQueryCache, QueryCacheLayer } from './QueryCacheProvider';
