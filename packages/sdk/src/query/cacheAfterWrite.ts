import type { QueryClient } from '@tanstack/query-core';
import { cachedDocument, type DocumentKind, patchCacheAfterWrite } from './documentCache';
import type { MutationEndpointName, OutputOf } from './endpointQuery';
import { invalidatePrefixes, MUTATION_INVALIDATES } from './queryKeys';

/**
 * Everything the cache learns from a write's answer: a line write of either kind patches the
 * cached document and its pages of lines, another write answering the whole document replaces
 * older cached reads of it (`patchCacheAfterWrite`); then the reads the write changes
 * (`MUTATION_INVALIDATES`, by key prefix) are invalidated. Resolves when the active ones among
 * them are read again; the patch itself is done when this returns.
 */
export function cacheAfterWrite<N extends MutationEndpointName>(
  queryClient: QueryClient,
  name: N,
  output: OutputOf<N>,
): Promise<void> {
  patchCacheAfterWrite(queryClient, name, output);
  return invalidatePrefixes(queryClient, MUTATION_INVALIDATES[name]);
}

/**
 * The newest version of document `id` of `kind` the cache holds (of every cached read of it),
 * or undefined when none is cached: what a write sent now must carry, even from a component
 * that last rendered an older version.
 */
export function cachedDocumentVersion(queryClient: QueryClient, kind: DocumentKind, id: number): number | undefined {
  return cachedDocument(queryClient, kind, id)?.version;
}
