import type { ApiClient } from '@salesdesk/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importFile } from '../imports/importEngine';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { expectApiError, type OfferTestKit, offerTestKit } from '../testing/offerTestKit';

// Confirming an order reserves its quantities in its warehouse (docs/offers.md, "Stock
// reservation"): the available stock drops in every call that shows it, archiving gives it back,
// and two confirmations for the last pieces both go through, the second with a warning.

let kit: OfferTestKit;
beforeEach(async () => {
  kit = await offerTestKit();
  // The seller's warehouse holds 10 pipes, 1 of them reserved by the ERP (9 to sell), and 100 sheets.
  const stock = kit.server.ctx.db.prepare(
    `INSERT INTO warehouse_stock (warehouse_code, product_id, stock_quantity, reserved) VALUES ('WAW', ?, ?, ?)
     ON CONFLICT DO UPDATE SET stock_quantity = excluded.stock_quantity, reserved = excluded.reserved`,
  );
  stock.run(TEST_PRODUCTS.pipe, 10, 1);
  stock.run(TEST_PRODUCTS.board, 100, 0);
});
afterEach(() => kit.server.close());

/** An order of the seller for `quantity` pipes and 2 sheets. */
async function order(client: ApiClient, quantity: number) {
  return client.call('orderCreate', {
    body: {
      client_id: TEST_CLIENTS.main,
      items: [
        { product_id: TEST_PRODUCTS.pipe, quantity },
        { product_id: TEST_PRODUCTS.board, quantity: 2 },
      ],
    },
  });
}

const confirm = (o: { id: number; version: number }) =>
  kit.seller.call('orderConfirm', { params: { id: o.id }, body: { orderId: o.id, version: o.version } });

/** The pipe's available stock in WAW as every call showing stock reports it. */
async function availableEverywhere(orderId: number, offerId: number) {
  const c = kit.seller;
  const inWarehouses = await c.call('productInWarehouses', { query: { product_id: TEST_PRODUCTS.pipe } });
  const stockPage = await c.call('warehouseProducts', { query: { warehouse: 'WAW', search: 'Rura PP-R 20' } });
  const panel = await c.call('productsAll', { query: { warehouse: 'WAW', search: 'Rura PP-R 20' } });
  const orderLines = await c.call('orderAddedProducts', { params: { orderId }, query: {} });
  const offerLines = await c.call('offerAddedProducts', { params: { offerId }, query: {} });
  const pipe = <T extends { product_id?: number; id?: number }>(rows: T[]) =>
    rows.find((r) => (r.product_id ?? r.id) === TEST_PRODUCTS.pipe) as T & { available_stock: number | null };
  return {
    productInWarehouses: inWarehouses.items.find((r) => r.source_code === 'WAW')?.available_stock,
    warehouseProducts: pipe(stockPage.items).available_stock,
    productsAll: pipe(panel.items).available_stock,
    orderLines: pipe(orderLines.items).available_stock,
    offerLines: pipe(offerLines.items).available_stock,
  };
}

const everywhere = (n: number) => ({
  productInWarehouses: n,
  warehouseProducts: n,
  productsAll: n,
  orderLines: n,
  offerLines: n,
});

