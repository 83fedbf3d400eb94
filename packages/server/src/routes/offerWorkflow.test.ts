import { applyOfferLineChange, warsawDay } from '@salesdesk/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { draftOffer, expectApiError, type OfferTestKit, offerTestKit } from '../testing/offerTestKit';

let kit: OfferTestKit;
beforeEach(async () => {
  kit = await offerTestKit();
});
afterEach(() => kit.server.close());

describe('offer workflow', () => {
  it('goes from draft through approval to the client and on to a confirmed order', async () => {
    const { seller, branch, acceptor } = kit;
    // 27,00 zł: margin 11,11% (< 15%) and below the minimal 28,00 zł → the branch manager approves.
    let offer = await draftOffer(seller, 2700);
    expect(offer.status).toBe('draft');
    expect(offer.required_approval_level).toBe('branch_manager');
    expect(offer.grand_total_excl_tax).toBe(27_000);
    expect(offer.grand_total_incl_tax).toBe(33_210);
    expect(offer.margin).toBe(11.11);
    expect(offer.items[0]?.below_minimal).toBe(true);
    expect(offer.number).toMatch(/^OF\/\d{4}\/\d{6}$/);

    offer = await seller.call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'submit' },
    });
    expect(offer.status).toBe('pending_approval');

    // Only those who may approve see it to approve; an acceptor without the role does not.
    const forBranch = await branch.call('offerToApproveList', { query: {} });
    expect(forBranch.items.map((o) => o.id)).toContain(offer.id);
    expect((await acceptor.call('offerToApproveList', { query: {} })).items.map((o) => o.id)).not.toContain(offer.id);
    expect((await seller.call('offerToApproveList', { query: {} })).total).toBe(0);
    await expectApiError(
      acceptor.call('offerAction', { params: { id: offer.id }, body: { version: offer.version, action: 'approve' } }),
      403,
    );
    // The owner cannot approve.
    await expectApiError(
      seller.call('offerAction', { params: { id: offer.id }, body: { version: offer.version, action: 'approve' } }),
      403,
    );

    offer = await branch.call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'approve' },
    });
    expect(offer.status).toBe('approved');
    expect(offer.approval?.approved_by.fullname).toBe('Małgorzata Kowalczyk');
    expect(offer.acceptor_fullname).toBe('Małgorzata Kowalczyk');

    // A change of quantity after approval voids it.
    const line = offer.items[0];
    const changed = await seller.call('offerItemQuantity', {
      params: { id: line?.id ?? 0 },
      body: { version: offer.version, quantity: 12 },
    });
    offer = applyOfferLineChange(offer, changed);
    expect(offer.status).toBe('draft');
    expect(offer.approval).toBeNull();
    expect(offer.grand_total_excl_tax).toBe(32_400);

    offer = await seller.call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'submit' },
    });
    offer = await branch.call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'approve' },
    });
    offer = await seller.call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'send_to_client' },
    });
    expect(offer.status).toBe('pending_approval_client');

    let order = await seller.call('orderCreate', { body: { client_id: TEST_CLIENTS.main, offer_id: offer.id } });
    expect(order.items).toHaveLength(1);
    expect(order.grand_total_excl_tax).toBe(32_400);
    expect(order.status).toBe('draft');
    const after = await seller.call('offerById', { params: { id: offer.id } });
    expect(after.status).toBe('accepted');

    order = await seller.call('orderConfirm', {
      params: { id: order.id },
      body: { orderId: order.id, version: order.version },
    });
    expect(order.status).toBe('confirmed');
    await expectApiError(
      seller.call('orderAddProduct', {
        params: { id: order.id },
        body: { version: order.version, product_id: TEST_PRODUCTS.cable, quantity: 1 },
      }),
      409,
    );

    const history = await seller.call('offerHistory', { params: { id: offer.id }, query: { limit: 50 } });
    const events = history.items.map((h) => h.event);
    expect(events).toEqual(
      expect.arrayContaining(['created', 'submit', 'approve', 'approval_voided', 'send_to_client', 'accept']),
    );
    expect(history.items.every((h) => h.user.fullname.length > 0 && h.created_at)).toBe(true);
  });

  it('skips approval when the offer is above the threshold', async () => {
    let offer = await draftOffer(kit.seller, 3200);
    expect(offer.required_approval_level).toBe('none');
    offer = await kit.seller.call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'submit' },
    });
    expect(offer.status).toBe('approved');
  });

  it('sends back for correction with a comment', async () => {
    let offer = await draftOffer(kit.seller, 2700);
    offer = await kit.seller.call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'submit' },
    });
    const e = await expectApiError(
      kit.branch.call('offerAction', {
        params: { id: offer.id },
        body: { version: offer.version, action: 'send_back' },
      }),
      400,
    );
    expect(e.fieldErrors.comment?.[0]).toBe('Podaj komentarz z uzasadnieniem.');
    offer = await kit.branch.call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'send_back', comment: 'Proszę podnieść cenę płyt.' },
    });
    expect(offer.status).toBe('pending_correct');
    expect(offer.comments.at(-1)?.text).toBe('Proszę podnieść cenę płyt.');
  });

  it('needs the board for a deep shortfall; a regional director cannot, the board can', async () => {
    // 25,00 zł vs buy 24,00 zł: margin 4% → board.
    let offer = await draftOffer(kit.seller, 2500);
    expect(offer.required_approval_level).toBe('board');
    offer = await kit.seller.call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'submit' },
    });
    expect((await kit.region.call('offerToApproveList', { query: {} })).items.map((o) => o.id)).not.toContain(offer.id);
    await expectApiError(
      kit.region.call('offerAction', { params: { id: offer.id }, body: { version: offer.version, action: 'approve' } }),
      403,
    );
    offer = await kit.board.call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'approve' },
    });
    expect(offer.approval?.level).toBe('board');
  });

  it('records a board member’s approval of a branch-level offer at the board’s level, not as a branch director', async () => {
    let offer = await draftOffer(kit.seller, 2700);
    expect(offer.required_approval_level).toBe('branch_manager');
    offer = await kit.seller.call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'submit' },
    });
    offer = await kit.board.call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'approve' },
    });
    expect(offer.status).toBe('approved');
    expect(offer.approval?.level).toBe('board');
    expect(offer.required_approval_level).toBe('branch_manager');
  });

  it('refuses transitions the machine does not have (409)', async () => {
    const offer = await draftOffer(kit.seller);
    const e = await expectApiError(
      kit.seller.call('offerAction', { params: { id: offer.id }, body: { version: offer.version, action: 'accept' } }),
      409,
    );
    expect(e.message).toBe('Nie można wykonać akcji „Przyjęta przez klienta” dla oferty w statusie „Szkic”.');
  });

  it('lets a deputy approve on behalf of the absent board member', async () => {
    const db = kit.server.ctx.db;
    // The branch director (3) stands in for the board member (5) today.
    const today = warsawDay(kit.server.ctx.now());
    db.prepare(
      'INSERT INTO substitutions (absent_user_id, deputy_user_id, date_from, date_to, created_at) VALUES (5, 3, ?, ?, ?)',
    ).run(today, today, new Date().toISOString());

    let offer = await draftOffer(kit.seller, 2500);
    offer = await kit.seller.call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'submit' },
    });
    expect((await kit.branch.call('offerToApproveList', { query: {} })).items.map((o) => o.id)).toContain(offer.id);
    offer = await kit.branch.call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'approve' },
    });
    expect(offer.approval?.approved_by.fullname).toBe('Małgorzata Kowalczyk');
    expect(offer.approval?.on_behalf_of?.fullname).toBe('Elżbieta Jabłońska');
    const history = await kit.seller.call('offerHistory', { params: { id: offer.id }, query: {} });
    expect(history.items.find((h) => h.event === 'approve')?.on_behalf_of?.id).toBe(5);
  });
});
