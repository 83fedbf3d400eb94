import { warsawDay } from '@salesdesk/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { draftOffer, type OfferTestKit, offerTestKit } from '../testing/offerTestKit';

let kit: OfferTestKit;
beforeEach(async () => {
  kit = await offerTestKit();
});
afterEach(() => kit.server.close());

async function submitted(price: number) {
  const offer = await draftOffer(kit.seller, price);
  return kit.seller.call('offerAction', {
    params: { id: offer.id },
    body: { version: offer.version, action: 'submit' },
  });
}

describe('dashboard counts', () => {
  it('counts the salesperson’s own work, each number the total of the list its tile opens', async () => {
    const before = await kit.seller.call('dashboardCounts', {});
    await draftOffer(kit.seller);
    await draftOffer(kit.seller);
    const back = await submitted(2700);
    await kit.branch.call('offerAction', {
      params: { id: back.id },
      body: { version: back.version, action: 'send_back', comment: 'Za niska cena.' },
    });
    await submitted(2700);
    // Someone else's draft is not the seller's work.
    await draftOffer(kit.branch);

    const counts = await kit.seller.call('dashboardCounts', {});
    expect(counts.offer_drafts - before.offer_drafts).toBe(2);
    expect(counts.offers_to_correct - before.offers_to_correct).toBe(1);
    expect(counts.offers_at_client).toBe(before.offers_at_client);
    // A salesperson approves nothing: no approver tiles, nor an administrator's.
    expect(counts).toMatchObject({
      offers_to_approve: null,
      offers_to_approve_as_deputy: null,
      orders_to_confirm: null,
      imports_failed: null,
      webhooks_failing: null,
    });
    const me = (await kit.seller.call('userInformation', {})).user_id;
    const total = async (
      endpoint: 'offerCirculationList',
      status: 'pending_correct' | 'approved' | 'pending_approval_client',
    ) => (await kit.seller.call(endpoint, { query: { status, creator_id: me } })).total;
    expect([
      (await kit.seller.call('offerDraftList', { query: {} })).total,
      await total('offerCirculationList', 'pending_correct'),
      await total('offerCirculationList', 'approved'),
      await total('offerCirculationList', 'pending_approval_client'),
      (await kit.seller.call('orderList', { query: { status: 'draft', creator_id: me } })).total,
    ]).toEqual([
      counts.offer_drafts,
      counts.offers_to_correct,
      counts.offers_approved,
      counts.offers_at_client,
      counts.order_drafts,
    ]);
  });

  it('counts the offers waiting for an approver, those reached as a deputy among them', async () => {
    const before = await kit.branch.call('dashboardCounts', {});
    expect(before.offers_to_approve_as_deputy).toBe(0);
    // Branch level: the branch director's own right. Board level: only as the board member's deputy.
    await submitted(2700);
    await submitted(2700);
    await submitted(2500);
    let counts = await kit.branch.call('dashboardCounts', {});
    expect(counts.offers_to_approve).toBe((before.offers_to_approve ?? 0) + 2);
    expect(counts.offers_to_approve_as_deputy).toBe(0);

    const today = warsawDay(kit.server.ctx.now());
    kit.server.ctx.db
      .prepare(
        'INSERT INTO substitutions (absent_user_id, deputy_user_id, date_from, date_to, created_at) VALUES (5, 3, ?, ?, ?)',
      )
      .run(today, today, new Date().toISOString());
    counts = await kit.branch.call('dashboardCounts', {});
    const list = await kit.branch.call('offerToApproveList', { query: {} });
    expect(counts.offers_to_approve).toBe(list.total);
    expect(counts.offers_to_approve_as_deputy).toBeGreaterThanOrEqual(1);
    expect(counts.orders_to_confirm).toBe(
      (await kit.branch.call('orderList', { query: { to_confirm: 'true' } })).total,
    );
    // The board member approves everything in their own right: nothing as a deputy.
    const board = await kit.board.call('dashboardCounts', {});
    expect(board.offers_to_approve).toBe((await kit.board.call('offerToApproveList', { query: {} })).total);
    expect(board.offers_to_approve_as_deputy).toBe(0);
  });

  it('gives the administrator failed imports of the last 7 days and failing webhooks, and nobody else', async () => {
    const db = kit.server.ctx.db;
    const now = kit.server.ctx.now();
    const insert = db.prepare(
      `INSERT INTO import_files (kind, status, dry_run, file_name, file_sha256, file_size, created_at)
       VALUES ('stock', ?, 0, 'plik.csv', '', 0, ?)`,
    );
    const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString();
    insert.run('failed', daysAgo(1));
    insert.run('refused', daysAgo(2));
    insert.run('done', daysAgo(1));
    insert.run('failed', daysAgo(30));
    const at = new Date(now).toISOString();
    const endpoint = db
      .prepare(
        `INSERT INTO webhook_endpoints (url, events, secret, enabled, disabled_reason, created_at, updated_at)
         VALUES ('https://example.test/hook', '[]', 's', 0, 'failing', ?, ?)`,
      )
      .run(at, at).lastInsertRowid;
    db.prepare(
      `INSERT INTO webhook_messages (endpoint_id, msg_id, event_type, order_key, body, status, next_attempt_at, created_at)
       VALUES (?, 'm1', 'offer.updated', 'offer:1', '{}', 'failed', 0, ?)`,
    ).run(endpoint, at);

    expect(await kit.admin.call('dashboardCounts', {})).toMatchObject({ imports_failed: 2, webhooks_failing: 2 });
    expect(await kit.branch.call('dashboardCounts', {})).toMatchObject({
      imports_failed: null,
      webhooks_failing: null,
    });
  });
});
