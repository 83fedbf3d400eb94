import { type ApiClient, applyDocumentLineChange, type OfferDetail, type OrderDetail } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLIENTS } from '../testing/offerTestData';
import { type OfferTestKit, offerTestKit } from '../testing/offerTestKit';
import { pdfPages } from '../testing/pdfText';

// What the salesperson typed is what every path keeps: a discount is stored as typed (not
// derived back from the rounded price), a typed price stays as typed, and a copy of either is
// exactly its source while the catalogue prices stand (docs/offers.md, "Money").

/**
 * Catalogue prices on which a typed discount used to come back changed, once derived from the
 * rounded price: 5 % → 5,01 %, 2,5 % → 2,49 %, 12,5 % → 12,45 %; and a 701,35 zł product whose
 * typed price of 701,30 zł turned into 701,28 zł in a copy.
 */
const P = {
  five: { id: 900_301, catalog: 339 },
  twoAndHalf: { id: 900_302, catalog: 201 },
  twelveAndHalf: { id: 900_303, catalog: 233 },
  dear: { id: 900_304, catalog: 70_135 },
  plain: { id: 900_305, catalog: 1_000 },
} as const;

let kit: OfferTestKit;
beforeAll(async () => {
  kit = await offerTestKit();
  const insert = kit.server.ctx.db.prepare(`INSERT INTO products (id, symbol, index_name, index_short_name, uom,
    catalog_price, buy_price, recommended_price, minimal_price, market_price, tax_rate)
    VALUES (?, ?, ?, ?, 'szt.', ?, ?, ?, 0, ?, 23)`);
  for (const [key, p] of Object.entries(P))
    insert.run(p.id, `TD-${p.id}`, `Produkt ${key}`, key, p.catalog, Math.round(p.catalog / 10), p.catalog, p.catalog);
});
afterAll(() => kit.server.close());

const main = TEST_CLIENTS.main;

/** The typed values and totals of a document's lines, what a copy must keep. */
const priced = (doc: OfferDetail | OrderDetail) => ({
  items: doc.items.map((l) => [l.product_id, l.quantity, l.client_price, l.discount_from_catalog]),
  totals: [doc.grand_total_excl_tax, doc.grand_total_tax, doc.grand_total_incl_tax],
});

/** An offer sent to the client (so an order can be made from it), approved by the board if it needs it. */
async function sentToClient(client: ApiClient, offer: OfferDetail): Promise<OfferDetail> {
  const act = (c: ApiClient, o: OfferDetail, action: 'submit' | 'approve' | 'send_to_client') =>
    c.call('offerAction', { params: { id: o.id }, body: { version: o.version, action } });
  // Submitted, it is approved at once when it needs no approval.
  let o = await act(client, offer, 'submit');
  if (o.status === 'pending_approval') o = await act(kit.board, o, 'approve');
  return act(client, o, 'send_to_client');
}