describe('stock reserved by confirmed orders', () => {
  it('a confirmation lowers the available stock everywhere it is shown; archiving gives it back', async () => {
    const offer = await kit.seller.call('offerCreate', {
      body: { client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.pipe, quantity: 1 }] },
    });
    const draft = await order(kit.seller, 6);
    expect(draft.warehouse_code).toBe('WAW');
    expect(await availableEverywhere(draft.id, offer.id)).toEqual(everywhere(9));
    const confirmed = await confirm(draft);
    expect(confirmed.stock_shortages).toEqual([]);
    expect(await availableEverywhere(draft.id, offer.id)).toEqual(everywhere(3));
    const history = await kit.seller.call('orderHistory', { params: { id: draft.id } });
    expect(history.items.map((h) => h.event)).toEqual(expect.arrayContaining(['confirm', 'stock_reserved']));

    await kit.seller.call('orderArchive', { params: { id: draft.id }, body: { version: confirmed.version } });
    expect(await availableEverywhere(draft.id, offer.id)).toEqual(everywhere(9));
    const reserved = kit.server.ctx.db
      .prepare("SELECT reserved FROM warehouse_stock WHERE warehouse_code = 'WAW' AND product_id = ?")
      .pluck()
      .get(TEST_PRODUCTS.pipe);
    expect(reserved).toBe(1);
    const after = await kit.seller.call('orderHistory', { params: { id: draft.id } });
    expect(after.items[0]?.event).toBe('stock_released');
  });

  it('a stock import sets the ERP’s figures and keeps what confirmed orders hold reserved on top', async () => {
    const offer = await kit.seller.call('offerCreate', {
      body: { client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.pipe, quantity: 1 }] },
    });
    const confirmed = await confirm(await order(kit.seller, 6));
    const { db } = kit.server.ctx;
    const symbol = db.prepare('SELECT symbol FROM products WHERE id = ?').pluck().get(TEST_PRODUCTS.pipe) as string;
    // The ERP now counts 50 pipes in WAW, 2 of them held by its own reservations.
    const outcome = await importFile(
      db,
      'reservation_stock',
      Buffer.from(`symbol;source_code;stock_quantity;reserved\n${symbol};WAW;50;2\n`),
      {
        kind: 'stock',
        dryRun: false,
        full: false,
        acceptValid: false,
      },
    );
    expect(outcome.report).toMatchObject({ applied: true, updated: 1 });
    // Available: 50 imported − 2 of the ERP's − 6 of the confirmed order.
    expect(await availableEverywhere(confirmed.id, offer.id)).toEqual(everywhere(42));
    await kit.seller.call('orderArchive', { params: { id: confirmed.id }, body: { version: confirmed.version } });
    expect(await availableEverywhere(confirmed.id, offer.id)).toEqual(everywhere(48));
  });

  it('two confirmations racing for the last pieces both go through; the second answers the shortage', async () => {
    const first = await order(kit.seller, 6);
    const second = await order(kit.seller, 6);
    const [a, b] = await Promise.all([confirm(first), confirm(second)]);
    // SQLite runs one writer at a time: whichever came second found 3 left and reserved 6 anyway.
    const shortages = [a.stock_shortages, b.stock_shortages].sort((x, y) => x.length - y.length);
    expect(shortages[0]).toEqual([]);
    expect(shortages[1]).toEqual([
      {
        product_id: TEST_PRODUCTS.pipe,
        name: 'Rura PP-R 20 mm ściółka',
        unit: 'szt.',
        quantity: 6,
        available_before: 3,
        warehouse_code: 'WAW',
      },
    ]);
    const short = a.stock_shortages.length ? a : b;
    const history = await kit.seller.call('orderHistory', { params: { id: short.id } });
    expect(history.items.find((h) => h.event === 'stock_shortage')?.description).toBe(
      'Rezerwacja ponad dostępny stan w magazynie WAW: Rura PP-R 20 mm ściółka (6\u00a0szt., dostępne 3\u00a0szt.)',
    );
    // Reserved beyond the stock (an over-booking the warehouse sees); available never goes below 0.
    const row = kit.server.ctx.db
      .prepare("SELECT reserved, available_stock FROM warehouse_stock WHERE warehouse_code = 'WAW' AND product_id = ?")
      .get(TEST_PRODUCTS.pipe);
    expect(row).toEqual({ reserved: 13, available_stock: 0 });
    // Archiving the over-booked order gives back what it reserved, no more.
    await kit.seller.call('orderArchive', { params: { id: short.id }, body: { version: short.version } });
    const left = kit.server.ctx.db
      .prepare("SELECT reserved, available_stock FROM warehouse_stock WHERE warehouse_code = 'WAW' AND product_id = ?")
      .get(TEST_PRODUCTS.pipe);
    expect(left).toEqual({ reserved: 7, available_stock: 3 });
  });

  it('a refused confirmation reserves nothing, and deleting a draft touches no stock', async () => {
    const draft = await order(kit.seller, 4);
    const stock = () =>
      kit.server.ctx.db
        .prepare("SELECT reserved FROM warehouse_stock WHERE warehouse_code = 'WAW' AND product_id = ?")
        .pluck()
        .get(TEST_PRODUCTS.pipe);
    await expectApiError(
      kit.seller.call('orderConfirm', {
        params: { id: draft.id },
        body: { orderId: draft.id, version: draft.version + 5 },
      }),
      409,
    );
    expect(stock()).toBe(1);
    await kit.seller.call('orderDelete', { params: { id: draft.id }, body: { version: draft.version } });
    expect(stock()).toBe(1);
    expect(
      kit.server.ctx.db.prepare('SELECT COUNT(*) FROM stock_reservations WHERE order_id = ?').pluck().get(draft.id),
    ).toBe(0);
  });
});
