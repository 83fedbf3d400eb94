import { warsawDay } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { draftOffer, expectApiError, type OfferTestKit, offerTestKit, snapshot } from '../testing/offerTestKit';

// Smaller holes: table ids, the outbox download, an offer's validity in the past.
let kit: OfferTestKit;
// 10:00 in Warsaw on 15 June 2026.
const NOW = Date.parse('2026-06-15T08:00:00Z');
beforeAll(async () => {
  kit = await offerTestKit({ now: () => NOW });
});
afterAll(() => kit.server.close());

const configs = () => kit.server.ctx.db.prepare('SELECT COUNT(*) FROM table_configs').pluck().get() as number;

describe('table configurations', () => {
  it('accepts only the ids of tables the app has', async () => {
    const before = configs();
    for (let i = 0; i < 30; i++) {
      const error = await expectApiError(
        kit.seller.call('tableConfigSet', {
          body: { key: `wymyslona${i}`, tableColumns: Array.from({ length: 64 }, (_, c) => `k${c}`), itemsPerPage: 5 },
        }),
        400,
      );
      expect(error.fieldErrors.key).toEqual([`Nieznana tabela: wymyslona${i}.`]);
    }
    expect(configs()).toBe(before);
    await expectApiError(kit.seller.call('tableConfigGet', { query: { tableId: 'wymyslona' } }), 400);
  });

  it('still takes every table of the app, the offer lines and their approval views included', async () => {
    for (const key of ['offers', 'users', 'notifications', 'offerLines', 'offerLines.board', 'offerLines.toAccept']) {
      const saved = await kit.seller.call('tableConfigSet', { body: { key, tableColumns: [], itemsPerPage: 20 } });
      expect(saved.itemsPerPage).toBe(20);
      expect((await kit.seller.call('tableConfigGet', { query: { tableId: key } })).itemsPerPage).toBe(20);
    }
  });
});

describe('the outbox download', () => {
  it('answers the same for someone else’s mail and for a missing one', async () => {
    const offer = await draftOffer(kit.seller);
    const sent = await kit.seller.call('offerSendPdf', { params: { id: offer.id }, body: { recipient: 'a@b.pl' } });
    const get = async (id: number) => {
      const res = await kit.server.fetch(`http://salesdesk.test/api/outbox/${id}/attachment`, {
        headers: { authorization: `Bearer ${kit.branch.tokenStore?.get()}` },
      });
      return { status: res.status, body: await res.text() };
    };
    const someoneElses = await get(sent.outbox_id);
    const missing = await get(999_999);
    expect(someoneElses.status).toBe(404);
    expect(someoneElses).toEqual(missing);
  });
});

describe('an offer valid until a past day', () => {
  const today = warsawDay(NOW);
  const yesterday = '2026-06-14';
  const message = `Oferta nie może być ważna do dnia w przeszłości (dziś jest ${today}).`;

  it('cannot be created, from scratch or from orders', async () => {
    const before = snapshot(kit.server);
    const e1 = await expectApiError(
      kit.seller.call('offerCreate', { body: { client_id: TEST_CLIENTS.main, valid_until: yesterday } }),
      400,
    );
    expect(e1.fieldErrors.valid_until).toEqual([message]);
    const order = await kit.seller.call('orderCreate', {
      body: {
        client_id: TEST_CLIENTS.main,
        realization_date: '2026-07-01',
        items: [{ product_id: TEST_PRODUCTS.board, quantity: 1 }],
      },
    });
    const afterOrder = snapshot(kit.server);
    const e2 = await expectApiError(
      kit.seller.call('offerCreateFromOrders', { body: { order_ids: [order.id], valid_until: yesterday } }),
      400,
    );
    expect(e2.fieldErrors.valid_until).toEqual([message]);
    expect(snapshot(kit.server)).toBe(afterOrder);
    expect(before).not.toBe(afterOrder);
    // Today is fine.
    const ok = await kit.seller.call('offerCreate', { body: { client_id: TEST_CLIENTS.main, valid_until: today } });
    expect(ok.valid_until).toBe(today);
  });

  it('cannot be set by an update; other changes of an offer whose day has passed still go through', async () => {
    const offer = await draftOffer(kit.seller);
    const before = snapshot(kit.server);
    const error = await expectApiError(
      kit.seller.call('offerUpdate', {
        params: { id: offer.id },
        body: { version: offer.version, valid_until: yesterday },
      }),
      400,
    );
    expect(error.fieldErrors.valid_until).toEqual([message]);
    expect(snapshot(kit.server)).toBe(before);
    // An old draft whose validity has passed keeps it when something else changes.
    kit.server.ctx.db.prepare('UPDATE offers SET valid_until = ? WHERE id = ?').run('2026-01-31', offer.id);
    const changed = await kit.seller.call('offerUpdate', {
      params: { id: offer.id },
      body: { version: offer.version, valid_until: '2026-01-31', comment: 'Uwaga' },
    });
    expect(changed).toMatchObject({ comment: 'Uwaga', valid_until: '2026-01-31' });
  });

  it('a copy of an offer whose day has passed is valid for the usual 30 days', async () => {
    const offer = await draftOffer(kit.seller);
    kit.server.ctx.db.prepare('UPDATE offers SET valid_until = ? WHERE id = ?').run('2026-01-31', offer.id);
    const copy = await kit.seller.call('offerCopy', { params: { id: offer.id } });
    expect(copy.valid_until).toBe('2026-07-15');
    const fresh = await kit.seller.call('offerCreate', {
      body: { client_id: TEST_CLIENTS.main, valid_until: '2026-08-01' },
    });
    expect((await kit.seller.call('offerCopy', { params: { id: fresh.id } })).valid_until).toBe('2026-08-01');
  });
});
