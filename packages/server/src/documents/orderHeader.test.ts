import { brands } from '@salesdesk/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { type OfferTestKit, offerTestKit } from '../testing/offerTestKit';
import { orderApproval, orderApprovalLevel, orderHeader, orderRow, orderSummary } from './orderStore';

// The header an order's line write answers with is built as one object literal (fast
// properties); this holds it, byte for byte, to the header built the plain way: the list
// summary spread with the header's own keys after it.

let kit: OfferTestKit;
beforeEach(async () => {
  kit = await offerTestKit();
});
afterEach(() => kit.server.close());

function plainHeader(id: number) {
  const { ctx } = kit.server;
  const r = orderRow(ctx, id);
  if (!r) throw new Error(`no order ${id}`);
  return {
    ...orderSummary(r),
    grand_total_tax: r.grand_total_tax,
    margin_amount: r.margin_amount,
    comment: r.comment,
    payment_deadline: r.payment_deadline,
    confirmed_at: r.confirmed_at,
    delivery: r.delivery ? JSON.parse(r.delivery) : null,
    footer: brands[ctx.config.brand ?? 'one'].orderFooter,
    creator_id: r.creator_id,
    warehouse_code: r.warehouse_code,
    required_approval_level: orderApprovalLevel(ctx, r),
    approval_level: r.approval_level,
    approval: orderApproval(ctx, r),
  };
}

describe('order header', () => {
  it('is the plain header, byte for byte, before and after a line write and once archived', async () => {
    let order = await kit.seller.call('orderCreate', {
      body: { client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.board, quantity: 3 }] },
    });
    const expectSame = () =>
      expect(JSON.stringify(orderHeader(kit.server.ctx, order.id))).toBe(JSON.stringify(plainHeader(order.id)));
    expectSame();
    const changed = await kit.seller.call('orderUpdateItem', {
      params: { id: order.id },
      body: { version: order.version, item_id: order.items[0]?.id ?? 0, quantity: 5 },
    });
    expect(changed.order.version).toBe(order.version + 1);
    expectSame();
    order = await kit.seller.call('orderById', { params: { id: order.id } });
    await kit.seller.call('orderArchive', { params: { id: order.id }, body: { version: order.version } });
    expectSame();
  });
});
