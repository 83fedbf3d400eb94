import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { draftOffer, type OfferTestKit, offerTestKit } from '../testing/offerTestKit';
import { cached, cachedRow } from './documentStore';
import { OFFER_FROM, OFFER_SELECT } from './offerStore';

// `cachedRow` builds rows with a function compiled for their columns; they must be the rows
// better-sqlite3 gives, key for key, in the same order, with the same values.

let kit: OfferTestKit;
beforeEach(async () => {
  kit = await offerTestKit();
});
afterEach(() => kit.server.close());

describe('cachedRow', () => {
  it('reads the rows cached().get() reads, keys in the same order, and undefined for none', async () => {
    const offer = await draftOffer(kit.seller);
    const db = kit.server.ctx.db;
    for (const [sql, id] of [
      [`SELECT ${OFFER_SELECT} FROM ${OFFER_FROM} WHERE o.id = ?`, offer.id],
      ['SELECT *, offer_id AS doc_id FROM offer_items WHERE id = ?', offer.items[0]?.id],
    ] as const) {
      const row = cachedRow(db, sql).get(id);
      expect(row).toBeDefined();
      expect(JSON.stringify(row)).toBe(JSON.stringify(cached(db, sql).get(id)));
      expect(cachedRow(db, sql).get(-1)).toBeUndefined();
    }
  });

  it('follows a change of the columns of a SELECT *', async () => {
    const offer = await draftOffer(kit.seller);
    const db = kit.server.ctx.db;
    const sql = 'SELECT * FROM offers WHERE id = ?';
    expect(cachedRow(db, sql).get(offer.id)).not.toHaveProperty('extra_note');
    db.exec("ALTER TABLE offers ADD COLUMN extra_note TEXT DEFAULT 'x'");
    const row = cachedRow(db, sql).get(offer.id);
    expect(row).toHaveProperty('extra_note', 'x');
    expect(JSON.stringify(row)).toBe(JSON.stringify(db.prepare(sql).get(offer.id)));
  });
});
