import { brands } from '@salesdesk/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import {
  applyOrderWrite,
  draftOffer,
  expectApiError,
  type OfferTestKit,
  offerTestKit,
  snapshot,
} from '../testing/offerTestKit';
import { pdfText } from '../testing/pdfText';

let kit: OfferTestKit;
beforeEach(async () => {
  kit = await offerTestKit();
});
afterEach(() => kit.server.close());

async function outboxPdf(
  token: string | null,
  id: number,
): Promise<{ status: number; bytes: Uint8Array; type: string | null }> {
  const res = await kit.server.fetch(`http://salesdesk.test/api/outbox/${id}/attachment`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()), type: res.headers.get('content-type') };
}

const newOrder = () =>
  kit.seller.call('orderCreate', {
    body: {
      client_id: TEST_CLIENTS.main,
      realization_date: '2099-03-01',
      items: [
        { product_id: TEST_PRODUCTS.board, quantity: 4 },
        { product_id: TEST_PRODUCTS.cable, quantity: 10.5 },
      ],
    },
  });

describe('order contract', () => {
  it('orderCreate / orderById / lists with the SPEC §3 columns', async () => {
    const order = await newOrder();
    expect(order.number).toMatch(/^ZAM\/\d{4}\/\d{6}$/);
    expect(order.grand_total_excl_tax).toBe(4 * 3200 + 4725);
    expect(order.footer).toBe(brands.one.orderFooter);
    expect((await kit.seller.call('orderById', { params: { id: order.id } })).items).toHaveLength(2);
    await expectApiError(kit.seller.call('orderById', { params: { id: 999_999 } }), 404);
    await expectApiError(kit.partner.call('orderById', { params: { id: order.id } }), 403);
    const list = await kit.seller.call('orderList', { query: { sort: '-margin', client_id: TEST_CLIENTS.main } });
    for (const key of [
      'created_at',
      'realization_date',
      'number',
      'customer_fullname',
      'receiver_fullname',
      'status',
      'grand_total_excl_tax',
      'grand_total_incl_tax',
      'margin',
      'creator_fullname',
    ]) {
      expect(list.items[0]).toHaveProperty(key);
    }
    const clientList = await kit.seller.call('clientOrderList', { params: { clientId: TEST_CLIENTS.main }, query: {} });
    expect(clientList.items[0]).toHaveProperty('updated_at');
    expect(clientList.total).toBe(1);
    const before = snapshot(kit.server);
    await expectApiError(
      kit.seller.call('orderCreate', {
        body: { client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.pipe, quantity: 1.5 }] },
      }),
      400,
    );
    expect(snapshot(kit.server)).toBe(before);
    await expectApiError(
      kit.seller.call('orderCreate', { body: { client_id: TEST_CLIENTS.main, realization_date: 'jutro' } }),
      400,
    );
    // An offer still in draft cannot become an order.
    const offer = await draftOffer(kit.seller);
    const snap = snapshot(kit.server);
    await expectApiError(
      kit.seller.call('orderCreate', { body: { client_id: TEST_CLIENTS.main, offer_id: offer.id } }),
      409,
    );
    expect(snapshot(kit.server)).toBe(snap);
  });

  it('item calls: add, update, remove one, remove many, mass discount, added products', async () => {
    let order = await newOrder();
    order = await applyOrderWrite(
      order,
      kit.seller.call('orderAddProduct', {
        params: { id: order.id },
        body: { version: order.version, product_id: TEST_PRODUCTS.pipe, quantity: 2 },
      }),
    );
    expect(order.items).toHaveLength(3);
    const [a, b, c] = order.items.map((i) => i.id) as [number, number, number];
    order = await applyOrderWrite(
      order,
      kit.seller.call('orderUpdateItem', {
        params: { id: order.id },
        body: { version: order.version, item_id: a, quantity: 6 },
      }),
    );
    expect(order.items[0]?.total_row_excl_tax).toBe(19_200);
    order = await applyOrderWrite(
      order,
      kit.seller.call('orderUpdateItem', {
        params: { id: order.id },
        body: { version: order.version, item_id: a, client_price: 3000 },
      }),
    );
    expect(order.items[0]?.total_row_excl_tax).toBe(18_000);
    order = await applyOrderWrite(
      order,
      kit.seller.call('orderMassDiscount', {
        params: { id: order.id },
        body: { version: order.version, percent: 50, item_ids: [c] },
      }),
    );
    expect(order.items[2]?.client_price).toBe(450);
    expect(order.items[2]?.below_minimal).toBe(true);
    // The order rebuilt from the line changes is the order the server holds.
    expect(order).toEqual(await kit.seller.call('orderById', { params: { id: order.id } }));
    const page = await kit.seller.call('orderAddedProducts', {
      params: { orderId: order.id },
      query: { limit: 2, page: 2 },
    });
    expect(page.items.map((i) => i.id)).toEqual([c]);
    const before = snapshot(kit.server);
    await expectApiError(
      kit.seller.call('orderUpdateItem', {
        params: { id: order.id },
        body: { version: order.version, item_id: a, quantity: 0.5 },
      }),
      400,
    );
    await expectApiError(
      kit.seller.call('orderRemoveItem', {
        params: { id: order.id },
        body: { version: order.version, item_id: 999_999 },
      }),
      404,
    );
    await expectApiError(
      kit.seller.call('orderRemoveItems', {
        params: { id: order.id },
        body: { version: order.version, item_ids: [b, 999_999] },
      }),
      400,
    );
    await expectApiError(
      kit.seller.call('orderMassDiscount', { params: { id: order.id }, body: { version: order.version, percent: -1 } }),
      400,
    );
    await expectApiError(
      kit.seller.call('orderAddProduct', {
        params: { id: order.id },
        body: { version: order.version - 1, product_id: TEST_PRODUCTS.pipe, quantity: 1 },
      }),
      409,
    );
    expect(snapshot(kit.server)).toBe(before);
    order = await applyOrderWrite(
      order,
      kit.seller.call('orderRemoveItem', {
        params: { id: order.id },
        body: { version: order.version, item_id: b },
      }),
    );
    expect(order.items.map((i) => [i.id, i.ordinal_no])).toEqual([
      [a, 1],
      [c, 2],
    ]);
    order = await applyOrderWrite(
      order,
      kit.seller.call('orderRemoveItems', {
        params: { id: order.id },
        body: { version: order.version, item_ids: [a, c] },
      }),
    );
    expect(order.items).toEqual([]);
    expect(order.grand_total_incl_tax).toBe(0);
    expect(order).toEqual(await kit.seller.call('orderById', { params: { id: order.id } }));
  });

  it('a line write answers what changed: the header, the changed lines, the removed ids', async () => {
    const order = await newOrder();
    const [a, b] = order.items.map((i) => i.id) as [number, number];
    const changed = await kit.seller.call('orderUpdateItem', {
      params: { id: order.id },
      body: { version: order.version, item_id: a, quantity: 6 },
    });
    expect(changed.items.map((i) => [i.id, i.quantity])).toEqual([[a, 6]]);
    expect(changed.removed_item_ids).toEqual([]);
    expect(changed.order).toMatchObject({ id: order.id, version: order.version + 1, status: 'draft' });
    expect(changed.order).not.toHaveProperty('items');
    const removed = await kit.seller.call('orderRemoveItem', {
      params: { id: order.id },
      body: { version: changed.order.version, item_id: b },
    });
    expect(removed).toMatchObject({ items: [], removed_item_ids: [b] });
    // The header's totals are the sum of the lines left.
    const fresh = await kit.seller.call('orderById', { params: { id: order.id } });
    expect(removed.order.grand_total_excl_tax).toBe(fresh.items.reduce((sum, i) => sum + i.total_row_excl_tax, 0));
    expect(removed.order).toEqual((({ items: _items, ...header }) => header)(fresh));
  });

  it('header, deadlines, delivery; confirm makes it read-only; copy, archive, delete', async () => {
    let order = await newOrder();
    order = await kit.seller.call('orderUpdate', {
      params: { id: order.id },
      body: { version: order.version, comment: 'Pilne', receiver_id: TEST_CLIENTS.receiver },
    });
    expect(order.receiver_fullname).toBe('Hurtownia Źródło Łódź');
    order = await kit.seller.call('orderUpdateDeadlines', {
      params: { id: order.id },
      body: { version: order.version, realization_date: '2099-04-01', payment_deadline: '2099-05-01' },
    });
    expect([order.realization_date, order.payment_deadline]).toEqual(['2099-04-01', '2099-05-01']);
    const delivery = {
      method: 'pickup' as const,
      address: '',
      postal_code: '',
      city: 'Kraków',
      contact_person: '',
      contact_phone: '',
      date: null,
      notes: 'Odbiór osobisty',
    };
    order = await kit.seller.call('orderUpdateDelivery', {
      params: { id: order.id },
      body: { version: order.version, delivery },
    });
    expect(order.delivery).toEqual(delivery);
    const before = snapshot(kit.server);
    await expectApiError(
      kit.seller.call('orderUpdateDeadlines', {
        params: { id: order.id },
        body: { version: order.version, realization_date: '01-04-2099' },
      }),
      400,
    );
    await expectApiError(
      kit.seller.call('orderUpdateDelivery', {
        params: { id: order.id },
        body: { version: order.version, delivery: { ...delivery, method: 'drone' as never } },
      }),
      400,
    );
    await expectApiError(
      kit.seller.call('orderUpdate', {
        params: { id: order.id },
        body: { version: order.version, client_id: 987_654 },
      }),
      400,
    );
    await expectApiError(
      kit.seller.call('orderConfirm', {
        params: { id: order.id },
        body: { orderId: order.id + 1, version: order.version },
      }),
      400,
    );
    expect(snapshot(kit.server)).toBe(before);

    order = await kit.seller.call('orderConfirm', {
      params: { id: order.id },
      body: { orderId: order.id, version: order.version },
    });
    expect(order.status).toBe('confirmed');
    expect(order.confirmed_at).not.toBeNull();
    await expectApiError(
      kit.seller.call('orderUpdate', { params: { id: order.id }, body: { version: order.version, comment: 'x' } }),
      409,
    );
    await expectApiError(kit.seller.call('orderDelete', { params: { id: order.id } }), 409);

    const copy = await kit.seller.call('orderCopy', { params: { id: order.id } });
    expect(copy.status).toBe('draft');
    expect(copy.number).not.toBe(order.number);
    expect(copy.items.map((i) => [i.product_id, i.quantity])).toEqual(
      order.items.map((i) => [i.product_id, i.quantity]),
    );
    const archived = await kit.seller.call('orderArchive', {
      params: { id: order.id },
      body: { version: order.version },
    });
    expect(archived.archived).toBe(true);
    expect(
      (await kit.seller.call('orderList', { query: { client_id: TEST_CLIENTS.main } })).items.map((o) => o.id),
    ).toEqual([copy.id]);
    await expectApiError(kit.branch.call('orderDelete', { params: { id: copy.id } }), 403);
    expect(await kit.seller.call('orderDelete', { params: { id: copy.id } })).toEqual({ ok: true });
  });

  it('offerCreateFromOrders builds a draft offer from the lines of orders', async () => {
    const a = await newOrder();
    const b = await newOrder();
    const offer = await kit.seller.call('offerCreateFromOrders', { body: { order_ids: [a.id, b.id] } });
    expect(offer.status).toBe('draft');
    expect(offer.items).toHaveLength(4);
    expect(offer.client_id).toBe(TEST_CLIENTS.main);
    const before = snapshot(kit.server);
    await expectApiError(kit.seller.call('offerCreateFromOrders', { body: { order_ids: [] } }), 400);
    await expectApiError(kit.seller.call('offerCreateFromOrders', { body: { order_ids: [a.id, 999_999] } }), 400);
    await expectApiError(kit.branch.call('offerCreateFromOrders', { body: { order_ids: [a.id] } }), 403);
    expect(snapshot(kit.server)).toBe(before);
  });
});

