import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { createSessionStores } from '../stores/sessionStores';
import { documentWriteStarted } from './documentCache';
import { endpointQueryKey } from './endpointQuery';
import { bindLiveQueries } from './liveQueries';

function seededCache() {
  const queryClient = new QueryClient();
  const keys = {
    offers: endpointQueryKey('offerList', { query: { page: 1 } }),
    offer: endpointQueryKey('offerById', { params: { id: 4 } }),
    orders: endpointQueryKey('orderList', {}),
    notifications: endpointQueryKey('notificationList', { query: { page: 1 } }),
    clients: endpointQueryKey('clientList', {}),
    stock: endpointQueryKey('warehouseProducts', { query: { page: 1 } }),
    importRuns: endpointQueryKey('importRunList', { query: { page: 1 } }),
  };
  const empty = { items: [], total: 0, page: 1, limit: 5 };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, empty as never);
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { queryClient, invalidated };
}

describe('bindLiveQueries', () => {
  it('an offer message invalidates offer reads only; an order message order reads', () => {
    const { queryClient, invalidated } = seededCache();
    const stores = createSessionStores();
    const unbind = bindLiveQueries(queryClient, stores);
    stores.$wsData.set({ offer: { id: 4, status: 'approved' } });
    expect(invalidated()).toEqual(['offer', 'offers']);
    stores.$wsData.set({ ...stores.$wsData.get(), order: { id: 1 } });
    expect(invalidated()).toEqual(['offer', 'offers', 'orders']);
    unbind();
  });

  it('an offer message about a version the cache already holds reads the lists again, not the offer', () => {
    const { queryClient, invalidated } = seededCache();
    queryClient.setQueryData(endpointQueryKey('offerById', { params: { id: 4 } }), { id: 4, version: 7 } as never);
    const stores = createSessionStores();
    const unbind = bindLiveQueries(queryClient, stores);
    // This page made the change and patched the offer from the write's answer.
    stores.$wsData.set({ offer: { id: 4, version: 7, status: 'draft', event: 'content' } });
    expect(invalidated()).toEqual(['offers']);
    // Someone else's newer change: the offer is read again.
    stores.$wsData.set({ offer: { id: 4, version: 8, status: 'draft', event: 'content' } });
    expect(invalidated()).toEqual(['offer', 'offers']);
    unbind();
  });

  it('a message about a write of this page arriving before its answer waits for the answer, then reads the lists only', async () => {
    const { queryClient, invalidated } = seededCache();
    const offerKey = endpointQueryKey('offerById', { params: { id: 4 } });
    queryClient.setQueryData(offerKey, { id: 4, version: 7 } as never);
    const stores = createSessionStores();
    const unbind = bindLiveQueries(queryClient, stores);
    const written = documentWriteStarted(queryClient, 'offer', 4);
    // The server pushes the change before the write's answer reaches the page.
    stores.$wsData.set({ offer: { id: 4, version: 8, status: 'draft', event: 'content' } });
    expect(invalidated()).toEqual([]);
    // The answer patches the offer to version 8; the whole offer is not read again.
    queryClient.setQueryData(offerKey, { id: 4, version: 8 } as never);
    written();
    await Promise.resolve();
    expect(invalidated()).toEqual(['offers']);
    // A write that ended without patching (it failed) leaves the offer behind: it is read again.
    const failed = documentWriteStarted(queryClient, 'offer', 4);
    stores.$wsData.set({ offer: { id: 4, version: 9, status: 'draft', event: 'content' } });
    failed();
    await Promise.resolve();
    expect(invalidated()).toEqual(['offer', 'offers']);
    unbind();
  });

  it('an order message about the version the cache holds reads the lists only; a confirmation also the stock', () => {
    const { queryClient, invalidated } = seededCache();
    const orderKey = endpointQueryKey('orderById', { params: { id: 2 } });
    const stockKey = endpointQueryKey('warehouseProducts', {});
    queryClient.setQueryData(orderKey, { id: 2, version: 3 } as never);
    queryClient.setQueryData(stockKey, { items: [], total: 0, page: 1, limit: 5 } as never);
    const stores = createSessionStores();
    const unbind = bindLiveQueries(queryClient, stores);
    stores.$wsData.set({ order: { id: 2, version: 3, status: 'draft', event: 'content' } });
    expect(invalidated()).toEqual(['orders']);
    expect(queryClient.getQueryState(orderKey)?.isInvalidated).toBe(false);
    stores.$wsData.set({ order: { id: 2, version: 4, status: 'confirmed', event: 'status' } });
    expect(queryClient.getQueryState(orderKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(stockKey)?.isInvalidated).toBe(true);
    unbind();
  });

  it('a notification invalidates notification reads, and offer reads when it is about an offer', () => {
    const { queryClient, invalidated } = seededCache();
    const stores = createSessionStores();
    const unbind = bindLiveQueries(queryClient, stores);
    stores.$lastNotification.set({ count: 3, type: 'order_confirmed', metadata: [{ key: 'number', value: 'ZA/1' }] });
    expect(invalidated()).toEqual(['notifications']);
    stores.$lastNotification.set({
      count: 4,
      type: 'offer_add_product_group',
      metadata: [{ key: 'offer_id', value: '4' }],
    });
    expect(invalidated()).toEqual(['notifications', 'offer', 'offers']);
    unbind();
  });

  it('a finished file import invalidates the import lists and the stock and search reads', () => {
    const { queryClient, invalidated } = seededCache();
    const stores = createSessionStores();
    const unbind = bindLiveQueries(queryClient, stores);
    stores.$lastNotification.set({ count: 1, type: 'import_finished', metadata: [{ key: 'status', value: 'done' }] });
    expect(invalidated()).toEqual(['importRuns', 'notifications', 'stock']);
    unbind();
  });

  it('the first connection changes nothing; a reconnect invalidates every read', () => {
    const { queryClient, invalidated } = seededCache();
    const stores = createSessionStores();
    const unbind = bindLiveQueries(queryClient, stores);
    stores.$socketStatus.set('connecting');
    stores.$socketStatus.set('authenticated');
    expect(invalidated()).toEqual([]);
    stores.$socketStatus.set('connecting');
    expect(invalidated()).toEqual([]);
    stores.$socketStatus.set('authenticated');
    expect(invalidated()).toEqual(['clients', 'importRuns', 'notifications', 'offer', 'offers', 'orders', 'stock']);
    unbind();
  });

  it('stops listening once unbound', () => {
    const { queryClient, invalidated } = seededCache();
    const stores = createSessionStores();
    bindLiveQueries(queryClient, stores)();
    stores.$wsData.set({ offer: { id: 4 } });
    expect(invalidated()).toEqual([]);
  });
});
