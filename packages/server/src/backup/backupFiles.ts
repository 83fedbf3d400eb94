import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { type Db, restrictMode } from '../db/database';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './dataDirLock';

/** The database file inside `DATA_DIR` (see `openDatabase`). */
export const DATABASE_FILE = 'salesdesk.sqlite';
/** The file a running server keeps its process id in, inside `DATA_DIR`. */
export const PID_FILE = 'salesdesk.pid';

/** Backups are named by their UTC moment, so names sort by age: `salesdesk-20260615T080000123Z.sqlite`. */
const BACKUP_NAME = /^salesdesk-\d{8}T\d{9}Z\.sqlite$/;

/** A backup or restore that cannot go ahead; its message is Polish, for the operator. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** The file name of a backup taken at `now` (epoch ms). */
export function backupName(now: number): string {
  return `salesdesk-${new Date(now).toISOString().replace(/[-:.]/g, '')}.sqlite`;
}

/** A `.partial` untouched this long belongs to no running backup (a running one writes it at every step). */
export const STALE_PARTIAL_MS = 10 * 60 * 1000;

/** What a backup in progress leaves beside a backup's name: the copy and SQLite's journal files of it. */
const PARTIAL_NAME = /^salesdesk-\d{8}T\d{9}Z\.sqlite\.partial(-journal|-wal|-shm)?$/;

/**
 * Deletes what killed backups left in `dir` (`….partial` and its `-journal`, `-wal`, `-shm`),
 * except files touched within {@link STALE_PARTIAL_MS} of `now`: another process (the `backup`
 * command beside a running server) may be writing them. Answers what it deleted.
 */
export function removeStalePartials(dir: string, now: number = Date.now()): string[] {
  if (!existsSync(dir)) return [];
  const removed: string[] = [];
  for (const name of readdirSync(dir)) {
    if (!PARTIAL_NAME.test(name)) continue;
    const file = join(dir, name);
    try {
      if (statSync(file).mtimeMs > now - STALE_PARTIAL_MS) continue;
    } catch {
      continue;
    }
    rmSync(file, { force: true });
    removed.push(file);
  }
  return removed;
}

/** The folder `dir` made (when missing) and kept readable by the server's account only. */
export function privateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  restrictMode(dir, 0o700);
}

/**
 * Takes an online backup of `db` into `dir` with SQLite's backup API (better-sqlite3's
 * `db.backup`): page by page, the server keeps answering in between, and writes made through
 * the same connection meanwhile are carried into the copy, so it is one consistent moment. It
 * is written under a temporary name, flushed to disk and only then renamed, so a backup file is
 * never half-written. It holds personal data and password hashes: the folder is 0700 and the
 * file is created 0600 before SQLite opens it (SQLite gives its journal the same mode), so no
 * moment of the copy is readable by others. Leftovers of killed backups are removed first.
 * Answers the file's path.
 */
export async function backupDatabase(db: Db, dir: string, now: number): Promise<string> {
  privateFolder(dir);
  removeStalePartials(dir);
  const file = join(dir, backupName(now));
  const partial = `${file}.partial`;
  const leftovers = () => {
    for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(partial + suffix, { force: true });
  };
  leftovers();
  try {
    closeSync(openSync(partial, 'wx', 0o600));
    await db.backup(partial);
    chmodSync(partial, 0o600);
    const fd = openSync(partial, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(partial, file);
  } catch (error) {
    leftovers();
    throw error;
  }
  return file;
}

/** The backups in `dir`, newest first. */
export function listBackups(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse()
    .map((name) => join(dir, name));
}

/**
 * Deletes all but the newest `keep` backups of `dir`, and the leftovers of killed backups
 * ({@link removeStalePartials}); answers what it deleted.
 */
export function pruneBackups(dir: string, keep: number, now: number = Date.now()): string[] {
  const old = listBackups(dir).slice(Math.max(1, keep));
  for (const file of old) rmSync(file, { force: true });
  return [...old, ...removeStalePartials(dir, now)];
}

/** What {@link verifyBackup} found. */
export interface BackupCheck {
  /** The newest schema migration the file has. */
  schemaVersion: number;
  bytes: number;
}

/**
 * Opens a backup read-only and runs SQLite's `integrity_check` on it; a file that is not a
 * salesdesk database, or not whole, is a {@link BackupError}.
 */
export function verifyBackup(file: string): BackupCheck {
  if (!existsSync(file)) throw new BackupError(`Nie ma pliku kopii: ${file}`);
  let db: Db | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new BackupError(`Kopia ${file} jest uszkodzona: ${String(integrity)}`);
    const version = db.prepare('SELECT MAX(version) FROM schema_migrations').pluck().get() as number | null;
    if (!version) throw new BackupError(`Plik ${file} nie jest bazą salesdesk (brak migracji).`);
    return { schemaVersion: version, bytes: statSync(file).size };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`Plik ${file} nie jest poprawną bazą SQLite: ${(error as Error).message}`);
  } finally {
    db?.close();
  }
}

