import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { draftOffer, expectApiError, type OfferTestKit, offerTestKit } from '../testing/offerTestKit';

// The two 409 codes: a client reloads on `stale_version` and shows the reason on `invalid_state`.
let kit: OfferTestKit;
beforeEach(async () => {
  kit = await offerTestKit();
});
afterEach(() => kit.server.close());

describe('409 codes', () => {
  it('a stale version of an offer write is stale_version', async () => {
    const offer = await draftOffer(kit.seller);
    await kit.seller.call('offerUpdate', { params: { id: offer.id }, body: { version: offer.version, comment: 'a' } });
    const error = await expectApiError(
      kit.seller.call('offerUpdate', { params: { id: offer.id }, body: { version: offer.version, comment: 'b' } }),
      409,
    );
    expect(error.serverCode).toBe('stale_version');
    const line = offer.items[0];
    if (!line) throw new Error('the offer has a line');
    const lineError = await expectApiError(
      kit.seller.call('offerItemQuantity', {
        params: { id: line.id },
        body: { version: offer.version, quantity: 3 },
      }),
      409,
    );
    expect(lineError.serverCode).toBe('stale_version');
    const archiveError = await expectApiError(
      kit.seller.call('offerArchive', { params: { id: offer.id }, body: { version: offer.version } }),
      409,
    );
    expect(archiveError.serverCode).toBe('stale_version');
  });

  it('an action the offer’s status forbids is invalid_state, even on the current version', async () => {
    const offer = await draftOffer(kit.seller, 3200);
    const approved = await kit.seller.call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'submit' },
    });
    expect(approved.status).toBe('approved');
    const error = await expectApiError(
      kit.seller.call('offerAction', {
        params: { id: offer.id },
        body: { version: approved.version, action: 'approve' },
      }),
      409,
    );
    expect(error.serverCode).toBe('invalid_state');
  });

  it('a confirmed order refuses edits with invalid_state; a stale confirm is stale_version', async () => {
    const order = await kit.seller.call('orderCreate', {
      body: { client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.board, quantity: 4 }] },
    });
    const stale = await expectApiError(
      kit.seller.call('orderConfirm', {
        params: { id: order.id },
        body: { orderId: order.id, version: order.version + 1 },
      }),
      409,
    );
    expect(stale.serverCode).toBe('stale_version');
    const confirmed = await kit.seller.call('orderConfirm', {
      params: { id: order.id },
      body: { orderId: order.id, version: order.version },
    });
    const edit = await expectApiError(
      kit.seller.call('orderUpdate', {
        params: { id: order.id },
        body: { version: confirmed.version, comment: 'x' },
      }),
      409,
    );
    expect(edit.serverCode).toBe('invalid_state');
    const remove = await expectApiError(kit.seller.call('orderDelete', { params: { id: order.id } }), 409);
    expect(remove.serverCode).toBe('invalid_state');
  });
});
