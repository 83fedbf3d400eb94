import { describe, expect, it } from 'vitest';
import { createApiClient, endpoints, memoryTokenStore, newIdempotencyKey, parseIdempotencyKey } from '../index';

// The line writes and the creating calls carry an Idempotency-Key (docs/contract.md): the client
// sends it as the draft's structured-field string on the endpoints marked `idempotent` (the
// caller's, or one it makes for the call), and nowhere else.

function recording(options: { unauthorizedFirst?: boolean } = {}) {
  const headers: Headers[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    headers.push(request.headers);
    if (options.unauthorizedFirst && headers.length === 1)
      return new Response(JSON.stringify({ code: 'unauthorized', message: 'Sesja wygasła.' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      });
    return new Response(JSON.stringify({ ok: true, outbox_id: 1 }), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const client = createApiClient({
    baseURL: 'http://api.test',
    tokenStore: memoryTokenStore('t'),
    fetch,
    onUnauthorized: () => 'retry',
  });
  return { client, headers };
}

describe('Idempotency-Key', () => {
  it('marks exactly the line writes of both kinds and the creating calls as idempotent', () => {
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
        'offerCreate',
        'offerCreateFromOrders',
        'offerCopy',
        'offerAddComment',
        'offerAddAttachment',
        'offerSendPdf',
        'orderCreate',
        'orderCopy',
        'orderSendPdf',
        'substitutionCreate',
        'apiTokenCreate',
      ].sort(),
    );
  });

  it('is sent quoted on a line write when given, and made by the client for the call otherwise', async () => {
    const { client, headers } = recording();
    const key = newIdempotencyKey();
    // The answer does not match the schema; only the request matters here.
    await client
      .call('orderRemoveItem', { params: { id: 1 }, body: { version: 1, item_id: 2 } }, { idempotencyKey: key })
      .catch(() => undefined);
    await client
      .call('orderRemoveItem', { params: { id: 1 }, body: { version: 1, item_id: 2 } })
      .catch(() => undefined);
    await client.call('offerList', { query: {} }).catch(() => undefined);
    expect(headers[0]?.get('Idempotency-Key')).toBe(`"${key}"`);
    expect(parseIdempotencyKey(headers[1]?.get('Idempotency-Key') ?? '')).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers[2]?.has('Idempotency-Key')).toBe(false);
  });

  it('sends a new key on each create, and the same key on the replay after a renewed token', async () => {
    const { client, headers } = recording({ unauthorizedFirst: true });
    const send = () =>
      client.call('orderSendPdf', { params: { id: 1 }, body: { recipient: 'a@b.pl' } }).catch(() => undefined);
    await send();
    await send();
    const [rejected, replayed, next] = headers.map((h) => h.get('Idempotency-Key'));
    expect(rejected).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(replayed).toBe(rejected);
    expect(next).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(next).not.toBe(rejected);
  });

  it('refuses a key on an endpoint that takes none, and a malformed key, before sending', async () => {
    const { client, headers } = recording();
    await expect(
      client.call('offerDelete', { params: { id: 1 }, body: {} }, { idempotencyKey: 'k1' }),
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
