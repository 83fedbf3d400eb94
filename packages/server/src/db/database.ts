import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { markRequestWrites } from '../imports/writeTurns';
import { migrations as allMigrations, type Migration } from './migrations/index';
import { registerSearchFunctions } from './searchFunctions';

/** The embedded database handle. */
export type Db = Database.Database;

/**
 * Sets `path`'s mode, tolerating a file or folder of another account that the server may use but
 * not change (EPERM: the operator's choice, a shared volume); any other failure is thrown.
 */
export function restrictMode(path: string, mode: number): void {
  try {
    chmodSync(path, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}

/** SQLite page cache of a file database, in KiB (see docs/decisions/catalogue.md). */
const PAGE_CACHE_KIB = 131_072;

/** How SQLite syncs commits to disk (`DB_SYNCHRONOUS`; see docs/operations.md, "Durability"). */
export type SynchronousMode = 'full' | 'normal';

/**
 * Opens (creating when missing) `salesdesk.sqlite` under `dataDir`, or an in-memory db for
 * `:memory:`. The folder is made 0700 and the database's files 0600. A file database runs in WAL mode with `synchronous = FULL` by default: every
 * commit is synced before the answer, so an acknowledged write survives a power cut, not only
 * a killed process; the measured cost (one fsync per commit, `pnpm bench durability`) is
 * written down in docs/operations.md. `normal` syncs only at checkpoints. The SQL functions the
 * search index's triggers call are registered on every connection.
 */
export function openDatabase(dataDir: string, options: { synchronous?: SynchronousMode } = {}): Db {
  let db: Db;
  if (dataDir === ':memory:') db = new Database(':memory:');
  else {
    // Personal data and password hashes: the folder and the database's files are the server's
    // account's only. The file is created 0600 before SQLite opens it (SQLite gives its -wal and
    // -shm the database file's mode); an existing one, and its -wal/-shm, are set to 0600.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    restrictMode(dataDir, 0o700);
    const file = databaseFile(dataDir);
    closeSync(openSync(file, 'a', 0o600));
    restrictMode(file, 0o600);
    db = new Database(file);
    db.pragma('journal_mode = WAL');
    for (const suffix of ['-wal', '-shm']) if (existsSync(file + suffix)) restrictMode(file + suffix, 0o600);
    // SQLite's default page cache is 2 MiB; at the benchmark's scale (200k products, 1M stock rows)
    // list queries touch tens of MiB of pages and every miss is a read from the file (this VM's
    // kernel reclaims its page cache aggressively). 128 MiB keeps the hot indexes in memory.
    db.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  }
  db.pragma('foreign_keys = ON');
  db.pragma(`synchronous = ${options.synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
  db.pragma('busy_timeout = 5000');
  registerSearchFunctions(db);
  // The request thread's writes take turns with an import's apply in its worker (another
  // connection to the file); marked from the start, before any statement or transaction is kept.
  if (dataDir !== ':memory:') markRequestWrites(db);
  return db;
}

/** The database file under `dataDir`. */
export function databaseFile(dataDir: string): string {
  return join(dataDir, 'salesdesk.sqlite');
}

/** Page cache of a worker's read-only connection, in KiB (the request thread's keeps the most). */
const READER_CACHE_KIB = 32_768;

/**
 * A read-only connection to the database file, for a worker thread that only reads (the
 * matcher's pool): WAL lets it read while the request thread writes. Has the search functions,
 * so the same SQL runs on it.
 */
export function openReadOnlyDatabase(file: string): Db {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma(`cache_size = -${READER_CACHE_KIB}`);
  db.pragma('busy_timeout = 5000');
  registerSearchFunctions(db);
  return db;
}

/**
 * Page cache of the import worker's connection, in KiB. The apply goes in chunks of a few
 * thousand rows, each touching a narrow band of the target's indexes; a larger cache only adds
 * to the server's resident memory during a run (docs/imports.md, "Memory").
 */
const IMPORT_WORKER_CACHE_KIB = 16_384;

/**
 * A read-write connection to the database file for the import worker (imports/importWorker.ts):
 * the same pragmas as the request thread's (WAL is the file's own), so its writes wait for a
 * write lock held by the request thread (`busy_timeout`) instead of failing. Has the search
 * functions, which the products' triggers call.
 */
export function openWorkerDatabase(file: string, synchronous: SynchronousMode = 'full'): Db {
  const db = new Database(file, { fileMustExist: true });
  db.pragma(`cache_size = -${IMPORT_WORKER_CACHE_KIB}`);
  db.pragma('foreign_keys = ON');
  db.pragma(`synchronous = ${synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
  db.pragma('busy_timeout = 5000');
  registerSearchFunctions(db);
  return db;
}

/** A database this version cannot run: migrated by a newer version, or a migration that failed (Polish, for the operator). */
export class MigrationError extends Error {}

/**
 * Applies the migrations the database has not seen yet, each in its own transaction, logging
 * each one applied; returns the versions applied now. A database that has migrations this
 * version does not know (it was run by a newer version) is refused before anything is applied:
 * this code would misread its schema (docs/operations.md, "Upgrade", step 4). A migration that
 * fails leaves the database as it was and throws a {@link MigrationError} naming itself.
 */
export function migrate(
  db: Db,
  migrations: readonly Migration[] = allMigrations,
  log?: { info(message: string): void },
): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const recorded = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all() as {
    version: number;
    name: string;
  }[];
  const done = new Set(recorded.map((r) => r.version));
  const known = new Set(allMigrations.map((m) => m.version));
  for (const m of migrations) known.add(m.version);
  const unknown = recorded.filter((r) => !known.has(r.version));
  if (unknown.length) {
    throw new MigrationError(
      `Baza danych pochodzi z nowszej wersji salesdesk: ma migracje, których ta wersja nie zna (${unknown
        .map((r) => `${r.version} ${r.name}`)
        .join(
          ', ',
        )}). Uruchom nowszą wersję albo odtwórz kopię zapasową sprzed aktualizacji (docs/operations.md, „Upgrade”).`,
    );
  }
  const applied: number[] = [];
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(m.version)) continue;
    const started = performance.now();
    try {
      db.transaction(() => {
        db.exec(m.sql);
        record.run(m.version, m.name, new Date().toISOString());
      })();
    } catch (error) {
      throw new MigrationError(
        `Migracja ${m.version} (${m.name}) nie powiodła się: ${(error as Error).message}. Baza została bez zmian tej migracji; serwer nie wystartuje.`,
        { cause: error },
      );
    }
    log?.info(`migracja ${m.version} (${m.name}) zastosowana w ${Math.round(performance.now() - started)} ms`);
    applied.push(m.version);
  }
  return applied;
}
