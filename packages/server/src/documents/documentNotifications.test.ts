import { type ApiClient, notificationContent, type OfferDetail, warsawDay } from '@salesdesk/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CLIENTS } from '../testing/offerTestData';
import { draftOffer, expectApiError, type OfferTestKit, offerTestKit } from '../testing/offerTestKit';

// Notifications of the approval and order flow (docs/offers.md, "Notifications"): who gets
// which, stored with the document's link, never about one's own act.

let kit: OfferTestKit;
beforeEach(async () => {
  kit = await offerTestKit();
});
afterEach(() => kit.server.close());

type Who = 'seller' | 'branch' | 'region' | 'board' | 'admin' | 'acceptor' | 'partner';
const WHO: Who[] = ['seller', 'branch', 'region', 'board', 'admin', 'acceptor', 'partner'];

/** Each user's notifications of `type` about document `number`, as their notification list shows them. */
async function received(type: string, number: string): Promise<Record<Who, { text: string; link: unknown }[]>> {
  const out = {} as Record<Who, { text: string; link: unknown }[]>;
  for (const who of WHO) {
    const page = await kit[who].call('notificationList', { query: { type: type as never, limit: 50 } });
    out[who] = page.items
      .filter((n) => n.metadata.some((m) => m.key === 'number' && m.value === number))
      .map((n) => {
        const content = notificationContent(n);
        return { text: content.text, link: content.document };
      });
  }
  return out;
}

const nobody = (): Record<Who, never[]> => ({
  seller: [],
  branch: [],
  region: [],
  board: [],
  admin: [],
  acceptor: [],
  partner: [],
});

const act = (client: ApiClient, offer: OfferDetail, action: string, comment?: string) =>
  client.call('offerAction', {
    params: { id: offer.id },
    body: { version: offer.version, action: action as never, ...(comment ? { comment } : {}) },
  });

describe('notifications of the approval flow', () => {
  it('sent to approval: every approver of the level; approved and sent back: the author', async () => {
    let offer = await draftOffer(kit.seller, 2700);
    const unreadBefore = await kit.branch.call('notificationUnreadCounter');
    offer = await act(kit.seller, offer, 'submit');
    const link = { kind: 'offer', id: offer.id, number: offer.number };
    const text = `Oferta ${offer.number} (Łukasz Żółkiewski) czeka na Twoją akceptację na poziomie „Dyrektor Oddziału”.`;
    expect(await received('offer_to_approve', offer.number)).toEqual({
      ...nobody(),
      branch: [{ text, link }],
      region: [{ text, link }],
      board: [{ text, link }],
      admin: [{ text, link }],
    });
    expect((await kit.branch.call('notificationUnreadCounter')).count).toBe(unreadBefore.count + 1);

    offer = await act(kit.branch, offer, 'send_back', 'Za niska marża na płytach.');
    expect(await received('offer_sent_back', offer.number)).toEqual({
      ...nobody(),
      seller: [
        {
          text: `Oferta ${offer.number} została zwrócona do poprawy przez: Małgorzata Kowalczyk. Powód: Za niska marża na płytach.`,
          link,
        },
      ],
    });
    offer = await act(kit.seller, offer, 'submit');
    offer = await act(kit.region, offer, 'approve');
    expect((await received('offer_approved', offer.number)).seller).toEqual([
      { text: `Oferta ${offer.number} została zaakceptowana przez: Grzegorz Szczęsny.`, link },
    ]);
    // An administrator marking the seller's offer as rejected by the client tells the seller.
    offer = await act(kit.seller, offer, 'send_to_client');
    offer = await act(kit.admin, offer, 'reject');
    expect((await received('offer_rejected', offer.number)).seller).toHaveLength(1);
    // The seller's own moves tell nobody.
    expect((await received('offer_status_changed', offer.number)).seller).toEqual([]);
  });

  it('a deputy is told what they may approve, never the absent person’s own offer', async () => {
    const db = kit.server.ctx.db;
    const today = warsawDay(kit.server.ctx.now());
    const id = (u: string) => db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(u);
    db.prepare(
      'INSERT INTO substitutions (absent_user_id, deputy_user_id, date_from, date_to, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(id('dyrektor.oddzialu'), id('akceptant'), today, today, new Date().toISOString());
    const sellers = await act(kit.seller, await draftOffer(kit.seller, 2700), 'submit');
    expect((await received('offer_to_approve', sellers.number)).acceptor).toHaveLength(1);
    const directors = await act(kit.branch, await draftOffer(kit.branch, 2700), 'submit');
    const told = await received('offer_to_approve', directors.number);
    expect(told.acceptor).toEqual([]);
    expect(told.branch).toEqual([]);
    expect(told.region).toHaveLength(1);
  });
});

describe('notifications of the order flow', () => {
  /** A seller's order from an approved offer, discounted by 95 %: it needs the board. */
  async function orderNeedingBoard() {
    let offer = await draftOffer(kit.seller, 2800);
    offer = await act(kit.seller, offer, 'submit');
    offer = await act(kit.branch, offer, 'approve');
    offer = await act(kit.seller, offer, 'send_to_client');
    const order = await kit.seller.call('orderCreate', { body: { client_id: TEST_CLIENTS.main, offer_id: offer.id } });
    const change = await kit.seller.call('orderMassDiscount', {
      params: { id: order.id },
      body: { version: order.version, percent: 95 },
    });
    return change.order;
  }

  it('waiting for an approver: those who may confirm it are told once; confirmed: its author', async () => {
    const order = await orderNeedingBoard();
    const confirm = (c: ApiClient) =>
      c.call('orderConfirm', { params: { id: order.id }, body: { orderId: order.id, version: order.version } });
    const refused = await expectApiError(confirm(kit.seller), 403);
    expect(refused.message).toContain('Powiadomiono o nim: ');
    await expectApiError(confirm(kit.seller), 403);
    const link = { kind: 'order', id: order.id, number: order.number };
    const text = `Zamówienie ${order.number} (Łukasz Żółkiewski) czeka na Twoje potwierdzenie na poziomie „Zarząd”.`;
    // Board level: the board member and the administrator; once, though the author tried twice.
    expect(await received('order_to_confirm', order.number)).toEqual({
      ...nobody(),
      board: [{ text, link }],
      admin: [{ text, link }],
    });
    await confirm(kit.board);
    expect(await received('order_confirmed', order.number)).toEqual({
      ...nobody(),
      seller: [{ text: `Zamówienie ${order.number} zostało potwierdzone przez: Elżbieta Jabłońska.`, link }],
    });
  });

  it('an author confirming their own order is told nothing', async () => {
    const order = await kit.seller.call('orderCreate', {
      body: { client_id: TEST_CLIENTS.main, items: [{ product_id: 900_001, quantity: 1 }] },
    });
    await kit.seller.call('orderConfirm', {
      params: { id: order.id },
      body: { orderId: order.id, version: order.version },
    });
    expect(await received('order_confirmed', order.number)).toEqual(nobody());
  });
});
