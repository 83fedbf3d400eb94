import { applyDocumentLineChange, DEFAULT_APPROVAL_THRESHOLD, requiredApprovalLevel } from '@salesdesk/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { expectApiError, type OfferTestKit, offerTestKit } from '../testing/offerTestKit';
import { type DocKind, sumLines } from './documentStore';

// Line writes move the stored totals by the changed lines instead of summing every line again,
// and derive the required approval level from those totals. These tests hold both to the slow,
// obvious answers after every write of a long mixed series: the sums of all stored lines, and
// the sdk's rule applied to the lines themselves.

let kit: OfferTestKit;
beforeEach(async () => {
  kit = await offerTestKit();
});
afterEach(() => kit.server.close());

const STORED_SUMS =
  'grand_total_excl_tax, grand_total_tax, grand_total_incl_tax, cost, margin_amount, margin, line_count, below_minimal_count';

/** The document's stored totals equal a full recompute from its lines, and its lines are numbered 1..n. */
function expectTotalsOfLines(kind: DocKind, id: number): void {
  const db = kit.server.ctx.db;
  const stored = db.prepare(`SELECT ${STORED_SUMS} FROM ${kind}s WHERE id = ?`).get(id);
  expect(stored).toEqual(sumLines(db, kind, id));
  const ordinals = db
    .prepare(`SELECT ordinal_no FROM ${kind}_items WHERE ${kind}_id = ? ORDER BY ordinal_no`)
    .pluck()
    .all(id);
  expect(ordinals).toEqual(ordinals.map((_, i) => i + 1));
}

/** The offer's stored totals are its lines' and its required level is the sdk's rule on its lines. */
async function expectOfferSettled(id: number) {
  expectTotalsOfLines('offer', id);
  const offer = await kit.seller.call('offerById', { params: { id } });
  expect(offer.required_approval_level).toBe(requiredApprovalLevel(offer.items, DEFAULT_APPROVAL_THRESHOLD));
  return offer;
}

