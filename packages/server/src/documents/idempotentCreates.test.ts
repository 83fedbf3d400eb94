import { type ApiClient, type EndpointName, endpoints, newIdempotencyKey } from '@salesdesk/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { draftOffer, type OfferTestKit, offerTestKit } from '../testing/offerTestKit';
import { sampleFiles } from '../testing/officeFiles';
import { IDEMPOTENCY_CREATE_KEYS_PER_USER } from './idempotency';

// Every call that creates something honours an Idempotency-Key (docs/offers.md, "Idempotency"):
// the same key again from the same user for the same request answers the first answer and
// creates nothing; another request under the key is a 422; another user's identical key is
// another key. The requests go out raw, with the header set by hand, so what is tested is the
// server whatever a client does.

let kit: OfferTestKit;
beforeEach(async () => {
  kit = await offerTestKit();
});
afterEach(() => kit.server.close());

type Who = 'seller' | 'admin';

/** One creating call: who sends it, what, and the rows it creates. */
interface CreateCase {
  name: string;
  who: Who;
  /** The table whose rows the call adds (counted before and after). */
  table: string;
  /** The request, and another request to send under the same key (422). */
  prepare: () => Promise<{ method: string; path: string; body?: unknown; other: { path: string; body?: unknown } }>;
}

const post = 'POST';

async function order(client: ApiClient) {
  return client.call('orderCreate', {
    body: { client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.board, quantity: 1 }] },
  });
}

const cases: CreateCase[] = [
  {
    name: 'offerCreate',
    who: 'seller',
    table: 'offers',
    prepare: async () => ({
      method: post,
      path: '/api/offer/create',
      body: { client_id: TEST_CLIENTS.main, comment: 'pierwsza' },
      other: { path: '/api/offer/create', body: { client_id: TEST_CLIENTS.main, comment: 'druga' } },
    }),
  },
  {
    name: 'orderCreate',
    who: 'seller',
    table: 'orders',
    prepare: async () => ({
      method: post,
      path: '/api/order/create',
      body: { client_id: TEST_CLIENTS.main },
      other: { path: '/api/order/create', body: { client_id: TEST_CLIENTS.main, comment: 'inne' } },
    }),
  },
  {
    name: 'offerCreateFromOrders',
    who: 'seller',
    table: 'offers',
    prepare: async () => {
      const [a, b] = [await order(kit.seller), await order(kit.seller)];
      return {
        method: post,
        path: '/api/offer/create-from-orders',
        body: { order_ids: [a.id] },
        other: { path: '/api/offer/create-from-orders', body: { order_ids: [b.id] } },
      };
    },
  },
  {
    name: 'offerCopy',
    who: 'seller',
    table: 'offers',
    prepare: async () => {
      const [a, b] = [await draftOffer(kit.seller), await draftOffer(kit.seller)];
      return { method: post, path: `/api/offer/${a.id}/copy`, other: { path: `/api/offer/${b.id}/copy` } };
    },
  },
  {
    name: 'orderCopy',
    who: 'seller',
    table: 'orders',
    prepare: async () => {
      const [a, b] = [await order(kit.seller), await order(kit.seller)];
      return { method: post, path: `/api/order/${a.id}/copy`, other: { path: `/api/order/${b.id}/copy` } };
    },
  },
  {
    name: 'offerAddComment',
    who: 'seller',
    table: 'offer_comments',
    prepare: async () => {
      const offer = await draftOffer(kit.seller);
      const path = `/api/offer/${offer.id}/add-comment`;
      return { method: post, path, body: { text: 'Klient prosi o termin' }, other: { path, body: { text: 'Inny' } } };
    },
  },
  {
    name: 'offerAddAttachment',
    who: 'seller',
    table: 'offer_attachments',
    prepare: async () => {
      const offer = await draftOffer(kit.seller);
      const path = `/api/offer/${offer.id}/add-attachment`;
      const file = (name: string) => ({
        version: offer.version,
        name,
        content_type: 'application/pdf',
        content_base64: sampleFiles.pdf.toString('base64'),
      });
      return { method: post, path, body: file('rysunek.pdf'), other: { path, body: file('inny.pdf') } };
    },
  },
  {
    name: 'offerSendPdf',
    who: 'seller',
    table: 'outbox',
    prepare: async () => {
      const offer = await draftOffer(kit.seller);
      const path = `/api/offer/${offer.id}/send-pdf`;
      return {
        method: post,
        path,
        body: { recipient: 'a@zuraw.pl' },
        other: { path, body: { recipient: 'b@zuraw.pl' } },
      };
    },
  },
  {
    name: 'orderSendPdf',
    who: 'seller',
    table: 'outbox',
    prepare: async () => {
      const created = await order(kit.seller);
      const path = `/api/order/${created.id}/send-pdf`;
      return {
        method: post,
        path,
        body: { recipient: 'a@zuraw.pl' },
        other: { path, body: { recipient: 'b@zuraw.pl' } },
      };
    },
  },
  {
    name: 'substitutionCreate',
    who: 'admin',
    table: 'substitutions',
    prepare: async () => {
      const body = (deputy: number) => ({
        absent_user_id: 3,
        deputy_user_id: deputy,
        date_from: '2099-01-10',
        date_to: '2099-01-12',
      });
      const path = '/api/user-substitution/create';
      return { method: post, path, body: body(6), other: { path, body: body(2) } };
    },
  },
  {
    name: 'apiTokenCreate',
    who: 'seller',
    table: 'api_tokens',
    prepare: async () => {
      const path = '/api/api-tokens';
      return {
        method: post,
        path,
        body: { name: 'Eksport', scope: 'read', expires_in_days: 30 },
        other: { path, body: { name: 'Eksport', scope: 'full', expires_in_days: 30 } },
      };
    },
  },
];

