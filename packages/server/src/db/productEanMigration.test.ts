import { productEan } from '@salesdesk/fixtures';
import { describe, expect, it } from 'vitest';
import { createTestServer } from '../testing/testServer';
import { migrate, openDatabase } from './database';
import { fillSeededEans } from './migrations/008_product_ean';
import { migrations } from './migrations/index';

/** Inserts a product row as the seed of before migration 008 wrote it (no `ean` column yet). */
function insertOldProduct(db: ReturnType<typeof openDatabase>, id: number, symbol: string | null): void {
  db.prepare(
    `INSERT INTO products (id, symbol, index_name, uom, catalog_price, buy_price, recommended_price, minimal_price, tax_rate)
     VALUES (?, ?, 'Rura PP-R 20 mm', 'mb', 1000, 500, 900, 800, 23)`,
  ).run(id, symbol);
}

describe('migration 008 (product EANs)', () => {
  it('fills a database seeded before EANs with the fixtures’ codes, and only the seeded products', () => {
    const db = openDatabase(':memory:');
    try {
      migrate(
        db,
        migrations.filter((m) => m.version < 8),
      );
      // Ids at the edges of the company-number blocks, as a scale-100 seed has them.
      const seeded = [1, 2, 42, 99_999, 100_000, 100_001, 200_000];
      for (const id of seeded) insertOldProduct(db, id, `IN-${String(id).padStart(7, '0')}`);
      // Made outside the catalogue import, or with a symbol that is not the seed's: barcode unknown.
      insertOldProduct(db, 7, null);
      insertOldProduct(db, 8, 'IN-0000009');
      insertOldProduct(db, 9, 'KLIENT-9');
      expect(
        migrate(
          db,
          migrations.filter((m) => m.version <= 8),
        ),
      ).toEqual([8]);
      const eans = new Map(
        (db.prepare('SELECT id, ean FROM products').all() as { id: number; ean: string | null }[]).map((r) => [
          r.id,
          r.ean,
        ]),
      );
      for (const id of seeded) expect(eans.get(id), `product ${id}`).toBe(productEan(id));
      for (const id of [7, 8, 9]) expect(eans.get(id), `product ${id}`).toBeNull();
    } finally {
      db.close();
    }
  });

  it('computes in SQL exactly what the fixtures seed for a whole dataset', async () => {
    const server = await createTestServer();
    try {
      const db = server.ctx.db;
      const seeded = db.prepare('SELECT id, ean FROM products ORDER BY id').all();
      db.exec('UPDATE products SET ean = NULL');
      db.exec(fillSeededEans);
      expect(db.prepare('SELECT id, ean FROM products ORDER BY id').all()).toEqual(seeded);
    } finally {
      server.close();
    }
  });
});
