import { describe, expect, it } from 'vitest';
import { createApiClient, endpoints, memoryTokenStore, newIdempotencyKey, parseIdempotencyKey } from '../index';

// The line writes carry an optional Idempotency-Key (docs/contract.md): the client sends it as
// the draft's structured-field string on the endpoints marked `idempotent`, and nowhere else.

function recording() {
  const headers: Headers[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    headers.push(request.headers);
    return new Response(JSON.stringify({ ok: true, outbox_id: 1 }), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const client = createApiClient({ baseURL: 'http://api.test', tokenStore: memoryTokenStore('t'), fetch });
  return { client, headers };
}

describe('Idempotency-Key', () => {
  it('marks exactly the line writes of both kinds as idempotent', () => {
    const marked = Object.entries(endpoints)
      .filter(([, e]) => 'idempotent' in e && e.idempotent)
      .map(([name]) => name)
      .sort();
    expect(marked).toEqual(
      [
        'offerItemAdd',
        'offerAddLines',
        'offerItemUpdate',
        'offerItemRemove',
        'offerItemsRemove',
        'offerItemQuantity',
        'offerMassDiscount',
        'orderAddProduct',
        'orderAddLines',
        'orderUpdateItem',
        'orderRemoveItem',
        'orderRemoveItems',
        'orderMassDiscount',
      ].sort(),
    );
  });

  it('is sent quoted on a line write when given, and not at all otherwise', async () => {
    const { client, headers } = recording();
    const key = newIdempotencyKey();
    // The answer does not match the schema; only the request matters here.
    await client
      .call('orderRemoveItem', { params: { id: 1 }, body: { version: 1, item_id: 2 } }, { idempotencyKey: key })
      .catch(() => undefined);
    await client
      .call('orderRemoveItem', { params: { id: 1 }, body: { version: 1, item_id: 2 } })
      .catch(() => undefined);
    expect(headers[0]?.get('Idempotency-Key')).toBe(`"${key}"`);
    expect(headers[1]?.has('Idempotency-Key')).toBe(false);
  });

  it('refuses a key on an endpoint that takes none, and a malformed key, before sending', async () => {
    const { client, headers } = recording();
    await expect(
      client.call('orderSendPdf', { params: { id: 1 }, body: { recipient: 'a@b.pl' } }, { idempotencyKey: 'k1' }),
    ).rejects.toBeInstanceOf(TypeError);
    await expect(
      client.call(
        'orderRemoveItem',
        { params: { id: 1 }, body: { version: 1, item_id: 2 } },
        { idempotencyKey: 'a b' },
      ),
    ).rejects.toBeInstanceOf(TypeError);
    expect(headers).toHaveLength(0);
  });

  it('reads the header quoted or bare, and nothing that is not a key', () => {
    const uuid = '8e03978e-40d5-43e8-bc93-6894a57f9324';
    expect(parseIdempotencyKey(`"${uuid}"`)).toBe(uuid);
    expect(parseIdempotencyKey(uuid)).toBe(uuid);
    expect(parseIdempotencyKey(' "k-1" ')).toBe('k-1');
    expect(parseIdempotencyKey('"a b"')).toBeNull();
    expect(parseIdempotencyKey('""')).toBeNull();
    expect(parseIdempotencyKey('x'.repeat(65))).toBeNull();
    expect(parseIdempotencyKey('x'.repeat(64))).toBe('x'.repeat(64));
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