/** Sends a request with `key` as the Idempotency-Key, as `who`; answers the status and the JSON body. */
async function send(who: ApiClient, method: string, path: string, body: unknown, key: string) {
  const res = await kit.server.fetch(`http://salesdesk.test${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${who.tokenStore?.get()}`,
      'Idempotency-Key': `"${key}"`,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const successOf = (name: string) => endpoints[name as EndpointName].status ?? 200;
const count = (table: string) => kit.server.ctx.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

describe('Idempotency-Key on the calls that create something', () => {
  it.each(cases)('$name: the same key twice creates one and answers the first answer again', async (c) => {
    const request = await c.prepare();
    const key = newIdempotencyKey();
    const before = count(c.table);
    const first = await send(kit[c.who], request.method, request.path, request.body, key);
    // A document's create answers 201 (with its Location), the other creates 200.
    expect(first.status).toBe(successOf(c.name));
    const again = await send(kit[c.who], request.method, request.path, request.body, key);
    expect(count(c.table)).toBe(before + 1);
    if (c.name === 'apiTokenCreate') {
      // The secret was shown once and is stored nowhere in clear: the repeat says what happened.
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('api_token_already_created');
      expect(again.body.message).toContain('„Eksport”');
      expect(JSON.stringify(again.body)).not.toContain((first.body as { token: string }).token);
    } else {
      expect(again).toEqual(first);
    }
  });

  it.each(cases)('$name: the same key with another request is a 422 and creates nothing', async (c) => {
    const request = await c.prepare();
    const key = newIdempotencyKey();
    expect((await send(kit[c.who], request.method, request.path, request.body, key)).status).toBe(successOf(c.name));
    const before = count(c.table);
    const reused = await send(kit[c.who], request.method, request.other.path, request.other.body, key);
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('idempotency_key_reused');
    expect(count(c.table)).toBe(before);
  });

  it('a create’s key and a line write’s share one space: a create’s key on a line write is a 422', async () => {
    const key = newIdempotencyKey();
    const created = await send(kit.seller, post, '/api/offer/create', { client_id: TEST_CLIENTS.main }, key);
    const lines = count('offer_items');
    const reused = await send(
      kit.seller,
      post,
      `/api/offer-item/${created.body.id}`,
      { version: created.body.version, product_id: TEST_PRODUCTS.board, quantity: 1 },
      key,
    );
    expect(reused.status).toBe(422);
    expect(count('offer_items')).toBe(lines);
  });

  it('keeps the newest 100 keys of a user’s creates', async () => {
    const keys: string[] = [];
    for (let i = 0; i <= IDEMPOTENCY_CREATE_KEYS_PER_USER; i++) {
      const key = newIdempotencyKey();
      keys.push(key);
      // Keys are ordered by when they were stored: one millisecond apart at least.
      await new Promise((r) => setTimeout(r, 2));
      await send(kit.admin, post, '/api/offer/create', { client_id: TEST_CLIENTS.main }, key);
    }
    const kept = kit.server.ctx.db
      .prepare(
        "SELECT COUNT(*) FROM idempotency_keys WHERE user_id = (SELECT id FROM users WHERE username = 'admin') AND doc_id IS NULL",
      )
      .pluck()
      .get();
    expect(kept).toBe(IDEMPOTENCY_CREATE_KEYS_PER_USER);
    const before = count('offers');
    // The newest is answered again; the oldest is forgotten, so it creates anew.
    await send(kit.admin, post, '/api/offer/create', { client_id: TEST_CLIENTS.main }, keys.at(-1) as string);
    expect(count('offers')).toBe(before);
    await send(kit.admin, post, '/api/offer/create', { client_id: TEST_CLIENTS.main }, keys[0] as string);
    expect(count('offers')).toBe(before + 1);
  });

  it('another user’s identical key is another key', async () => {
    const key = newIdempotencyKey();
    const body = { client_id: TEST_CLIENTS.main };
    const before = count('offers');
    const mine = await send(kit.seller, post, '/api/offer/create', body, key);
    const theirs = await send(kit.branch, post, '/api/offer/create', body, key);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.id).not.toBe(mine.body.id);
    // Each user's key still holds for that user.
    expect((await send(kit.seller, post, '/api/offer/create', body, key)).body.id).toBe(mine.body.id);
    expect((await send(kit.branch, post, '/api/offer/create', body, key)).body.id).toBe(theirs.body.id);
    expect(count('offers')).toBe(before + 2);

    const tokens = count('api_tokens');
    const tokenKey = newIdempotencyKey();
    const token = { name: 'Skrypt', scope: 'read', expires_in_days: 7 };
    expect((await send(kit.seller, post, '/api/api-tokens', token, tokenKey)).status).toBe(200);
    expect((await send(kit.branch, post, '/api/api-tokens', token, tokenKey)).status).toBe(200);
    expect(count('api_tokens')).toBe(tokens + 2);
  });

  it('a repeat sent while the first PDF is still rendering sends the e-mail once', async () => {
    const offer = await draftOffer(kit.seller);
    const key = newIdempotencyKey();
    const before = count('outbox');
    const path = `/api/offer/${offer.id}/send-pdf`;
    const body = { recipient: 'a@zuraw.pl' };
    // Both are in flight at once: the second arrives before the first has rendered.
    const [first, second] = await Promise.all([
      send(kit.seller, post, path, body, key),
      send(kit.seller, post, path, body, key),
    ]);
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    expect(count('outbox')).toBe(before + 1);
    // Another request under a key whose first request is still rendering is refused at once.
    const other = newIdempotencyKey();
    const [running, reused] = await Promise.all([
      send(kit.seller, post, path, body, other),
      send(kit.seller, post, path, { recipient: 'b@zuraw.pl' }, other),
    ]);
    expect(running.status).toBe(200);
    expect(reused.status).toBe(422);
  });
});
