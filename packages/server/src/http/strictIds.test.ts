import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { draftOffer, type OfferTestKit, offerTestKit, snapshot } from '../testing/offerTestKit';

const ID_MESSAGE = 'Identyfikator musi być liczbą całkowitą dodatnią.';

let kit: OfferTestKit;
let token: string;
let offerId: number;
beforeAll(async () => {
  kit = await offerTestKit();
  token = kit.seller.tokenStore?.get() ?? '';
  offerId = (await draftOffer(kit.seller)).id;
});
afterAll(() => kit.server.close());

async function call(method: string, path: string, body?: string) {
  const res = await kit.server.fetch(path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body,
  });
  return { status: res.status, json: (await res.json()) as { code: string; fields?: Record<string, string[]> } };
}

/** Spellings of "1" (or not an id at all) that must not reach a resource. */
const badStrings = ['0x1', '1.0', '1e0', '+1', '01', '0', '-1', ' 1', 'abc', '', '9007199254740993', '１'];

describe('ids in a path', () => {
  it('finds the offer by its plain decimal id', async () => {
    expect((await call('GET', `/api/offer/${offerId}`)).status).toBe(200);
  });

  it.each(badStrings.filter((s) => s !== ''))('refuses %j with 400 naming the field', async (bad) => {
    const { status, json } = await call('GET', `/api/offer/${encodeURIComponent(bad)}`);
    expect(status).toBe(400);
    expect(json.code).toBe('validation_error');
    expect(json.fields?.id).toEqual([ID_MESSAGE]);
  });

  it('uses the same rule on the outbox attachment route', async () => {
    const { status, json } = await call('GET', '/api/outbox/0x1/attachment');
    expect(status).toBe(400);
    expect(json.fields?.id).toEqual([ID_MESSAGE]);
  });
});

describe('ids in a query string', () => {
  it('filters by a plain decimal id', async () => {
    expect((await call('GET', `/api/table-offer-list?client_id=${TEST_CLIENTS.main}`)).status).toBe(200);
  });

  it.each(badStrings)('refuses client_id=%j with 400 naming the field', async (bad) => {
    const { status, json } = await call('GET', `/api/table-offer-list?client_id=${encodeURIComponent(bad)}`);
    expect(status).toBe(400);
    expect(json.fields?.client_id).toEqual([ID_MESSAGE]);
  });

  it('refuses a bad id inside a list of ids', async () => {
    const { status, json } = await call('GET', `/api/products/prices?id=${TEST_PRODUCTS.board}&id=0x1`);
    expect(status).toBe(400);
    expect(JSON.stringify(json.fields)).toContain(ID_MESSAGE);
  });
});

describe('ids in a JSON body', () => {
  const bad: [string, string][] = [
    ['a numeric string', `"${TEST_CLIENTS.main}"`],
    ['true', 'true'],
    ['false', 'false'],
    ['a fraction', '1.5'],
    ['zero', '0'],
    ['a negative number', '-1'],
    ['an unsafe integer', '9007199254740993'],
    ['null', 'null'],
    ['an array', `[${TEST_CLIENTS.main}]`],
    ['an object', '{}'],
  ];

  it('creates an offer for a numeric client id', async () => {
    expect((await call('POST', '/api/offer/create', `{"client_id":${TEST_CLIENTS.main}}`)).status).toBe(201);
  });

  it.each(bad)('refuses %s with 400 naming the field and writes nothing', async (_, value) => {
    const before = snapshot(kit.server);
    const { status, json } = await call('POST', '/api/offer/create', `{"client_id":${value}}`);
    expect(status).toBe(400);
    expect(json.fields?.client_id).toEqual([ID_MESSAGE]);
    expect(snapshot(kit.server)).toBe(before);
  });

  it('refuses a string id nested in a list of lines', async () => {
    const { status, json } = await call(
      'POST',
      '/api/offer/create',
      `{"client_id":${TEST_CLIENTS.main},"items":[{"product_id":"${TEST_PRODUCTS.board}","quantity":1}]}`,
    );
    expect(status).toBe(400);
    expect(json.fields?.['items.0.product_id']).toEqual([ID_MESSAGE]);
  });
});
