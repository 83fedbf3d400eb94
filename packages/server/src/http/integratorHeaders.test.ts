import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { draftOffer, type OfferTestKit, offerTestKit } from '../testing/offerTestKit';
import { createTestServer } from '../testing/testServer';

// What integrators expect around the API: CORS for the configured origins, ETag and 304 on
// reads, Location on creates (docs/decisions/etag-cors-location.md).

const HOST = 'http://embed.example.pl:5173';
let kit: OfferTestKit;
let sellerToken: string;
let adminToken: string;

beforeAll(async () => {
  kit = await offerTestKit({ corsOrigins: [HOST] });
  sellerToken = kit.seller.tokenStore?.get() ?? '';
  adminToken = kit.admin.tokenStore?.get() ?? '';
});
afterAll(() => kit.server.close());

const call = (path: string, init: RequestInit & { token?: string } = {}) => {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  return kit.server.fetch(`http://salesdesk.test${path}`, { ...init, headers });
};

describe('CORS', () => {
  const preflight = (origin: string, path = '/api/account/login', method = 'POST') =>
    call(path, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': method,
        'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key',
      },
    });

  it('answers the preflight of a configured origin, allowing Authorization and Idempotency-Key, without credentials', async () => {
    const res = await preflight(HOST, '/api/offer/create');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(HOST);
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['authorization', 'content-type', 'idempotency-key']) expect(allowed).toContain(header);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it('names the origin on the answers of calls from it, errors included, and lets its script read ETag and Location', async () => {
    const ok = await call('/api/account/user-information', { token: sellerToken, headers: { Origin: HOST } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe(HOST);
    const exposed = ok.headers.get('access-control-expose-headers') ?? '';
    expect(exposed).toContain('ETag');
    expect(exposed).toContain('Location');
    const refused = await call('/api/account/user-information', { headers: { Origin: HOST } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(HOST);
  });

  it('gives another origin nothing: no preflight answer, no allow-origin on its calls', async () => {
    const res = await preflight('https://evil.example.com');
    expect(res.status).toBe(404);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-headers')).toBeNull();
    const get = await call('/api/account/user-information', {
      token: sellerToken,
      headers: { Origin: 'https://evil.example.com' },
    });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
    // Same host, another port, is another origin.
    const port = await preflight('http://embed.example.pl:5174');
    expect(port.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('without CORS_ORIGINS no origin gets a preflight answer', async () => {
    const plain = await createTestServer();
    try {
      const res = await plain.fetch('http://salesdesk.test/api/account/login', {
        method: 'OPTIONS',
        headers: { Origin: HOST, 'Access-Control-Request-Method': 'POST' },
      });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      plain.close();
    }
  });

  it('reads CORS_ORIGINS as a list of exact origins and refuses one with a path', () => {
    const env = { TOKEN_SECRET: 'x'.repeat(40) };
    expect(
      loadConfig({ ...env, CORS_ORIGINS: `${HOST}, https://crm.example.pl` }, { dataDir: ':memory:' }).corsOrigins,
    ).toEqual([HOST, 'https://crm.example.pl']);
    expect(() => loadConfig({ ...env, CORS_ORIGINS: 'https://crm.example.pl/' }, { dataDir: ':memory:' })).toThrow(
      /CORS_ORIGINS/,
    );
    expect(loadConfig(env, { dataDir: ':memory:' }).corsOrigins).toEqual([]);
  });
});

describe('ETag', () => {
  it('a document answers a weak ETag; the same tag back is 304 without a body; a change makes a new tag', async () => {
    const offer = await draftOffer(kit.seller);
    const first = await call(`/api/offer/${offer.id}`, { token: sellerToken });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await call(`/api/offer/${offer.id}`, { token: sellerToken, headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    // The strong form of the same tag matches too (weak comparison).
    const strong = await call(`/api/offer/${offer.id}`, {
      token: sellerToken,
      headers: { 'If-None-Match': `"x", ${etag.slice(2)}` },
    });
    expect(strong.status).toBe(304);
    await kit.seller.call('offerUpdate', {
      params: { id: offer.id },
      body: { version: offer.version, comment: 'Nowy komentarz' },
    });
    const changed = await call(`/api/offer/${offer.id}`, { token: sellerToken, headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(((await changed.json()) as { comment: string }).comment).toBe('Nowy komentarz');
  });

  it('a list answers an ETag that changes when a document is added, and differs between users who see different rows', async () => {
    const list = () => call('/api/table-offer-list?limit=5', { token: sellerToken });
    const before = (await list()).headers.get('etag') ?? '';
    expect(before).toMatch(/^W\//);
    expect(
      (await call('/api/table-offer-list?limit=5', { token: sellerToken, headers: { 'If-None-Match': before } }))
        .status,
    ).toBe(304);
    await draftOffer(kit.seller);
    const after = await list();
    expect(after.headers.get('etag')).not.toBe(before);
    // Another user's view of the same list is another answer, so another tag: a tag never
    // lets one user's cached copy stand for another's.
    const admin = await call('/api/table-offer-list?limit=5', {
      token: adminToken,
      headers: { 'If-None-Match': after.headers.get('etag') ?? '' },
    });
    expect(admin.status).toBe(200);
  });

  it('writes carry no ETag', async () => {
    const res = await call('/api/offer/create', {
      method: 'POST',
      token: sellerToken,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.board, quantity: 1 }] }),
    });
    expect(res.headers.get('etag')).toBeNull();
  });
});

describe('Location', () => {
  const create = (path: string, body: unknown, key?: string) =>
    call(path, {
      method: 'POST',
      token: sellerToken,
      headers: { 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
      body: JSON.stringify(body),
    });

  it('a create answers 201 with the Location the new document is read at; its idempotent repeat answers the same', async () => {
    const body = { client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.board, quantity: 2 }] };
    const res = await create('/api/offer/create', body, 'loc-offer-1');
    expect(res.status).toBe(201);
    const offer = (await res.json()) as { id: number };
    expect(res.headers.get('location')).toBe(`/api/offer/${offer.id}`);
    const read = await call(res.headers.get('location') ?? '', { token: sellerToken });
    expect(((await read.json()) as { id: number }).id).toBe(offer.id);
    const repeat = await create('/api/offer/create', body, 'loc-offer-1');
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get('location')).toBe(`/api/offer/${offer.id}`);
  });

  it('a copy and an order create answer 201 with their Location', async () => {
    const offer = await draftOffer(kit.seller);
    const copy = await create(`/api/offer/${offer.id}/copy`, undefined);
    expect(copy.status).toBe(201);
    expect(copy.headers.get('location')).toBe(`/api/offer/${((await copy.json()) as { id: number }).id}`);
    const order = await create('/api/order/create', { client_id: TEST_CLIENTS.main });
    expect(order.status).toBe(201);
    expect(order.headers.get('location')).toBe(`/api/order/${((await order.json()) as { id: number }).id}`);
  });
});
