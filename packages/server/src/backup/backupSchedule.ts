import type { Db } from '../db/database';
import type { BackupOutcomes } from '../observability/backupStatus';
import type { Logger } from '../serverContext';
import { backupDatabase, pruneBackups } from './backupFiles';

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

/**
 * Backs the database up every `intervalMs` into `dir`, keeping the newest `keep`. One backup at
 * a time; a failure is logged and the next one is tried at its time. The timer does not keep
 * the process alive.
 */
export function scheduleBackups(options: BackupScheduleOptions): BackupSchedule {
  let running: Promise<string | null> | null = null;
  const runNow = (): Promise<string | null> => {
    if (running) return Promise.resolve(null);
    running = (async () => {
      try {
        const file = await backupDatabase(options.db, options.dir, options.now());
        pruneBackups(options.dir, options.keep);
        options.log.info(`kopia zapasowa: ${file}`);
        options.status?.succeeded(file, options.now());
        return file;
      } catch (error) {
        options.log.error('kopia zapasowa nie powiodła się', error);
        options.status?.failed(error, options.now());
        return null;
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void runNow(), options.intervalMs);
  timer.unref();
  return {
    runNow,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
