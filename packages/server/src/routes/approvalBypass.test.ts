import { type ApiClient, applyOfferLineChange, type OfferDetail, warsawDay } from '@salesdesk/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productGroupJobsIdle } from '../documents/productGroupJob';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { draftOffer, expectApiError, type OfferTestKit, offerTestKit, snapshot } from '../testing/offerTestKit';

// The ways an outside test got past the approval rule (docs/offers.md): a background job writing
// into a finished offer, a deputy approving the absent person's own offer, a change of client
// keeping the approval, and orders confirmed at any discount.

let kit: OfferTestKit;
beforeEach(async () => {
  kit = await offerTestKit();
});
afterEach(() => kit.server.close());

const userId = (username: string) =>
  kit.server.ctx.db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(username) as number;

const act = (client: ApiClient, offer: OfferDetail, action: 'submit' | 'approve' | 'send_to_client' | 'accept') =>
  client.call('offerAction', { params: { id: offer.id }, body: { version: offer.version, action } });

/** An offer of the seller at 28,00 zł a sheet (margin 14,3 %: branch manager level), approved and sent to the client. */
async function approvedAndSent(): Promise<OfferDetail> {
  let offer = await draftOffer(kit.seller, 2800);
  expect(offer.required_approval_level).toBe('branch_manager');
  offer = await act(kit.seller, offer, 'submit');
  offer = await act(kit.branch, offer, 'approve');
  return act(kit.seller, offer, 'send_to_client');
}

/** Holds the server's background jobs until `release()`, so a test can race them. */
function holdJobs() {
  const held: (() => void)[] = [];
  kit.server.ctx.runLater = (job) => held.push(job);
  return {
    release: async () => {
      for (const job of held.splice(0)) job();
      await productGroupJobsIdle();
    },
  };
}

describe('a queued price-group job holds its offer', () => {
  it('refuses status moves, archive, copy, PDF and orders while the job runs, then adds its lines and voids the approval', async () => {
    const jobs = holdJobs();
    const offer = await approvedAndSent();
    const queued = await kit.seller.call('offerItemAdd', {
      params: { id: offer.id },
      body: { version: offer.version, product_group: 'Rury PP' },
    });
    expect(queued.queued_product_group).toBe('Rury PP');
    const before = snapshot(kit.server);
    const running =
      'Trwa dodawanie grupy cenowej do tej oferty. Poczekaj na powiadomienie o zakończeniu i spróbuj ponownie.';
    for (const call of [
      () => act(kit.seller, applyOfferLineChange(offer, queued), 'accept'),
      () => kit.seller.call('offerArchive', { params: { id: offer.id }, body: { version: queued.offer.version } }),
      () => kit.seller.call('offerCopy', { params: { id: offer.id } }),
      () => kit.seller.call('offerSendPdf', { params: { id: offer.id }, body: { recipient: 'klient@example.com' } }),
      () => kit.seller.call('orderCreate', { body: { client_id: TEST_CLIENTS.main, offer_id: offer.id } }),
    ]) {
      const error = await expectApiError(call(), 409);
      expect(error.message).toBe(running);
    }
    expect(snapshot(kit.server)).toBe(before);

    await jobs.release();
    const after = await kit.seller.call('offerById', { params: { id: offer.id } });
    expect(after.items.map((l) => l.product_id)).toEqual(
      expect.arrayContaining([TEST_PRODUCTS.board, TEST_PRODUCTS.pipe, TEST_PRODUCTS.elbow]),
    );
    // New lines after approval void it: the offer is a draft again, and the status may move.
    expect(after.status).toBe('draft');
    expect(after.approval).toBeNull();
    const submitted = await act(kit.seller, after, 'submit');
    expect(submitted.status).not.toBe('draft');
  });

  it('a job that finds its offer out of edition adds nothing and tells the user why', async () => {
    const jobs = holdJobs();
    const offer = await draftOffer(kit.seller);
    await kit.seller.call('offerItemAdd', {
      params: { id: offer.id },
      body: { version: offer.version, product_group: 'Rury PP' },
    });
    // Another process (or an older server) finished the offer behind the hold's back.
    kit.server.ctx.db.prepare("UPDATE offers SET status = 'accepted' WHERE id = ?").run(offer.id);
    await jobs.release();
    const after = await kit.seller.call('offerById', { params: { id: offer.id } });
    expect(after.items).toHaveLength(1);
    const list = await kit.seller.call('notificationList', { query: {} });
    const failed = list.items.find((n) => n.type === 'offer_add_product_group_failed');
    expect(Object.fromEntries(failed?.metadata.map((m) => [m.key, m.value]) ?? [])).toEqual({
      group_name: 'Rury PP',
      number: offer.number,
      offer_id: String(offer.id),
      reason: 'Oferta nie jest już w edycji (status „Przyjęta przez klienta”).',
    });
  });
});

