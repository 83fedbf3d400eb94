import type { ApiClient, OfferDetail, OrderDetail } from '@salesdesk/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { draftOffer, expectApiError, type OfferTestKit, offerTestKit, snapshot } from '../testing/offerTestKit';

// What an approved offer's approval covers in the orders made from it (docs/offers.md, "Orders
// and approval"): the offer's client, its products, quantities and prices, shared by all the
// orders of the offer; beyond that an order needs its own approval.

let kit: OfferTestKit;
beforeEach(async () => {
  kit = await offerTestKit();
});
afterEach(() => kit.server.close());

const act = (client: ApiClient, offer: OfferDetail, action: 'submit' | 'approve' | 'send_to_client') =>
  client.call('offerAction', { params: { id: offer.id }, body: { version: offer.version, action } });

/** The seller's offer of 10 sheets at 28,00 zł (branch manager level), approved and sent to the client. */
async function approvedAndSent(): Promise<OfferDetail> {
  let offer = await draftOffer(kit.seller, 2800, 10);
  offer = await act(kit.seller, offer, 'submit');
  offer = await act(kit.branch, offer, 'approve');
  return act(kit.seller, offer, 'send_to_client');
}

const fromOffer = (offer: OfferDetail) =>
  kit.seller.call('orderCreate', { body: { client_id: TEST_CLIENTS.main, offer_id: offer.id } });

const confirm = (client: ApiClient, order: Pick<OrderDetail, 'id' | 'version'>, version = order.version) =>
  client.call('orderConfirm', { params: { id: order.id }, body: { orderId: order.id, version } });

/** Sets the quantity of the order's only line. */
async function quantity(order: OrderDetail, value: number) {
  const change = await kit.seller.call('orderUpdateItem', {
    params: { id: order.id },
    body: { version: order.version, item_id: order.items[0]?.id ?? 0, quantity: value },
  });
  return { ...order, ...change.order, items: change.items };
}

const orderToConfirmCount = () =>
  kit.server.ctx.db.prepare("SELECT COUNT(*) FROM notifications WHERE type = 'order_to_confirm'").pluck().get();

describe('an order from an offer is for the offer’s client', () => {
  it('another client is refused on client_id, and nothing is written (the offer stays at the client)', async () => {
    const offer = await approvedAndSent();
    const before = snapshot(kit.server);
    const error = await expectApiError(
      kit.seller.call('orderCreate', { body: { client_id: TEST_CLIENTS.receiver, offer_id: offer.id } }),
      400,
    );
    expect(error.fieldErrors.client_id).toEqual([
      `Zamówienie z oferty ${offer.number} można złożyć tylko dla jej klienta (${offer.customer_fullname}).`,
    ]);
    expect(snapshot(kit.server)).toBe(before);
    expect((await kit.seller.call('offerById', { params: { id: offer.id } })).status).toBe('pending_approval_client');
  });

  it('a change of client drops the carried approval; the author can no longer confirm', async () => {
    const order = await fromOffer(await approvedAndSent());
    expect(order.approval_level).toBe('branch_manager');
    const moved = await kit.seller.call('orderUpdate', {
      params: { id: order.id },
      body: { version: order.version, client_id: TEST_CLIENTS.receiver },
    });
    expect(moved.approval_level).toBeNull();
    expect(moved.required_approval_level).toBe('branch_manager');
    const history = await kit.seller.call('orderHistory', { params: { id: order.id }, query: { limit: 50 } });
    expect(history.items.find((h) => h.event === 'approval_voided')?.description).toBe(
      'Zmiana klienta: akceptacja przeniesiona z oferty przestaje obowiązywać',
    );
    await expectApiError(confirm(kit.seller, moved), 403);
    // Back to the offer's client, the lines are the offer's again: the approval covers them.
    const back = await kit.seller.call('orderUpdate', {
      params: { id: order.id },
      body: { version: moved.version, client_id: TEST_CLIENTS.main },
    });
    expect(back.approval_level).toBe('branch_manager');
    expect((await confirm(kit.seller, back)).status).toBe('confirmed');
  });

  it('a change of comment keeps it', async () => {
    const order = await fromOffer(await approvedAndSent());
    const changed = await kit.seller.call('orderUpdate', {
      params: { id: order.id },
      body: { version: order.version, comment: 'Pierwsza partia' },
    });
    expect(changed.approval_level).toBe('branch_manager');
  });
});

