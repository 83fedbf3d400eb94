import { QueryClient } from '@tanstack/query-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type DocumentKind,
  DocumentWriter,
  type DocumentWriterOptions,
  endpointQueryKey,
  manualConnectivity,
  type OfferDetail,
  type OrderDetail,
  pendingWritesKey,
  ScanNotFoundError,
} from '../index';
import { fakeDocumentServer, memoryStorage, PRODUCTS } from './documentWriter.testkit';

// The line writer on fake time and a fake network: the queue, 409s, writes kept while offline and
// sent in order when the network returns, idempotency keys across retries and reloads.

const USER = 2;

function setup<K extends DocumentKind>(kind: K, extra: Partial<DocumentWriterOptions<K>> = {}) {
  const server = fakeDocumentServer();
  const queryClient = new QueryClient();
  const network = manualConnectivity(true);
  const storage = memoryStorage();
  const id = kind === 'offer' ? server.offer.id : server.order.id;
  const key = endpointQueryKey(kind === 'offer' ? 'offerById' : 'orderById', { params: { id } });
  queryClient.setQueryData(key, structuredClone(kind === 'offer' ? server.offer : server.order) as never);
  let keys = 0;
  const make = () =>
    new DocumentWriter<K>({
      client: server.client,
      queryClient,
      kind,
      documentId: id,
      userId: USER,
      storage,
      connectivity: network,
      newKey: () => `key-${++keys}-${'x'.repeat(8)}`,
      retryDelays: [1_000, 5_000],
      ...extra,
    });
  const writer = make();
  writer.start();
  const cached = () => queryClient.getQueryData(key) as K extends 'offer' ? OfferDetail : OrderDetail;
  return { server, queryClient, network, storage, writer, make, cached, key };
}

