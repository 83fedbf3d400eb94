import type { Db } from './database';

/**
 * Runs `fill` with the secondary indexes of `tables` dropped, then creates them again from
 * their own SQL, inside the caller's transaction (a failure rolls the drop back too). A bulk
 * insert then appends rows in rowid order, and each index is built once by sorting its keys
 * instead of taking one random insert per row: at scale 100 a seed writes millions of rows
 * into tables of up to 17 indexes (docs/decisions/performance.md, "Seeding"). The indexes of
 * UNIQUE and PRIMARY KEY constraints stay (they have no SQL of their own); a unique index that
 * is dropped checks its keys again when it is created, so no duplicate gets in unnoticed.
 */
export function withIndexesDeferred<T>(db: Db, tables: readonly string[], fill: () => T): T {
  const indexes = db
    .prepare(
      `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
       AND tbl_name IN (${tables.map(() => '?').join(', ')}) ORDER BY rowid`,
    )
    .all(...tables) as { name: string; sql: string }[];
  for (const index of indexes) db.exec(`DROP INDEX "${index.name.replace(/"/g, '""')}"`);
  const result = fill();
  for (const index of indexes) db.exec(index.sql);
  return result;
}
