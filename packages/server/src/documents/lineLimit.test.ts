import { MAX_DOCUMENT_LINES } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { expectApiError, type OfferTestKit, offerTestKit, snapshot } from '../testing/offerTestKit';
import { productGroupJobsIdle } from './productGroupJob';

// One line limit for every way lines get into a document (docs/offers.md, "Line limit"): a
// create call, a copy, an order from an offer, an offer from orders, a single add to an offer
// or an order, and the price-group job.

let kit: OfferTestKit;
beforeAll(async () => {
  kit = await offerTestKit();
});
afterAll(() => kit.server.close());

const items = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ product_id: i % 2 ? TEST_PRODUCTS.cable : TEST_PRODUCTS.pipe, quantity: 1 }));

const full = (n: number) => `Oferta może mieć najwyżej ${MAX_DOCUMENT_LINES} pozycji; po tej zmianie byłoby ich ${n}.`;
const fullOrder = (n: number) =>
  `Zamówienie może mieć najwyżej ${MAX_DOCUMENT_LINES} pozycji; po tej zmianie byłoby ich ${n}.`;

/** Grows a document past the limit the way data from before it could: lines written directly. */
function overfill(kind: 'offer' | 'order', id: number, extra: number) {
  const db = kit.server.ctx.db;
  const t = kind === 'offer' ? { items: 'offer_items', fk: 'offer_id' } : { items: 'order_items', fk: 'order_id' };
  const columns = (db.prepare(`PRAGMA table_info(${t.items})`).all() as { name: string }[])
    .map((c) => c.name)
    .filter((c) => c !== 'id' && c !== 'ordinal_no');
  for (let i = 0; i < extra; i++)
    db.prepare(
      `INSERT INTO ${t.items} (ordinal_no, ${columns.join(', ')})
       SELECT (SELECT MAX(ordinal_no) + 1 FROM ${t.items} WHERE ${t.fk} = ?), ${columns.join(', ')}
       FROM ${t.items} WHERE ${t.fk} = ? ORDER BY ordinal_no LIMIT 1`,
    ).run(id, id);
}

