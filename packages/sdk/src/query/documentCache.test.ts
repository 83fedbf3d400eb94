import { QueryClient } from '@tanstack/query-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../contract/orders';
import { fakeDocumentServer } from '../writer/documentWriter.testkit';
import { cachedDocument, documentIsCurrent, patchCacheAfterWrite, patchCachedOrder } from './documentCache';
import { endpointQueryKey } from './endpointQuery';

describe('patchCachedOrder', () => {
  let queryClient: QueryClient;
  afterEach(() => queryClient?.clear());
  const order = () => structuredClone(fakeDocumentServer().order);
  const detailKey = (id: number) => endpointQueryKey('orderById', { params: { id } });
  const pageKey = (id: number) =>
    endpointQueryKey('orderAddedProducts', { params: { orderId: id }, query: { page: 1 } });

  it('takes a newer answer, patches only the changed rows of the cached pages and keeps the rest the same objects', () => {
    queryClient = new QueryClient();
    const before = order();
    queryClient.setQueryData(detailKey(before.id), before);
    const page = { items: before.items.map((l) => ({ ...l, available_stock: 4 })), total: 3, page: 1, limit: 50 };
    queryClient.setQueryData(pageKey(before.id), page as never);
    const after: OrderDetail = structuredClone(before);
    after.version += 1;
    (after.items[1] as { quantity: number }).quantity = 7;
    expect(patchCachedOrder(queryClient, after)).toBe(1);
    expect(cachedDocument(queryClient, 'order', before.id)?.version).toBe(after.version);
    const patched = queryClient.getQueryData(pageKey(before.id)) as typeof page;
    expect(patched.items[1]).toMatchObject({ quantity: 7, available_stock: 4 });
    expect(patched.items[0]).toBe(page.items[0]);
    expect(queryClient.getQueryState(pageKey(before.id))?.isInvalidated).toBe(false);
    // An older answer (a write that raced a newer read) changes nothing.
    expect(patchCachedOrder(queryClient, before)).toBe(0);
    expect(documentIsCurrent(queryClient, 'order', { id: before.id, version: after.version })).toBe(true);
    expect(documentIsCurrent(queryClient, 'order', { id: before.id, version: after.version + 1 })).toBe(false);
  });

  it('reads the pages again when lines were added or removed', () => {
    queryClient = new QueryClient();
    const before = order();
    queryClient.setQueryData(detailKey(before.id), before);
    queryClient.setQueryData(pageKey(before.id), { items: before.items, total: 3, page: 1, limit: 50 } as never);
    const after: OrderDetail = {
      ...structuredClone(before),
      version: before.version + 1,
      items: before.items.slice(1),
    };
    patchCachedOrder(queryClient, after);
    expect(queryClient.getQueryState(pageKey(before.id))?.isInvalidated).toBe(true);
  });
});

describe('patchCacheAfterWrite: writes that answer the whole document', () => {
  it('a newer answer replaces the cached read at once (without the confirmation’s shortages); an older one does not', () => {
    const queryClient = new QueryClient();
    const order = structuredClone(fakeDocumentServer().order);
    const key = endpointQueryKey('orderById', { params: { id: order.id } });
    queryClient.setQueryData(key, order);
    const deadlines = { ...order, version: order.version + 1, realization_date: '2026-12-01' };
    patchCacheAfterWrite(queryClient, 'orderUpdateDeadlines', deadlines);
    expect(queryClient.getQueryData(key)).toEqual(deadlines);
    patchCacheAfterWrite(queryClient, 'orderConfirm', {
      ...deadlines,
      version: deadlines.version + 1,
      status: 'confirmed',
      stock_shortages: [],
    });
    expect(queryClient.getQueryData(key)).toMatchObject({ status: 'confirmed', version: deadlines.version + 1 });
    expect(queryClient.getQueryData(key)).not.toHaveProperty('stock_shortages');
    patchCacheAfterWrite(queryClient, 'orderUpdate', { ...order, comment: 'stary' });
    expect(queryClient.getQueryData(key)).toMatchObject({ status: 'confirmed' });
    queryClient.clear();
  });
});
