import { formatPercent } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { applyOrderWrite, expectApiError, type OfferTestKit, offerTestKit } from '../testing/offerTestKit';

// Orders keep a history like offers (`GET /api/order/:id/history`), written by the same layer.

let kit: OfferTestKit;
beforeAll(async () => {
  kit = await offerTestKit();
});
afterAll(() => kit.server.close());

describe('order history', () => {
  it('records creation, header, deadlines, delivery, line writes, PDF and confirmation, newest first', async () => {
    let order = await kit.seller.call('orderCreate', {
      body: { client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.pipe, quantity: 2 }] },
    });
    order = await kit.seller.call('orderUpdate', {
      params: { id: order.id },
      body: { version: order.version, comment: 'Dostawa na budowę' },
    });
    order = await kit.seller.call('orderUpdateDeadlines', {
      params: { id: order.id },
      body: { version: order.version, realization_date: '2026-12-01', payment_deadline: '2026-12-15' },
    });
    order = await kit.seller.call('orderUpdateDelivery', {
      params: { id: order.id },
      body: { version: order.version, delivery: { method: 'pickup' } },
    });
    order = await applyOrderWrite(
      order,
      kit.seller.call('orderAddProduct', {
        params: { id: order.id },
        body: { version: order.version, product_id: TEST_PRODUCTS.elbow, quantity: 4 },
      }),
    );
    const elbow = order.items.find((i) => i.product_id === TEST_PRODUCTS.elbow)?.id ?? 0;
    order = await applyOrderWrite(
      order,
      kit.seller.call('orderUpdateItem', {
        params: { id: order.id },
        body: { version: order.version, item_id: elbow, quantity: 5 },
      }),
    );
    order = await applyOrderWrite(
      order,
      kit.seller.call('orderMassDiscount', {
        params: { id: order.id },
        body: { version: order.version, percent: 2 },
      }),
    );
    order = await applyOrderWrite(
      order,
      kit.seller.call('orderRemoveItem', {
        params: { id: order.id },
        body: { version: order.version, item_id: elbow },
      }),
    );
    await kit.seller.call('orderSendPdf', { params: { id: order.id }, body: { recipient: 'klient@example.com' } });
    const confirmed = await kit.seller.call('orderConfirm', {
      params: { id: order.id },
      body: { orderId: order.id, version: order.version },
    });
    expect(confirmed.status).toBe('confirmed');
    const history = await kit.seller.call('orderHistory', { params: { id: order.id }, query: { limit: 50 } });
    expect(history.items.map((h) => h.description).reverse()).toEqual([
      'Utworzono zamówienie',
      'Zmieniono dane zamówienia',
      'Zmieniono terminy zamówienia',
      'Zmieniono dane dostawy',
      'Dodano pozycję Kolano PP-R 20 mm 90°',
      'Zmieniono pozycję Kolano PP-R 20 mm 90°',
      `Rabat ${formatPercent(2)} na 2 pozycji`,
      'Usunięto pozycję Kolano PP-R 20 mm 90°',
      'Wysłano PDF do klient@example.com',
      'Status: Niepotwierdzone → Potwierdzone',
      'Zarezerwowano towar w magazynie WAW (1 pozycji)',
      // Nobody holds test pipes in WAW: reserved all the same, and said so.
      'Rezerwacja ponad dostępny stan w magazynie WAW: Rura PP-R 20 mm ściółka (2\u00a0szt., dostępne 0\u00a0szt.)',
    ]);
    expect(history.items.every((h) => h.user.fullname === 'Łukasz Żółkiewski')).toBe(true);
  });

  it('is readable by whoever may see the order, and nobody else', async () => {
    const order = await kit.seller.call('orderCreate', { body: { client_id: TEST_CLIENTS.main } });
    expect((await kit.board.call('orderHistory', { params: { id: order.id } })).total).toBe(1);
    await expectApiError(kit.partner.call('orderHistory', { params: { id: order.id } }), 403);
    await expectApiError(kit.seller.call('orderHistory', { params: { id: 999_999 } }), 404);
  });
});
