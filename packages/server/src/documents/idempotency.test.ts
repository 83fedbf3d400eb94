import { newIdempotencyKey } from '@salesdesk/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { draftOffer, expectApiError, type OfferTestKit, offerTestKit, snapshot } from '../testing/offerTestKit';
import { IDEMPOTENCY_KEYS_PER_DOCUMENT, IDEMPOTENCY_TTL_MS } from './idempotency';

// Line writes with an Idempotency-Key are applied once per key: the same key again answers the
// first answer without applying it again, also after the first answer was lost on the way.

let kit: OfferTestKit;
let now = Date.now();
beforeEach(async () => {
  now = Date.now();
  kit = await offerTestKit({ now: () => now });
});
afterEach(() => kit.server.close());

const lineCount = (table: 'offer_items' | 'order_items', fk: string, id: number) =>
  kit.server.ctx.db.prepare(`SELECT COUNT(*) FROM ${table} WHERE ${fk} = ?`).pluck().get(id) as number;

/** Sends a request the way a client whose answer got lost did: the server runs it, nobody reads the answer. */
async function sendAndLoseAnswer(method: string, path: string, body: unknown, key: string): Promise<void> {
  const res = await kit.server.fetch(`http://salesdesk.test${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${kit.seller.tokenStore?.get()}`,
      'Idempotency-Key': `"${key}"`,
    },
    body: JSON.stringify(body),
  });
  // The connection dropped: the answer never reached the client.
  await res.body?.cancel();
}

