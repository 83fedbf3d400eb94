import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLIENTS } from '../testing/offerTestData';
import { expectApiError, type OfferTestKit, offerTestKit } from '../testing/offerTestKit';

// `updated_since` on the clients and invoices lists: their rows are written by imports (in the
// worker's own connection), the seed and payments, never through the API, so `updated_at` is
// stamped by the outbox triggers (migration 31), whoever writes. Written here as an import
// writes them: plain SQL on the database.

let kit: OfferTestKit;
beforeAll(async () => {
  kit = await offerTestKit();
});
afterAll(() => kit.server.close());

const db = () => kit.server.ctx.db;
const tick = () => new Promise((r) => setTimeout(r, 5));
const changesOf = (entity: string, id: number) =>
  db()
    .prepare('SELECT change FROM change_events WHERE entity = ? AND entity_id = ? ORDER BY id')
    .pluck()
    .all(entity, id);

describe('updated_since on the clients and invoices lists', () => {
  it('lists the clients changed at or after the instant, whoever changed them', async () => {
    await tick();
    const since = new Date().toISOString();
    expect((await kit.seller.call('clientList', { query: { updated_since: since } })).items).toEqual([]);
    await tick();
    const before = changesOf('client', TEST_CLIENTS.main).length;
    db().prepare("UPDATE clients SET city = 'Radom' WHERE id = ?").run(TEST_CLIENTS.main);
    const changed = await kit.seller.call('clientList', { query: { updated_since: since } });
    expect(changed.items.map((c) => c.id)).toEqual([TEST_CLIENTS.main]);
    // One change recorded for one write: the stamp is not a change of its own.
    expect(changesOf('client', TEST_CLIENTS.main).slice(before)).toEqual(['changed']);
    const stamped = db().prepare('SELECT updated_at FROM clients WHERE id = ?').pluck().get(TEST_CLIENTS.main);
    expect(stamped).toBe(
      db()
        .prepare("SELECT changed_at FROM change_events WHERE entity = 'client' AND entity_id = ? ORDER BY id DESC")
        .pluck()
        .get(TEST_CLIENTS.main),
    );
    // An offset other than Z means the same instant.
    const later = new Date(Date.parse(String(stamped)) + 1).toISOString().replace('Z', '+00:00');
    expect((await kit.seller.call('clientList', { query: { updated_since: later } })).items).toEqual([]);
  });

  it('lists the invoices imported or paid at or after the instant', async () => {
    await tick();
    const since = new Date().toISOString();
    const id = Number(
      db()
        .prepare(
          `INSERT INTO invoices (number, client_id, client_name, date_of_issue, delivery_date, date_of_payment,
             net_value, gross_value, status, left_to_pay)
           VALUES ('FV/UPD/1', ?, 'Klient', '2026-11-01', '2026-11-01', '2026-11-15', 10000, 12300, 'unpaid', 12300)`,
        )
        .run(TEST_CLIENTS.main).lastInsertRowid,
    );
    expect(changesOf('invoice', id)).toEqual(['created']);
    const imported = await kit.seller.call('invoiceList', { query: { updated_since: since } });
    expect(imported.items.map((i) => i.id)).toEqual([id]);

    await tick();
    const paidSince = new Date().toISOString();
    expect((await kit.seller.call('invoiceList', { query: { updated_since: paidSince } })).items).toEqual([]);
    await tick();
    db().prepare("UPDATE invoices SET left_to_pay = 0, status = 'paid' WHERE id = ?").run(id);
    const paid = await kit.seller.call('invoiceList', { query: { updated_since: paidSince } });
    expect(paid.items.map((i) => i.id)).toEqual([id]);
    expect(changesOf('invoice', id)).toEqual(['created', 'changed']);
  });

  it('refuses an instant that is not ISO 8601 with a Polish field error', async () => {
    for (const name of ['clientList', 'invoiceList'] as const) {
      const bad = await expectApiError(kit.seller.call(name, { query: { updated_since: 'wczoraj' } }), 400);
      expect(bad.fieldErrors?.updated_since?.[0]).toContain('ISO 8601');
    }
  });
});