/** Lets the fake server's answers and the cache's async work run. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('DocumentWriter: one queue', () => {
  it('scans faster than the server each go on the newest version: no 409, the second scan adds 1 more', async () => {
    const { writer, server, cached } = setup('offer');
    const [a, b, c] = [writer.scan('RUR-32'), writer.scan(PRODUCTS[0]?.ean ?? ''), writer.scan('kol-90')];
    const outcomes = await Promise.all([a, b, c]);
    expect(outcomes.map((o) => o.status)).toEqual(['saved', 'saved', 'saved']);
    const [first, second] = outcomes;
    expect(first?.status === 'saved' && first.value.increased).toBe(false);
    expect(second?.status === 'saved' && second.value).toMatchObject({ increased: true, line: { quantity: 2 } });
    const writes = server.calls.filter((c) => c.name.startsWith('offerItem'));
    expect(writes.map((w) => w.version)).toEqual([4, 5, 6]);
    // The cache holds what the server holds, patched from the answers.
    expect(cached().version).toBe(7);
    expect(cached().items.map((l) => [l.product_id, l.quantity])).toEqual(
      server.offer.items.map((l) => [l.product_id, l.quantity]),
    );
  });

  it('a code that names no product is refused with the Polish reason; the next scan goes on', async () => {
    const { writer } = setup('offer');
    await expect(writer.scan('NIEMA-1')).rejects.toBeInstanceOf(ScanNotFoundError);
    await expect(writer.scan('NIEMA-2')).rejects.toThrow('Nie znaleziono produktu o symbolu ani kodzie EAN „NIEMA-2”.');
    expect((await writer.scan('ZAW-15')).status).toBe('saved');
  });

  it('orders: the line change each write answers patches the cache, as for offers; a scan twice is one line of 2', async () => {
    const { writer, cached, server } = setup('order');
    const comment = cached().comment;
    await writer.scan('RUR-32');
    const outcome = await writer.scan('RUR-32');
    expect(outcome).toMatchObject({ status: 'saved', value: { increased: true, line: { quantity: 2 } } });
    const first = server.order.items[0];
    if (!first) throw new Error('the sample order has lines');
    await writer.removeLine({ id: first.id, name: first.name });
    expect(server.calls.filter((c) => c.name.startsWith('order')).map((c) => c.name)).toEqual([
      'orderAddProduct',
      'orderUpdateItem',
      'orderRemoveItem',
    ]);
    // Patched from the answers alone: the order was never read again.
    expect(server.calls.filter((c) => c.name === 'orderById')).toHaveLength(0);
    expect(cached().items.filter((l) => l.product_id === 201)).toHaveLength(1);
    expect(cached().version).toBe(7);
    expect(cached().comment).toBe(comment);
    expect(cached().items.map((l) => [l.id, l.ordinal_no, l.quantity])).toEqual(
      server.order.items.map((l) => [l.id, l.ordinal_no, l.quantity]),
    );
  });
});

describe('DocumentWriter: nothing lost to the network', () => {
  it('writes made offline wait in order, are kept in storage, and all land once when the network returns', async () => {
    const { writer, server, network, storage, cached } = setup('offer');
    network.set(false);
    const outcomes = await Promise.all([writer.scan('RUR-32'), writer.scan('KOL-90'), writer.scan('RUR-32')]);
    expect(outcomes.map((o) => o.status)).toEqual(['waiting', 'waiting', 'waiting']);
    expect(writer.$queue.get()).toHaveLength(3);
    expect(writer.$offline.get()).toBe(true);
    expect(server.calls).toHaveLength(0);
    const kept = JSON.parse(storage.data.get(pendingWritesKey(USER, 'offer', server.offer.id)) ?? '[]');
    expect(kept.map((w: { operation: { code: string } }) => w.operation.code)).toEqual(['RUR-32', 'KOL-90', 'RUR-32']);

    network.set(true);
    await vi.waitFor(() => expect(writer.$queue.get()).toHaveLength(0));
    expect(writer.$offline.get()).toBe(false);
    const lines = server.offer.items.filter((l) => l.product_id > 200).map((l) => [l.product_id, l.quantity]);
    expect(lines).toEqual([
      [201, 2],
      [202, 1],
    ]);
    expect(cached().version).toBe(server.offer.version);
    expect(storage.data.has(pendingWritesKey(USER, 'offer', server.offer.id))).toBe(false);
  });

  it('a device that says online while the server is unreachable: retried on the timer until it gets through', async () => {
    const { writer, server } = setup('offer');
    server.network('down');
    expect((await writer.scan('ZAW-15')).status).toBe('waiting');
    const tries = () => server.calls.filter((c) => c.name === 'productList').length;
    expect(tries()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(tries()).toBe(2);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(tries()).toBe(2);
    server.network('up');
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(writer.$queue.get()).toHaveLength(0));
    expect(server.offer.items.filter((l) => l.product_id === 203)).toHaveLength(1);
  });

  it('an answer lost after the server applied the write: the retry carries the same key and is applied once', async () => {
    const { writer, server, cached } = setup('offer');
    await writer.scan('RUR-32');
    server.network('loseAnswer');
    const second = writer.addProduct({ id: 201, index_name: 'Rura PE 32' });
    expect((await second).status).toBe('waiting');
    // Applied on the server, unknown here.
    expect(server.offer.items.find((l) => l.product_id === 201)?.quantity).toBe(2);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(writer.$queue.get()).toHaveLength(0));
    expect(server.offer.items.find((l) => l.product_id === 201)?.quantity).toBe(2);
    const sent = server.calls.filter((c) => c.name === 'offerItemQuantity');
    expect(sent).toHaveLength(2);
    expect(sent[0]?.key).toBe(sent[1]?.key);
    expect(sent[0]?.version).toBe(sent[1]?.version);
    expect(cached().items.find((l) => l.product_id === 201)?.quantity).toBe(2);
  });

  it('a gateway 503 is the network too; a 400 is not (refused, not kept)', async () => {
    const { writer, server } = setup('offer');
    const call = server.client.call.bind(server.client);
    let answer503 = true;
    server.client.call = (async (...args: Parameters<typeof call>) => {
      if (args[0] === 'offerItemQuantity' && answer503) {
        answer503 = false;
        const { ApiError } = await import('../errors');
        throw new ApiError(503, 'Serwer chwilowo niedostępny.');
      }
      return call(...args);
    }) as typeof call;
    const line = server.offer.items[0];
    if (!line) throw new Error('lines');
    expect((await writer.changeLine(line, { quantity: 5 })).status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(server.offer.items[0]?.quantity).toBe(5));
    await expect(writer.removeLines([line.id])).rejects.toThrow('Fake server');
    expect(writer.$queue.get()).toHaveLength(0);
  });

  it('after a reload the waiting writes come back from storage and are sent with the keys they had', async () => {
    const { writer, server, network, make } = setup('order');
    network.set(false);
    await writer.scan('KOL-90');
    await writer.scan('KOL-90');
    writer.stop();
    const reopened = make();
    expect(reopened.$queue.get().map((w) => w.operation)).toEqual([
      { type: 'scan', code: 'KOL-90' },
      { type: 'scan', code: 'KOL-90' },
    ]);
    network.set(true);
    reopened.start();
    await vi.waitFor(() => expect(reopened.$queue.get()).toHaveLength(0));
    expect(server.order.items.filter((l) => l.product_id === 202).map((l) => l.quantity)).toEqual([2]);
    expect(server.calls.filter((c) => c.name.startsWith('order')).map((c) => c.key)).toEqual([
      'key-1-xxxxxxxx',
      'key-2-xxxxxxxx',
    ]);
  });

  it('a session that ends holds the queue (401): kept, not dropped, not retried on a timer', async () => {
    const { writer, server, storage } = setup('offer');
    const call = server.client.call.bind(server.client);
    server.client.call = (async (...args: Parameters<typeof call>) => {
      const { ApiError } = await import('../errors');
      if (args[0] !== 'offerById') throw new ApiError(401, 'Sesja wygasła.');
      return call(...args);
    }) as typeof call;
    void writer.scan('ZAW-15');
    await flush();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(writer.$queue.get()).toHaveLength(1);
    expect(storage.data.has(pendingWritesKey(USER, 'offer', server.offer.id))).toBe(true);
    expect(server.calls.filter((c) => c.name === 'productList')).toHaveLength(0);
  });
});

describe('DocumentWriter: someone else saved first', () => {
  it('a 409 reads the document again and becomes a conflict; applying it again sends it on the new version', async () => {
    const { writer, server, cached } = setup('offer');
    const line = server.offer.items[1];
    if (!line) throw new Error('lines');
    server.otherUserChanges(line.id, 9);
    const outcome = await writer.changeLine(line, { quantity: 4 });
    expect(outcome.status).toBe('conflict');
    const conflict = writer.$conflict.get();
    expect(conflict?.before?.items[1]?.quantity).toBe(1);
    expect(conflict?.after?.items[1]?.quantity).toBe(9);
    expect(conflict?.operations).toEqual([
      { type: 'change', line: { id: line.id, name: line.name, unit: line.unit }, change: { quantity: 4 } },
    ]);
    expect(cached().items[1]?.quantity).toBe(9);
    await writer.reapplyConflict();
    expect(writer.$conflict.get()).toBeNull();
    expect(server.offer.items[1]?.quantity).toBe(4);
  });

  it('a 409 with nothing changed is the document’s own rule: refused, the typed value comes back as a draft', async () => {
    const { writer, server } = setup('offer');
    const call = server.client.call.bind(server.client);
    server.client.call = (async (...args: Parameters<typeof call>) => {
      const { ApiError } = await import('../errors');
      if (args[0] === 'offerItemQuantity')
        throw new ApiError(409, 'Oferty w statusie „Wygasła” nie można już zmieniać.');
      return call(...args);
    }) as typeof call;
    const line = server.offer.items[0];
    if (!line) throw new Error('lines');
    writer.setDraft(line.id, 'quantity', 3);
    const saving = writer.changeLine(line, { quantity: 3 });
    expect(writer.$drafts.get()[line.id]).toBeUndefined();
    expect(writer.$unsaved.get()[line.id]).toEqual({ quantity: 3 });
    await expect(saving).rejects.toThrow('nie można już zmieniać');
    expect(writer.$conflict.get()).toBeNull();
    expect(writer.$drafts.get()[line.id]).toEqual({ quantity: 3 });
  });

  it('an invalid_state 409 is a refusal even when the version moved meanwhile (no reapply offered)', async () => {
    const { writer, server } = setup('offer');
    const call = server.client.call.bind(server.client);
    server.client.call = (async (...args: Parameters<typeof call>) => {
      const { ApiError } = await import('../errors');
      if (args[0] === 'offerItemQuantity')
        throw new ApiError(409, 'Oferta jest zaakceptowana.', { serverCode: 'invalid_state' });
      return call(...args);
    }) as typeof call;
    const line = server.offer.items[1];
    if (!line) throw new Error('lines');
    // Someone else moved it on meanwhile: the version moved, but repeating the edit cannot help.
    server.otherUserChanges(line.id, 9);
    await expect(writer.changeLine(line, { quantity: 4 })).rejects.toThrow('Oferta jest zaakceptowana.');
    expect(writer.$conflict.get()).toBeNull();
  });
});

describe('DocumentWriter: approval and kept edits', () => {
  it('a line write on an offer in approval waits for the person: agreed, it is sent; kept in approval, nothing is', async () => {
    const { writer, server, queryClient, key } = setup('offer');
    server.offer.status = 'pending_approval';
    queryClient.setQueryData(key, structuredClone(server.offer) as never);
    const first = writer.scan('RUR-32');
    await flush();
    expect(writer.$approvalHold.get()).toBe(true);
    expect(server.calls).toHaveLength(0);
    writer.keepInApproval();
    expect(await first).toEqual({ status: 'cancelled' });
    const second = writer.scan('RUR-32');
    await flush();
    expect(writer.$approvalHold.get()).toBe(true);
    writer.agreeToWithdraw();
    expect((await second).status).toBe('saved');
    expect(server.calls.filter((c) => c.name === 'offerItemAdd')).toHaveLength(1);
  });

  it('typed values are kept per user and document; a new writer offers them back and applies the changed ones', async () => {
    const { writer, make, server } = setup('offer');
    const [a, b] = server.offer.items;
    if (!a || !b) throw new Error('lines');
    writer.setDraft(a.id, 'quantity', 6);
    writer.setDraft(b.id, 'discount_from_catalog', 12.5);
    writer.stop();
    const next = make();
    next.start();
    expect(next.$kept.get()).toEqual({ [a.id]: { quantity: 6 }, [b.id]: { discount_from_catalog: 12.5 } });
    await next.applyKept();
    expect(server.offer.items[0]?.quantity).toBe(6);
    expect(server.offer.items[1]?.discount_from_catalog).toBe(12.5);
    expect(make().$kept.get()).toEqual({});
  });

  it('another user of the same browser is never offered the kept values', async () => {
    const { writer, server, storage, queryClient, network } = setup('offer');
    writer.setDraft(server.offer.items[0]?.id ?? 0, 'quantity', 6);
    const other = new DocumentWriter({
      client: server.client,
      queryClient,
      kind: 'offer',
      documentId: server.offer.id,
      userId: USER + 1,
      storage,
      connectivity: network,
    });
    expect(other.$kept.get()).toEqual({});
    expect(other.$queue.get()).toEqual([]);
  });
});

describe('DocumentWriter: a pasted list', () => {
  it('adds the lines in one call of each kind, answering the lines added', async () => {
    for (const kind of ['offer', 'order'] as const) {
      const { writer, server, cached } = setup(kind);
      const had = cached().items.length;
      const version = cached().version;
      const lines = [
        { product_id: PRODUCTS[0]?.id ?? 0, quantity: 12 },
        { product_id: PRODUCTS[1]?.id ?? 0, quantity: 2.5 },
      ];
      const outcome = await writer.addLines(lines);
      expect(outcome.status).toBe('saved');
      if (outcome.status !== 'saved') return;
      expect(outcome.value.map((l) => [l.product_id, l.quantity])).toEqual(
        lines.map((l) => [l.product_id, l.quantity]),
      );
      expect(server.calls.filter((c) => c.name.endsWith('AddLines'))).toHaveLength(1);
      expect(cached().items).toHaveLength(had + 2);
      expect(cached().version).toBe(version + 1);
    }
  });

  it('a list whose answer was lost is sent again with the same key and added once', async () => {
    const { writer, server, network, cached } = setup('offer');
    const had = cached().items.length;
    server.network('loseAnswer');
    const outcome = await writer.addLines([{ product_id: PRODUCTS[0]?.id ?? 0, quantity: 3 }]);
    expect(outcome.status).toBe('waiting');
    expect(writer.$queue.get()).toHaveLength(1);
    network.set(true);
    writer.retryNow();
    await flush();
    await flush();
    const sent = server.calls.filter((c) => c.name === 'offerAddLines');
    expect(sent).toHaveLength(2);
    expect(sent[0]?.key).toBe(sent[1]?.key);
    expect(server.offer.items).toHaveLength(had + 1);
    expect(writer.$queue.get()).toHaveLength(0);
  });
});