describe('a typed discount is stored as typed', () => {
  const typed = [
    { product: P.five, discount: 5, price: 322 },
    { product: P.twoAndHalf, discount: 2.5, price: 196 },
    { product: P.twelveAndHalf, discount: 12.5, price: 204 },
  ];

  it('on create, add and change of an offer, in its reads and its PDF', async () => {
    let offer = await kit.seller.call('offerCreate', {
      body: {
        client_id: main,
        items: typed.map((t) => ({ product_id: t.product.id, quantity: 3, discount_from_catalog: t.discount })),
      },
    });
    expect(offer.items.map((l) => [l.discount_from_catalog, l.client_price])).toEqual(
      typed.map((t) => [t.discount, t.price]),
    );
    for (const t of typed) {
      const change = await kit.seller.call('offerItemAdd', {
        params: { id: offer.id },
        body: { version: offer.version, product_id: t.product.id, quantity: 1, discount_from_catalog: t.discount },
      });
      offer = applyDocumentLineChange('offer', offer, change);
      expect(change.items.map((l) => [l.discount_from_catalog, l.client_price])).toEqual([[t.discount, t.price]]);
    }
    // A line typed at a price, then at a discount; and a change of quantity alone keeps the discount.
    const first = offer.items[0]?.id as number;
    for (const body of [{ client_price: 300 }, { discount_from_catalog: 5 }, { quantity: 7 }]) {
      const change = await kit.seller.call('offerItemUpdate', {
        params: { id: first },
        body: { version: offer.version, ...body },
      });
      offer = applyDocumentLineChange('offer', offer, change);
    }
    expect(offer.items[0]).toMatchObject({ quantity: 7, discount_from_catalog: 5, client_price: 322 });

    const read = await kit.seller.call('offerById', { params: { id: offer.id } });
    expect(read.items.map((l) => l.discount_from_catalog)).toEqual([5, 2.5, 12.5, 5, 2.5, 12.5]);
    expect(read.grand_total_excl_tax).toBe(read.items.reduce((s, l) => s + l.total_row_excl_tax, 0));
    const lines = await kit.seller.call('offerAddedProducts', { params: { offerId: offer.id }, query: { limit: 50 } });
    expect(lines.items.map((l) => l.discount_from_catalog)).toEqual([5, 2.5, 12.5, 5, 2.5, 12.5]);

    const sent = await kit.seller.call('offerSendPdf', { params: { id: offer.id }, body: { recipient: 'a@zuraw.pl' } });
    const res = await kit.server.fetch(`http://salesdesk.test/api/outbox/${sent.outbox_id}/attachment`, {
      headers: { Authorization: `Bearer ${kit.seller.tokenStore?.get()}` },
    });
    const [page] = await pdfPages(new Uint8Array(await res.arrayBuffer()));
    const rows = page?.rows ?? [];
    expect(rows).toContain('1. | Produkt five | TD-900301 | 7 | szt. | 3,39 zł | 5,00 % | 3,22 zł | 23% | 22,54 zł');
    expect(rows).toContain(
      '2. | Produkt twoAndHalf | TD-900302 | 3 | szt. | 2,01 zł | 2,50 % | 1,96 zł | 23% | 5,88 zł',
    );
    expect(rows).toContain(
      '3. | Produkt twelveAndHalf | TD-900303 | 3 | szt. | 2,33 zł | 12,50 % | 2,04 zł | 23% | 6,12 zł',
    );
  });

  it('on an order’s add and change', async () => {
    let order = await kit.seller.call('orderCreate', { body: { client_id: main } });
    for (const t of typed) {
      const change = await kit.seller.call('orderAddProduct', {
        params: { id: order.id },
        body: { version: order.version, product_id: t.product.id, quantity: 2, discount_from_catalog: t.discount },
      });
      order = applyDocumentLineChange('order', order, change);
    }
    const change = await kit.seller.call('orderUpdateItem', {
      params: { id: order.id },
      body: { version: order.version, item_id: order.items[1]?.id as number, discount_from_catalog: 12.5 },
    });
    expect(change.items.map((l) => [l.discount_from_catalog, l.client_price])).toEqual([[12.5, 176]]);
    const read = await kit.seller.call('orderById', { params: { id: order.id } });
    expect(read.items.map((l) => l.discount_from_catalog)).toEqual([5, 12.5, 12.5]);
  });
});