describe('deputies', () => {
  function substitute(absent: string, deputy: string) {
    const today = warsawDay(kit.server.ctx.now());
    kit.server.ctx.db
      .prepare(
        'INSERT INTO substitutions (absent_user_id, deputy_user_id, date_from, date_to, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(userId(absent), userId(deputy), today, today, new Date().toISOString());
  }

  it('never approve the own offer of the person they stand in for', async () => {
    // The branch director stands in for the board member, who wrote an offer needing the board.
    substitute('zarzad', 'dyrektor.oddzialu');
    let own = await draftOffer(kit.board, 2500);
    expect(own.required_approval_level).toBe('board');
    own = await act(kit.board, own, 'submit');
    let other = await draftOffer(kit.seller, 2500);
    other = await act(kit.seller, other, 'submit');

    const listed = (await kit.branch.call('offerToApproveList', { query: {} })).items.map((o) => o.id);
    expect(listed).toContain(other.id);
    expect(listed).not.toContain(own.id);
    const before = snapshot(kit.server);
    const refused = await expectApiError(act(kit.branch, own, 'approve'), 403);
    expect(refused.message).toBe('Ta oferta wymaga akceptacji na poziomie „Zarząd”; nie masz takich uprawnień.');
    expect(snapshot(kit.server)).toBe(before);
    const fromBranch = await kit.branch.call('offerById', { params: { id: own.id } });
    expect(fromBranch.available_actions).not.toContain('approve');

    // Someone else's offer the deputy still approves on the board's behalf.
    const approved = await act(kit.branch, other, 'approve');
    expect(approved.approval?.on_behalf_of?.id).toBe(userId('zarzad'));
    // And the board member's offer goes to someone holding the level in their own right.
    expect((await act(kit.admin, own, 'approve')).status).toBe('approved');
  });

  it('with their own right still approve the absent person’s offers of their level', async () => {
    // The regional director stands in for the branch director, whose offer needs the branch level:
    // the regional director approves it in their own right, not on the branch director's behalf.
    substitute('dyrektor.oddzialu', 'dyrektor.regionu');
    let offer = await draftOffer(kit.branch, 2800);
    offer = await act(kit.branch, offer, 'submit');
    const approved = await act(kit.region, offer, 'approve');
    expect(approved.approval?.approved_by.id).toBe(userId('dyrektor.regionu'));
    expect(approved.approval?.on_behalf_of).toBeNull();
  });

  it('a substitution naming the same person absent and deputy is refused', async () => {
    const today = warsawDay(kit.server.ctx.now());
    const error = await expectApiError(
      kit.admin.call('substitutionCreate', {
        body: {
          absent_user_id: userId('dyrektor.oddzialu'),
          deputy_user_id: userId('dyrektor.oddzialu'),
          date_from: today,
          date_to: today,
        },
      }),
      400,
    );
    expect(error.fieldErrors.deputy_user_id).toEqual(['Zastępca musi być inną osobą niż nieobecny użytkownik.']);
  });
});

describe('an approval covers this client, this receiver, until this date', () => {
  const changes = {
    client: { client_id: TEST_CLIENTS.receiver },
    receiver: { receiver_id: TEST_CLIENTS.receiver },
    valid_until: { valid_until: '2099-12-31' },
  };
  for (const [what, change] of Object.entries(changes)) {
    it(`a change of ${what} voids it`, async () => {
      const offer = await approvedAndSent();
      const changed = await kit.seller.call('offerUpdate', {
        params: { id: offer.id },
        body: { version: offer.version, ...change },
      });
      expect(changed.status).toBe('draft');
      expect(changed.approval).toBeNull();
      const history = await kit.seller.call('offerHistory', { params: { id: offer.id }, query: { limit: 50 } });
      expect(history.items.map((h) => h.event)).toContain('approval_voided');
      await expectApiError(act(kit.seller, changed, 'accept'), 409);
    });
  }

  it('a change of comment or footer keeps it', async () => {
    const offer = await approvedAndSent();
    const changed = await kit.seller.call('offerUpdate', {
      params: { id: offer.id },
      body: { version: offer.version, comment: 'Dostawa w dwóch partiach', footer: ['Warunek'] },
    });
    expect(changed.status).toBe('pending_approval_client');
    expect(changed.approval?.level).toBe('branch_manager');
  });
});

describe('orders fall under the approval rule', () => {
  it('an order from an approved offer is confirmed by its author while its lines are the offer’s', async () => {
    const offer = await approvedAndSent();
    const order = await kit.seller.call('orderCreate', { body: { client_id: TEST_CLIENTS.main, offer_id: offer.id } });
    expect(order.required_approval_level).toBe('branch_manager');
    expect(order.approval_level).toBe('branch_manager');
    const confirmed = await kit.seller.call('orderConfirm', {
      params: { id: order.id },
      body: { orderId: order.id, version: order.version },
    });
    expect(confirmed.status).toBe('confirmed');
  });

  it('a 95 % discount needs the board: the author cannot confirm, a board member can', async () => {
    const offer = await approvedAndSent();
    const order = await kit.seller.call('orderCreate', { body: { client_id: TEST_CLIENTS.main, offer_id: offer.id } });
    const cut = await kit.seller.call('orderMassDiscount', {
      params: { id: order.id },
      body: { version: order.version, percent: 95 },
    });
    expect(cut.order.required_approval_level).toBe('board');
    expect(cut.order.approval_level).toBeNull();
    const before = snapshot(kit.server);
    const confirm = (c: ApiClient) =>
      c.call('orderConfirm', { params: { id: order.id }, body: { orderId: order.id, version: cut.order.version } });
    const refused = await expectApiError(confirm(kit.seller), 403);
    // The answer says who may confirm it; they were notified (documentNotifications.test.ts).
    expect(refused.message).toMatch(
      /^To zamówienie wymaga akceptacji na poziomie „Zarząd”\. Potwierdzić je może akceptujący tego poziomu \(nie autor zamówienia\)\. Powiadomiono o nim: .+\.$/,
    );
    await expectApiError(confirm(kit.branch), 403);
    expect(snapshot(kit.server)).toBe(before);
    const confirmed = await confirm(kit.board);
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.approval_level).toBe('board');
    const row = kit.server.ctx.db.prepare('SELECT approved_by FROM orders WHERE id = ?').get(order.id) as {
      approved_by: number;
    };
    expect(row.approved_by).toBe(userId('zarzad'));
  });

  it('a change of lines beyond the offer drops its approval; lines that need none are confirmed by the author', async () => {
    const offer = await approvedAndSent();
    const order = await kit.seller.call('orderCreate', { body: { client_id: TEST_CLIENTS.main, offer_id: offer.id } });
    const line = order.items[0]?.id ?? 0;
    // A higher price than approved stays within the offer (orderOfferCover.test.ts has the rest of the rule).
    const raised = await kit.seller.call('orderUpdateItem', {
      params: { id: order.id },
      body: { version: order.version, item_id: line, client_price: 3200 },
    });
    expect(raised.order.approval_level).toBe('branch_manager');
    expect(raised.order.required_approval_level).toBe('none');
    const added = await kit.seller.call('orderAddProduct', {
      params: { id: order.id },
      body: { version: raised.order.version, product_id: TEST_PRODUCTS.pipe, quantity: 1 },
    });
    expect(added.order.approval_level).toBeNull();
    expect(added.order.required_approval_level).toBe('none');
    const confirmed = await kit.seller.call('orderConfirm', {
      params: { id: order.id },
      body: { orderId: order.id, version: added.order.version },
    });
    expect(confirmed.status).toBe('confirmed');
  });

  it('an order made for an offer that does not exist is a 404 and leaves nothing behind', async () => {
    const before = snapshot(kit.server);
    const error = await expectApiError(
      kit.seller.call('orderCreate', { body: { client_id: TEST_CLIENTS.main, offer_id: 999_999 } }),
      404,
    );
    expect(error.message).toBe('Nie znaleziono oferty.');
    expect(snapshot(kit.server)).toBe(before);
  });
});
