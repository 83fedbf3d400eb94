import { join } from 'node:path';
import type { ImportJob, ImportKind, ImportRun } from '@salesdesk/sdk';
import { IMPORT_JOB_DEFINITIONS, nextImportRun } from '@salesdesk/sdk/imports';
import type { Db } from '../db/database';
import type { ServerContext } from '../serverContext';

/** Runs shown with each job, newest first. */
export const RUNS_PER_JOB = 5;

/** A job as stored, with the file run it has in progress. */
export interface ImportJobRow {
  id: number;
  cron_job_code: string;
  name: string;
  frequency: string;
  current_job_status: ImportJob['current_job_status'];
  last_run_start: string | null;
  last_run_completed: string | null;
  next_run: string | null;
  kind: ImportKind | null;
  full: number;
  accept_valid: number;
  enabled: number;
  running_run_id: number | null;
}

/** The columns of a job (`j` is `import_jobs`) as {@link ImportJobRow} has them. */
export const JOB_SELECT = `j.id, j.cron_job_code, j.name, j.frequency, j.current_job_status, j.last_run_start,
  j.last_run_completed, j.next_run, j.kind, j.full, j.accept_valid, j.enabled,
  (SELECT f.id FROM import_files f WHERE f.job_id = j.id AND f.status IN ('queued', 'running')
   ORDER BY f.id DESC LIMIT 1) AS running_run_id`;

/** A job's inbox folder, null without `IMPORT_DIR` (or for a job of no import kind). */
export function inboxOf(ctx: ServerContext, kind: ImportKind | null): string | null {
  return kind && ctx.config.importDir ? join(ctx.config.importDir, kind) : null;
}

/** A stored job as the API answers it, with its latest runs. */
export function jobOf(ctx: ServerContext, row: ImportJobRow, runs: ImportRun[]): ImportJob {
  const { full, accept_valid, enabled: _enabled, ...rest } = row;
  return { ...rest, full: full === 1, accept_valid: accept_valid === 1, inbox: inboxOf(ctx, row.kind), runs };
}

/** One job as stored, or undefined. */
export function findJobRow(db: Db, id: number): ImportJobRow | undefined {
  return db.prepare(`SELECT ${JOB_SELECT} FROM import_jobs j WHERE j.id = ?`).get(id) as ImportJobRow | undefined;
}

/** One job as the API answers it, or undefined. */
export function findJob(ctx: ServerContext, id: number): ImportJob | undefined {
  const row = findJobRow(ctx.db, id);
  return row ? jobOf(ctx, row, latestRuns(ctx.db, [id]).get(id) ?? []) : undefined;
}

/**
 * The latest file runs of each job (at most {@link RUNS_PER_JOB}, newest first) as job runs: done
 * is a success, refused and failed a failure, queued and running still running; the records are
 * what the run wrote (created, updated, deactivated; none for a failure), or the rows read so far
 * while it runs.
 */
export function latestRuns(db: Db, jobIds: readonly number[]): Map<number, ImportRun[]> {
  const runs = new Map<number, ImportRun[]>(jobIds.map((id) => [id, []]));
  if (!jobIds.length) return runs;
  const rows = db
    .prepare(
      `SELECT id, job_id, started_at, created_at, completed_at, status, records, message FROM (
         SELECT f.id, f.job_id, f.started_at, f.created_at, f.completed_at, f.message,
           CASE f.status WHEN 'done' THEN 'success' WHEN 'refused' THEN 'failed' WHEN 'failed' THEN 'failed' ELSE 'running' END AS status,
           CASE f.status WHEN 'done' THEN f.created + f.updated + f.deactivated
             WHEN 'refused' THEN 0 WHEN 'failed' THEN 0 ELSE f.rows_read END AS records,
           ROW_NUMBER() OVER (PARTITION BY f.job_id ORDER BY f.id DESC) AS rn
         FROM import_files f WHERE f.job_id IN (${jobIds.map(() => '?').join(',')})
       ) WHERE rn <= ? ORDER BY job_id, id DESC`,
    )
    .all(...jobIds, RUNS_PER_JOB) as Array<ImportRun & { job_id: number; created_at: string }>;
  for (const { job_id, created_at, started_at, ...run } of rows) {
    // A queued run has not started: it shows from when it was queued.
    runs.get(job_id)?.push({ ...run, started_at: started_at ?? created_at });
  }
  return runs;
}

