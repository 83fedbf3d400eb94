import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { expectApiError, type OfferTestKit, offerTestKit } from '../testing/offerTestKit';

// The confirmation dialog asks what confirming would reserve beyond the stock before the person
// confirms (docs/offers.md, "Stock reservation"); the answer is what the confirmation then says.

let kit: OfferTestKit;
beforeEach(async () => {
  kit = await offerTestKit();
  // 10 pipes in WAW, 1 of them reserved by the ERP (9 to sell); 100 sheets.
  const stock = kit.server.ctx.db.prepare(
    `INSERT INTO warehouse_stock (warehouse_code, product_id, stock_quantity, reserved) VALUES ('WAW', ?, ?, ?)
     ON CONFLICT DO UPDATE SET stock_quantity = excluded.stock_quantity, reserved = excluded.reserved`,
  );
  stock.run(TEST_PRODUCTS.pipe, 10, 1);
  stock.run(TEST_PRODUCTS.board, 100, 0);
});
afterEach(() => kit.server.close());

const PIPE = {
  product_id: TEST_PRODUCTS.pipe,
  name: 'Rura PP-R 20 mm ściółka',
  unit: 'szt.',
  warehouse_code: 'WAW',
};

describe('GET /api/order/:id/stock-shortages', () => {
  it('sums a product over its lines, names what exceeds the available stock, writes nothing, and matches the confirmation', async () => {
    const draft = await kit.seller.call('orderCreate', {
      body: {
        client_id: TEST_CLIENTS.main,
        items: [
          { product_id: TEST_PRODUCTS.pipe, quantity: 6 },
          { product_id: TEST_PRODUCTS.board, quantity: 2 },
          { product_id: TEST_PRODUCTS.pipe, quantity: 5 },
        ],
      },
    });
    const preview = await kit.seller.call('orderStockShortages', { params: { id: draft.id } });
    expect(preview).toEqual({ warehouse_code: 'WAW', items: [{ ...PIPE, quantity: 11, available_before: 9 }] });
    // Asking reserves nothing.
    const reserved = () =>
      kit.server.ctx.db
        .prepare("SELECT reserved FROM warehouse_stock WHERE warehouse_code = 'WAW' AND product_id = ?")
        .pluck()
        .get(TEST_PRODUCTS.pipe);
    expect(reserved()).toBe(1);
    const confirmed = await kit.seller.call('orderConfirm', {
      params: { id: draft.id },
      body: { orderId: draft.id, version: draft.version },
    });
    expect(confirmed.stock_shortages).toEqual(preview.items);
  });

  it('is empty when the stock covers every line, and 404 for an order that is not there', async () => {
    const draft = await kit.seller.call('orderCreate', {
      body: { client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.pipe, quantity: 9 }] },
    });
    expect(await kit.seller.call('orderStockShortages', { params: { id: draft.id } })).toEqual({
      warehouse_code: 'WAW',
      items: [],
    });
    await expectApiError(kit.seller.call('orderStockShortages', { params: { id: 999_999 } }), 404);
  });
});
