import { QueryClient } from '@tanstack/query-core';
import { afterEach, describe, expect, it } from 'vitest';
import { type OrderDetail, type OrderLineChange, orderLineChangeSchema } from '../contract/orders';
import { fakeDocumentServer } from '../writer/documentWriter.testkit';
import { cachedDocument, documentIsCurrent, patchCacheAfterWrite, patchCachedDocument } from './documentCache';
import { endpointQueryKey } from './endpointQuery';

describe('patchCachedDocument (order): the line change of an order, as for offers', () => {
  let queryClient: QueryClient;
  afterEach(() => queryClient?.clear());
  const order = () => structuredClone(fakeDocumentServer().order);
  const detailKey = (id: number) => endpointQueryKey('orderById', { params: { id } });
  const pageKey = (id: number) =>
    endpointQueryKey('orderAddedProducts', { params: { orderId: id }, query: { page: 1 } });
  const changeOf = (before: OrderDetail, items: OrderDetail['items'], removed: number[] = []): OrderLineChange => {
    const { items: _items, ...header } = before;
    return orderLineChangeSchema.parse({
      order: { ...header, version: before.version + 1, grand_total_excl_tax: 9999 },
      items,
      removed_item_ids: removed,
    });
  };

  it('applies a change one version behind, patches only the changed rows of the pages and keeps the rest the same objects', () => {
    queryClient = new QueryClient();
    const before = order();
    queryClient.setQueryData(detailKey(before.id), before);
    const page = { items: before.items.map((l) => ({ ...l, available_stock: 4 })), total: 3, page: 1, limit: 50 };
    queryClient.setQueryData(pageKey(before.id), page as never);
    const changedLine = { ...structuredClone(before.items[1] as OrderDetail['items'][number]), quantity: 7 };
    const change = changeOf(before, [changedLine]);
    patchCacheAfterWrite(queryClient, 'orderUpdateItem', change);
    const cached = cachedDocument(queryClient, 'order', before.id);
    expect(cached).toMatchObject({ version: before.version + 1, grand_total_excl_tax: 9999, comment: before.comment });
    expect(cached?.items.map((l) => l.quantity)).toEqual([before.items[0]?.quantity, 7, before.items[2]?.quantity]);
    expect(cached?.items[0]).toBe(before.items[0]);
    const patched = queryClient.getQueryData(pageKey(before.id)) as typeof page;
    expect(patched.items[1]).toMatchObject({ quantity: 7, available_stock: 4 });
    expect(patched.items[0]).toBe(page.items[0]);
    expect(queryClient.getQueryState(pageKey(before.id))?.isInvalidated).toBe(false);
    // The same answer again (a write that raced a newer read) changes nothing.
    expect(patchCachedDocument(queryClient, 'order', change)).toBe(0);
    expect(documentIsCurrent(queryClient, 'order', { id: before.id, version: before.version + 1 })).toBe(true);
    expect(documentIsCurrent(queryClient, 'order', { id: before.id, version: before.version + 2 })).toBe(false);
  });

  it('drops removed lines, numbers the rest again and reads the pages again', () => {
    queryClient = new QueryClient();
    const before = order();
    queryClient.setQueryData(detailKey(before.id), before);
    queryClient.setQueryData(pageKey(before.id), { items: before.items, total: 3, page: 1, limit: 50 } as never);
    const first = before.items[0]?.id ?? 0;
    patchCacheAfterWrite(queryClient, 'orderRemoveItem', changeOf(before, [], [first]));
    expect(cachedDocument(queryClient, 'order', before.id)?.items.map((l) => [l.id, l.ordinal_no])).toEqual(
      before.items.slice(1).map((l, i) => [l.id, i + 1]),
    );
    expect(queryClient.getQueryState(pageKey(before.id))?.isInvalidated).toBe(true);
  });

  it('a cached order further behind than the change is read again, not patched', () => {
    queryClient = new QueryClient();
    const before = order();
    queryClient.setQueryData(detailKey(before.id), { ...before, version: before.version - 1 });
    expect(patchCachedDocument(queryClient, 'order', changeOf(before, []))).toBe(0);
    expect(queryClient.getQueryState(detailKey(before.id))?.isInvalidated).toBe(true);
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
