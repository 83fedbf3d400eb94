import {
  type ApiClient,
  applyDocumentLineChange,
  lineTotals,
  massDiscounted,
  type OfferDetail,
  type OrderDetail,
  priceAtDiscount,
  shownDiscount,
  type TypedPrice,
} from '@salesdesk/sdk';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_CLIENTS } from '../testing/offerTestData';
import { type OfferTestKit, offerTestKit } from '../testing/offerTestKit';

// Random documents against the real server: whatever was typed (a discount with up to two
// decimals, a price, or nothing), after mass discounts, copies, an order from the offer, a copy
// of the order and an offer from it, every line is what the money rules (sdk money.ts) say and
// the totals are the sums of the lines.

/** Products of varied catalogue prices: whole units and metres (3 decimals), every VAT rate. */
const PRODUCTS = [
  { id: 900_401, catalog: 339, unit: 'szt.', tax: 23 },
  { id: 900_402, catalog: 201, unit: 'szt.', tax: 8 },
  { id: 900_403, catalog: 233, unit: 'm', tax: 23 },
  { id: 900_404, catalog: 70_135, unit: 'szt.', tax: 23 },
  { id: 900_405, catalog: 1_999, unit: 'm', tax: 5 },
  { id: 900_406, catalog: 12_345, unit: 'kg', tax: 0 },
  { id: 900_407, catalog: 107, unit: 'szt.', tax: 23 },
  { id: 900_408, catalog: 4_999, unit: 'szt.', tax: 8 },
] as const;
type Product = (typeof PRODUCTS)[number];
/** Recommended price of a product: a tenth off its catalogue price. */
const recommended = (p: Product) => Math.round(p.catalog * 0.9);

let kit: OfferTestKit;
beforeAll(async () => {
  kit = await offerTestKit();
  const insert = kit.server.ctx.db.prepare(`INSERT INTO products (id, symbol, index_name, index_short_name, uom,
    catalog_price, buy_price, recommended_price, minimal_price, market_price, tax_rate)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`);
  for (const p of PRODUCTS)
    insert.run(
      p.id,
      `PT-${p.id}`,
      `Produkt ${p.id}`,
      `P${p.id}`,
      p.unit,
      p.catalog,
      Math.round(p.catalog * 0.3),
      recommended(p),
      p.catalog,
      p.tax,
    );
});
afterAll(() => kit.server.close());

/** What a line is typed at: a discount in basis points, a price in grosze, or nothing. */
type Typed = { discountBp: number } | { price: number } | null;

const typedArb = (p: Product): fc.Arbitrary<Typed> =>
  fc.oneof(
    // Up to two decimals, the round ones often: 5 %, 2,5 %, 12,5 %...
    fc.oneof(fc.integer({ min: 0, max: 6_000 }), fc.constantFrom(0, 250, 500, 1_000, 1_250, 1_500)).map((bp) => ({
      discountBp: bp,
    })),
    // Half the catalogue price up to a fifth above it (a negative discount).
    fc.integer({ min: Math.ceil(p.catalog / 2), max: Math.round(p.catalog * 1.2) }).map((price) => ({ price })),
    fc.constant(null),
  );

const lineArb = fc.constantFrom(...PRODUCTS).chain((product) =>
  fc.record({
    product: fc.constant(product),
    // Whole units whole; the others in thousandths.
    quantity:
      product.unit === 'szt.'
        ? fc.integer({ min: 1, max: 40 })
        : fc.integer({ min: 1, max: 50_000 }).map((thousandths) => thousandths / 1000),
    typed: typedArb(product),
  }),
);

const docArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 5 }),
  /** A mass discount (basis points) over all lines or the chosen ones (a mask), or none. */
  mass: fc.option(
    fc.record({ bp: fc.integer({ min: 1, max: 2_000 }), mask: fc.option(fc.array(fc.boolean(), { maxLength: 5 })) }),
  ),
  /** A change of the first line's price or discount after the mass discount. */
  change: fc.option(fc.integer({ min: 0, max: 5_000 })),
  /** A mass discount on the order copy. */
  orderMass: fc.option(fc.integer({ min: 1, max: 1_500 })),
});

/** The model of a line: its product, quantity and price as the money rules give it. */
interface ModelLine extends TypedPrice {
  product: Product;
  quantity: number;
}

function typedLine(product: Product, quantity: number, typed: Typed): ModelLine {
  if (typed === null) return { product, quantity, client_price: recommended(product), discount_bp: null };
  if ('price' in typed) return { product, quantity, client_price: typed.price, discount_bp: null };
  return {
    product,
    quantity,
    client_price: priceAtDiscount(product.catalog, typed.discountBp),
    discount_bp: typed.discountBp,
  };
}

