import { type ApiClient, type EndpointName, endpoints, type OfferDetail, type OrderDetail } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { draftOffer, expectApiError, type OfferTestKit, offerTestKit, snapshot } from '../testing/offerTestKit';

// Every write on an offer or an order against the owner table of docs/offers.md ("Who may do
// what"), role by role; and every write with ids of rows that do not exist answers 4xx.

let kit: OfferTestKit;
beforeAll(async () => {
  kit = await offerTestKit();
});
afterAll(() => kit.server.close());

/** The documents one write acts on. */
interface Docs {
  offer: OfferDetail;
  order: OrderDetail;
  line: number;
  orderLine: number;
  attachment: number;
}

const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n').toString('base64');

/** One call of every write endpoint bound to an existing offer or order. */
const writes: Record<string, (c: ApiClient, d: Docs) => Promise<unknown>> = {
  offerCopy: (c, d) => c.call('offerCopy', { params: { id: d.offer.id } }),
  offerArchive: (c, d) => c.call('offerArchive', { params: { id: d.offer.id }, body: { version: d.offer.version } }),
  offerDelete: (c, d) => c.call('offerDelete', { params: { id: d.offer.id }, body: { version: d.offer.version } }),
  offerUpdate: (c, d) =>
    c.call('offerUpdate', { params: { id: d.offer.id }, body: { version: d.offer.version, comment: 'zmiana' } }),
  offerUpdateDelivery: (c, d) =>
    c.call('offerUpdateDelivery', {
      params: { id: d.offer.id },
      body: { version: d.offer.version, delivery: { method: 'pickup' } as never },
    }),
  offerAction: (c, d) =>
    c.call('offerAction', { params: { id: d.offer.id }, body: { version: d.offer.version, action: 'submit' } }),
  offerAddComment: (c, d) => c.call('offerAddComment', { params: { id: d.offer.id }, body: { text: 'Uwaga' } }),
  offerMassDiscount: (c, d) =>
    c.call('offerMassDiscount', { params: { id: d.offer.id }, body: { version: d.offer.version, percent: 1 } }),
  offerSendPdf: (c, d) =>
    c.call('offerSendPdf', { params: { id: d.offer.id }, body: { recipient: 'klient@example.com' } }),
  offerAddAttachment: (c, d) =>
    c.call('offerAddAttachment', {
      params: { id: d.offer.id },
      body: { version: d.offer.version, name: 'rysunek.pdf', content_type: 'application/pdf', content_base64: PDF },
    }),
  offerRemoveAttachment: (c, d) =>
    c.call('offerRemoveAttachment', {
      params: { id: d.offer.id, attachmentId: d.attachment },
      body: { version: d.offer.version },
    }),
  offerAddLines: (c, d) =>
    c.call('offerAddLines', {
      params: { id: d.offer.id },
      body: { version: d.offer.version, lines: [{ product_id: TEST_PRODUCTS.cable, quantity: 1 }] },
    }),
  offerItemAdd: (c, d) =>
    c.call('offerItemAdd', {
      params: { id: d.offer.id },
      body: { version: d.offer.version, product_id: TEST_PRODUCTS.cable, quantity: 1 },
    }),
  offerItemUpdate: (c, d) =>
    c.call('offerItemUpdate', { params: { id: d.line }, body: { version: d.offer.version, quantity: 2 } }),
  offerItemRemove: (c, d) => c.call('offerItemRemove', { params: { id: d.line }, body: { version: d.offer.version } }),
  offerItemsRemove: (c, d) =>
    c.call('offerItemsRemove', { params: { id: d.offer.id }, body: { version: d.offer.version, item_ids: [d.line] } }),
  offerItemQuantity: (c, d) =>
    c.call('offerItemQuantity', { params: { id: d.line }, body: { version: d.offer.version, quantity: 3 } }),
  orderCopy: (c, d) => c.call('orderCopy', { params: { id: d.order.id } }),
  orderArchive: (c, d) => c.call('orderArchive', { params: { id: d.order.id }, body: { version: d.order.version } }),
  orderDelete: (c, d) => c.call('orderDelete', { params: { id: d.order.id }, body: { version: d.order.version } }),
  orderConfirm: (c, d) =>
    c.call('orderConfirm', { params: { id: d.order.id }, body: { orderId: d.order.id, version: d.order.version } }),
  orderAddLines: (c, d) =>
    c.call('orderAddLines', {
      params: { id: d.order.id },
      body: { version: d.order.version, lines: [{ product_id: TEST_PRODUCTS.cable, quantity: 1 }] },
    }),
  orderAddProduct: (c, d) =>
    c.call('orderAddProduct', {
      params: { id: d.order.id },
      body: { version: d.order.version, product_id: TEST_PRODUCTS.cable, quantity: 1 },
    }),
  orderUpdateItem: (c, d) =>
    c.call('orderUpdateItem', {
      params: { id: d.order.id },
      body: { version: d.order.version, item_id: d.orderLine, quantity: 2 },
    }),
  orderRemoveItem: (c, d) =>
    c.call('orderRemoveItem', { params: { id: d.order.id }, body: { version: d.order.version, item_id: d.orderLine } }),
  orderRemoveItems: (c, d) =>
    c.call('orderRemoveItems', {
      params: { id: d.order.id },
      body: { version: d.order.version, item_ids: [d.orderLine] },
    }),
  orderMassDiscount: (c, d) =>
    c.call('orderMassDiscount', { params: { id: d.order.id }, body: { version: d.order.version, percent: 1 } }),
  orderSendPdf: (c, d) =>
    c.call('orderSendPdf', { params: { id: d.order.id }, body: { recipient: 'klient@example.com' } }),
  orderUpdate: (c, d) =>
    c.call('orderUpdate', { params: { id: d.order.id }, body: { version: d.order.version, comment: 'zmiana' } }),
  orderUpdateDeadlines: (c, d) =>
    c.call('orderUpdateDeadlines', {
      params: { id: d.order.id },
      body: { version: d.order.version, realization_date: '2099-01-31' },
    }),
  orderUpdateDelivery: (c, d) =>
    c.call('orderUpdateDelivery', {
      params: { id: d.order.id },
      body: { version: d.order.version, delivery: { method: 'courier' } as never },
    }),
};

