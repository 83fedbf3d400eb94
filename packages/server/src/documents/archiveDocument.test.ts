import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { draftOffer, expectApiError, type OfferTestKit, offerTestKit, snapshot } from '../testing/offerTestKit';

// Archiving is done once, for both kinds through the document layer (docs/offers.md, "Status
// machine"): archiving an archived document is refused and writes no second history entry.

let kit: OfferTestKit;
beforeEach(async () => {
  kit = await offerTestKit();
});
afterEach(() => kit.server.close());

describe('archiving an archived document', () => {
  it('is a 409 for an order, with one history entry', async () => {
    const order = await kit.seller.call('orderCreate', {
      body: { client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.board, quantity: 1 }] },
    });
    const archived = await kit.seller.call('orderArchive', { params: { id: order.id }, body: {} });
    const before = snapshot(kit.server);
    const error = await expectApiError(
      kit.seller.call('orderArchive', { params: { id: order.id }, body: { version: archived.version } }),
      409,
    );
    expect(error.message).toBe('Zamówienie jest już zarchiwizowane.');
    await expectApiError(kit.seller.call('orderArchive', { params: { id: order.id }, body: {} }), 409);
    expect(snapshot(kit.server)).toBe(before);
    const history = await kit.seller.call('orderHistory', { params: { id: order.id }, query: { limit: 50 } });
    expect(history.items.filter((h) => h.event === 'archived')).toHaveLength(1);
  });

  it('is a 409 for an offer, with one history entry', async () => {
    const offer = await draftOffer(kit.seller);
    await kit.seller.call('offerArchive', { params: { id: offer.id }, body: {} });
    const error = await expectApiError(kit.seller.call('offerArchive', { params: { id: offer.id }, body: {} }), 409);
    expect(error.message).toBe('Oferta jest już zarchiwizowana.');
    const history = await kit.seller.call('offerHistory', { params: { id: offer.id }, query: { limit: 50 } });
    expect(history.items.filter((h) => h.event === 'archived')).toHaveLength(1);
  });
});