describe('a mass discount', () => {
  it('gives a line at its catalogue price exactly the percent, compounds a typed discount when that gives its price, and derives the rest', async () => {
    const offer = await kit.seller.call('offerCreate', {
      body: {
        client_id: main,
        items: [
          { product_id: P.five.id, quantity: 1, discount_from_catalog: 0 },
          { product_id: P.plain.id, quantity: 1, discount_from_catalog: 10 },
          { product_id: P.dear.id, quantity: 1, client_price: 70_130 },
          { product_id: P.five.id, quantity: 1 },
        ],
      },
    });
    const change = await kit.seller.call('offerMassDiscount', {
      params: { id: offer.id },
      body: { version: offer.version, percent: 5 },
    });
    expect(change.items.map((l) => [l.client_price, l.discount_from_catalog])).toEqual([
      // 3,39 zł at 0 % → 5 % exactly (derived from 3,22 zł it would read 5,01 %).
      [322, 5],
      // 9,00 zł (10 %) less 5 % = 8,55 zł = 10 zł less 14,5 %.
      [855, 14.5],
      // A typed price less 5 %: 701,30 → 666,24 zł (half-up of 666,235), its discount derived.
      [66_624, 5.01],
      // The recommended price is the catalogue price here: the line gets 5 % too.
      [322, 5],
    ]);
  });
});

describe('a copy keeps every price and discount', () => {
  /** An offer of typed discounts and typed prices whose copies used to drift by a grosz. */
  async function mixedOffer(): Promise<OfferDetail> {
    return kit.seller.call('offerCreate', {
      body: {
        client_id: main,
        items: [
          { product_id: P.dear.id, quantity: 2, client_price: 70_130 },
          { product_id: P.five.id, quantity: 11, discount_from_catalog: 5 },
          { product_id: P.twoAndHalf.id, quantity: 13, discount_from_catalog: 2.5 },
          { product_id: P.twelveAndHalf.id, quantity: 17, discount_from_catalog: 12.5 },
          // A price above the catalogue price (a negative discount) is kept too.
          { product_id: P.plain.id, quantity: 3, client_price: 1_050 },
          { product_id: P.plain.id, quantity: 4 },
        ],
      },
    });
  }

  it('offer copy, order from the offer, order copy and offer from orders: the same lines and totals', async () => {
    const offer = await mixedOffer();
    expect(offer.items[0]).toMatchObject({ client_price: 70_130, discount_from_catalog: 0.01 });
    expect(offer.items[4]).toMatchObject({ client_price: 1_050, discount_from_catalog: -5 });
    const copy = await kit.seller.call('offerCopy', { params: { id: offer.id } });
    expect(priced(copy)).toEqual(priced(offer));

    const order = await kit.seller.call('orderCreate', {
      body: { client_id: main, offer_id: (await sentToClient(kit.seller, copy)).id },
    });
    expect(priced(order)).toEqual(priced(offer));
    const orderCopy = await kit.seller.call('orderCopy', { params: { id: order.id } });
    expect(priced(orderCopy)).toEqual(priced(offer));
    const fromOrders = await kit.seller.call('offerCreateFromOrders', { body: { order_ids: [orderCopy.id] } });
    expect(priced(fromOrders)).toEqual(priced(offer));
  });

  it('at new catalogue prices: a typed discount on the new price, a typed price as typed', async () => {
    const offer = await mixedOffer();
    const setCatalog = kit.server.ctx.db.prepare('UPDATE products SET catalog_price = ? WHERE id = ?');
    try {
      setCatalog.run(80_000, P.dear.id);
      setCatalog.run(400, P.five.id);
      const copy = await kit.seller.call('offerCopy', { params: { id: offer.id } });
      expect(copy.items[0]).toMatchObject({
        catalog_price: 80_000,
        client_price: 70_130,
        discount_from_catalog: 12.34,
      });
      expect(copy.items[1]).toMatchObject({ catalog_price: 400, client_price: 380, discount_from_catalog: 5 });
      expect(priced(copy).items.slice(2)).toEqual(priced(offer).items.slice(2));
      expect(copy.grand_total_excl_tax).toBe(copy.items.reduce((s, l) => s + l.total_row_excl_tax, 0));
    } finally {
      setCatalog.run(P.dear.catalog, P.dear.id);
      setCatalog.run(P.five.catalog, P.five.id);
    }
  });
});