describe('the orders of one offer share its quantities', () => {
  it('a second full order of the offer carries no approval and its author cannot confirm it', async () => {
    const offer = await approvedAndSent();
    const first = await fromOffer(offer);
    const second = await fromOffer(offer);
    const third = await fromOffer(offer);
    expect(first.approval_level).toBe('branch_manager');
    expect(second.approval_level).toBeNull();
    expect(second.required_approval_level).toBe('branch_manager');
    const history = await kit.seller.call('orderHistory', { params: { id: second.id }, query: { limit: 50 } });
    expect(history.items.map((h) => h.description)).toContain(
      `Zamówienie wykracza poza zaakceptowaną ofertę ${offer.number} (jej klienta, pozostałe ilości lub ceny): wymaga własnej akceptacji`,
    );
    expect((await confirm(kit.seller, first)).status).toBe('confirmed');
    await expectApiError(confirm(kit.seller, second), 403);
    await expectApiError(confirm(kit.seller, third), 403);
    // An approver of the level confirms it: that is its own approval.
    const approved = await confirm(kit.branch, second);
    expect(approved.status).toBe('confirmed');
    expect(approved.approval_level).toBe('branch_manager');
  });

  it('orders in stages within the offer’s quantities each carry it; the rest needs approval again', async () => {
    const offer = await approvedAndSent();
    const first = await quantity(await fromOffer(offer), 4);
    expect(first.approval_level).toBe('branch_manager');
    const second = await fromOffer(offer);
    expect(second.approval_level).toBeNull();
    const fitted = await quantity(second, 6);
    expect(fitted.approval_level).toBe('branch_manager');
    const history = await kit.seller.call('orderHistory', { params: { id: second.id }, query: { limit: 50 } });
    expect(history.items[0]?.event).toBe('approval_carried');
    expect((await confirm(kit.seller, first)).status).toBe('confirmed');
    expect((await confirm(kit.seller, fitted)).status).toBe('confirmed');
    // The offer is used up: one sheet more is beyond it.
    const third = await quantity(await fromOffer(offer), 1);
    expect(third.approval_level).toBeNull();
    await expectApiError(confirm(kit.seller, third), 403);
  });

  it('an archived or deleted order gives its share back', async () => {
    const offer = await approvedAndSent();
    const first = await fromOffer(offer);
    await kit.seller.call('orderArchive', { params: { id: first.id }, body: { version: first.version } });
    const second = await fromOffer(offer);
    expect(second.approval_level).toBe('branch_manager');
    await kit.seller.call('orderDelete', { params: { id: second.id }, body: { version: second.version } });
    const third = await fromOffer(offer);
    expect(third.approval_level).toBe('branch_manager');
    expect((await confirm(kit.seller, third)).status).toBe('confirmed');
  });

  it('a line change that stays within keeps the approval; a lower price or another product drops it', async () => {
    const offer = await approvedAndSent();
    const order = await fromOffer(offer);
    const line = order.items[0]?.id ?? 0;
    const raised = await kit.seller.call('orderUpdateItem', {
      params: { id: order.id },
      body: { version: order.version, item_id: line, client_price: 3000 },
    });
    expect(raised.order.approval_level).toBe('branch_manager');
    const lowered = await kit.seller.call('orderUpdateItem', {
      params: { id: order.id },
      body: { version: raised.order.version, item_id: line, client_price: 2790 },
    });
    expect(lowered.order.approval_level).toBeNull();
    expect(lowered.order.required_approval_level).toBe('branch_manager');
    const history = await kit.seller.call('orderHistory', { params: { id: order.id }, query: { limit: 50 } });
    expect(history.items[0]?.event).toBe('approval_voided');

    const other = await kit.seller.call('orderCreate', {
      body: { client_id: TEST_CLIENTS.main, offer_id: (await approvedAndSent()).id },
    });
    expect(other.approval_level).toBe('branch_manager');
    const added = await kit.seller.call('orderAddProduct', {
      params: { id: other.id },
      body: { version: other.version, product_id: TEST_PRODUCTS.pipe, quantity: 1 },
    });
    expect(added.order.approval_level).toBeNull();
    await expectApiError(confirm(kit.seller, added.order), 403);
  });

  it('a copy of an order carries no approval', async () => {
    const order = await fromOffer(await approvedAndSent());
    const copy = await kit.seller.call('orderCopy', { params: { id: order.id } });
    expect(copy.offer_id).toBeNull();
    expect(copy.approval_level).toBeNull();
    // A copy keeps the lines' prices, so it needs the level those prices need, afresh.
    expect(order.required_approval_level).not.toBe('none');
    expect(copy.required_approval_level).toBe(order.required_approval_level);
  });
});

