import { endpointQueryKey, type OfferDetail } from '@salesdesk/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * The version of the offer the page shows now, read when a write is sent: a section memoised on
 * the fields it shows (see {@link sameOfferFields}) does not render again for a new version alone,
 * so it must not send the version it last rendered with.
 */
export function useOfferVersion(offer: Pick<OfferDetail, 'id' | 'version'>): () => number {
  const queryClient = useQueryClient();
  const { id, version } = offer;
  return useCallback(
    () => queryClient.getQueryData<OfferDetail>(endpointQueryKey('offerById', { params: { id } }))?.version ?? version,
    [queryClient, id, version],
  );
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  // The answers' arrays of names and terms are new objects on every write; compare what they hold.
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((value, i) => Object.is(value, b[i]));
}

/**
 * `React.memo` equality for a section of the offer page: it renders again only when one of the
 * offer's `fields` or another prop changed. A line write changes the offer's lines, totals and
 * version many times a minute; the terms, comments and actions need not render for that.
 */
export function sameOfferFields<P extends { offer: OfferDetail }>(fields: readonly (keyof OfferDetail)[]) {
  return (before: Readonly<P>, after: Readonly<P>): boolean => {
    for (const key of Object.keys(after) as (keyof P)[])
      if (key !== 'offer' && !Object.is(before[key], after[key])) return false;
    return fields.every((field) => sameValue(before.offer[field], after.offer[field]));
  };
}
