import type { ApiClient } from '@salesdesk/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { type OfferTestKit, offerTestKit } from '../testing/offerTestKit';

// "Do potwierdzenia" (`orderList` with `to_confirm=true`): the orders whose lines need an approval
// the caller may give, never their own, gone once confirmed.

let kit: OfferTestKit;
beforeEach(async () => {
  kit = await offerTestKit();
});
afterEach(() => kit.server.close());

/** A draft order of the seller: 10 sheets at `price` grosze (recommended 32,00 zł, margin 25 %). */
const order = (price: number) =>
  kit.seller.call('orderCreate', {
    body: {
      client_id: TEST_CLIENTS.main,
      items: [{ product_id: TEST_PRODUCTS.board, quantity: 10, client_price: price }],
    },
  });

const waitingFor = async (client: ApiClient) =>
  (await client.call('orderList', { query: { to_confirm: 'true', limit: 200 } })).items.map((o) => o.id);

describe('orders waiting for confirmation', () => {
  it('lists for an approver of the level the orders only they may confirm; not the author’s, not a lower level’s', async () => {
    const belowCost = await order(100);
    const branchLevel = await order(2800);
    const healthy = await order(3200);
    expect([
      belowCost.required_approval_level,
      branchLevel.required_approval_level,
      healthy.required_approval_level,
    ]).toEqual(['board', 'branch_manager', 'none']);
    const board = await waitingFor(kit.board);
    expect(board).toEqual(expect.arrayContaining([belowCost.id, branchLevel.id]));
    expect(board).not.toContain(healthy.id);
    const branch = await waitingFor(kit.branch);
    expect(branch).toContain(branchLevel.id);
    expect(branch).not.toContain(belowCost.id);
    expect(await waitingFor(kit.seller)).toEqual([]);

    await kit.board.call('orderConfirm', {
      params: { id: belowCost.id },
      body: { orderId: belowCost.id, version: belowCost.version },
    });
    expect(await waitingFor(kit.board)).not.toContain(belowCost.id);
  });
});
