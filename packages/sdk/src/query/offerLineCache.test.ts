import { QueryClient } from '@tanstack/query-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfferDetail } from '../contract/offers';
import { changeOf, detail, line } from '../domain/offerLineChange.testkit';
import { endpointQueryKey } from './endpointQuery';
import { isOfferLineWrite, patchCachedOffer } from './offerLineCache';
import { MUTATION_INVALIDATES } from './queryFamilies';

describe('patchCachedOffer', () => {
  let queryClient: QueryClient;
  afterEach(() => queryClient?.clear());

  const key = endpointQueryKey('offerById', { params: { id: detail.id } });

  it('applies the answer to the cached offer one version behind, without reading it again', () => {
    queryClient = new QueryClient();
    queryClient.setQueryData(key, detail);
    expect(patchCachedOffer(queryClient, changeOf([line(2, 2, 5)], []))).toBe(1);
    const next = queryClient.getQueryData(key) as OfferDetail;
    expect(next.version).toBe(5);
    expect(next.items.find((l) => l.id === 2)?.quantity).toBe(5);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it('leaves a newer cached offer alone and invalidates one that missed a change', () => {
    queryClient = new QueryClient();
    queryClient.setQueryData(key, { ...detail, version: 5 });
    expect(patchCachedOffer(queryClient, changeOf([line(2, 2, 5)], []))).toBe(0);
    expect(queryClient.getQueryData(key)).toEqual({ ...detail, version: 5 });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);

    queryClient.setQueryData(key, { ...detail, version: 3 });
    expect(patchCachedOffer(queryClient, changeOf([line(2, 2, 5)], []))).toBe(0);
    expect((queryClient.getQueryData(key) as OfferDetail).items[1]?.quantity).toBe(1);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('touches only the changed offer', () => {
    queryClient = new QueryClient();
    const other = endpointQueryKey('offerById', { params: { id: detail.id + 1 } });
    queryClient.setQueryData(other, { ...detail, id: detail.id + 1 });
    expect(patchCachedOffer(queryClient, changeOf([line(2, 2, 5)], []))).toBe(0);
    expect(queryClient.getQueryData(other)).toEqual({ ...detail, id: detail.id + 1 });
  });

  it('the line writes do not invalidate the offer itself, only the reads around it', () => {
    for (const name of Object.keys(MUTATION_INVALIDATES)) {
      if (!isOfferLineWrite(name)) continue;
      expect(MUTATION_INVALIDATES[name], name).toEqual(['offerLinesAround']);
    }
  });
});