/** What a document's lines must read, from the model. */
function expected(model: readonly ModelLine[]) {
  return model.map((m) => {
    const t = lineTotals({
      quantity: m.quantity,
      client_price: m.client_price,
      buy_price: Math.round(m.product.catalog * 0.3),
      tax_rate: m.product.tax,
    });
    return [
      m.product.id,
      m.quantity,
      m.product.catalog,
      m.client_price,
      shownDiscount(m.product.catalog, m),
      t.total_row_excl_tax,
      t.total_row_incl_tax,
    ];
  });
}

/** The same of a document the server answered, with its totals checked against its lines. */
function read(doc: OfferDetail | OrderDetail) {
  const sum = (key: 'total_row_excl_tax' | 'total_row_incl_tax') => doc.items.reduce((s, l) => s + l[key], 0);
  expect(doc.grand_total_excl_tax).toBe(sum('total_row_excl_tax'));
  expect(doc.grand_total_incl_tax).toBe(sum('total_row_incl_tax'));
  expect(doc.grand_total_tax).toBe(doc.grand_total_incl_tax - doc.grand_total_excl_tax);
  return doc.items.map((l) => [
    l.product_id,
    l.quantity,
    l.catalog_price,
    l.client_price,
    l.discount_from_catalog,
    l.total_row_excl_tax,
    l.total_row_incl_tax,
  ]);
}

async function sentToClient(client: ApiClient, offer: OfferDetail): Promise<OfferDetail> {
  const act = (c: ApiClient, o: OfferDetail, action: 'submit' | 'approve' | 'send_to_client') =>
    c.call('offerAction', { params: { id: o.id }, body: { version: o.version, action } });
  let o = await act(client, offer, 'submit');
  if (o.status === 'pending_approval') o = await act(kit.board, o, 'approve');
  return act(client, o, 'send_to_client');
}

it('typed prices and discounts survive every path and the totals are the sums of the lines', async () => {
  const { seller } = kit;
  await fc.assert(
    fc.asyncProperty(docArb, async (doc) => {
      let model = doc.lines.map((l) => typedLine(l.product, l.quantity, l.typed));
      let offer = await seller.call('offerCreate', {
        body: {
          client_id: TEST_CLIENTS.main,
          items: doc.lines.map((l) => ({
            product_id: l.product.id,
            quantity: l.quantity,
            ...(l.typed === null
              ? {}
              : 'price' in l.typed
                ? { client_price: l.typed.price }
                : { discount_from_catalog: l.typed.discountBp / 100 }),
          })),
        },
      });
      expect(read(offer)).toEqual(expected(model));

      if (doc.mass) {
        const mask = doc.mass.mask;
        const chosen = mask ? offer.items.filter((_, i) => mask[i]).map((l) => l.id) : null;
        if (!chosen || chosen.length) {
          const percent = doc.mass.bp / 100;
          const change = await seller.call('offerMassDiscount', {
            params: { id: offer.id },
            body: { version: offer.version, percent, ...(chosen ? { item_ids: chosen } : {}) },
          });
          offer = applyDocumentLineChange('offer', offer, change);
          model = model.map((m, i) =>
            !mask || mask[i] ? { ...m, ...massDiscounted(m.product.catalog, m, percent) } : m,
          );
          expect(read(offer)).toEqual(expected(model));
        }
      }
      if (doc.change !== null) {
        const change = await seller.call('offerItemUpdate', {
          params: { id: offer.items[0]?.id as number },
          body: { version: offer.version, discount_from_catalog: doc.change / 100 },
        });
        offer = applyDocumentLineChange('offer', offer, change);
        const first = model[0] as ModelLine;
        model[0] = typedLine(first.product, first.quantity, { discountBp: doc.change });
      }
      const stored = await seller.call('offerById', { params: { id: offer.id } });
      expect(read(stored)).toEqual(expected(model));

      const copy = await seller.call('offerCopy', { params: { id: offer.id } });
      expect(read(copy)).toEqual(expected(model));
      const order = await seller.call('orderCreate', {
        body: { client_id: TEST_CLIENTS.main, offer_id: (await sentToClient(seller, copy)).id },
      });
      expect(read(order)).toEqual(expected(model));
      let orderCopy = await seller.call('orderCopy', { params: { id: order.id } });
      expect(read(orderCopy)).toEqual(expected(model));
      if (doc.orderMass !== null) {
        const percent = doc.orderMass / 100;
        const change = await seller.call('orderMassDiscount', {
          params: { id: orderCopy.id },
          body: { version: orderCopy.version, percent },
        });
        orderCopy = applyDocumentLineChange('order', orderCopy, change);
        model = model.map((m) => ({ ...m, ...massDiscounted(m.product.catalog, m, percent) }));
        expect(read(orderCopy)).toEqual(expected(model));
      }
      const fromOrders = await seller.call('offerCreateFromOrders', { body: { order_ids: [orderCopy.id] } });
      expect(read(fromOrders)).toEqual(expected(model));
    }),
    { numRuns: 40 },
  );
});