/** Writes anyone who sees the document may make (a comment; a copy is the copier's own new draft). */
const VIEWER_WRITES = new Set(['offerAddComment', 'offerCopy', 'orderCopy']);

type Role = 'seller' | 'admin' | 'board' | 'region' | 'branch' | 'acceptor' | 'partner';
/** Who sees a seller's documents: owner, administrators and the board; directors of the company. */
const SEES: Role[] = ['seller', 'admin', 'board', 'region', 'branch'];
const OWNS: Role[] = ['seller', 'admin'];
const ROLES: Role[] = ['seller', 'admin', 'board', 'region', 'branch', 'acceptor', 'partner'];

/**
 * Rows written on the server's connection so far (rolled-back ones included): unchanged means a
 * call did not even start writing.
 */
const changes = () => kit.server.ctx.db.prepare('SELECT total_changes()').pluck().get() as number;

/** A fresh offer (one line, one attachment) and order (one line) of the seller. */
async function freshDocs(): Promise<Docs> {
  let offer = await draftOffer(kit.seller);
  offer = await kit.seller.call('offerAddAttachment', {
    params: { id: offer.id },
    body: { version: offer.version, name: 'plan.pdf', content_type: 'application/pdf', content_base64: PDF },
  });
  const order = await kit.seller.call('orderCreate', {
    body: {
      client_id: TEST_CLIENTS.main,
      items: [{ product_id: TEST_PRODUCTS.board, quantity: 1, client_price: 3200 }],
    },
  });
  return {
    offer,
    order,
    line: offer.items[0]?.id ?? 0,
    orderLine: order.items[0]?.id ?? 0,
    attachment: offer.attachments[0]?.id ?? 0,
  };
}

