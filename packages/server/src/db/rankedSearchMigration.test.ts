import { describe, expect, it } from 'vitest';
import { planProductSearch, productSearchCondition } from '../routes/catalogueSearch';
import { type Db, migrate, openDatabase } from './database';
import { migrations } from './migrations/index';

function insertProduct(db: Db, id: number, name: string, description = ''): void {
  db.prepare(
    `INSERT INTO products (id, symbol, index_name, index_short_name, uom, catalog_price, buy_price, recommended_price,
      minimal_price, tax_rate, manufacturer, catalog_number, description)
     VALUES (?, ?, ?, '', 'szt', 1000, 500, 900, 800, 23, 'Valvex', ?, ?)`,
  ).run(id, `IN-${String(id).padStart(7, '0')}`, name, `VLX-${id}`, description);
}

/** Ids a search finds, through the same condition every product list uses. */
function found(db: Db, search: string): number[] {
  const condition = productSearchCondition(planProductSearch(db, search));
  return db
    .prepare(`SELECT p.id FROM products p WHERE ${condition.sql} ORDER BY p.id`)
    .pluck()
    .all(...condition.params) as number[];
}

describe('migration 9 (ranked search)', () => {
  it('indexes the products of a database made before it, and keeps the index in step after', () => {
    const db = openDatabase(':memory:');
    try {
      migrate(
        db,
        migrations.filter((m) => m.version < 9),
      );
      insertProduct(db, 1, 'Zawór kulowy 1/2" GW-GW Valvex', 'Korpus mosiężny.');
      insertProduct(db, 2, 'Przewód YDY 3x2,5 mm² 450/750 V');
      expect(migrate(db)).toEqual(migrations.filter((m) => m.version >= 9).map((m) => m.version));
      expect(found(db, 'zawor kulowy')).toEqual([1]);
      expect(found(db, 'mosiezny')).toEqual([1]);
      expect(found(db, 'dn15')).toEqual([1]);
      expect(found(db, '3x2.5')).toEqual([2]);
      expect(db.prepare("SELECT 1 FROM search_vocabulary WHERE word = 'kulowy'").get()).toBeDefined();
      expect(found(db, 'zawur')).toEqual([1]);

      // Written after: a new product, a renamed one, a deleted one.
      insertProduct(db, 3, 'Zawór zwrotny 3/4" Ferro');
      expect(found(db, 'zwrotny')).toEqual([3]);
      db.prepare("UPDATE products SET index_name = 'Filtr siatkowy 1/2\" Valvex' WHERE id = 1").run();
      expect(found(db, 'kulowy')).toEqual([]);
      expect(found(db, 'filtr')).toEqual([1]);
      expect(db.prepare('SELECT name FROM product_search WHERE id = 1').pluck().get()).toBe(
        ' filtr siatkowy 1/2" valvex ',
      );
      db.prepare('DELETE FROM products WHERE id = 2').run();
      expect(found(db, 'przewod')).toEqual([]);
      expect(db.prepare('SELECT COUNT(*) FROM product_search').pluck().get()).toBe(2);
    } finally {
      db.close();
    }
  });
});
