import { describe, expect, it } from 'vitest';
import { type Db, migrate, openDatabase } from '../db/database';
import { importFile } from './importEngine';

// An import writes the products' search rows itself, set-wise, with the search triggers standing
// aside on its connection (docs/imports.md, "The search index during an apply"). What it leaves
// must be what the triggers would have left: here a second database gets the same products
// written row by row with the triggers on, and every search table is compared.

const HEADER =
  'symbol;index_name;index_short_name;uom;catalog_price;buy_price;recommended_price;minimal_price;tax_rate;manufacturer;description;catalog_number';

function fresh(): Db {
  const db = openDatabase(':memory:');
  migrate(db);
  return db;
}

const insertProduct = `INSERT INTO products (symbol, index_name, index_short_name, uom, catalog_price, buy_price,
  recommended_price, minimal_price, tax_rate, manufacturer, description, catalog_number, is_active)
  VALUES (@symbol, @index_name, @index_short_name, 'szt', 100, 50, 90, 80, 23, @manufacturer, @description, @catalog_number, @is_active)`;

/** The products before the import: written with the triggers on, one deactivated afterwards. */
function seed(db: Db): void {
  const insert = db.prepare(insertProduct);
  const rows = [
    ['STG-1', 'Kolano mosiężne 1/2"', 'Kolano 1/2', 'Mosbud', 'Kolano gwintowane', 'KM-12'],
    ['STG-2', 'Mufa ćwierćcalowa', '', 'Łódzkie Zakłady', '', ''],
    ['STG-3', 'Zawór kulowy DN15', 'Zawór', 'Valvex', 'Zawór odcinający kulowy', 'ZK-15'],
    ['STG-4', 'Rura PEX 16x2,0', '', 'Kisan', 'Rura wielowarstwowa', 'PX-16'],
    ['STG-5', 'Trójnik redukcyjny 3/4x1/2', '', 'Mosbud', '', 'TR-34'],
  ];
  for (const [symbol, index_name, index_short_name, manufacturer, description, catalog_number] of rows) {
    insert.run({ symbol, index_name, index_short_name, manufacturer, description, catalog_number, is_active: 1 });
  }
  db.prepare("UPDATE products SET is_active = 0 WHERE symbol = 'STG-4'").run();
}

/** The search tables, in an order that does not depend on how they were written. */
function searchState(db: Db) {
  db.exec("CREATE VIRTUAL TABLE IF NOT EXISTS temp.fts_rows USING fts5vocab(main, 'products_fts', 'instance')");
  const symbolOf = 'SELECT p.symbol FROM products p WHERE p.id =';
  return {
    fts: db
      .prepare(`SELECT (${symbolOf} f.doc) AS symbol, f.term, f.col, f.offset FROM temp.fts_rows f ORDER BY 1, 2, 3, 4`)
      .all(),
    rank: db
      .prepare(
        `SELECT (${symbolOf} s.id) AS symbol, s.name, s.aliases, s.short_name, s.manufacturer, s.name_length FROM product_search s ORDER BY 1`,
      )
      .all(),
    vocabulary: db.prepare('SELECT word FROM search_vocabulary ORDER BY 1').pluck().all(),
    keys: db.prepare('SELECT key, word FROM search_vocabulary_keys ORDER BY 1, 2').all(),
  };
}

describe('an import keeps the search tables as the triggers would', () => {
  it('new, renamed, price-only, reactivated, untouched and deactivated products', async () => {
    const file = [
      HEADER,
      // Renamed, with a new manufacturer word.
      'STG-1;Kolano mosiężne nakrętne 1/2";;szt;1,00;0,50;0,90;0,80;23;Hydrobud Żerań;;',
      // Only a price changes: its search rows stay.
      'STG-2;;;;2,00;;;;;;;',
      // Inactive, named again with the same texts: back in the search tables.
      'STG-4;Rura PEX 16x2,0;;szt;1,00;0,50;0,90;0,80;23;Kisan;Rura wielowarstwowa;PX-16',
      // New products, one with every text column, one with the defaults.
      'STG-6;Złączka zaciskowa 16x2 PEX;Złączka;szt;3,00;1,50;2,70;2,40;23;Kisan;Złączka do rur wielowarstwowych;ZZ-16',
      'STG-7;Wkrętak krzyżakowy PH2;;szt;3,00;1,50;2,70;2,40;23;;;',
      // Unchanged: the update leaves it alone.
      'STG-3;Zawór kulowy DN15;Zawór;szt;1,00;0,50;0,90;0,80;23;Valvex;Zawór odcinający kulowy;ZK-15',
    ].join('\n');

    // The import, with its set-wise search rows; `full` also deactivates STG-5 (a trigger's work).
    const imported = fresh();
    seed(imported);
    const outcome = await importFile(imported, 'import_stage_test', Buffer.from(file), {
      kind: 'products',
      dryRun: false,
      full: true,
      acceptValid: false,
    });
    expect(outcome.report).toMatchObject({ created: 2, updated: 3, unchanged: 1, deactivated: 1, rejected: 0 });

    // The same products written with the triggers: the seed, then each product set to what the
    // import left, row by row (an update trigger per existing product, an insert trigger per new one).
    const byTriggers = fresh();
    seed(byTriggers);
    const columns = ['index_name', 'index_short_name', 'manufacturer', 'description', 'catalog_number', 'is_active'];
    const update = byTriggers.prepare(
      `UPDATE products SET ${columns.map((c) => `${c} = @${c}`).join(', ')} WHERE symbol = @symbol`,
    );
    const insert = byTriggers.prepare(insertProduct);
    for (const p of imported.prepare('SELECT * FROM products ORDER BY id').all() as Record<string, unknown>[]) {
      const values = Object.fromEntries(['symbol', ...columns].map((c) => [c, p[c]]));
      if (update.run(values).changes === 0) insert.run(values);
    }

    const expected = searchState(byTriggers);
    const actual = searchState(imported);
    expect(actual.rank.map((r) => (r as { symbol: string }).symbol)).toEqual([
      'STG-1',
      'STG-2',
      'STG-3',
      'STG-4',
      'STG-6',
      'STG-7',
    ]);
    expect(actual.vocabulary).toEqual(expect.arrayContaining(['hydrobud', 'zlaczka', 'wkretak']));
    expect(actual).toEqual(expected);

    // And a search finds by the new words, not the old name's only ones.
    const found = (q: string) =>
      imported
        .prepare(
          `SELECT p.symbol FROM products_fts f JOIN products p ON p.id = f.rowid WHERE products_fts MATCH ? ORDER BY 1`,
        )
        .pluck()
        .all(q);
    expect(found('nakretne')).toEqual(['STG-1']);
    expect(found('pex')).toEqual(['STG-4', 'STG-6']);
  });
});
