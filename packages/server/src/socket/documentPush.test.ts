import { liveDocumentMessageSchema, warsawDay } from '@salesdesk/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productGroupJobsIdle } from '../documents/productGroupJob';
import { type RunningServer, startServer } from '../index';
import { ensureOfferTestData, TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { draftOffer, expectApiError } from '../testing/offerTestKit';
import { drain, drainAll, type LoggedIn, loginOver, openSocket, type SocketConnection } from '../testing/socketTestKit';

// The real server on a real port, real `ws` clients: who hears that an offer or order changed.

let server: RunningServer;
const users: Record<string, LoggedIn> = {};
const sockets: Record<string, SocketConnection> = {};
const NAMES = ['seller', 'branch', 'region', 'board', 'admin', 'acceptor', 'partner'] as const;
type Name = (typeof NAMES)[number];
const USERNAMES: Record<Name, string> = {
  seller: 'handlowiec',
  branch: 'dyrektor.oddzialu',
  region: 'dyrektor.regionu',
  board: 'zarzad',
  admin: 'admin',
  acceptor: 'akceptant',
  partner: 'partner',
};

beforeAll(async () => {
  server = await startServer({ port: 0, host: '127.0.0.1', dataDir: ':memory:', env: {}, appDir: null });
  ensureOfferTestData(server.ctx.db);
  for (const name of NAMES) {
    users[name] = await loginOver(server, USERNAMES[name]);
    sockets[name] = await openSocket(server, users[name] as LoggedIn);
  }
});
afterAll(async () => {
  await server.close();
});

const api = (name: Name) => (users[name] as LoggedIn).client;

/** What each user's socket received since the last look, proven complete. */
async function received(...names: Name[]): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const name of names)
    out[name] = await drain(server, (users[name] as LoggedIn).id, sockets[name] as SocketConnection);
  return out;
}

beforeEach(async () => {
  // Each test starts from empty inboxes.
  await received(...NAMES);
});