describe('the confirmation decides with the cover as it is then', () => {
  /** Gives orders the offer's approval as orders made before the rule carried it, whatever their lines. */
  function carryAsBefore(offer: OfferDetail, ...orders: OrderDetail[]) {
    const db = kit.server.ctx.db;
    const approval = db
      .prepare('SELECT approval_level, approved_by, approved_at FROM offers WHERE id = ?')
      .get(offer.id) as { approval_level: string; approved_by: number; approved_at: string };
    for (const order of orders)
      db.prepare('UPDATE orders SET approval_level = ?, approved_by = ?, approved_at = ? WHERE id = ?').run(
        approval.approval_level,
        approval.approved_by,
        approval.approved_at,
        order.id,
      );
  }

  /** Two orders of the offer, each carrying its approval for all 10 sheets (as made before the rule). */
  async function twoCarryingOrders() {
    const offer = await approvedAndSent();
    const first = await fromOffer(offer);
    const second = await fromOffer(offer);
    carryAsBefore(offer, second);
    return [first, second] as const;
  }

  it('of two orders that together exceed the offer, only the one confirmed first is covered', async () => {
    const [first, second] = await twoCarryingOrders();
    const results = await Promise.allSettled([confirm(kit.seller, first), confirm(kit.seller, second)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const confirmed = results.find((r) => r.status === 'fulfilled')?.value as OrderDetail;
    const other = confirmed.id === first.id ? second : first;
    const after = await kit.seller.call('orderById', { params: { id: other.id } });
    expect(after.status).toBe('draft');
    // It no longer says it is covered: its version moved and the history says why.
    expect(after.approval_level).toBeNull();
    expect(after.version).toBe(other.version + 1);
    const history = await kit.seller.call('orderHistory', { params: { id: other.id }, query: { limit: 50 } });
    expect(history.items[0]?.event).toBe('approval_voided');
    await expectApiError(confirm(kit.seller, after), 403);
  });

  it('the drafts still carrying it keep their share oldest first, each while it fits', async () => {
    const offer = await approvedAndSent();
    const first = await fromOffer(offer);
    const second = await quantity(await fromOffer(offer), 5);
    const third = await quantity(await fromOffer(offer), 5);
    carryAsBefore(offer, second, third);
    expect((await confirm(kit.seller, third)).status).toBe('confirmed');
    const read = (order: OrderDetail) => kit.seller.call('orderById', { params: { id: order.id } });
    // Ten sheets beside the five confirmed do not fit; the five of the second do.
    expect((await read(first)).approval_level).toBeNull();
    const kept = await read(second);
    expect(kept.approval_level).toBe('branch_manager');
    expect(kept.version).toBe(second.version);
    expect((await confirm(kit.seller, kept)).status).toBe('confirmed');
  });

  it('an order an approver confirmed beyond the offer takes its share from the orders still carrying it', async () => {
    const offer = await approvedAndSent();
    const first = await fromOffer(offer);
    const second = await fromOffer(offer);
    expect(second.approval_level).toBeNull();
    await confirm(kit.branch, second);
    const after = await kit.seller.call('orderById', { params: { id: first.id } });
    expect(after.approval_level).toBeNull();
    await expectApiError(confirm(kit.seller, after), 403);
  });
});

describe('refused confirmations', () => {
  it('a stale version is a 409 before anything else, and tells nobody', async () => {
    const order = await fromOffer(await approvedAndSent());
    const cut = await kit.seller.call('orderMassDiscount', {
      params: { id: order.id },
      body: { version: order.version, percent: 95 },
    });
    const before = snapshot(kit.server);
    const error = await expectApiError(confirm(kit.seller, cut.order, cut.order.version + 50), 409);
    expect(error.message).toBe(
      'Zamówienie zostało w międzyczasie zmienione przez kogoś innego. Odśwież je i spróbuj ponownie.',
    );
    expect(orderToConfirmCount()).toBe(0);
    expect(snapshot(kit.server)).toBe(before);
    // Someone who may not confirm it is refused without telling anyone either.
    await expectApiError(confirm(kit.branch, cut.order), 403);
    expect(orderToConfirmCount()).toBe(0);
    // The author's request on the current version is the request for approval: the approvers are told.
    await expectApiError(confirm(kit.seller, cut.order), 403);
    expect(orderToConfirmCount()).toBeGreaterThan(0);
  });
});

describe('who approved an order’s lines, and when', () => {
  it('an order of an approved offer names its approver and time, draft and confirmed; one confirmed without its own shows the offer’s', async () => {
    const offer = await approvedAndSent();
    const approval = offer.approval;
    if (!approval) throw new Error('the offer is approved');
    expect(approval.approved_by.fullname).not.toBe('');
    const order = await fromOffer(offer);
    expect(order.approval).toEqual(approval);
    const confirmed = await confirm(kit.seller, order);
    expect(confirmed.status).toBe('confirmed');
    expect((await kit.seller.call('orderById', { params: { id: order.id } })).approval).toEqual(approval);
    // Orders confirmed before approvals were carried (and the demo data) have none of their own:
    // the offer's approval is the one they were confirmed under.
    kit.server.ctx.db
      .prepare('UPDATE orders SET approval_level = NULL, approved_by = NULL, approved_at = NULL WHERE id = ?')
      .run(order.id);
    expect((await kit.seller.call('orderById', { params: { id: order.id } })).approval).toEqual(approval);
  });

  it('an order an approver confirmed names that approver; a draft needing approval has none', async () => {
    const draft = await kit.seller.call('orderCreate', {
      body: {
        client_id: TEST_CLIENTS.main,
        items: [{ product_id: TEST_PRODUCTS.board, quantity: 10, client_price: 2800 }],
      },
    });
    expect(draft.required_approval_level).toBe('branch_manager');
    expect(draft.approval).toBeNull();
    const confirmed = await confirm(kit.branch, draft);
    expect(confirmed.approval?.level).toBe('branch_manager');
    expect(confirmed.approval?.approved_by.fullname).not.toBe('');
    expect(confirmed.approval?.approved_at).toBe(confirmed.confirmed_at);
  });
});
