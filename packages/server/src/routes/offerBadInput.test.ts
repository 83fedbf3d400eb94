import type { ApiClient } from '@salesdesk/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { draftOffer, expectApiError, type OfferTestKit, offerTestKit, snapshot } from '../testing/offerTestKit';

let kit: OfferTestKit;
beforeEach(async () => {
  kit = await offerTestKit();
});
afterEach(() => kit.server.close());

type Call = (c: ApiClient) => Promise<unknown>;

describe('bad input on every write route', () => {
  it('answers 400 with Polish field errors and changes nothing', async () => {
    const offer = await draftOffer(kit.seller);
    const order = await kit.seller.call('orderCreate', {
      body: { client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.cable, quantity: 2 }] },
    });
    const line = offer.items[0]?.id ?? 0;
    const v = offer.version;
    const id = { id: offer.id };
    const oid = { id: order.id };
    const bad: [string, Call][] = [
      ['offerCreate', (c) => c.call('offerCreate', { body: { client_id: TEST_CLIENTS.main, valid_until: 'wczoraj' } })],
      ['offerCreateFromOrders', (c) => c.call('offerCreateFromOrders', { body: { order_ids: ['x'] as never } })],
      ['offerCopy', (c) => c.call('offerCopy', { params: { id: 'abc' as never } })],
      ['offerArchive', (c) => c.call('offerArchive', { params: id, body: { version: 'jeden' as never } })],
      ['offerDelete', (c) => c.call('offerDelete', { params: id, body: { version: 0 } })],
      ['offerUpdate', (c) => c.call('offerUpdate', { params: id, body: { version: v, footer: Array(11).fill('x') } })],
      [
        'offerUpdateDelivery',
        (c) => c.call('offerUpdateDelivery', { params: id, body: { version: v, delivery: {} as never } }),
      ],
      ['offerAction', (c) => c.call('offerAction', { params: id, body: { version: v, action: 'fly' as never } })],
      ['offerAddComment', (c) => c.call('offerAddComment', { params: id, body: { text: 'x'.repeat(2001) } })],
      ['offerMassDiscount', (c) => c.call('offerMassDiscount', { params: id, body: { version: v, percent: -5 } })],
      ['offerSendPdf', (c) => c.call('offerSendPdf', { params: id, body: { recipient: '' } })],
      [
        'offerAddAttachment',
        (c) =>
          c.call('offerAddAttachment', {
            params: id,
            body: { version: v, name: 'a.pdf', content_type: 'application/pdf', content_base64: '***' },
          }),
      ],
      [
        'offerRemoveAttachment',
        (c) => c.call('offerRemoveAttachment', { params: { id: offer.id, attachmentId: 0 }, body: { version: v } }),
      ],
      [
        'offerItemAdd',
        (c) =>
          c.call('offerItemAdd', { params: id, body: { version: v, product_id: TEST_PRODUCTS.board, quantity: 0 } }),
      ],
      [
        'offerItemUpdate',
        (c) => c.call('offerItemUpdate', { params: { id: line }, body: { version: v, client_price: 12.5 } }),
      ],
      ['offerItemRemove', (c) => c.call('offerItemRemove', { params: { id: line }, body: {} as never })],
      [
        'offerItemsRemove',
        (c) => c.call('offerItemsRemove', { params: id, body: { version: v, item_ids: [line, line] } }),
      ],
      [
        'offerItemQuantity',
        (c) => c.call('offerItemQuantity', { params: { id: line }, body: { version: v, quantity: 'dużo' as never } }),
      ],
      [
        'orderCreate',
        (c) =>
          c.call('orderCreate', {
            body: { client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.cable, quantity: -1 }] },
          }),
      ],
      ['orderCopy', (c) => c.call('orderCopy', { params: { id: -3 } })],
      ['orderArchive', (c) => c.call('orderArchive', { params: oid, body: { version: 1.5 } })],
      ['orderDelete', (c) => c.call('orderDelete', { params: oid, body: { extra: 1 } as never })],
      ['orderConfirm', (c) => c.call('orderConfirm', { params: oid, body: { version: order.version } as never })],
      [
        'orderAddProduct',
        (c) =>
          c.call('orderAddProduct', {
            params: oid,
            body: { version: order.version, product_id: TEST_PRODUCTS.cable, quantity: 1.0001 },
          }),
      ],
      [
        'orderUpdateItem',
        (c) =>
          c.call('orderUpdateItem', {
            params: oid,
            body: { version: order.version, item_id: order.items[0]?.id ?? 0 },
          }),
      ],
      ['orderRemoveItem', (c) => c.call('orderRemoveItem', { params: oid, body: { version: order.version } as never })],
      [
        'orderRemoveItems',
        (c) => c.call('orderRemoveItems', { params: oid, body: { version: order.version, item_ids: [] } }),
      ],
      [
        'orderMassDiscount',
        (c) => c.call('orderMassDiscount', { params: oid, body: { version: order.version, percent: 200 } }),
      ],
      ['orderSendPdf', (c) => c.call('orderSendPdf', { params: oid, body: { recipient: 'adres' } })],
      [
        'orderUpdate',
        (c) => c.call('orderUpdate', { params: oid, body: { version: order.version, comment: 5 as never } }),
      ],
      [
        'orderUpdateDeadlines',
        (c) =>
          c.call('orderUpdateDeadlines', {
            params: oid,
            body: { version: order.version, realization_date: '2099-13-45' },
          }),
      ],
      [
        'orderUpdateDelivery',
        (c) =>
          c.call('orderUpdateDelivery', {
            params: oid,
            body: { version: order.version, delivery: { method: 'courier', postal_code: 'abc' } as never },
          }),
      ],
    ];
    const before = snapshot(kit.server);
    for (const [name, call] of bad) {
      const e = await expectApiError(call(kit.seller), 400);
      expect(Object.keys(e.fieldErrors).length, name).toBeGreaterThan(0);
      // Polish messages: at least one letter outside ASCII or a Polish word in every answer.
      expect(Object.values(e.fieldErrors).flat().join(' '), name).toMatch(/[a-ząćęłńóśźż]/i);
    }
    expect(snapshot(kit.server)).toBe(before);
  });

  it('answers 404 for missing ids and 403 for documents of others, changing nothing', async () => {
    const offer = await draftOffer(kit.seller);
    const order = await kit.seller.call('orderCreate', { body: { client_id: TEST_CLIENTS.main } });
    const before = snapshot(kit.server);
    await expectApiError(kit.seller.call('offerCopy', { params: { id: 999_999 } }), 404);
    await expectApiError(kit.seller.call('offerArchive', { params: { id: 999_999 } }), 404);
    await expectApiError(kit.seller.call('offerDelete', { params: { id: 999_999 } }), 404);
    await expectApiError(kit.seller.call('offerHistory', { params: { id: 999_999 }, query: {} }), 404);
    await expectApiError(kit.seller.call('orderCopy', { params: { id: 999_999 } }), 404);
    await expectApiError(kit.seller.call('orderArchive', { params: { id: 999_999 } }), 404);
    await expectApiError(kit.seller.call('orderDelete', { params: { id: 999_999 } }), 404);
    await expectApiError(kit.partner.call('offerCopy', { params: { id: offer.id } }), 403);
    await expectApiError(kit.partner.call('offerArchive', { params: { id: offer.id } }), 403);
    await expectApiError(
      kit.partner.call('offerAction', { params: { id: offer.id }, body: { version: offer.version, action: 'submit' } }),
      403,
    );
    await expectApiError(
      kit.branch.call('offerAction', { params: { id: offer.id }, body: { version: offer.version, action: 'submit' } }),
      403,
    );
    await expectApiError(kit.partner.call('orderCopy', { params: { id: order.id } }), 403);
    await expectApiError(
      kit.branch.call('orderConfirm', {
        params: { id: order.id },
        body: { orderId: order.id, version: order.version },
      }),
      403,
    );
    expect(snapshot(kit.server)).toBe(before);
  });

  it('stale versions get 409 on every kind of write', async () => {
    const offer = await draftOffer(kit.seller);
    const fresh = await kit.seller.call('offerUpdate', {
      params: { id: offer.id },
      body: { version: offer.version, comment: 'nowa' },
    });
    const order = await kit.seller.call('orderCreate', {
      body: { client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.cable, quantity: 2 }] },
    });
    const newer = await kit.seller.call('orderUpdate', {
      params: { id: order.id },
      body: { version: order.version, comment: 'x' },
    });
    const before = snapshot(kit.server);
    const stale = offer.version;
    const line = offer.items[0]?.id ?? 0;
    const calls: Call[] = [
      (c) => c.call('offerAction', { params: { id: offer.id }, body: { version: stale, action: 'submit' } }),
      (c) => c.call('offerItemQuantity', { params: { id: line }, body: { version: stale, quantity: 2 } }),
      (c) =>
        c.call('offerItemAdd', {
          params: { id: offer.id },
          body: { version: stale, product_id: TEST_PRODUCTS.cable, quantity: 1 },
        }),
      (c) => c.call('offerMassDiscount', { params: { id: offer.id }, body: { version: stale, percent: 5 } }),
      (c) => c.call('offerArchive', { params: { id: offer.id }, body: { version: stale } }),
      (c) => c.call('offerDelete', { params: { id: offer.id }, body: { version: stale } }),
      (c) => c.call('orderConfirm', { params: { id: order.id }, body: { orderId: order.id, version: order.version } }),
      (c) => c.call('orderMassDiscount', { params: { id: order.id }, body: { version: order.version, percent: 5 } }),
    ];
    for (const call of calls) {
      const e = await expectApiError(call(kit.seller), 409);
      expect(e.message).toMatch(/w międzyczasie zmienion/);
    }
    expect(snapshot(kit.server)).toBe(before);
    expect(fresh.version).toBe(stale + 1);
    expect(newer.version).toBe(order.version + 1);
  });
});