describe(`at most ${MAX_DOCUMENT_LINES} lines`, () => {
  let fullOffer: Awaited<ReturnType<typeof createFull>>;
  const createFull = () =>
    kit.seller.call('offerCreate', { body: { client_id: TEST_CLIENTS.main, items: items(MAX_DOCUMENT_LINES) } });
  beforeAll(async () => {
    fullOffer = await createFull();
  });

  it('creation: the schema refuses more items', async () => {
    expect(fullOffer.items).toHaveLength(MAX_DOCUMENT_LINES);
    for (const call of ['offerCreate', 'orderCreate'] as const) {
      const e = await expectApiError(
        kit.seller.call(call, { body: { client_id: TEST_CLIENTS.main, items: items(MAX_DOCUMENT_LINES + 1) } }),
        400,
      );
      expect(e.fieldErrors.items).toEqual([`Za dużo pozycji (maksymalnie ${MAX_DOCUMENT_LINES}).`]);
    }
  });

  it('a single add to a full offer or order', async () => {
    const before = snapshot(kit.server);
    const e = await expectApiError(
      kit.seller.call('offerItemAdd', {
        params: { id: fullOffer.id },
        body: { version: fullOffer.version, product_id: TEST_PRODUCTS.board, quantity: 1 },
      }),
      400,
    );
    expect(e.fieldErrors.product_id).toEqual([full(MAX_DOCUMENT_LINES + 1)]);
    const order = await kit.seller.call('orderCreate', {
      body: { client_id: TEST_CLIENTS.main, items: items(MAX_DOCUMENT_LINES) },
    });
    const mid = snapshot(kit.server);
    const o = await expectApiError(
      kit.seller.call('orderAddProduct', {
        params: { id: order.id },
        body: { version: order.version, product_id: TEST_PRODUCTS.board, quantity: 1 },
      }),
      400,
    );
    expect(o.fieldErrors.product_id).toEqual([fullOrder(MAX_DOCUMENT_LINES + 1)]);
    expect(snapshot(kit.server)).toBe(mid);
    expect(before).not.toBe(mid);
  });

  it('an order from a full offer with one more item', async () => {
    const db = kit.server.ctx.db;
    db.prepare("UPDATE offers SET status = 'pending_approval_client' WHERE id = ?").run(fullOffer.id);
    const before = snapshot(kit.server);
    const e = await expectApiError(
      kit.seller.call('orderCreate', {
        body: { client_id: TEST_CLIENTS.main, offer_id: fullOffer.id, items: items(1) },
      }),
      400,
    );
    expect(e.fieldErrors.items).toEqual([fullOrder(MAX_DOCUMENT_LINES + 1)]);
    expect(snapshot(kit.server)).toBe(before);
    db.prepare("UPDATE offers SET status = 'draft' WHERE id = ?").run(fullOffer.id);
  });

  it('a copy and an order of a document grown past the limit before it existed', async () => {
    const old = await kit.seller.call('offerCreate', {
      body: { client_id: TEST_CLIENTS.main, items: items(MAX_DOCUMENT_LINES - 10) },
    });
    overfill('offer', old.id, 20);
    const before = snapshot(kit.server);
    const copy = await expectApiError(kit.seller.call('offerCopy', { params: { id: old.id } }), 400);
    expect(copy.fieldErrors.id).toEqual([full(MAX_DOCUMENT_LINES + 10)]);
    kit.server.ctx.db.prepare("UPDATE offers SET status = 'accepted' WHERE id = ?").run(old.id);
    const order = await expectApiError(
      kit.seller.call('orderCreate', { body: { client_id: TEST_CLIENTS.main, offer_id: old.id } }),
      400,
    );
    expect(order.fieldErrors.offer_id).toEqual([fullOrder(MAX_DOCUMENT_LINES + 10)]);
    kit.server.ctx.db.prepare("UPDATE offers SET status = 'draft' WHERE id = ?").run(old.id);
    expect(snapshot(kit.server)).toBe(before);
    const oldOrder = await kit.seller.call('orderCreate', {
      body: { client_id: TEST_CLIENTS.main, items: items(MAX_DOCUMENT_LINES - 5) },
    });
    overfill('order', oldOrder.id, 10);
    const orderCopy = await expectApiError(kit.seller.call('orderCopy', { params: { id: oldOrder.id } }), 400);
    expect(orderCopy.fieldErrors.id).toEqual([fullOrder(MAX_DOCUMENT_LINES + 5)]);
  });

  it('an offer from orders whose lines together pass the limit', async () => {
    const half = MAX_DOCUMENT_LINES / 2 + 100;
    const a = await kit.seller.call('orderCreate', { body: { client_id: TEST_CLIENTS.main, items: items(half) } });
    const b = await kit.seller.call('orderCreate', { body: { client_id: TEST_CLIENTS.main, items: items(half) } });
    const before = snapshot(kit.server);
    const e = await expectApiError(
      kit.seller.call('offerCreateFromOrders', { body: { order_ids: [a.id, b.id] } }),
      400,
    );
    expect(e.fieldErrors.order_ids).toEqual([full(2 * half)]);
    expect(snapshot(kit.server)).toBe(before);
  });

  it('the price-group job adds nothing past the limit and says why', async () => {
    const offer = await kit.seller.call('offerCreate', {
      body: { client_id: TEST_CLIENTS.main, items: items(MAX_DOCUMENT_LINES - 1) },
    });
    // "Rury PP" holds the pipe and the elbow: one line past the limit.
    await kit.seller.call('offerItemAdd', {
      params: { id: offer.id },
      body: { version: offer.version, product_group: 'Rury PP' },
    });
    await productGroupJobsIdle();
    const after = await kit.seller.call('offerById', { params: { id: offer.id } });
    expect(after.items).toHaveLength(MAX_DOCUMENT_LINES - 1);
    const failed = await kit.seller.call('notificationList', {
      query: { type: 'offer_add_product_group_failed', limit: 5 },
    });
    expect(failed.items[0]?.metadata).toEqual([
      { key: 'group_name', value: 'Rury PP' },
      { key: 'number', value: offer.number },
      { key: 'offer_id', value: String(offer.id) },
      { key: 'reason', value: full(MAX_DOCUMENT_LINES + 1) },
    ]);
  });
});
