import type { QueryClient } from '@tanstack/query-core';
import type { OfferDetail, OfferLineChange } from '../contract/offers';
import { applyOfferLineChange } from '../domain/offerLineChange';
import type { MutationEndpointName } from './endpointQuery';

/** The writes that answer an {@link OfferLineChange} (what changed) rather than the whole offer. */
export const OFFER_LINE_WRITES = [
  'offerItemAdd',
  'offerItemUpdate',
  'offerItemQuantity',
  'offerItemRemove',
  'offerItemsRemove',
  'offerMassDiscount',
] as const satisfies readonly MutationEndpointName[];

/** Name of a write that answers an {@link OfferLineChange}. */
export type OfferLineWrite = (typeof OFFER_LINE_WRITES)[number];

/** Whether `name` is one of {@link OFFER_LINE_WRITES}. */
export function isOfferLineWrite(name: string): name is OfferLineWrite {
  return (OFFER_LINE_WRITES as readonly string[]).includes(name);
}

/**
 * Patches every cached read of the changed offer (`offerById`) with a line write's answer
 * instead of reading the whole offer again. A cached offer exactly one version behind gets the
 * change applied; one already at the answer's version or newer (a read that raced the write) is
 * left alone; one further behind missed someone else's change, so it is invalidated and read
 * again. Returns how many cached offers were patched.
 */
export function patchCachedOffer(queryClient: QueryClient, change: OfferLineChange): number {
  let patched = 0;
  const queries = queryClient.getQueryCache().findAll({
    predicate: (query) =>
      query.queryKey[0] === 'offerById' &&
      Number((query.queryKey[1] as { params?: { id?: unknown } } | undefined)?.params?.id) === change.offer.id,
  });
  for (const query of queries) {
    const cached = query.state.data as OfferDetail | undefined;
    if (!cached || cached.version >= change.offer.version) continue;
    if (cached.version === change.offer.version - 1) {
      queryClient.setQueryData(query.queryKey, applyOfferLineChange(cached, change));
      patched++;
    } else {
      void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
    }
  }
  return patched;
}
