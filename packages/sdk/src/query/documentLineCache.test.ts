import { QueryClient } from '@tanstack/query-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfferDetail, OfferLineRow } from '../contract/offers';
import { changeOf, detail, line } from '../domain/documentLineChange.testkit';
import { isDocumentLineWrite, patchCachedDocument, patchCachedLines } from './documentCache';
import { endpointQueryKey } from './endpointQuery';
import { keyStartsWith, MUTATION_INVALIDATES } from './queryKeys';

describe('patchCachedDocument (offer)', () => {
  let queryClient: QueryClient;
  afterEach(() => queryClient?.clear());

  const key = endpointQueryKey('offerById', { params: { id: detail.id } });

  it('applies the answer to the cached offer one version behind, without reading it again', () => {
    queryClient = new QueryClient();
    queryClient.setQueryData(key, detail);
    expect(patchCachedDocument(queryClient, 'offer', changeOf([line(2, 2, 5)], []))).toBe(1);
    const next = queryClient.getQueryData(key) as OfferDetail;
    expect(next.version).toBe(5);
    expect(next.items.find((l) => l.id === 2)?.quantity).toBe(5);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it('leaves a newer cached offer alone and invalidates one that missed a change', () => {
    queryClient = new QueryClient();
    queryClient.setQueryData(key, { ...detail, version: 5 });
    expect(patchCachedDocument(queryClient, 'offer', changeOf([line(2, 2, 5)], []))).toBe(0);
    expect(queryClient.getQueryData(key)).toEqual({ ...detail, version: 5 });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);

    queryClient.setQueryData(key, { ...detail, version: 3 });
    expect(patchCachedDocument(queryClient, 'offer', changeOf([line(2, 2, 5)], []))).toBe(0);
    expect((queryClient.getQueryData(key) as OfferDetail).items[1]?.quantity).toBe(1);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('touches only the changed offer', () => {
    queryClient = new QueryClient();
    const other = endpointQueryKey('offerById', { params: { id: detail.id + 1 } });
    queryClient.setQueryData(other, { ...detail, id: detail.id + 1 });
    expect(patchCachedDocument(queryClient, 'offer', changeOf([line(2, 2, 5)], []))).toBe(0);
    expect(queryClient.getQueryData(other)).toEqual({ ...detail, id: detail.id + 1 });
  });

  it('the line writes do not invalidate the offer itself, only the reads around it', () => {
    for (const name of Object.keys(MUTATION_INVALIDATES)) {
      if (!isDocumentLineWrite(name)) continue;
      const kind = name.startsWith('offer') ? 'offer' : 'order';
      const stale = (key: readonly unknown[]) =>
        MUTATION_INVALIDATES[name].some((prefix) => keyStartsWith(key, prefix));
      const id = { params: { id: 4, offerId: 4, orderId: 4 } } as never;
      expect(stale(endpointQueryKey(kind === 'offer' ? 'offerList' : 'orderList', {})), name).toBe(true);
      expect(stale(endpointQueryKey(kind === 'offer' ? 'offerHistory' : 'orderHistory', id)), name).toBe(true);
      expect(stale(endpointQueryKey(kind === 'offer' ? 'offerById' : 'orderById', id)), name).toBe(false);
      // The pages of lines are patched or read again by patchCachedLines, not invalidated always.
      expect(stale(endpointQueryKey(kind === 'offer' ? 'offerAddedProducts' : 'orderAddedProducts', id)), name).toBe(
        false,
      );
    }
  });
});

describe('the writes of a whole document', () => {
  it('make its history stale: every offer and order write that is not a line write leaves a history line', () => {
    const id = { params: { id: 4, offerId: 4, orderId: 4 } } as never;
    const writes = Object.keys(MUTATION_INVALIDATES).filter(
      (name) => /^(offer|order)[A-Z]/.test(name) && !isDocumentLineWrite(name) && name !== 'offerCreateFromOrders',
    );
    expect(writes).toEqual(expect.arrayContaining(['orderUpdate', 'orderConfirm', 'offerUpdate', 'offerAction']));
    for (const name of writes) {
      const kind = name.startsWith('offer') ? 'offer' : 'order';
      const stale = (key: readonly unknown[]) =>
        MUTATION_INVALIDATES[name as keyof typeof MUTATION_INVALIDATES].some((prefix) => keyStartsWith(key, prefix));
      expect(stale(endpointQueryKey(kind === 'offer' ? 'offerHistory' : 'orderHistory', id)), name).toBe(true);
    }
  });
});

describe('patchCachedLines (offer)', () => {
  let queryClient: QueryClient;
  afterEach(() => queryClient?.clear());

  const pageKey = endpointQueryKey('offerAddedProducts', {
    params: { offerId: detail.id },
    query: { page: 1, limit: 20 },
  });
  const row = (id: number, ordinal: number, quantity = 1): OfferLineRow => ({
    ...line(id, ordinal, quantity),
    available_stock: 4,
    stock_warehouse: 'W1',
  });
  const page = () => ({ items: [row(1, 1), row(2, 2), row(3, 3)], total: 3, page: 1, limit: 20 });

  it('patches the changed row in place, keeps its stock and the other rows, reads nothing again', () => {
    queryClient = new QueryClient();
    const before = page();
    queryClient.setQueryData(pageKey, before);
    expect(patchCachedLines(queryClient, 'offer', changeOf([line(2, 2, 5)], []))).toBe(1);
    const after = queryClient.getQueryData(pageKey) as ReturnType<typeof page>;
    expect(after.items[1]).toMatchObject({ id: 2, quantity: 5, total_row_excl_tax: 5000, available_stock: 4 });
    // Unchanged rows stay the same objects: memoised rows do not render again.
    expect(after.items[0]).toBe(before.items[0]);
    expect(after.items[2]).toBe(before.items[2]);
    expect(queryClient.getQueryState(pageKey)?.isInvalidated).toBe(false);
  });

  it('reads the pages again when lines were added or removed, or the cache missed a change', () => {
    for (const [change, options] of [
      [changeOf([line(9, 4, 1)], []), {}],
      [changeOf([], [3]), {}],
      [changeOf([line(2, 2, 5)], []), { missedChange: true }],
    ] as const) {
      queryClient = new QueryClient();
      queryClient.setQueryData(pageKey, page());
      expect(patchCachedLines(queryClient, 'offer', change, options)).toBe(0);
      expect(queryClient.getQueryState(pageKey)?.isInvalidated).toBe(true);
      expect((queryClient.getQueryData(pageKey) as ReturnType<typeof page>).items[1]?.quantity).toBe(1);
    }
  });

  it('patchCachedDocument patches the pages with the offer, or has them read again when the offer missed a change', () => {
    queryClient = new QueryClient();
    const offerKey = endpointQueryKey('offerById', { params: { id: detail.id } });
    queryClient.setQueryData(offerKey, detail);
    queryClient.setQueryData(pageKey, page());
    patchCachedDocument(queryClient, 'offer', changeOf([line(2, 2, 5)], []));
    expect((queryClient.getQueryData(pageKey) as ReturnType<typeof page>).items[1]?.quantity).toBe(5);

    queryClient.setQueryData(offerKey, { ...detail, version: 2 });
    patchCachedDocument(queryClient, 'offer', changeOf([line(2, 2, 6)], []));
    expect(queryClient.getQueryState(pageKey)?.isInvalidated).toBe(true);
  });
});
