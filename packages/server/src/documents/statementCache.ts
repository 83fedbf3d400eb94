import type Database from 'better-sqlite3';
import type { Db } from '../db/database';

// Prepared statements kept per database, and one-row reads with rows built by a compiled function.

/** A statement prepared by {@link cached}, bound with positional or named parameters. */
export type CachedStatement = Database.Statement<unknown[]>;

const statements = new WeakMap<Db, Map<string, CachedStatement>>();

/**
 * A prepared statement, compiled once per database: every offer write runs a dozen statements
 * and compiling them again on each call was a measurable part of its time (bench/offers.bench.ts).
 * Callers that use `pluck`/`raw` must set it on every call (those modes stick to the statement).
 */
export function cached(db: Db, sql: string): CachedStatement {
  let byDb = statements.get(db);
  if (!byDb) {
    byDb = new Map();
    statements.set(db, byDb);
  }
  let statement = byDb.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    byDb.set(sql, statement);
  }
  return statement;
}

/** A one-row read of {@link cachedRow}. */
export interface RowReader {
  /** The row as an object (keys in column order, as better-sqlite3 gives them), or undefined. */
  get(...params: unknown[]): unknown;
}

const rowReaders = new WeakMap<Db, Map<string, RowReader>>();

/**
 * A one-row read whose row is built by a function compiled for its columns: better-sqlite3's
 * own row objects of the wide document and line rows cost about 4 µs more each (their
 * properties are set one by one, so V8 keeps them slow), and a line write reads three of them.
 * The same keys in the same order with the same values as `cached(db, sql).get(...)`; the builder
 * is made again when the number of columns changes (a `SELECT *` after a migration).
 */
export function cachedRow(db: Db, sql: string): RowReader {
  let byDb = rowReaders.get(db);
  if (!byDb) {
    byDb = new Map();
    rowReaders.set(db, byDb);
  }
  let reader = byDb.get(sql);
  if (!reader) {
    const statement = db.prepare(sql).raw(true);
    let build: (values: unknown[]) => unknown = () => undefined;
    let width = -1;
    reader = {
      get(...params) {
        const values = statement.get(...params) as unknown[] | undefined;
        if (!values) return undefined;
        if (values.length !== width) {
          const names = statement.columns().map((c) => c.name);
          // Keys are column names written as JSON string literals: nothing of them is evaluated.
          build = new Function(
            'v',
            `return {${names.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ')}};`,
          ) as typeof build;
          width = values.length;
        }
        return build(values);
      },
    };
    byDb.set(sql, reader);
  }
  return reader;
}