describe('PDFs in the outbox', () => {
  it('offerSendPdf: a real PDF with lines, totals, brand footer and Polish diacritics', async () => {
    const offer = await kit.seller.call('offerCreate', {
      body: {
        client_id: TEST_CLIENTS.main,
        items: [
          { product_id: TEST_PRODUCTS.board, quantity: 3 },
          { product_id: TEST_PRODUCTS.cable, quantity: 12.5 },
        ],
      },
    });
    const sent = await kit.seller.call('offerSendPdf', {
      params: { id: offer.id },
      body: { recipient: 'zakupy@zuraw.example.pl' },
    });
    const outbox = await kit.seller.call('outboxList', { query: {} });
    const entry = outbox.items.find((e) => e.id === sent.outbox_id);
    expect(entry).toMatchObject({
      recipient: 'zakupy@zuraw.example.pl',
      subject: `Oferta nr ${offer.number}`,
      attachment_type: 'application/pdf',
      // The documents page lists sent documents: which one, for whom.
      document_kind: 'offer',
      document_id: offer.id,
      number: offer.number,
      customer_fullname: offer.customer_fullname,
    });
    const byNumber = await kit.seller.call('outboxList', { query: { search: offer.number, kind: 'offer' } });
    expect(byNumber.items.map((e) => e.id)).toEqual([sent.outbox_id]);
    expect((await kit.seller.call('outboxList', { query: { kind: 'order', search: offer.number } })).total).toBe(0);
    await expectApiError(kit.seller.call('outboxList', { query: { kind: 'invoice' } as never }), 400);
    expect((await kit.branch.call('outboxList', { query: {} })).items.map((e) => e.id)).not.toContain(sent.outbox_id);

    const token = kit.seller.tokenStore?.get() ?? null;
    const file = await outboxPdf(token, sent.outbox_id);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    expect(Buffer.from(file.bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const text = (await pdfText(file.bytes)).replace(/\u00a0/g, ' ');
    expect(text).toContain(`Oferta nr ${offer.number}`);
    // The name wraps in its column.
    expect(text).toContain('Płyta gipsowo-kartonowa GKB\n');
    expect(text).toContain('Przewód YDY 3x2,5 żółto-zielony');
    expect(text).toContain('Przedsiębiorstwo Budowlane Żuraw Sp. z o.o.');
    // 3 × 32,00 + 12,5 × 4,50 = 152,25 zł net.
    expect(text).toContain('Razem netto: 152,25 zł');
    expect(text).toContain(`Razem brutto: 187,27 zł`);
    expect(text).toContain('Zwrot palet w terminie 60 dni');
    // Diacritics survive the embedded font: these letters come back out of the PDF as text.
    for (const letter of ['ą', 'ę', 'ł', 'ó', 'ż', 'ś']) expect(text).toContain(letter);

    expect((await outboxPdf(kit.branch.tokenStore?.get() ?? null, sent.outbox_id)).status).toBe(404);
    expect((await outboxPdf(null, sent.outbox_id)).status).toBe(401);
    await expectApiError(
      kit.seller.call('offerSendPdf', { params: { id: offer.id }, body: { recipient: 'nie-adres' } }),
      400,
    );
    await expectApiError(
      kit.partner.call('offerSendPdf', { params: { id: offer.id }, body: { recipient: 'a@b.pl' } }),
      403,
    );
  });

  it('orderSendPdf: the order PDF in the seller company’s name, without remarks unless included', async () => {
    const order = await newOrder();
    const sent = await kit.seller.call('orderSendPdf', {
      params: { id: order.id },
      body: { recipient: 'biuro@zuraw.example.pl' },
    });
    const file = await outboxPdf(kit.seller.tokenStore?.get() ?? null, sent.outbox_id);
    const text = (await pdfText(file.bytes)).replace(/\u00a0/g, ' ');
    expect(text).toContain(`Zamówienie nr ${order.number}`);
    // The seller (3W, the author's company) with its KRS and bank account.
    expect(text).toContain('KRS: 0000412345');
    expect(text).toContain('Nr rachunku: 11 1050 1012 1000 0090 1234 5678');
    expect(text).toContain('Sporządził(a)');
    // No comment included: no remarks, not even the brand's empty label.
    expect(text).not.toContain('Uwagi do zamówienia:');
    expect(text).toContain('Razem netto: 175,25 zł');
    await expectApiError(
      kit.seller.call('orderSendPdf', { params: { id: 999_999 }, body: { recipient: 'a@b.pl' } }),
      404,
    );
  });
});
