import { newestBackupAt } from '../backup/backupSchedule';
import type { HealthCheckResult } from './health';
import type { ServerMetrics } from './metrics';

/** What the backup schedule reports after each backup (`scheduleBackups`' `status`). */
export interface BackupOutcomes {
  succeeded(file: string, at: number): void;
  failed(error: unknown, at: number): void;
}

/** The state of the running server's backups, for the readiness answer and the metrics. */
export interface BackupStatus extends BackupOutcomes {
  /** The readiness check `backup` (docs/operations.md, "Health"). */
  check(now: number): HealthCheckResult;
}

/** Options of {@link createBackupStatus}. */
export interface BackupStatusOptions {
  /** The backup folder, or null when the database is in memory. */
  dir: string | null;
  /** Time between backups, ms; 0 when the schedule is off. */
  intervalMs: number;
  /** When the server started, epoch ms: with no backup yet, the first one is due an interval after it. */
  startedAt: number;
}

/**
 * Follows the backups: the newest one's time (from the folder at start, by the moment in its name
 * as the schedule counts it, so a copy whose modification time changed is as old here as there;
 * then from each backup taken), the last failure and its message. Not ready when the last attempt failed, or when the
 * newest backup (or, with none, the start) is older than two intervals: a schedule that silently
 * stopped shows as much as one that fails.
 */
export function createBackupStatus(options: BackupStatusOptions): BackupStatus {
  const enabled = options.dir !== null && options.intervalMs > 0;
  let lastSuccessAt = options.dir ? newestBackupAt(options.dir) : null;
  let lastFailureAt: number | null = null;
  let lastError: string | null = null;
  let failures = 0;
  return {
    succeeded(_file, at) {
      lastSuccessAt = at;
    },
    failed(error, at) {
      lastFailureAt = at;
      lastError = error instanceof Error ? error.message : String(error);
      failures++;
    },
    check(now) {
      const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
      const details = {
        enabled,
        interval_minutes: Math.round(options.intervalMs / 60_000),
        last_success_at: iso(lastSuccessAt),
        age_seconds: lastSuccessAt === null ? null : Math.max(0, Math.round((now - lastSuccessAt) / 1000)),
        last_error: lastError,
        last_error_at: iso(lastFailureAt),
        failures,
      };
      if (!enabled) return { ok: true, ...details };
      const failedLast = lastFailureAt !== null && (lastSuccessAt === null || lastFailureAt >= lastSuccessAt);
      const overdue = now - (lastSuccessAt ?? options.startedAt) > 2 * options.intervalMs;
      return { ok: !failedLast && !overdue, overdue, ...details };
    },
  };
}

/** The backup metrics: the newest backup's time, the failures and the last one's time. */
export function registerBackupMetrics(metrics: ServerMetrics, status: BackupStatus, now: () => number): void {
  const read = (field: 'last_success_at' | 'last_error_at') => {
    const at = status.check(now())[field];
    return typeof at === 'string' ? Date.parse(at) / 1000 : 0;
  };
  metrics.gauge(
    'salesdesk_backup_last_success_timestamp_seconds',
    'Time of the newest backup (Unix seconds; 0: none yet).',
    () => read('last_success_at'),
  );
  metrics.gauge(
    'salesdesk_backup_last_failure_timestamp_seconds',
    'Time of the last failed backup (Unix seconds; 0: none since the start).',
    () => read('last_error_at'),
  );
  metrics.gauge('salesdesk_backup_failures', 'Failed backups since the server started.', () => {
    const failures = status.check(now()).failures;
    return typeof failures === 'number' ? failures : 0;
  });
}