/**
 * Brings a job's stored state up to date with its file runs: its last start and completion, and
 * its status — `running` while the scheduler holds it, else `disabled` when switched off,
 * `failed` when its last run was refused or failed, `idle` otherwise.
 */
export function refreshJobState(db: Db, jobId: number, running: boolean): void {
  db.prepare(
    `UPDATE import_jobs SET
       -- The latest run by id, not the latest time: a worker's clock may read a millisecond on.
       last_run_start = (SELECT COALESCE(started_at, created_at) FROM import_files WHERE job_id = import_jobs.id
                         ORDER BY id DESC LIMIT 1),
       last_run_completed = (SELECT completed_at FROM import_files WHERE job_id = import_jobs.id
                             AND completed_at IS NOT NULL ORDER BY id DESC LIMIT 1),
       current_job_status = CASE
         WHEN ? THEN 'running'
         WHEN enabled = 0 THEN 'disabled'
         WHEN (SELECT status FROM import_files WHERE job_id = import_jobs.id AND status NOT IN ('queued', 'running')
               ORDER BY id DESC LIMIT 1) IN ('refused', 'failed') THEN 'failed'
         ELSE 'idle' END
     WHERE id = ?`,
  ).run(running ? 1 : 0, jobId);
}

/**
 * The jobs every installation has, one per import kind (`IMPORT_JOB_DEFINITIONS`), inserted when
 * missing, so a new kind brings its job and an empty start, the demo and an upgraded database
 * alike have them; then the schedules of env `IMPORT_SCHEDULES`. Jobs left `running` by a
 * stopped server are settled (their file run was marked failed, the file is still in the inbox).
 * An enabled job without a next run gets one from `now`.
 */
export function ensureImportJobs(db: Db, now: number, schedules: Partial<Record<ImportKind, string>> = {}): void {
  db.transaction(() => {
    const insert = db.prepare(
      `INSERT INTO import_jobs (cron_job_code, name, frequency, current_job_status, kind, full, enabled, next_run)
       SELECT ?, ?, ?, 'idle', ?, ?, 1, ? WHERE NOT EXISTS (SELECT 1 FROM import_jobs WHERE kind = ?)`,
    );
    for (const job of IMPORT_JOB_DEFINITIONS) {
      insert.run(
        job.cron_job_code,
        job.name,
        job.frequency,
        job.kind,
        job.full ? 1 : 0,
        nextImportRun(job.frequency, now),
        job.kind,
      );
    }
    const schedule = db.prepare('UPDATE import_jobs SET frequency = ?, next_run = ? WHERE kind = ? AND frequency <> ?');
    for (const [kind, frequency] of Object.entries(schedules)) {
      schedule.run(frequency, nextImportRun(frequency, now), kind, frequency);
    }
    db.prepare('UPDATE import_jobs SET next_run = NULL WHERE enabled = 0 AND next_run IS NOT NULL').run();
    const unscheduled = db
      .prepare('SELECT id, frequency FROM import_jobs WHERE enabled = 1 AND next_run IS NULL')
      .all() as Array<{ id: number; frequency: string }>;
    for (const job of unscheduled) {
      db.prepare('UPDATE import_jobs SET next_run = ? WHERE id = ?').run(nextImportRun(job.frequency, now), job.id);
    }
    const interrupted = db
      .prepare("SELECT id FROM import_jobs WHERE current_job_status = 'running'")
      .pluck()
      .all() as number[];
    for (const id of interrupted) refreshJobState(db, id, false);
  }).immediate();
}