describe('totals and required level kept by line writes', () => {
  it('offer: after every write of a mixed series they equal a full recompute and the sdk rule', async () => {
    let offer = await kit.seller.call('offerCreate', {
      body: {
        client_id: TEST_CLIENTS.main,
        items: [
          { product_id: TEST_PRODUCTS.board, quantity: 3 },
          { product_id: TEST_PRODUCTS.cable, quantity: 12.5 },
          { product_id: TEST_PRODUCTS.pipe, quantity: 4 },
          { product_id: TEST_PRODUCTS.elbow, quantity: 7 },
        ],
      },
    });
    offer = await expectOfferSettled(offer.id);
    const levels = new Set<string>([offer.required_approval_level]);
    const [board, cable, pipe, elbow] = offer.items.map((i) => i.id) as [number, number, number, number];
    let version = offer.version;
    const writes: (() => Promise<{ offer: { version: number; grand_total_excl_tax: number } }>)[] = [
      () =>
        kit.seller.call('offerItemAdd', {
          params: { id: offer.id },
          body: { version, product_id: TEST_PRODUCTS.cable, quantity: 2.345, client_price: 777 },
        }),
      // Below the minimal price, then a loss: the level climbs.
      () => kit.seller.call('offerItemUpdate', { params: { id: board }, body: { version, discount_from_catalog: 30 } }),
      () => kit.seller.call('offerItemUpdate', { params: { id: cable }, body: { version, client_price: 1 } }),
      () => kit.seller.call('offerItemQuantity', { params: { id: cable }, body: { version, quantity: 100 } }),
      () => kit.seller.call('offerItemQuantity', { params: { id: pipe }, body: { version, quantity: 9 } }),
      // A line from the middle: the rest move up.
      () => kit.seller.call('offerItemRemove', { params: { id: cable }, body: { version } }),
      () =>
        kit.seller.call('offerMassDiscount', {
          params: { id: offer.id },
          body: { version, percent: 12.5, item_ids: [pipe, elbow] },
        }),
      () => kit.seller.call('offerMassDiscount', { params: { id: offer.id }, body: { version, percent: 3 } }),
      // Back to the recommended price: the level falls again.
      () => kit.seller.call('offerItemUpdate', { params: { id: board }, body: { version, discount_from_catalog: 0 } }),
      () =>
        kit.seller.call('offerItemsRemove', { params: { id: offer.id }, body: { version, item_ids: [pipe, board] } }),
      () =>
        kit.seller.call('offerItemAdd', {
          params: { id: offer.id },
          body: { version, product_id: TEST_PRODUCTS.board, quantity: 2 },
        }),
    ];
    for (const write of writes) {
      const answer = await write();
      version = answer.offer.version;
      const settled = await expectOfferSettled(offer.id);
      levels.add(settled.required_approval_level);
      // The answer's header is the stored offer after the write.
      expect(answer.offer.grand_total_excl_tax).toBe(settled.grand_total_excl_tax);
      expect(settled.version).toBe(version);
    }
    // The series crossed levels, so the comparison was not of one constant.
    expect(levels.size).toBeGreaterThan(1);
    // The last lines go too: an empty offer needs no approval.
    const rest = (await kit.seller.call('offerById', { params: { id: offer.id } })).items.map((i) => i.id);
    await kit.seller.call('offerItemsRemove', { params: { id: offer.id }, body: { version, item_ids: rest } });
    const empty = await expectOfferSettled(offer.id);
    expect([empty.grand_total_incl_tax, empty.required_approval_level]).toEqual([0, 'none']);
  });

  it('offer: a refused write leaves totals and level as they were', async () => {
    const offer = await kit.seller.call('offerCreate', {
      body: {
        client_id: TEST_CLIENTS.main,
        items: [
          { product_id: TEST_PRODUCTS.board, quantity: 3 },
          { product_id: TEST_PRODUCTS.pipe, quantity: 4 },
        ],
      },
    });
    const [board] = offer.items.map((i) => i.id) as [number];
    const other = await kit.seller.call('offerCreate', {
      body: { client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.cable, quantity: 1 }] },
    });
    const otherLine = other.items[0]?.id ?? 0;
    // The first id is removed before the second is found foreign: the whole write rolls back.
    await expectApiError(
      kit.seller.call('offerItemsRemove', {
        params: { id: offer.id },
        body: { version: offer.version, item_ids: [board, otherLine] },
      }),
      400,
    );
    await expectApiError(
      kit.seller.call('offerItemQuantity', { params: { id: board }, body: { version: offer.version, quantity: 1.5 } }),
      400,
    );
    await expectApiError(
      kit.seller.call('offerItemQuantity', {
        params: { id: board },
        body: { version: offer.version + 5, quantity: 5 },
      }),
      409,
    );
    const after = await expectOfferSettled(offer.id);
    expect([after.version, after.grand_total_excl_tax, after.items.length]).toEqual([
      offer.version,
      offer.grand_total_excl_tax,
      2,
    ]);
  });

  it('order: after every write of a mixed series they equal a full recompute', async () => {
    const order = await kit.seller.call('orderCreate', {
      body: {
        client_id: TEST_CLIENTS.main,
        items: [
          { product_id: TEST_PRODUCTS.board, quantity: 3 },
          { product_id: TEST_PRODUCTS.cable, quantity: 12.5 },
          { product_id: TEST_PRODUCTS.pipe, quantity: 4 },
        ],
      },
    });
    expectTotalsOfLines('order', order.id);
    const [board, cable, pipe] = order.items.map((i) => i.id) as [number, number, number];
    let version = order.version;
    const id = order.id;
    const writes = [
      () =>
        kit.seller.call('orderAddProduct', {
          params: { id },
          body: { version, product_id: TEST_PRODUCTS.elbow, quantity: 6, client_price: 5 },
        }),
      () => kit.seller.call('orderUpdateItem', { params: { id }, body: { version, item_id: cable, quantity: 0.75 } }),
      () =>
        kit.seller.call('orderUpdateItem', {
          params: { id },
          body: { version, item_id: board, discount_from_catalog: 40 },
        }),
      () => kit.seller.call('orderRemoveItem', { params: { id }, body: { version, item_id: cable } }),
      () => kit.seller.call('orderMassDiscount', { params: { id }, body: { version, percent: 7 } }),
      () => kit.seller.call('orderRemoveItems', { params: { id }, body: { version, item_ids: [board, pipe] } }),
    ];
    let rebuilt = order;
    for (const write of writes) {
      const answer = await write();
      version = answer.order.version;
      expectTotalsOfLines('order', id);
      // The order rebuilt from the line changes carries totals equal to the sum of its lines.
      rebuilt = applyDocumentLineChange('order', rebuilt, answer);
      expect(answer.order.grand_total_excl_tax).toBe(rebuilt.items.reduce((sum, i) => sum + i.total_row_excl_tax, 0));
    }
    expect(rebuilt).toEqual(await kit.seller.call('orderById', { params: { id } }));
  });
});
