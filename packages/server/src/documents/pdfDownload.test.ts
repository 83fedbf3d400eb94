import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { draftOffer, expectApiError, type OfferTestKit, offerTestKit } from '../testing/offerTestKit';
import { pdfText } from '../testing/pdfText';

// An offer's and an order's PDF downloaded without sending it: the same PDF as the e-mailed one,
// named by the document's number, for whoever may read the document, and nothing written.

let kit: OfferTestKit;
beforeAll(async () => {
  kit = await offerTestKit();
});
afterAll(() => kit.server.close());

const count = (table: string) => kit.server.ctx.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

async function rawPdf(path: string, token: string | null | undefined) {
  const res = await kit.server.fetch(`http://salesdesk.test${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('GET /api/offer/:id/pdf and /api/order/:id/pdf', () => {
  it("answers the offer's PDF named by its number, writes nothing (no e-mail, no history)", async () => {
    const offer = await draftOffer(kit.seller);
    const before = { outbox: count('outbox'), history: count('offer_history') };
    const file = await kit.seller.call('offerPdf', { params: { id: offer.id } });
    expect(file.content_type).toBe('application/pdf');
    expect(file.name).toBe(`${offer.number.replaceAll('/', '-')}.pdf`);
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain(offer.number);
    expect({ outbox: count('outbox'), history: count('offer_history') }).toEqual(before);

    const { res } = await rawPdf(`/api/offer/${offer.id}/pdf`, kit.seller.tokenStore?.get());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`filename="${offer.number.replaceAll('/', '-')}.pdf"`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("answers an order's PDF with its number", async () => {
    const order = await kit.seller.call('orderCreate', {
      body: {
        client_id: TEST_CLIENTS.main,
        realization_date: '2099-03-01',
        items: [{ product_id: TEST_PRODUCTS.board, quantity: 4 }],
      },
    });
    const file = await kit.seller.call('orderPdf', { params: { id: order.id } });
    expect(file.name).toBe(`${order.number.replaceAll('/', '-')}.pdf`);
    expect(await pdfText(new Uint8Array(await file.blob.arrayBuffer()))).toContain(order.number);
  });

  it('is for whoever may read the document: the board may, another seller may not, nobody logged out', async () => {
    const offer = await draftOffer(kit.seller);
    const board = await kit.board.call('offerPdf', { params: { id: offer.id } });
    expect(board.content_type).toBe('application/pdf');
    const refused = await expectApiError(kit.partner.call('offerPdf', { params: { id: offer.id } }), 403);
    expect(refused.message).toMatch(/\p{L}/u);
    await expectApiError(kit.seller.call('offerPdf', { params: { id: 9_999_999 } }), 404);
    await expectApiError(kit.seller.call('orderPdf', { params: { id: 9_999_999 } }), 404);
    expect((await rawPdf(`/api/offer/${offer.id}/pdf`, null)).res.status).toBe(401);
    expect((await rawPdf('/api/offer/abc/pdf', kit.seller.tokenStore?.get())).res.status).toBe(400);
  });
});
