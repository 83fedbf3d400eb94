import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from './database';
import { migrations } from './migrations/index';

describe('migration 017 (keys of creates)', () => {
  it('keeps the line writes’ keys and takes keys without a document, never half of one', () => {
    const db = openDatabase(':memory:');
    try {
      migrate(
        db,
        migrations.filter((m) => m.version < 17),
      );
      // A key of a line write as migration 009 stored it (its user and document are not the point here).
      db.pragma('foreign_keys = OFF');
      db.prepare(
        `INSERT INTO idempotency_keys (user_id, idempotency_key, doc_kind, doc_id, fingerprint, status, response, created_at)
         VALUES (901, 'k-1', 'offer', 5, 'POST /api/offer-item/5 x', 200, '{}', 1)`,
      ).run();
      expect(migrate(db)).toContain(17);
      expect(db.prepare('SELECT user_id, idempotency_key, doc_kind, doc_id FROM idempotency_keys').all()).toEqual([
        { user_id: 901, idempotency_key: 'k-1', doc_kind: 'offer', doc_id: 5 },
      ]);
      const insert = db.prepare(
        `INSERT INTO idempotency_keys (user_id, idempotency_key, doc_kind, doc_id, fingerprint, status, response, created_at)
         VALUES (901, ?, ?, ?, 'POST /api/offer/create x', 200, '{}', 2)`,
      );
      insert.run('k-2', null, null);
      expect(() => insert.run('k-3', 'offer', null)).toThrow(/CHECK/);
      expect(db.prepare('SELECT COUNT(*) FROM idempotency_keys').pluck().get()).toBe(2);
    } finally {
      db.close();
    }
  });
});