describe('Idempotency-Key on line writes', () => {
  it('the same key sent twice adds the line once and answers the first answer again', async () => {
    const offer = await draftOffer(kit.seller, 3200, 1);
    const key = newIdempotencyKey();
    const add = () =>
      kit.seller.call(
        'offerItemAdd',
        { params: { id: offer.id }, body: { version: offer.version, product_id: TEST_PRODUCTS.cable, quantity: 2 } },
        { idempotencyKey: key },
      );
    const first = await add();
    const again = await add();
    expect(again).toEqual(first);
    expect(lineCount('offer_items', 'offer_id', offer.id)).toBe(2);
    const current = await kit.seller.call('offerById', { params: { id: offer.id } });
    expect(current.version).toBe(offer.version + 1);
    const history = await kit.seller.call('offerHistory', { params: { id: offer.id } });
    expect(history.items.filter((h) => h.event === 'item_added')).toHaveLength(1);
  });

  it('a retry after a lost answer gets the answer without applying it again (offer line removed, order line added)', async () => {
    const offer = await draftOffer(kit.seller, 3200, 1);
    const added = await kit.seller.call('offerItemAdd', {
      params: { id: offer.id },
      body: { version: offer.version, product_id: TEST_PRODUCTS.cable, quantity: 2 },
    });
    const lineId = added.items[0]?.id ?? 0;
    const removeKey = newIdempotencyKey();
    await sendAndLoseAnswer('DELETE', `/api/offer-item/${lineId}`, { version: added.offer.version }, removeKey);
    expect(lineCount('offer_items', 'offer_id', offer.id)).toBe(1);
    // The line is gone: without the key the retry would be a 404; with it, the removal's answer.
    const retried = await kit.seller.call(
      'offerItemRemove',
      { params: { id: lineId }, body: { version: added.offer.version } },
      { idempotencyKey: removeKey },
    );
    expect(retried.removed_item_ids).toEqual([lineId]);
    expect(retried.offer.version).toBe(added.offer.version + 1);
    expect(lineCount('offer_items', 'offer_id', offer.id)).toBe(1);

    const order = await kit.seller.call('orderCreate', { body: { client_id: TEST_CLIENTS.main } });
    const addKey = newIdempotencyKey();
    const body = { version: order.version, product_id: TEST_PRODUCTS.pipe, quantity: 3 };
    await sendAndLoseAnswer('POST', `/api/order/${order.id}/add-product`, body, addKey);
    const answer = await kit.seller.call(
      'orderAddProduct',
      { params: { id: order.id }, body },
      { idempotencyKey: addKey },
    );
    expect(answer.items.map((i) => [i.product_id, i.quantity])).toEqual([[TEST_PRODUCTS.pipe, 3]]);
    expect(answer.order.version).toBe(order.version + 1);
    expect(lineCount('order_items', 'order_id', order.id)).toBe(1);
  });

  it('the same key with another request is a 422 in Polish and changes nothing', async () => {
    const offer = await draftOffer(kit.seller, 3200, 1);
    const key = newIdempotencyKey();
    const first = await kit.seller.call(
      'offerMassDiscount',
      { params: { id: offer.id }, body: { version: offer.version, percent: 5 } },
      { idempotencyKey: key },
    );
    const before = snapshot(kit.server);
    const reused = await expectApiError(
      kit.seller.call(
        'offerMassDiscount',
        { params: { id: offer.id }, body: { version: first.offer.version, percent: 10 } },
        { idempotencyKey: key },
      ),
      422,
    );
    expect(reused.message).toBe(
      'Ten klucz idempotencji (Idempotency-Key) został już użyty dla innego żądania. Każda nowa zmiana potrzebuje nowego klucza.',
    );
    expect(reused.serverCode).toBe('idempotency_key_reused');
    expect(snapshot(kit.server)).toBe(before);
  });

  it('refuses a header that is not a key, and takes the key bare as well as quoted', async () => {
    const offer = await draftOffer(kit.seller, 3200, 1);
    const send = (key: string, version: number) =>
      kit.server.fetch(`http://salesdesk.test/api/offer/${offer.id}/mass-discount`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${kit.seller.tokenStore?.get()}`,
          'Idempotency-Key': key,
        },
        body: JSON.stringify({ version, percent: 1 }),
      });
    const bad = await send('"nie klucz!"', offer.version);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string[]> }).fields['Idempotency-Key']?.[0]).toMatch(
      /^Klucz idempotencji/,
    );
    const bare = await send('abc-123', offer.version);
    expect(bare.status).toBe(200);
    const quoted = await send('"abc-123"', offer.version);
    expect(await quoted.json()).toEqual(await bare.json());
  });

  it('a refused write leaves no key behind, and a failure to remember the key rolls the write back', async () => {
    const offer = await draftOffer(kit.seller, 3200, 1);
    const key = newIdempotencyKey();
    // A fraction of a sheet is refused inside the transaction: nothing applied, nothing remembered.
    await expectApiError(
      kit.seller.call(
        'offerItemAdd',
        { params: { id: offer.id }, body: { version: offer.version, product_id: TEST_PRODUCTS.board, quantity: 0.5 } },
        { idempotencyKey: key },
      ),
      400,
    );
    // So the corrected write may use the key: it is not a reuse.
    await kit.seller.call(
      'offerItemAdd',
      { params: { id: offer.id }, body: { version: offer.version, product_id: TEST_PRODUCTS.board, quantity: 1 } },
      { idempotencyKey: key },
    );
    // The key is written in the write's transaction: when it cannot be, the line is not added either.
    const db = kit.server.ctx.db;
    db.exec(
      "CREATE TEMP TRIGGER keys_full BEFORE INSERT ON idempotency_keys BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    );
    const current = await kit.seller.call('offerById', { params: { id: offer.id } });
    const before = snapshot(kit.server);
    await expectApiError(
      kit.seller.call(
        'offerItemAdd',
        { params: { id: offer.id }, body: { version: current.version, product_id: TEST_PRODUCTS.cable, quantity: 1 } },
        { idempotencyKey: newIdempotencyKey() },
      ),
      500,
    );
    expect(snapshot(kit.server)).toBe(before);
    db.exec('DROP TRIGGER keys_full');
  });

  it('forgets a key after 24 hours, and all but the newest 100 of a document', async () => {
    const offer = await draftOffer(kit.seller, 3200, 1);
    const line = offer.items[0]?.id ?? 0;
    const setQuantity = (version: number, quantity: number, key: string) =>
      kit.seller.call(
        'offerItemQuantity',
        { params: { id: line }, body: { version, quantity } },
        { idempotencyKey: key },
      );
    const oldKey = newIdempotencyKey();
    const first = await setQuantity(offer.version, 2, oldKey);
    // The key's age, moved rather than the clock (a day would end the session too).
    const age = (ms: number) =>
      kit.server.ctx.db.prepare('UPDATE idempotency_keys SET created_at = created_at - ?').run(ms);
    // Within the day it is answered again.
    age(IDEMPOTENCY_TTL_MS - 1000);
    expect(await setQuantity(offer.version, 2, oldKey)).toEqual(first);
    // After it, the key is new again: the stale version is refused instead of answered.
    age(2000);
    await expectApiError(setQuantity(offer.version, 2, oldKey), 409);

    let version = first.offer.version;
    const keys: string[] = [];
    for (let i = 0; i <= IDEMPOTENCY_KEYS_PER_DOCUMENT; i++) {
      now += 1;
      const key = newIdempotencyKey();
      keys.push(key);
      version = (await setQuantity(version, 3 + (i % 5), key)).offer.version;
    }
    const kept = kit.server.ctx.db
      .prepare("SELECT COUNT(*) FROM idempotency_keys WHERE doc_kind = 'offer' AND doc_id = ?")
      .pluck()
      .get(offer.id);
    expect(kept).toBe(IDEMPOTENCY_KEYS_PER_DOCUMENT);
    // The oldest of the 101 is forgotten (its version is stale now), the newest still answered.
    await expectApiError(setQuantity(first.offer.version, 3, keys[0] as string), 409);
    const last = keys.at(-1) as string;
    expect((await setQuantity(version - 1, 3 + (IDEMPOTENCY_KEYS_PER_DOCUMENT % 5), last)).offer.version).toBe(version);
  });
});