describe('live offer pushes', () => {
  it('submitting to approval reaches every approver of the level, approving reaches the seller; nobody else hears', async () => {
    // 27,00 zł: the branch manager's level.
    let offer = await draftOffer(api('seller'), 2700);
    expect(await received(...NAMES)).toEqual({
      seller: [
        { offer: { id: offer.id, number: offer.number, status: 'draft', version: offer.version, event: 'created' } },
      ],
      branch: [],
      region: [],
      board: [],
      admin: [],
      acceptor: [],
      partner: [],
    });

    offer = await api('seller').call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'submit' },
    });
    const submitted = {
      offer: {
        id: offer.id,
        number: offer.number,
        status: 'pending_approval',
        version: offer.version,
        event: 'status',
      },
    };
    expect(liveDocumentMessageSchema.parse(submitted)).toEqual(submitted);
    // Every approver of the level is also notified (stored, unread count and the notification pushed).
    const toApprove = {
      notification: expect.objectContaining({
        type: 'offer_to_approve',
        metadata: [
          { key: 'number', value: offer.number },
          { key: 'offer_id', value: String(offer.id) },
          { key: 'level', value: 'branch_manager' },
          { key: 'author', value: 'Łukasz Żółkiewski' },
        ],
      }),
    };
    expect(await received(...NAMES)).toEqual({
      seller: [submitted],
      branch: [submitted, toApprove],
      region: [submitted, toApprove],
      board: [submitted, toApprove],
      admin: [submitted, toApprove],
      // An acceptor without an approving role may not approve it; a seller of another company may not see it.
      acceptor: [],
      partner: [],
    });

    offer = await api('branch').call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'approve' },
    });
    const approved = {
      offer: { id: offer.id, number: offer.number, status: 'approved', version: offer.version, event: 'status' },
    };
    // The other approvers hear it too: the offer leaves their to-approve lists. The author is notified.
    expect(await received(...NAMES)).toEqual({
      seller: [approved, { notification: expect.objectContaining({ type: 'offer_approved' }) }],
      branch: [approved],
      region: [approved],
      board: [approved],
      admin: [approved],
      acceptor: [],
      partner: [],
    });

    // A line change voids the approval: the approver whose approval it was hears it.
    const line = offer.items[0];
    // A line write answers the header and the changed lines only.
    const changed = await api('seller').call('offerItemQuantity', {
      params: { id: line?.id ?? 0 },
      body: { version: offer.version, quantity: 12 },
    });
    offer = { ...offer, ...changed.offer };
    expect(offer.status).toBe('draft');
    const voided = {
      offer: { id: offer.id, number: offer.number, status: 'draft', version: offer.version, event: 'content' },
    };
    const after = await received('seller', 'branch', 'region', 'acceptor', 'partner');
    expect(after).toEqual({ seller: [voided], branch: [voided], region: [], acceptor: [], partner: [] });
  });

  it('a refused write (409 stale version, 403 not an approver) pushes nothing', async () => {
    let offer = await draftOffer(api('seller'), 2700);
    offer = await api('seller').call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'submit' },
    });
    await received(...NAMES);

    await expectApiError(
      api('seller').call('offerAction', {
        params: { id: offer.id },
        body: { version: offer.version - 1, action: 'withdraw' },
      }),
      409,
    );
    await expectApiError(
      api('acceptor').call('offerAction', {
        params: { id: offer.id },
        body: { version: offer.version, action: 'approve' },
      }),
      403,
    );
    await expectApiError(
      api('seller').call('offerItemQuantity', {
        params: { id: offer.items[0]?.id ?? 0 },
        body: { version: offer.version - 1, quantity: 3 },
      }),
      409,
    );
    const none = Object.fromEntries(NAMES.map((n) => [n, []]));
    expect(await received(...NAMES)).toEqual(none);

    // The same call that succeeds is heard: the silence above was the refusals'.
    offer = await api('seller').call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'withdraw' },
    });
    const withdrawn = {
      offer: { id: offer.id, number: offer.number, status: 'draft', version: offer.version, event: 'status' },
    };
    expect(await received('seller', 'branch', 'acceptor')).toEqual({
      seller: [withdrawn],
      branch: [withdrawn],
      acceptor: [],
    });
  });

  it('a line change reaches every tab of the creator', async () => {
    const seller = users.seller as LoggedIn;
    const secondTab = await openSocket(server, seller);
    // A second session of the same user (another browser) is one more tab to reach.
    const thirdTab = await openSocket(server, await loginOver(server, 'handlowiec'));
    const tabs = [sockets.seller as SocketConnection, secondTab, thirdTab];
    try {
      let offer = await draftOffer(api('seller'), 3200);
      await drainAll(server, seller.id, tabs);

      const answer = await api('seller').call('offerItemAdd', {
        params: { id: offer.id },
        body: { version: offer.version, product_id: TEST_PRODUCTS.cable, quantity: 25 },
      });
      offer = { ...offer, ...answer.offer };
      const added = {
        offer: { id: offer.id, number: offer.number, status: 'draft', version: offer.version, event: 'content' },
      };
      expect(await drainAll(server, seller.id, tabs)).toEqual([[added], [added], [added]]);
      expect(await received('branch', 'partner')).toEqual({ branch: [], partner: [] });
    } finally {
      secondTab.ws.close();
      thirdTab.ws.close();
      await expect.poll(() => server.ctx.live.connectionCount(seller.id)).toBe(1);
    }
  });

  it('a deputy hears what they may approve, never the absent person’s own offer', async () => {
    const db = server.ctx.db;
    const today = warsawDay(server.ctx.now());
    // The acceptor (no approving role of their own) stands in for the branch director today.
    const substitution = db
      .prepare(
        'INSERT INTO substitutions (absent_user_id, deputy_user_id, date_from, date_to, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(users.branch?.id, users.acceptor?.id, today, today, new Date().toISOString()).lastInsertRowid;
    try {
      let mine = await draftOffer(api('seller'), 2700);
      mine = await api('seller').call('offerAction', {
        params: { id: mine.id },
        body: { version: mine.version, action: 'submit' },
      });
      const submitted = {
        offer: { id: mine.id, number: mine.number, status: 'pending_approval', version: mine.version, event: 'status' },
      };
      // The deputy is notified like the one they stand in for.
      expect((await received(...NAMES)).acceptor).toEqual([
        submitted,
        { notification: expect.objectContaining({ type: 'offer_to_approve' }) },
      ]);

      // The branch director's own offer at their own level: the region hears it, their deputy does not.
      let theirs = await draftOffer(api('branch'), 2700);
      theirs = await api('branch').call('offerAction', {
        params: { id: theirs.id },
        body: { version: theirs.version, action: 'submit' },
      });
      const theirsSubmitted = {
        offer: {
          id: theirs.id,
          number: theirs.number,
          status: 'pending_approval',
          version: theirs.version,
          event: 'status',
        },
      };
      // Never the deputy for the absent person's own offer, never the author.
      expect(await received('acceptor', 'region', 'branch')).toEqual({
        acceptor: [],
        region: [theirsSubmitted, { notification: expect.objectContaining({ type: 'offer_to_approve' }) }],
        branch: [
          { offer: { ...theirsSubmitted.offer, status: 'draft', version: theirs.version - 1, event: 'created' } },
          theirsSubmitted,
        ],
      });
    } finally {
      db.prepare('DELETE FROM substitutions WHERE id = ?').run(substitution);
    }
  });

  it('a pasted list added in one write is one push to its author, for an offer and for an order', async () => {
    const offer = await draftOffer(api('seller'), 3200);
    const order = await api('seller').call('orderCreate', { body: { client_id: TEST_CLIENTS.main } });
    await received(...NAMES);
    const lines = [
      { product_id: TEST_PRODUCTS.pipe, quantity: 5 },
      { product_id: TEST_PRODUCTS.cable, quantity: 40 },
      { product_id: TEST_PRODUCTS.elbow, quantity: 8 },
    ];
    const offerAnswer = await api('seller').call('offerAddLines', {
      params: { id: offer.id },
      body: { version: offer.version, lines },
    });
    const orderAnswer = await api('seller').call('orderAddLines', {
      params: { id: order.id },
      body: { version: order.version, lines },
    });
    const heard = await received(...NAMES);
    expect(heard.seller).toEqual([
      {
        offer: {
          id: offer.id,
          number: offer.number,
          status: 'draft',
          version: offerAnswer.offer.version,
          event: 'content',
        },
      },
      {
        order: {
          id: order.id,
          number: order.number,
          status: 'draft',
          version: orderAnswer.order.version,
          event: 'content',
        },
      },
    ]);
    for (const name of NAMES.filter((n) => n !== 'seller')) expect(heard[name]).toEqual([]);
  });

  it('the price-group job pushes the offer once its lines are in', async () => {
    let offer = await draftOffer(api('seller'), 3200);
    const queued = await api('seller').call('offerItemAdd', {
      params: { id: offer.id },
      body: { version: offer.version, product_group: 'Rury PP' },
    });
    offer = { ...offer, ...queued.offer };
    await productGroupJobsIdle();
    const now = await api('seller').call('offerById', { params: { id: offer.id } });
    expect(now.version).toBe(offer.version + 1);
    const messages = (await received('seller')).seller ?? [];
    expect(messages).toContainEqual({
      offer: { id: offer.id, number: offer.number, status: 'draft', version: now.version, event: 'content' },
    });
  });

  it('comment, archive and delete say what happened; a copy is the caller’s new offer', async () => {
    const created = await draftOffer(api('seller'), 3200);
    const offer = await api('seller').call('offerAddComment', {
      params: { id: created.id },
      body: { version: created.version, text: 'Klient prosi o termin do piątku.' },
    });
    const copy = await api('seller').call('offerCopy', { params: { id: offer.id } });
    await api('seller').call('offerDelete', { params: { id: offer.id }, body: { version: offer.version } });
    expect((await received('seller')).seller).toEqual([
      { offer: { id: offer.id, number: offer.number, status: 'draft', version: created.version, event: 'created' } },
      { offer: { id: offer.id, number: offer.number, status: 'draft', version: offer.version, event: 'comment' } },
      { offer: { id: copy.id, number: copy.number, status: 'draft', version: copy.version, event: 'created' } },
      { offer: { id: offer.id, number: offer.number, status: 'draft', version: offer.version, event: 'deleted' } },
    ]);
    const archived = await api('seller').call('offerArchive', {
      params: { id: copy.id },
      body: { version: copy.version },
    });
    expect((await received('seller')).seller).toEqual([
      { offer: { id: copy.id, number: copy.number, status: 'draft', version: archived.version, event: 'archived' } },
    ]);
  });
});

