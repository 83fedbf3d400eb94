import { brands, warsawDay } from '@salesdesk/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { draftOffer, expectApiError, type OfferTestKit, offerTestKit, snapshot } from '../testing/offerTestKit';

let kit: OfferTestKit;
beforeEach(async () => {
  kit = await offerTestKit();
});
afterEach(() => kit.server.close());

describe('offer contract', () => {
  it('acceptantThreshold serves the configured threshold', async () => {
    expect(await kit.seller.call('acceptantThreshold', {})).toEqual({
      margin_threshold: 15,
      branch_manager_band: 5,
      regional_manager_band: 10,
    });
  });

  it('offerCreate recomputes totals itself and uses the brand footer', async () => {
    const offer = await kit.seller.call('offerCreate', {
      body: {
        client_id: TEST_CLIENTS.main,
        receiver_id: TEST_CLIENTS.receiver,
        valid_until: '2099-12-31',
        comment: 'Dostawa na budowę',
        template: 'standard',
        items: [
          { product_id: TEST_PRODUCTS.cable, quantity: 12.345 },
          { product_id: TEST_PRODUCTS.pipe, quantity: 3, discount_from_catalog: 10 },
        ],
      },
    });
    expect(offer.customer_fullname).toBe('Przedsiębiorstwo Budowlane Żuraw Sp. z o.o.');
    expect(offer.receiver_fullname).toBe('Hurtownia Źródło Łódź');
    // 12.345 m × 4,50 = 55,5525 → 55,55 zł; tax 23% 12,78; 3 × 9,00 = 27,00; tax 8% 2,16.
    expect(offer.items.map((i) => [i.total_row_excl_tax, i.total_row_incl_tax])).toEqual([
      [5555, 5555 + 1278],
      [2700, 2916],
    ]);
    expect(offer.grand_total_excl_tax).toBe(8255);
    expect(offer.grand_total_incl_tax).toBe(8255 + 1278 + 216);
    expect(offer.footer).toEqual([...brands.one.offerFooter]);
    expect(offer.footer).toHaveLength(10);
    expect(offer.available_actions).toEqual(expect.arrayContaining(['submit']));
  });

  it('offerCreate refuses a fractional sheet quantity and an unknown client, changing nothing', async () => {
    const before = snapshot(kit.server);
    const e = await expectApiError(
      kit.seller.call('offerCreate', {
        body: { client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.board, quantity: 1.5 }] },
      }),
      400,
    );
    expect(e.fieldErrors['items.0.quantity']).toEqual(['Dla jednostki „ark.” ilość musi być liczbą całkowitą.']);
    const e2 = await expectApiError(kit.seller.call('offerCreate', { body: { client_id: 123_456_789 } }), 400);
    expect(e2.fieldErrors.client_id).toEqual(['Nie znaleziono klienta.']);
    await expectApiError(kit.seller.call('offerCreate', { body: { client_id: -1 } as never }), 400);
    expect(snapshot(kit.server)).toBe(before);
  });

  it('offerById: 404 for a missing id, 403 for someone else without rights', async () => {
    const offer = await draftOffer(kit.seller);
    expect((await kit.seller.call('offerById', { params: { id: offer.id } })).id).toBe(offer.id);
    await expectApiError(kit.seller.call('offerById', { params: { id: 999_999 } }), 404);
    await expectApiError(kit.partner.call('offerById', { params: { id: offer.id } }), 403);
    await expectApiError(kit.acceptor.call('offerById', { params: { id: offer.id } }), 403);
    // Directors of the same company see it.
    expect((await kit.branch.call('offerById', { params: { id: offer.id } })).id).toBe(offer.id);
  });

  it('offerUpdate changes the header, checks the version and refuses bad input', async () => {
    const offer = await draftOffer(kit.seller);
    const footer = ['1. Jedyny warunek oferty.'];
    const updated = await kit.seller.call('offerUpdate', {
      params: { id: offer.id },
      body: {
        version: offer.version,
        comment: 'Zmiana',
        valid_until: '2099-01-31',
        template: 'premium',
        footer,
        receiver_id: TEST_CLIENTS.receiver,
      },
    });
    expect(updated.comment).toBe('Zmiana');
    expect(updated.footer).toEqual(footer);
    expect(updated.receiver_fullname).toBe('Hurtownia Źródło Łódź');
    expect(updated.version).toBe(offer.version + 1);
    const before = snapshot(kit.server);
    const stale = await expectApiError(
      kit.seller.call('offerUpdate', { params: { id: offer.id }, body: { version: offer.version, comment: 'x' } }),
      409,
    );
    expect(stale.message).toMatch(/zmieniona przez kogoś innego/);
    await expectApiError(
      kit.seller.call('offerUpdate', {
        params: { id: offer.id },
        body: { version: updated.version, valid_until: '31.01.2099' },
      }),
      400,
    );
    await expectApiError(
      kit.seller.call('offerUpdate', { params: { id: offer.id }, body: { comment: 'bez wersji' } as never }),
      400,
    );
    await expectApiError(
      kit.branch.call('offerUpdate', {
        params: { id: offer.id },
        body: { version: updated.version, comment: 'nie moje' },
      }),
      403,
    );
    expect(snapshot(kit.server)).toBe(before);
  });

  it('offerUpdateDelivery stores delivery data; a bad postal code is refused', async () => {
    const offer = await draftOffer(kit.seller);
    const delivery = {
      method: 'courier' as const,
      address: 'ul. Żelazna 1',
      postal_code: '00-950',
      city: 'Wrocław',
      contact_person: 'Jan Ćwik',
      contact_phone: '600100200',
      date: '2099-02-01',
      notes: '',
    };
    const updated = await kit.seller.call('offerUpdateDelivery', {
      params: { id: offer.id },
      body: { version: offer.version, delivery },
    });
    expect(updated.delivery).toEqual(delivery);
    const before = snapshot(kit.server);
    const e = await expectApiError(
      kit.seller.call('offerUpdateDelivery', {
        params: { id: offer.id },
        body: { version: updated.version, delivery: { ...delivery, postal_code: '00950' } },
      }),
      400,
    );
    expect(e.fieldErrors['delivery.postal_code']).toEqual(['Kod pocztowy musi mieć format 00-000.']);
    expect(snapshot(kit.server)).toBe(before);
  });

  it('offerAddComment adds a comment, also from an approver who sees the offer', async () => {
    const offer = await draftOffer(kit.seller);
    const withComment = await kit.branch.call('offerAddComment', {
      params: { id: offer.id },
      body: { text: 'Proszę o szybką wycenę.' },
    });
    expect(withComment.comments.map((c) => [c.author.fullname, c.text])).toEqual([
      ['Małgorzata Kowalczyk', 'Proszę o szybką wycenę.'],
    ]);
    const before = snapshot(kit.server);
    await expectApiError(kit.branch.call('offerAddComment', { params: { id: offer.id }, body: { text: '   ' } }), 400);
    expect(snapshot(kit.server)).toBe(before);
  });

  it('offerAddAttachment / offerRemoveAttachment with type and size limits', async () => {
    const offer = await draftOffer(kit.seller);
    const content = Buffer.from('%PDF-1.4 test').toString('base64');
    const withFile = await kit.seller.call('offerAddAttachment', {
      params: { id: offer.id },
      body: { version: offer.version, name: 'rysunek.pdf', content_type: 'application/pdf', content_base64: content },
    });
    expect(withFile.attachments).toEqual([
      expect.objectContaining({ name: 'rysunek.pdf', size: 13, content_type: 'application/pdf' }),
    ]);
    const before = snapshot(kit.server);
    const badType = await expectApiError(
      kit.seller.call('offerAddAttachment', {
        params: { id: offer.id },
        body: {
          version: withFile.version,
          name: 'x.exe',
          content_type: 'application/x-msdownload' as never,
          content_base64: content,
        },
      }),
      400,
    );
    expect(badType.fieldErrors.content_type).toEqual(['Niedozwolony typ pliku. Dozwolone: PDF, PNG, JPG, XLSX, DOCX.']);
    const big = Buffer.alloc(5 * 1024 * 1024 + 10).toString('base64');
    const tooBig = await expectApiError(
      kit.seller.call('offerAddAttachment', {
        params: { id: offer.id },
        body: { version: withFile.version, name: 'duży.pdf', content_type: 'application/pdf', content_base64: big },
      }),
      400,
    );
    expect(tooBig.fieldErrors.content_base64?.[0]).toBe('Załącznik jest za duży (maksymalnie 5 MB).');
    expect(snapshot(kit.server)).toBe(before);
    const attachmentId = withFile.attachments[0]?.id ?? 0;
    const removed = await kit.seller.call('offerRemoveAttachment', {
      params: { id: offer.id, attachmentId },
      body: { version: withFile.version },
    });
    expect(removed.attachments).toEqual([]);
    await expectApiError(
      kit.seller.call('offerRemoveAttachment', {
        params: { id: offer.id, attachmentId },
        body: { version: removed.version },
      }),
      404,
    );
  });

  it('offerCopy: new number, draft, same lines at current prices, no approval', async () => {
    let offer = await draftOffer(kit.seller, 2700);
    offer = await kit.seller.call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'submit' },
    });
    offer = await kit.branch.call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'approve' },
    });
    // The catalogue moves on: buy price up.
    kit.server.ctx.db
      .prepare('UPDATE products SET buy_price = 2500, catalog_price = 4200 WHERE id = ?')
      .run(TEST_PRODUCTS.board);
    const copy = await kit.seller.call('offerCopy', { params: { id: offer.id } });
    expect(copy.number).not.toBe(offer.number);
    expect(copy.status).toBe('draft');
    expect(copy.approval).toBeNull();
    expect(copy.copied_from_id).toBe(offer.id);
    expect(copy.items.map((i) => [i.product_id, i.quantity])).toEqual(
      offer.items.map((i) => [i.product_id, i.quantity]),
    );
    expect(copy.items[0]?.buy_price).toBe(2500);
    expect(copy.items[0]?.catalog_price).toBe(4200);
    expect(copy.required_approval_level).not.toBe('none');
  });

  it('offerArchive hides the offer from lists and makes it read-only', async () => {
    const offer = await draftOffer(kit.seller);
    const archived = await kit.seller.call('offerArchive', {
      params: { id: offer.id },
      body: { version: offer.version },
    });
    expect(archived.archived).toBe(true);
    const mine = { client_id: TEST_CLIENTS.main };
    expect((await kit.seller.call('offerList', { query: mine })).items.map((o) => o.id)).not.toContain(offer.id);
    expect(
      (await kit.seller.call('offerList', { query: { ...mine, archived: 'true' } })).items.map((o) => o.id),
    ).toContain(offer.id);
    await expectApiError(
      kit.seller.call('offerUpdate', { params: { id: offer.id }, body: { version: archived.version, comment: 'x' } }),
      409,
    );
  });

  it('offerDelete deletes drafts only', async () => {
    const offer = await draftOffer(kit.seller, 3200);
    const submitted = await draftOffer(kit.seller, 3200);
    await kit.seller.call('offerAction', {
      params: { id: submitted.id },
      body: { version: submitted.version, action: 'submit' },
    });
    const before = snapshot(kit.server);
    const e = await expectApiError(kit.seller.call('offerDelete', { params: { id: submitted.id } }), 409);
    expect(e.message).toBe('Usunąć można tylko ofertę w statusie „Szkic”.');
    await expectApiError(kit.branch.call('offerDelete', { params: { id: offer.id } }), 403);
    expect(snapshot(kit.server)).toBe(before);
    expect(await kit.seller.call('offerDelete', { params: { id: offer.id } })).toEqual({ ok: true });
    await expectApiError(kit.seller.call('offerById', { params: { id: offer.id } }), 404);
  });

  it('lists: all, drafts, circulation and client active offers with the SPEC §3 columns', async () => {
    const a = await draftOffer(kit.seller, 3200);
    const b = await draftOffer(kit.seller, 2700);
    await kit.seller.call('offerAction', { params: { id: b.id }, body: { version: b.version, action: 'submit' } });
    const mine = { client_id: TEST_CLIENTS.main };
    const all = await kit.seller.call('offerList', { query: { ...mine, sort: 'number', limit: 10 } });
    expect(all.items.map((o) => o.id)).toEqual([a.id, b.id]);
    for (const key of [
      'created_at',
      'updated_at',
      'valid_until',
      'number',
      'customer_fullname',
      'receiver_fullname',
      'status',
      'grand_total_excl_tax',
      'grand_total_incl_tax',
      'margin',
      'creator_fullname',
      'acceptor_fullname',
      'comment',
      'template',
    ]) {
      expect(all.items[0]).toHaveProperty(key);
    }
    expect((await kit.seller.call('offerDraftList', { query: mine })).items.map((o) => o.id)).toEqual([a.id]);
    expect((await kit.seller.call('offerCirculationList', { query: mine })).items.map((o) => o.id)).toEqual([b.id]);
    const active = await kit.seller.call('clientActiveOfferList', {
      params: { clientId: TEST_CLIENTS.main },
      query: { search: 'OF/' },
    });
    expect(active.total).toBe(2);
    expect((await kit.partner.call('offerList', { query: mine })).total).toBe(0);
    // The seeded offers: every status, a full page of 200, only visible ones.
    const seeded = await kit.seller.call('offerList', { query: { limit: 200, sort: '-grand_total_incl_tax' } });
    expect(seeded.total).toBeGreaterThan(200);
    expect(seeded.items.every((o) => o.creator_fullname === 'Łukasz Żółkiewski')).toBe(true);
    const totals = seeded.items.map((o) => o.grand_total_incl_tax);
    expect(totals).toEqual([...totals].sort((x, y) => y - x));
    const forBoard = await kit.board.call('offerList', { query: { limit: 1 } });
    // The board sees every company's offers (about 8% of the seeded ones are archived).
    expect(forBoard.total).toBeGreaterThan(900);
    await expectApiError(kit.seller.call('offerList', { query: { sort: 'nonsense' } as never }), 400);
  });

  it('lists filter by creator and creation date; orders by creator and date too', async () => {
    const sellerId = (await kit.seller.call('userInformation')).user_id;
    const adminId = (await kit.admin.call('userInformation')).user_id;
    const mine = await draftOffer(kit.seller, 3200);
    const byBoard = await kit.board.call('offerList', { query: { creator_id: sellerId, limit: 200 } });
    expect(byBoard.total).toBeGreaterThan(0);
    expect(byBoard.items.every((o) => o.creator_fullname === 'Łukasz Żółkiewski')).toBe(true);
    expect((await kit.board.call('offerList', { query: { creator_id: adminId, limit: 1 } })).items).not.toContainEqual(
      expect.objectContaining({ id: mine.id }),
    );
    const today = warsawDay(Date.parse(mine.created_at));
    const createdToday = await kit.seller.call('offerList', {
      query: { created_from: today, created_to: today, limit: 200 },
    });
    expect(createdToday.items.map((o) => o.id)).toContain(mine.id);
    expect(createdToday.items.every((o) => warsawDay(Date.parse(o.created_at)) === today)).toBe(true);
    const order = await kit.seller.call('orderCreate', { body: { client_id: TEST_CLIENTS.main } });
    const orders = await kit.board.call('orderList', {
      query: { creator_id: sellerId, created_from: today, created_to: today, limit: 200 },
    });
    expect(orders.items.map((o) => o.id)).toContain(order.id);
    expect(
      (await kit.board.call('orderList', { query: { creator_id: adminId, limit: 200 } })).items.map((o) => o.id),
    ).not.toContain(order.id);
    await expectApiError(kit.seller.call('orderList', { query: { created_from: '2026-13-01' } }), 400);
  });

  it('expires offers at the client after valid_until', async () => {
    let offer = await draftOffer(kit.seller, 3200);
    // Its day passes while it is in circulation (nobody may set a day in the past).
    kit.server.ctx.db.prepare('UPDATE offers SET valid_until = ? WHERE id = ?').run('2000-01-01', offer.id);
    offer = await kit.seller.call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'submit' },
    });
    // Sending to the client is allowed; the next read expires it.
    await kit.seller.call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'send_to_client' },
    });
    expect((await kit.seller.call('offerById', { params: { id: offer.id } })).status).toBe('expired');
  });
});
