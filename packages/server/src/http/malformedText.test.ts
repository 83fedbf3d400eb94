import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLIENTS } from '../testing/offerTestData';
import { type OfferTestKit, offerTestKit, snapshot } from '../testing/offerTestKit';

const MESSAGE = 'Tekst zawiera nieprawidłowy znak (niesparowany surogat UTF-16).';

let kit: OfferTestKit;
let token: string;
beforeAll(async () => {
  kit = await offerTestKit();
  token = kit.seller.tokenStore?.get() ?? '';
});
afterAll(() => kit.server.close());

async function post(path: string, body: string) {
  const res = await kit.server.fetch(path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });
  return { status: res.status, json: (await res.json()) as { code: string; fields?: Record<string, string[]> } };
}

describe('lone UTF-16 surrogates in a JSON body', () => {
  // JSON text with `\uXXXX` escapes: JSON.parse turns them into lone surrogates.
  const bad: [string, string, string][] = [
    ['a high surrogate', `{"client_id":${TEST_CLIENTS.main},"comment":"a\\uD800b"}`, 'comment'],
    ['a low surrogate', `{"client_id":${TEST_CLIENTS.main},"comment":"\\uDC00"}`, 'comment'],
    ['two high surrogates', `{"client_id":${TEST_CLIENTS.main},"comment":"\\uD800\\uD800\\uDC00"}`, 'comment'],
    ['a surrogate at the end', `{"client_id":${TEST_CLIENTS.main},"template":"x\\uDBFF"}`, 'template'],
    ['a surrogate in a key', `{"client_id":${TEST_CLIENTS.main},"\\uD800":"x"}`, '_'],
  ];

  it.each(bad)('refuses %s with 400 naming the field and writes nothing', async (_, body, field) => {
    const before = snapshot(kit.server);
    const { status, json } = await post('/api/offer/create', body);
    expect(status).toBe(400);
    expect(json.code).toBe('validation_error');
    expect(json.fields?.[field]).toEqual([MESSAGE]);
    expect(snapshot(kit.server)).toBe(before);
  });

  it('names a nested field by its path', async () => {
    const { status, json } = await post(
      '/api/offer/create-from-orders',
      '{"order_ids":[1],"valid_until":"2030-01-01","x":[{"y":"\\uDFFF"}]}',
    );
    expect(status).toBe(400);
    expect(json.fields?.['x.0.y']).toEqual([MESSAGE]);
  });

  it('stores a proper surrogate pair (an emoji) unchanged', async () => {
    const { status } = await post(
      '/api/offer/create',
      `{"client_id":${TEST_CLIENTS.main},"comment":"ok \\uD83D\\uDE00"}`,
    );
    expect(status).toBe(201);
    const row = kit.server.ctx.db.prepare('SELECT comment FROM offers ORDER BY id DESC LIMIT 1').get() as {
      comment: string;
    };
    expect(row.comment).toBe('ok 😀');
  });
});