describe('live order pushes', () => {
  it('an order from an accepted offer, then its confirmation, reach the creator; another company hears nothing', async () => {
    // Recommended price: no approval needed, straight to the client.
    let offer = await draftOffer(api('seller'), 3200);
    for (const action of ['submit', 'send_to_client'] as const) {
      offer = await api('seller').call('offerAction', {
        params: { id: offer.id },
        body: { version: offer.version, action },
      });
    }
    expect(offer.status).toBe('pending_approval_client');
    await received(...NAMES);
    const order = await api('seller').call('orderCreate', {
      body: { client_id: TEST_CLIENTS.main, offer_id: offer.id },
    });
    const accepted = await api('seller').call('offerById', { params: { id: offer.id } });
    expect(accepted.status).toBe('accepted');
    expect(await received('seller', 'partner')).toEqual({
      seller: [
        { order: { id: order.id, number: order.number, status: 'draft', version: order.version, event: 'created' } },
        {
          offer: { id: offer.id, number: offer.number, status: 'accepted', version: accepted.version, event: 'status' },
        },
      ],
      partner: [],
    });

    const confirmed = await api('seller').call('orderConfirm', {
      params: { id: order.id },
      body: { orderId: order.id, version: order.version },
    });
    const message = {
      order: { id: order.id, number: order.number, status: 'confirmed', version: confirmed.version, event: 'status' },
    };
    expect(liveDocumentMessageSchema.parse(message)).toEqual(message);
    expect(await received('seller', 'branch', 'partner')).toEqual({ seller: [message], branch: [], partner: [] });

    await expectApiError(
      api('seller').call('orderConfirm', {
        params: { id: order.id },
        body: { orderId: order.id, version: confirmed.version },
      }),
      409,
    );
    expect(await received('seller')).toEqual({ seller: [] });
  });
});
