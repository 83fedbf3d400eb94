import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { PID_FILE } from './backupFiles';

/** The file whose exclusive SQLite lock says "a server (or a restore) owns this DATA_DIR". */
export const LOCK_FILE = 'salesdesk.lock';

/** DATA_DIR is held by another process: a second server or a restore must not touch it. */
export class DataDirLockedError extends Error {}

/** A held lock on a data folder; {@link DataDirLock.release} gives it back (the kernel does so when the process dies). */
export interface DataDirLock {
  release(): void;
}

/** The pid in `DATA_DIR/salesdesk.pid`, for a refusal's message (it may name a process that is gone). */
function recordedPid(dataDir: string): string | null {
  try {
    return readFileSync(join(dataDir, PID_FILE), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/**
 * Takes an exclusive lock on `dataDir` for as long as the answer is held, or throws a
 * {@link DataDirLockedError} at once when another process holds it. The lock is SQLite's own
 * exclusive lock on `DATA_DIR/salesdesk.lock` (`locking_mode = EXCLUSIVE`, so it stays after the
 * write that took it): an fcntl lock of the kernel, released when the process ends in any way,
 * `kill -9` included, so no stale lock is ever left to clean up by hand. SQLite also keeps it
 * between connections of one process, so a second server started in the same process is refused too.
 */
export function lockDataDir(dataDir: string, purpose: 'server' | 'restore'): DataDirLock {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new Database(join(dataDir, LOCK_FILE));
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('CREATE TABLE IF NOT EXISTS holder (pid INTEGER NOT NULL, purpose TEXT NOT NULL, since TEXT NOT NULL)');
    db.transaction(() => {
      db.exec('DELETE FROM holder');
      db.prepare('INSERT INTO holder (pid, purpose, since) VALUES (?, ?, ?)').run(
        process.pid,
        purpose,
        new Date().toISOString(),
      );
    }).exclusive();
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
      const pid = recordedPid(dataDir);
      throw new DataDirLockedError(
        `Folder danych ${dataDir} jest zajęty przez inny proces salesdesk${pid ? ` (pid ${pid} w ${PID_FILE})` : ''}: ` +
          'działa tam serwer albo trwa odtwarzanie kopii. Jeden folder danych obsługuje jeden serwer.',
      );
    }
    throw error;
  }
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      db.close();
    },
  };
}