/** The process id in `DATA_DIR/salesdesk.pid` when that process is still running, else null. */
export function runningServerPid(dataDir: string): number | null {
  const file = join(dataDir, PID_FILE);
  if (!existsSync(file)) return null;
  const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it runs under another user, but it runs.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** What {@link restoreBackup} did. */
export interface RestoreResult {
  /** The restored database file. */
  file: string;
  /** Where the database that was there before was moved, or null when there was none. */
  previous: string | null;
  check: BackupCheck;
}

/**
 * Puts a backup in place as `DATA_DIR/salesdesk.sqlite`, for a server that is stopped: the
 * backup is verified first (integrity check, a salesdesk schema), a running server is refused,
 * an existing database is refused unless `force`, and then kept beside as
 * `salesdesk.sqlite.before-restore-<moment>` (with its `-wal`/`-shm`), never deleted. The copy
 * is written under a temporary name, flushed and renamed, then checked again. The next start
 * applies any newer migrations.
 */
export function restoreBackup(
  file: string,
  dataDir: string,
  options: { force?: boolean; now?: number } = {},
): RestoreResult {
  // A damaged or foreign file is refused before anything in DATA_DIR is touched.
  verifyBackup(file);
  const pid = runningServerPid(dataDir);
  if (pid !== null) {
    throw new BackupError(`Serwer działa (pid ${pid}) na danych ${dataDir}. Zatrzymaj go przed odtworzeniem kopii.`);
  }
  // The pid file can be missing or stale; the lock cannot: a server holding DATA_DIR refuses the
  // restore, and a server started meanwhile waits for it to be done (it is refused at start).
  let lock: DataDirLock;
  try {
    lock = lockDataDir(dataDir, 'restore');
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupError(`${error.message} Zatrzymaj serwer przed odtworzeniem kopii.`);
    }
    throw error;
  }
  try {
    return restoreInto(file, dataDir, options);
  } finally {
    lock.release();
  }
}

function restoreInto(file: string, dataDir: string, options: { force?: boolean; now?: number }): RestoreResult {
  privateFolder(dataDir);
  const target = join(dataDir, DATABASE_FILE);
  let previous: string | null = null;
  if (existsSync(target)) {
    if (!options.force) {
      throw new BackupError(
        `W ${dataDir} jest już baza danych. Dodaj --force, aby ją zastąpić (zostanie zachowana obok jako kopia).`,
      );
    }
    previous = `${target}.before-restore-${new Date(options.now ?? Date.now()).toISOString().replace(/[-:.]/g, '')}`;
    for (const suffix of ['', '-wal', '-shm']) {
      if (existsSync(target + suffix)) renameSync(target + suffix, previous + suffix);
    }
  }
  for (const suffix of ['-wal', '-shm']) rmSync(target + suffix, { force: true });
  const incoming = `${target}.restoring`;
  copyFileSync(file, incoming);
  // A backup taken before backups were 0600 must not make the live database readable by others.
  chmodSync(incoming, 0o600);
  const fd = openSync(incoming, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(incoming, target);
  return { file: target, previous, check: verifyBackup(target) };
}
