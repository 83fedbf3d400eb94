import type { Db } from '../db/database';

/**
 * The full contents of `tables`, to prove a rejected write changed nothing: take one before
 * the call and compare with one taken after it.
 */
export function snapshot(db: Db, tables: readonly string[]): Record<string, unknown[]> {
  return Object.fromEntries(tables.map((t) => [t, db.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all()]));
}

/** Rows of a query, typed. */
export function rows<T>(db: Db, sql: string, ...params: unknown[]): T[] {
  return db.prepare(sql).all(...params) as T[];
}

/** One value of a query. */
export function scalar<T = number>(db: Db, sql: string, ...params: unknown[]): T {
  return db
    .prepare(sql)
    .pluck()
    .get(...params) as T;
}
