import { MAX_DOCUMENT_LINES, newIdempotencyKey } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { draftOffer, expectApiError, type OfferTestKit, offerTestKit, snapshot } from '../testing/offerTestKit';

// The batch add of a pasted list (`offerAddLines`, `orderAddLines`): one write of the document
// layer for both kinds — all lines or none, the line limit, one version, one history entry,
// approval re-evaluated, and one Idempotency-Key for the whole list.

let kit: OfferTestKit;
beforeAll(async () => {
  kit = await offerTestKit();
});
afterAll(() => kit.server.close());

const LIST = [
  { product_id: TEST_PRODUCTS.pipe, quantity: 12 },
  { product_id: TEST_PRODUCTS.cable, quantity: 250.5 },
  { product_id: TEST_PRODUCTS.board, quantity: 4, client_price: 2700 },
  { product_id: TEST_PRODUCTS.elbow, quantity: 30, discount_from_catalog: 10 },
];

const historyOf = async (kind: 'offer' | 'order', id: number) =>
  (await kit.seller.call(kind === 'offer' ? 'offerHistory' : 'orderHistory', { params: { id }, query: { limit: 50 } }))
    .items;

describe('adding a pasted list in one write', () => {
  it('an offer: the lines in their order after the existing one, one version, one history entry, approval re-evaluated', async () => {
    const offer = await draftOffer(kit.seller, 3200, 1);
    expect(offer.required_approval_level).toBe('none');
    const answer = await kit.seller.call('offerAddLines', {
      params: { id: offer.id },
      body: { version: offer.version, lines: LIST },
    });
    expect(answer.offer.version).toBe(offer.version + 1);
    expect(answer.items.map((l) => [l.ordinal_no, l.product_id, l.quantity])).toEqual([
      [2, TEST_PRODUCTS.pipe, 12],
      [3, TEST_PRODUCTS.cable, 250.5],
      [4, TEST_PRODUCTS.board, 4],
      [5, TEST_PRODUCTS.elbow, 30],
    ]);
    expect(answer.items[2]?.client_price).toBe(2700);
    expect(answer.items[3]?.discount_from_catalog).toBe(10);
    // 27,00 zł a sheet is under the threshold's margin: the branch manager's level now.
    expect(answer.offer.required_approval_level).toBe('branch_manager');
    const read = await kit.seller.call('offerById', { params: { id: offer.id } });
    expect(read.items).toHaveLength(5);
    expect(read.grand_total_excl_tax).toBe(answer.offer.grand_total_excl_tax);
    const added = (await historyOf('offer', offer.id)).filter((h) => h.event === 'items_added');
    expect(added.map((h) => h.description)).toEqual(['Dodano 4 pozycji z listy']);
    expect((await historyOf('offer', offer.id)).filter((h) => h.event === 'item_added')).toHaveLength(0);
  });

  it('an order: the line change answered (header and the added lines), one history entry', async () => {
    const order = await kit.seller.call('orderCreate', { body: { client_id: TEST_CLIENTS.main } });
    const answer = await kit.seller.call('orderAddLines', {
      params: { id: order.id },
      body: { version: order.version, lines: LIST },
    });
    expect(answer.order.version).toBe(order.version + 1);
    expect(answer.items.map((l) => l.product_id)).toEqual(LIST.map((l) => l.product_id));
    expect(answer.order.grand_total_excl_tax).toBeGreaterThan(0);
    const added = (await historyOf('order', order.id)).filter((h) => h.event === 'items_added');
    expect(added.map((h) => h.description)).toEqual(['Dodano 4 pozycji z listy']);
  });

  it('all or nothing: every bad row is named by its index and nothing is written', async () => {
    const offer = await draftOffer(kit.seller, 3200, 1);
    const before = snapshot(kit.server);
    const e = await expectApiError(
      kit.seller.call('offerAddLines', {
        params: { id: offer.id },
        body: {
          version: offer.version,
          lines: [
            { product_id: TEST_PRODUCTS.pipe, quantity: 2 },
            { product_id: 899_999, quantity: 1 },
            // A sheet is a whole unit (SPEC §5).
            { product_id: TEST_PRODUCTS.board, quantity: 2.5 },
          ],
        },
      }),
      400,
    );
    expect(Object.keys(e.fieldErrors).sort()).toEqual(['lines.1.product_id', 'lines.2.quantity']);
    expect(e.fieldErrors['lines.1.product_id']?.[0]).toMatch(/produkt/i);
    expect(snapshot(kit.server)).toBe(before);
  });

  it('the body is checked by the contract in Polish: no lines, too many lines, unknown keys', async () => {
    const offer = await draftOffer(kit.seller, 3200, 1);
    const empty = await expectApiError(
      kit.seller.call('offerAddLines', { params: { id: offer.id }, body: { version: offer.version, lines: [] } }),
      400,
    );
    expect(empty.fieldErrors.lines).toEqual(['Podaj co najmniej jedną pozycję do dodania.']);
    const many = Array.from({ length: MAX_DOCUMENT_LINES + 1 }, () => ({
      product_id: TEST_PRODUCTS.pipe,
      quantity: 1,
    }));
    const tooMany = await expectApiError(
      kit.seller.call('orderAddLines', { params: { id: 1 }, body: { version: 1, lines: many } }),
      400,
    );
    expect(tooMany.fieldErrors.lines).toEqual([`Za dużo pozycji naraz (maksymalnie ${MAX_DOCUMENT_LINES}).`]);
  });

  it("the document's line limit counts the lines it has", async () => {
    const lines = (n: number) => Array.from({ length: n }, () => ({ product_id: TEST_PRODUCTS.pipe, quantity: 1 }));
    const offer = await kit.seller.call('offerCreate', {
      body: { client_id: TEST_CLIENTS.main, items: lines(MAX_DOCUMENT_LINES - 1) },
    });
    const before = snapshot(kit.server);
    const e = await expectApiError(
      kit.seller.call('offerAddLines', { params: { id: offer.id }, body: { version: offer.version, lines: lines(2) } }),
      400,
    );
    expect(e.fieldErrors.lines).toEqual([
      `Oferta może mieć najwyżej ${MAX_DOCUMENT_LINES} pozycji; po tej zmianie byłoby ich ${MAX_DOCUMENT_LINES + 1}.`,
    ]);
    expect(snapshot(kit.server)).toBe(before);
    const fits = await kit.seller.call('offerAddLines', {
      params: { id: offer.id },
      body: { version: offer.version, lines: lines(1) },
    });
    expect(fits.items[0]?.ordinal_no).toBe(MAX_DOCUMENT_LINES);
  });

  it('one Idempotency-Key for the whole list: sent twice, added once, the same answer', async () => {
    const order = await kit.seller.call('orderCreate', { body: { client_id: TEST_CLIENTS.main } });
    const key = newIdempotencyKey();
    const send = () =>
      kit.seller.call(
        'orderAddLines',
        { params: { id: order.id }, body: { version: order.version, lines: LIST } },
        { idempotencyKey: key },
      );
    const first = await send();
    const again = await send();
    expect(again).toEqual(first);
    const read = await kit.seller.call('orderById', { params: { id: order.id } });
    expect(read.items).toHaveLength(LIST.length);
    expect(read.version).toBe(order.version + 1);
  });

  it("a stale version is a 409 and someone else's document a 403, nothing written", async () => {
    const offer = await draftOffer(kit.seller, 3200, 1);
    await kit.seller.call('offerAddLines', {
      params: { id: offer.id },
      body: { version: offer.version, lines: LIST.slice(0, 1) },
    });
    const before = snapshot(kit.server);
    await expectApiError(
      kit.seller.call('offerAddLines', { params: { id: offer.id }, body: { version: offer.version, lines: LIST } }),
      409,
    );
    await expectApiError(
      kit.partner.call('offerAddLines', {
        params: { id: offer.id },
        body: { version: offer.version + 1, lines: LIST },
      }),
      403,
    );
    expect(snapshot(kit.server)).toBe(before);
  });
});
