import { closeSync, openSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Db } from '../db/database';
import type { BackupOutcomes } from '../observability/backupStatus';
import type { Logger } from '../serverContext';
import { backupDatabase, listBackups, privateFolder, pruneBackups } from './backupFiles';

/** Options of {@link scheduleBackups}. */
export interface BackupScheduleOptions {
  db: Db;
  /** Folder of the backups (`BACKUP_DIR`). */
  dir: string;
  /** Time between backups, ms (`BACKUP_INTERVAL_MINUTES`). */
  intervalMs: number;
  /** Backups kept; older ones are deleted after each new one (`BACKUP_KEEP`). */
  keep: number;
  now: () => number;
  log: Logger;
  /** Where the schedule reports its last failure (the readiness answer reads it); optional. */
  monitor?: BackupMonitor;
  /** Told of each backup's outcome (the readiness answer and the metrics read it). */
  status?: BackupOutcomes;
}

/** A running schedule of backups. */
export interface BackupSchedule {
  /** Takes a backup now (skipped, answering null, while one is running) and prunes old ones. */
  runNow(): Promise<string | null>;
  /** Stops the schedule and waits for a backup that is running. */
  stop(): Promise<void>;
}

/** What the readiness answer says of backups ({@link BackupMonitor.status}). */
export interface BackupStatus {
  /** Folder of the backups, null when there are none (an in-memory database). */
  dir: string | null;
  /** Whether the running server takes backups on a schedule. */
  scheduled: boolean;
  /** When the newest backup in `dir` was taken (epoch ms, from its name), or null when there is none. */
  lastBackupAt: number | null;
  /** Seconds since then, or null. */
  ageSeconds: number | null;
  /** The last failure (an unusable folder, a backup that failed), Polish; null since the last success. */
  error: string | null;
  /** When that failure happened (epoch ms), or null. */
  errorAt: number | null;
}

/** Keeps the backups' state for whoever asks (the readiness answer): the newest backup and the last failure. */
export interface BackupMonitor {
  status(): BackupStatus;
  failed(message: string): void;
  succeeded(): void;
}

/** Longest single wait of the schedule: it looks again at least this often (clock changes, a backup taken by hand). */
const MAX_WAIT_MS = 60 * 60_000;
/** After a failure the next try comes this soon at most (or one interval, if shorter). */
const RETRY_AFTER_FAILURE_MS = 5 * 60_000;

/** The moment a backup file was taken, from its name (`salesdesk-20260615T020000000Z.sqlite`). */
export function backupTakenAt(file: string): number | null {
  const m = /^salesdesk-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z\.sqlite$/.exec(basename(file));
  if (!m) return null;
  const [, y, mo, d, h, mi, s, ms] = m.map(Number) as number[];
  return Date.UTC(y as number, (mo as number) - 1, d, h, mi, s, ms);
}

/** When the newest backup in `dir` was taken (epoch ms), or null when it has none (or cannot be read). */
export function newestBackupAt(dir: string): number | null {
  try {
    for (const file of listBackups(dir)) {
      const at = backupTakenAt(file);
      if (at !== null) return at;
    }
  } catch {
    // An unreadable folder has no backup we could restore from.
  }
  return null;
}

/**
 * Checks that the server can write its backups into `dir`: made (0700) when missing, and a file
 * created and removed in it. Answers null, or why not (Polish) for the log and the readiness answer.
 */
export function checkBackupDir(dir: string): string | null {
  try {
    privateFolder(dir);
    const probe = join(dir, `.salesdesk-write-check-${process.pid}`);
    closeSync(openSync(probe, 'w', 0o600));
    rmSync(probe, { force: true });
    return null;
  } catch (error) {
    return `folder kopii zapasowych ${dir} nie nadaje się do zapisu (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`;
  }
}

/** A {@link BackupMonitor} of `dir`, read when asked; `scheduled` says whether a schedule runs. */
export function createBackupMonitor(dir: string | null, scheduled: boolean, now: () => number): BackupMonitor {
  let error: string | null = null;
  let errorAt: number | null = null;
  return {
    status() {
      const lastBackupAt = dir ? newestBackupAt(dir) : null;
      return {
        dir,
        scheduled,
        lastBackupAt,
        ageSeconds: lastBackupAt === null ? null : Math.max(0, Math.floor((now() - lastBackupAt) / 1000)),
        error,
        errorAt,
      };
    },
    failed(message) {
      error = message;
      errorAt = now();
    },
    succeeded() {
      error = null;
      errorAt = null;
    },
  };
}

/**
 * Backs the database up into `dir` whenever its newest backup is `intervalMs` old, keeping the
 * newest `keep`. The age is the newest backup's (from its name), not the process's: a server
 * restarted more often than the interval still backs up on time, and the first start of an
 * install with no backup takes one at once. One backup at a time; a failure is logged and tried
 * again after five minutes (or one interval, if shorter). The timer does not keep the process alive.
 */
export function scheduleBackups(options: BackupScheduleOptions): BackupSchedule {
  const { dir, intervalMs, now, log, monitor } = options;
  let running: Promise<string | null> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let lastFailureAt: number | null = null;

  const runNow = (): Promise<string | null> => {
    if (running) return Promise.resolve(null);
    running = (async () => {
      try {
        const file = await backupDatabase(options.db, dir, now());
        pruneBackups(dir, options.keep);
        lastFailureAt = null;
        monitor?.succeeded();
        options.status?.succeeded(file, now());
        log.info(`kopia zapasowa: ${file}`);
        return file;
      } catch (error) {
        lastFailureAt = now();
        const message = `kopia zapasowa nie powiodła się: ${(error as Error).message}`;
        monitor?.failed(message);
        options.status?.failed(error, now());
        log.error(message, error);
        return null;
      } finally {
        running = null;
      }
    })();
    return running;
  };

  /** Ms until the next backup is due: from the newest backup's age, or the retry after a failure. */
  function dueIn(): number {
    const at = now();
    if (lastFailureAt !== null) return lastFailureAt + Math.min(intervalMs, RETRY_AFTER_FAILURE_MS) - at;
    const newest = newestBackupAt(dir);
    return newest === null ? 0 : newest + intervalMs - at;
  }

  function arm() {
    if (stopped) return;
    const wait = Math.max(0, Math.min(dueIn(), MAX_WAIT_MS));
    timer = setTimeout(() => {
      timer = null;
      if (dueIn() > 0) return arm();
      void runNow().then(arm);
    }, wait);
    timer.unref();
  }
  arm();

  return {
    runNow,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
