import { createHash } from 'node:crypto';
import type { ImportFileRun, ImportKind, ImportReport } from '@salesdesk/sdk';
import { importMessages } from '@salesdesk/sdk';
import type { Db } from '../db/database';
import type { ServerContext } from '../serverContext';
import { type ImportOptions, importFile } from './importEngine';
import { notifyImportFinished } from './importNotifications';

interface RunRow {
  id: number;
  kind: ImportKind;
  status: ImportFileRun['status'];
  dry_run: number;
  options: string;
  file_name: string;
  file_sha256: string;
  file_size: number;
  username: string | null;
  api_token_id: number | null;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  rows_read: number;
  created: number;
  updated: number;
  unchanged: number;
  deactivated: number;
  rejected: number;
  message: string;
  report: string | null;
  has_rejects: number;
  job_id: number | null;
}

/** The columns of a run as `importFileRunSchema` has them (`f` is `import_files`, `u` its user). */
export const RUN_SELECT = `f.id, f.kind, f.status, f.dry_run, f.options, f.file_name, f.file_sha256, f.file_size,
  u.username, f.api_token_id, f.created_at, f.started_at, f.completed_at, f.rows_read, f.created, f.updated,
  f.unchanged, f.deactivated, f.rejected, f.message, f.report, f.rejects_csv IS NOT NULL AS has_rejects, f.job_id`;

/** A stored run as the API answers it (`withReport`: the whole report; the list leaves it out). */
export function runOf(row: RunRow, withReport = true): ImportFileRun {
  const options = JSON.parse(row.options) as { full?: boolean; accept_valid?: boolean; sheet?: string | null };
  const run: ImportFileRun = {
    id: row.id,
    kind: row.kind,
    status: row.status,
    dry_run: row.dry_run === 1,
    full: options.full === true,
    accept_valid: options.accept_valid === true,
    sheet: options.sheet ?? null,
    file_name: row.file_name,
    file_sha256: row.file_sha256,
    file_size: row.file_size,
    username: row.username,
    api_token_id: row.api_token_id,
    created_at: row.created_at,
    started_at: row.started_at,
    completed_at: row.completed_at,
    rows_read: row.rows_read,
    // Progress by rows has no total to divide by; the share of the file's bytes read belongs
    // here once the run reads its file from disk (a finished run is whole either way).
    progress: row.status === 'done' || row.status === 'refused' || row.status === 'failed' ? 1 : 0,
    job_id: row.job_id,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    deactivated: row.deactivated,
    rejected: row.rejected,
    message: row.message,
    has_rejects: row.has_rejects === 1,
    report: row.report ? (JSON.parse(row.report) as ImportReport) : null,
  };
  if (!withReport) {
    const { report: _omitted, ...rest } = run;
    return rest as ImportFileRun;
  }
  return run;
}

/** One run by id, or undefined. */
export function findRun(db: Db, id: number): ImportFileRun | undefined {
  const row = db
    .prepare(`SELECT ${RUN_SELECT} FROM import_files f LEFT JOIN users u ON u.id = f.user_id WHERE f.id = ?`)
    .get(id) as RunRow | undefined;
  return row ? runOf(row) : undefined;
}

/** Who starts a run. */
export interface ImportCaller {
  readonly userId: number | null;
  readonly apiTokenId: number | null;
  /** The scheduled job that picked the file up from its inbox (no user then). */
  readonly jobId?: number | null;
}

/**
 * Records a run (queued) and starts it after the answer (`ctx.runLater`): the caller gets the run
 * at once and follows it with `GET /api/imports/runs/:id`. The engine yields between batches, so
 * a long file does not hold up other requests.
 */
export function startImportRun(
  ctx: ServerContext,
  caller: ImportCaller,
  file: { name: string; bytes: Buffer },
  options: ImportOptions,
): ImportFileRun {
  const id = recordRun(ctx, caller, file, options);
  ctx.runLater(() => {
    void executeRun(ctx, id, file.bytes, options);
  });
  return findRun(ctx.db, id) as ImportFileRun;
}

/** Records a run of a file, queued, and answers its id. */
export function recordRun(
  ctx: ServerContext,
  caller: ImportCaller,
  file: { name: string; bytes: Buffer },
  options: ImportOptions,
): number {
  const iso = new Date(ctx.now()).toISOString();
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  return Number(
    ctx.db
      .prepare(
        `INSERT INTO import_files (kind, status, dry_run, options, file_name, file_sha256, file_size, user_id, api_token_id, job_id, created_at)
         VALUES (?, 'queued', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        options.kind,
        options.dryRun ? 1 : 0,
        JSON.stringify({ full: options.full, accept_valid: options.acceptValid, sheet: options.sheet ?? null }),
        file.name,
        sha256,
        file.bytes.length,
        caller.userId,
        caller.apiTokenId,
        caller.jobId ?? null,
        iso,
      ).lastInsertRowid,
  );
}

/** Runs a recorded import to its end and stores the outcome; never throws (a failure is recorded). */
export async function executeRun(ctx: ServerContext, id: number, bytes: Buffer, options: ImportOptions): Promise<void> {
  const { db } = ctx;
  const at = () => new Date(ctx.now()).toISOString();
  db.prepare("UPDATE import_files SET status = 'running', started_at = ? WHERE id = ?").run(at(), id);
  const progress = db.prepare('UPDATE import_files SET rows_read = ? WHERE id = ?');
  try {
    const outcome = await importFile(db, `import_stage_${id}`, bytes, options, (rows) => progress.run(rows, id));
    const r = outcome.report;
    db.prepare(
      `UPDATE import_files SET status = ?, completed_at = ?, created = ?, updated = ?, unchanged = ?, deactivated = ?,
         rejected = ?, message = ?, report = ?, rejects_csv = ? WHERE id = ?`,
    ).run(
      outcome.status,
      at(),
      r.created,
      r.updated,
      r.unchanged,
      r.deactivated,
      r.rejected,
      outcome.message,
      JSON.stringify(r),
      outcome.rejectsCsv,
      id,
    );
  } catch (error) {
    ctx.log.error(`import ${id} failed`, error);
    db.prepare("UPDATE import_files SET status = 'failed', completed_at = ?, message = ? WHERE id = ?").run(
      at(),
      importMessages.file.failed,
      id,
    );
  }
  notifyImportFinished(ctx, id);
}

/**
 * Runs a server stopped in the middle of (queued or running) are marked failed at start: their
 * file is gone with the process, and nothing of them was written (the apply is one transaction).
 */
export function failInterruptedImports(db: Db, now: number): void {
  db.prepare(
    "UPDATE import_files SET status = 'failed', completed_at = ?, message = ? WHERE status IN ('queued', 'running')",
  ).run(new Date(now).toISOString(), importMessages.file.interrupted);
}
