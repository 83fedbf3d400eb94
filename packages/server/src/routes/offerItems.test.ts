import { applyOfferLineChange, type OfferLineChange } from '@salesdesk/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productGroupJobsIdle } from '../documents/productGroupJob';
import { TEST_PRODUCTS } from '../testing/offerTestData';
import { draftOffer, expectApiError, type OfferTestKit, offerTestKit, snapshot } from '../testing/offerTestKit';

let kit: OfferTestKit;
beforeEach(async () => {
  kit = await offerTestKit();
});
afterEach(() => kit.server.close());

describe('offer items', () => {
  it('writes quantities and discounts into the history in Polish formats (decimal comma, unit, grouping)', async () => {
    const offer = await draftOffer(kit.seller, 3200, 1);
    const added = await kit.seller.call('offerItemAdd', {
      params: { id: offer.id },
      body: { version: offer.version, product_id: TEST_PRODUCTS.cable, quantity: 2.5, client_price: 400 },
    });
    const cable = added.items.find((i) => i.product_id === TEST_PRODUCTS.cable);
    const { offer: next } = await kit.seller.call('offerItemQuantity', {
      params: { id: cable?.id ?? 0 },
      body: { version: added.offer.version, quantity: 531.918 },
    });
    await kit.seller.call('offerMassDiscount', {
      params: { id: offer.id },
      body: { version: next.version, percent: 12.5 },
    });
    const history = await kit.seller.call('offerHistory', { params: { id: offer.id }, query: { limit: 50 } });
    const texts = history.items.map((h) => h.description);
    expect(texts).toContain(`Zmieniono ilość pozycji ${cable?.name} na 531,918\u00a0m`);
    expect(texts).toContain('Rabat 12,50\u00a0% na 2 pozycji');
    expect(texts.join(' ')).not.toContain('531.918');
  });

  it('offerItemAdd adds a product, totals recomputed; bad quantity and unknown product refused', async () => {
    const offer = await draftOffer(kit.seller, 3200, 1);
    const added = await kit.seller.call('offerItemAdd', {
      params: { id: offer.id },
      body: { version: offer.version, product_id: TEST_PRODUCTS.cable, quantity: 2.5, client_price: 400 },
    });
    expect(added.items.map((i) => [i.ordinal_no, i.product_id, i.total_row_excl_tax])).toEqual([
      [2, TEST_PRODUCTS.cable, 1000],
    ]);
    expect(added.removed_item_ids).toEqual([]);
    expect(added.offer.grand_total_excl_tax).toBe(4200);
    expect(added.queued_product_group).toBeNull();
    const before = snapshot(kit.server);
    const e = await expectApiError(
      kit.seller.call('offerItemAdd', {
        params: { id: offer.id },
        body: { version: added.offer.version, product_id: TEST_PRODUCTS.pipe, quantity: 0.5 },
      }),
      400,
    );
    expect(e.fieldErrors.quantity).toEqual(['Dla jednostki „szt.” ilość musi być liczbą całkowitą.']);
    await expectApiError(
      kit.seller.call('offerItemAdd', {
        params: { id: offer.id },
        body: { version: added.offer.version, product_id: 1_234_567, quantity: 1 },
      }),
      400,
    );
    await expectApiError(
      kit.seller.call('offerItemAdd', {
        params: { id: offer.id },
        body: { version: added.offer.version, product_id: TEST_PRODUCTS.cable, quantity: 1.2345 },
      }),
      400,
    );
    const missing = await expectApiError(
      kit.seller.call('offerItemAdd', {
        params: { id: offer.id },
        body: { version: added.offer.version, product_id: TEST_PRODUCTS.cable },
      }),
      400,
    );
    expect(missing.fieldErrors).toEqual({ quantity: ['Pole jest wymagane.'] });
    const both = await expectApiError(
      kit.seller.call('offerItemAdd', {
        params: { id: offer.id },
        body: { version: added.offer.version, product_id: TEST_PRODUCTS.cable, quantity: 1, product_group: 'Rury PP' },
      }),
      400,
    );
    expect(both.fieldErrors.product_group).toEqual(['Podaj produkt albo grupę cenową, nie jedno i drugie.']);
    await expectApiError(
      kit.seller.call('offerItemAdd', {
        params: { id: offer.id },
        body: { version: added.offer.version, product_id: TEST_PRODUCTS.cable, quantity: 1, client_price: -5 },
      }),
      400,
    );
    await expectApiError(
      kit.seller.call('offerItemAdd', {
        params: { id: 999_999 },
        body: { version: 1, product_id: TEST_PRODUCTS.cable, quantity: 1 },
      }),
      404,
    );
    expect(snapshot(kit.server)).toBe(before);
  });

  it('offerItemUpdate changes price or discount; offerItemQuantity changes quantity', async () => {
    const offer = await draftOffer(kit.seller, 3200, 2);
    const id = offer.items[0]?.id ?? 0;
    const updated = await kit.seller.call('offerItemUpdate', {
      params: { id },
      body: { version: offer.version, discount_from_catalog: 25 },
    });
    expect(updated.items).toHaveLength(1);
    expect(updated.items[0]?.client_price).toBe(3000);
    expect(updated.items[0]?.discount_from_catalog).toBe(25);
    const { offer: next } = await kit.seller.call('offerItemQuantity', {
      params: { id },
      body: { version: updated.offer.version, quantity: 5 },
    });
    expect(next.grand_total_excl_tax).toBe(15_000);
    const before = snapshot(kit.server);
    await expectApiError(kit.seller.call('offerItemUpdate', { params: { id }, body: { version: next.version } }), 400);
    await expectApiError(
      kit.seller.call('offerItemQuantity', { params: { id }, body: { version: next.version, quantity: 2.5 } }),
      400,
    );
    await expectApiError(
      kit.seller.call('offerItemQuantity', { params: { id: 999_999 }, body: { version: next.version, quantity: 2 } }),
      404,
    );
    await expectApiError(
      kit.branch.call('offerItemQuantity', { params: { id }, body: { version: next.version, quantity: 2 } }),
      403,
    );
    expect(snapshot(kit.server)).toBe(before);
  });

  it('offerItemRemove and offerItemsRemove renumber the lines; all-or-nothing on foreign ids', async () => {
    let offer = await kit.seller.call('offerCreate', {
      body: {
        client_id: 900_001,
        items: [TEST_PRODUCTS.board, TEST_PRODUCTS.cable, TEST_PRODUCTS.pipe, TEST_PRODUCTS.elbow].map(
          (product_id) => ({ product_id, quantity: 1 }),
        ),
      },
    });
    const [a, b, c, d] = offer.items.map((i) => i.id) as [number, number, number, number];
    const removed = await kit.seller.call('offerItemRemove', { params: { id: b }, body: { version: offer.version } });
    expect(removed.items).toEqual([]);
    expect(removed.removed_item_ids).toEqual([b]);
    offer = await kit.seller.call('offerById', { params: { id: offer.id } });
    expect(offer.version).toBe(removed.offer.version);
    expect(offer.items.map((i) => [i.id, i.ordinal_no])).toEqual([
      [a, 1],
      [c, 2],
      [d, 3],
    ]);
    const before = snapshot(kit.server);
    await expectApiError(
      kit.seller.call('offerItemsRemove', {
        params: { id: offer.id },
        body: { version: offer.version, item_ids: [a, 999_999] },
      }),
      400,
    );
    await expectApiError(
      kit.seller.call('offerItemsRemove', { params: { id: offer.id }, body: { version: offer.version, item_ids: [] } }),
      400,
    );
    expect(snapshot(kit.server)).toBe(before);
    const both = await kit.seller.call('offerItemsRemove', {
      params: { id: offer.id },
      body: { version: offer.version, item_ids: [a, d] },
    });
    expect(both.removed_item_ids).toEqual([a, d]);
    offer = await kit.seller.call('offerById', { params: { id: offer.id } });
    expect(offer.items.map((i) => [i.id, i.ordinal_no])).toEqual([[c, 1]]);
  });

  it('offerMassDiscount over all or selected lines, flags lines below minimal, never below zero', async () => {
    let offer = await kit.seller.call('offerCreate', {
      body: {
        client_id: 900_001,
        items: [
          { product_id: TEST_PRODUCTS.board, quantity: 2 },
          { product_id: TEST_PRODUCTS.pipe, quantity: 3 },
        ],
      },
    });
    expect(offer.required_approval_level).toBe('none');
    const some = await kit.seller.call('offerMassDiscount', {
      params: { id: offer.id },
      body: { version: offer.version, percent: 20, item_ids: [offer.items[0]?.id ?? 0] },
    });
    // 32,00 → 25,60 zł, below the minimal 28,00; the pipe (not discounted) is not in the answer.
    expect(some.items.map((i) => [i.id, i.client_price, i.below_minimal])).toEqual([[offer.items[0]?.id, 2560, true]]);
    expect(some.offer.required_approval_level).not.toBe('none');
    offer = applyOfferLineChange(offer, some);
    expect(offer.items.map((i) => [i.client_price, i.below_minimal])).toEqual([
      [2560, true],
      [900, false],
    ]);
    const all = await kit.seller.call('offerMassDiscount', {
      params: { id: offer.id },
      body: { version: offer.version, percent: 100 },
    });
    expect(all.items.map((i) => i.client_price)).toEqual([0, 0]);
    expect(all.offer.grand_total_incl_tax).toBe(0);
    offer = applyOfferLineChange(offer, all);
    const before = snapshot(kit.server);
    await expectApiError(
      kit.seller.call('offerMassDiscount', {
        params: { id: offer.id },
        body: { version: offer.version, percent: 101 },
      }),
      400,
    );
    await expectApiError(
      kit.seller.call('offerMassDiscount', {
        params: { id: offer.id },
        body: { version: offer.version, percent: 10.123 },
      }),
      400,
    );
    expect(snapshot(kit.server)).toBe(before);
  });

  it('two concurrent mass discounts on the same version: one wins, the other gets 409, totals stay consistent', async () => {
    const offer = await draftOffer(kit.seller, 3200, 10);
    const results = await Promise.allSettled([
      kit.seller.call('offerMassDiscount', { params: { id: offer.id }, body: { version: offer.version, percent: 10 } }),
      kit.seller.call('offerMassDiscount', { params: { id: offer.id }, body: { version: offer.version, percent: 10 } }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((rejected.reason as { status: number }).status).toBe(409);
    const now = await kit.seller.call('offerById', { params: { id: offer.id } });
    expect(now.items[0]?.client_price).toBe(2880);
    expect(now.grand_total_excl_tax).toBe(28_800);
    expect(now.version).toBe(offer.version + 1);
  });

  it('line writes answer what changed; applied to the offer read before, it is the offer read after', async () => {
    // Every line at a margin of 14,3 %: the offer needs the branch manager's approval.
    const prices = [
      [TEST_PRODUCTS.board, 2800],
      [TEST_PRODUCTS.cable, 350],
      [TEST_PRODUCTS.pipe, 700],
      [TEST_PRODUCTS.elbow, 175],
    ] as const;
    const create = await kit.seller.call('offerCreate', {
      body: {
        client_id: 900_001,
        items: prices.map(([product_id, client_price]) => ({ product_id, quantity: 2, client_price })),
      },
    });
    // Approved first, so the first line write also has to void the approval in its answer.
    let offer = await kit.seller.call('offerAction', {
      params: { id: create.id },
      body: { version: create.version, action: 'submit' },
    });
    offer = await kit.branch.call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'approve' },
    });
    expect(offer.approval).not.toBeNull();
    const [a, b, c, d] = offer.items.map((i) => i.id) as [number, number, number, number];
    const read = () => kit.seller.call('offerById', { params: { id: offer.id } });
    const writes: [string, (v: number) => Promise<OfferLineChange>, number[], number[]][] = [
      [
        'quantity',
        (version) => kit.seller.call('offerItemQuantity', { params: { id: b }, body: { version, quantity: 7 } }),
        [b],
        [],
      ],
      [
        'update',
        (version) => kit.seller.call('offerItemUpdate', { params: { id: c }, body: { version, client_price: 700 } }),
        [c],
        [],
      ],
      [
        'add',
        (version) =>
          kit.seller.call('offerItemAdd', {
            params: { id: offer.id },
            body: { version, product_id: TEST_PRODUCTS.cable, quantity: 1.5 },
          }),
        [-1],
        [],
      ],
      ['remove', (version) => kit.seller.call('offerItemRemove', { params: { id: a }, body: { version } }), [], [a]],
      [
        'mass discount',
        (version) =>
          kit.seller.call('offerMassDiscount', {
            params: { id: offer.id },
            body: { version, percent: 5, item_ids: [d] },
          }),
        [d],
        [],
      ],
      [
        'remove many',
        (version) =>
          kit.seller.call('offerItemsRemove', { params: { id: offer.id }, body: { version, item_ids: [b, d] } }),
        [],
        [b, d],
      ],
    ];
    for (const [name, write, changed, removed] of writes) {
      const change = await write(offer.version);
      const after = await read();
      // Only what changed: the new line (id unknown before, so -1 stands for it) or the changed ones.
      expect(
        change.items.map((i) => i.id),
        name,
      ).toEqual(changed.map((id) => (id === -1 ? after.items.at(-1)?.id : id)));
      expect(change.removed_item_ids, name).toEqual(removed);
      expect(change.offer, name).not.toHaveProperty('items');
      expect(change.offer, name).not.toHaveProperty('comments');
      expect(change.offer.version, name).toBe(offer.version + 1);
      expect(change.offer.grand_total_excl_tax, name).toBe(after.grand_total_excl_tax);
      expect(applyOfferLineChange(offer, change), name).toEqual(after);
      offer = after;
    }
    // The approval was voided by the first write and the header said so.
    expect(offer.status).toBe('draft');
    expect(offer.approval).toBeNull();
  });

  it('offerAddedProducts pages the lines', async () => {
    const offer = await kit.seller.call('offerCreate', {
      body: {
        client_id: 900_001,
        items: [TEST_PRODUCTS.board, TEST_PRODUCTS.cable, TEST_PRODUCTS.pipe].map((product_id) => ({
          product_id,
          quantity: 1,
        })),
      },
    });
    const page = await kit.seller.call('offerAddedProducts', {
      params: { offerId: offer.id },
      query: { page: 2, limit: 2 },
    });
    expect(page.total).toBe(3);
    expect(page.items.map((i) => i.ordinal_no)).toEqual([3]);
    const found = await kit.seller.call('offerAddedProducts', {
      params: { offerId: offer.id },
      query: { search: 'przewód' },
    });
    expect(found.items.map((i) => i.product_id)).toEqual([TEST_PRODUCTS.cable]);
    await expectApiError(kit.partner.call('offerAddedProducts', { params: { offerId: offer.id }, query: {} }), 403);
  });

  it('offerAddedProducts says what is really free of each product in the caller’s default warehouse', async () => {
    const offer = await kit.seller.call('offerCreate', {
      body: { client_id: 900_001, items: [{ product_id: TEST_PRODUCTS.cable, quantity: 1 }] },
    });
    const me = await kit.seller.call('userInformation');
    const warehouse = me.default_warehouse;
    if (!warehouse) throw new Error('the seller has a default warehouse');
    const db = kit.server.ctx.db;
    // Stock minus reservations: 40 on hand, 15 reserved leaves 25 to sell.
    db.prepare(
      `INSERT INTO warehouse_stock (warehouse_code, product_id, stock_quantity, reserved) VALUES (?, ?, 40, 15)
         ON CONFLICT DO UPDATE SET stock_quantity = 40, reserved = 15`,
    ).run(warehouse, TEST_PRODUCTS.cable);
    const [line] = (await kit.seller.call('offerAddedProducts', { params: { offerId: offer.id }, query: {} })).items;
    expect(line).toMatchObject({ available_stock: 25, stock_warehouse: warehouse });
    db.prepare('UPDATE warehouse_stock SET reserved = 60 WHERE warehouse_code = ? AND product_id = ?').run(
      warehouse,
      TEST_PRODUCTS.cable,
    );
    const [after] = (await kit.seller.call('offerAddedProducts', { params: { offerId: offer.id }, query: {} })).items;
    expect(after?.available_stock).toBe(0);
  });

  it('adds a price group in the background and notifies the user', async () => {
    const pushes: { userId: number; message: Record<string, unknown> }[] = [];
    kit.server.ctx.live.pushToUser = (userId, message) => void pushes.push({ userId, message });
    const offer = await draftOffer(kit.seller, 3200, 1);
    const queued = await kit.seller.call('offerItemAdd', {
      params: { id: offer.id },
      body: { version: offer.version, product_group: 'Rury PP' },
    });
    expect(queued.queued_product_group).toBe('Rury PP');
    // The lines come later (a notification says so): the answer has none yet.
    expect(queued.items).toEqual([]);
    expect(queued.offer.version).toBe(offer.version + 1);
    await productGroupJobsIdle();
    const after = await kit.seller.call('offerById', { params: { id: offer.id } });
    expect(after.items.map((i) => i.product_id)).toEqual([
      TEST_PRODUCTS.board,
      TEST_PRODUCTS.pipe,
      TEST_PRODUCTS.elbow,
    ]);
    expect(after.grand_total_excl_tax).toBe(3200 + 900 + 250);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.userId).toBe(2);
    const notification = pushes[0]?.message.notification as {
      count: number;
      type: string;
      metadata: { key: string; value: string }[];
    };
    expect(notification.type).toBe('offer_add_product_group');
    expect(notification.metadata).toEqual([
      { key: 'group_name', value: 'Rury PP' },
      { key: 'number', value: offer.number },
      { key: 'offer_id', value: String(offer.id) },
    ]);
    // Stored too: the notification list of the reference-data area shows it.
    const stored = kit.server.ctx.db
      .prepare('SELECT type, metadata, read_at FROM notifications WHERE user_id = 2 ORDER BY id DESC LIMIT 1')
      .get() as { type: string; metadata: string; read_at: string | null };
    expect(stored.type).toBe('offer_add_product_group');
    expect(JSON.parse(stored.metadata)).toEqual(notification.metadata);
    expect(stored.read_at).toBeNull();
    expect(notification.count).toBe(
      kit.server.ctx.db
        .prepare('SELECT COUNT(*) FROM notifications WHERE user_id = 2 AND read_at IS NULL')
        .pluck()
        .get(),
    );
    await expectApiError(
      kit.seller.call('offerItemAdd', {
        params: { id: offer.id },
        body: { version: after.version, product_group: 'Nie ma takiej' },
      }),
      400,
    );
  });
});