describe('the owner table over every write on offers and orders', () => {
  it('covers every document-bound write of the endpoint table', () => {
    const documentWrites = Object.entries(endpoints)
      .filter(([, e]) => e.method !== 'GET' && /^\/api\/(offer|order)[^/]*\/:/.test(e.path))
      .map(([name]) => name)
      .sort();
    expect(Object.keys(writes).sort()).toEqual(documentWrites);
  });

  for (const name of Object.keys(writes)) {
    const allowed = VIEWER_WRITES.has(name) ? SEES : OWNS;
    it(`${name}: ${allowed.join(', ')} may; the others get 403 and change nothing`, async () => {
      const docs = await freshDocs();
      for (const role of ROLES.filter((r) => !allowed.includes(r))) {
        const before = changes();
        const error = await expectApiError(writes[name]?.(kit[role], docs) as Promise<unknown>, 403);
        expect(error.message, `${name} by ${role}`).toMatch(/^Nie masz uprawnień/);
        expect(changes(), `${name} by ${role} changed data`).toBe(before);
      }
      for (const role of allowed) {
        await expect(writes[name]?.(kit[role], await freshDocs()), `${name} by ${role}`).resolves.toBeTruthy();
      }
    });
  }
});

describe('writes naming rows that do not exist', () => {
  const missing: Docs = {
    offer: { id: 999_999, version: 1 } as OfferDetail,
    order: { id: 999_998, version: 1 } as OrderDetail,
    line: 999_997,
    orderLine: 999_996,
    attachment: 999_995,
  };

  it('answer 404 on every document-bound write, changing nothing', async () => {
    const docs = await freshDocs();
    const before = snapshot(kit.server);
    for (const [name, call] of Object.entries(writes)) {
      const status = await call(kit.admin, missing).then(
        () => 200,
        (e: { status?: number }) => e.status,
      );
      expect(status, name).toBe(404);
    }
    // A missing line or attachment of an existing document.
    const missingParts: Docs = { ...docs, line: 999_997, orderLine: 999_996, attachment: 999_995 };
    for (const name of [
      'offerRemoveAttachment',
      'offerItemUpdate',
      'offerItemRemove',
      'offerItemQuantity',
      'orderUpdateItem',
      'orderRemoveItem',
    ]) {
      const status = await writes[name]?.(kit.admin, missingParts).then(
        () => 200,
        (e: { status?: number }) => e.status,
      );
      expect(status, name).toBe(404);
    }
    expect(snapshot(kit.server)).toBe(before);
  });

  it('answer 4xx on the writes that name other rows in their body', async () => {
    const before = snapshot(kit.server);
    const calls: [EndpointName, () => Promise<unknown>][] = [
      ['offerCreate', () => kit.seller.call('offerCreate', { body: { client_id: 999_999 } })],
      [
        'offerCreate',
        () =>
          kit.seller.call('offerCreate', {
            body: { client_id: TEST_CLIENTS.main, items: [{ product_id: 999_999, quantity: 1 }] },
          }),
      ],
      ['offerCreateFromOrders', () => kit.seller.call('offerCreateFromOrders', { body: { order_ids: [999_999] } })],
      ['orderCreate', () => kit.seller.call('orderCreate', { body: { client_id: 999_999 } })],
      [
        'orderCreate',
        () => kit.seller.call('orderCreate', { body: { client_id: TEST_CLIENTS.main, offer_id: 999_999 } }),
      ],
      ['assignRole', () => kit.admin.call('assignRole', { body: { user_id: 999_999, role: 'Handlowiec' } })],
      ['assignStatus', () => kit.admin.call('assignStatus', { body: { user_id: 999_999, is_active: false } })],
      [
        'assignWarehouse',
        () =>
          kit.admin.call('assignWarehouse', {
            body: { user_id: 999_999, default_warehouse: 'WAW', available_warehouses: ['WAW'] },
          }),
      ],
      [
        'substitutionCreate',
        () =>
          kit.admin.call('substitutionCreate', {
            body: { absent_user_id: 999_999, deputy_user_id: 999_998, date_from: '2099-01-01', date_to: '2099-01-02' },
          }),
      ],
      ['substitutionEnd', () => kit.admin.call('substitutionEnd', { params: { id: 999_999 } })],
      ['notificationReadList', () => kit.seller.call('notificationReadList', { body: { ids: [999_999] } })],
    ];
    for (const [name, call] of calls) {
      const status = await call().then(
        () => 200,
        (e: { status?: number }) => e.status,
      );
      expect(status, name).toBeGreaterThanOrEqual(400);
      expect(status, name).toBeLessThan(500);
    }
    expect(snapshot(kit.server)).toBe(before);
  });
});
