import type { ImportFileRun, ImportKind, ImportReport } from '@salesdesk/sdk';
import { importMessages } from '@salesdesk/sdk';
import type { Db } from '../db/database';
import { recordImportFinished } from '../events/changeLog';
import type { ServerContext } from '../serverContext';
import type { ImportOptions } from './importEngine';
import { notifyImportFinished } from './importNotifications';
import { IMPORT_POOL_CLOSED, releaseFile } from './importRunner';

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
  bytes_read: number;
  job_id: number | null;
  created: number;
  updated: number;
  unchanged: number;
  deactivated: number;
  rejected: number;
  message: string;
  report: string | null;
  has_rejects: number;
}

/** The columns of a run as `importFileRunSchema` has them (`f` is `import_files`, `u` its user). */
export const RUN_SELECT = `f.id, f.kind, f.status, f.dry_run, f.options, f.file_name, f.file_sha256, f.file_size,
  u.username, f.api_token_id, f.created_at, f.started_at, f.completed_at, f.rows_read, f.bytes_read, f.job_id,
  f.created, f.updated,
  f.unchanged, f.deactivated, f.rejected, f.message, f.report, f.rejects_csv IS NOT NULL AS has_rejects`;

/** Share of the file read: 0 while queued, 1 once done or refused, else by bytes. */
function progressOf(row: RunRow): number {
  if (row.status === 'done' || row.status === 'refused') return 1;
  if (row.status === 'queued' || row.file_size === 0) return 0;
  return Math.min(1, row.bytes_read / row.file_size);
}

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
    progress: progressOf(row),
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

/** The file of a new run, as recorded. */
export interface RunFile {
  /** The name the file was sent with. */
  readonly name: string;
  readonly sha256: string;
  readonly size: number;
  /** The file kept for the run under `ctx.imports.filesDir` (the run owns it), or null. */
  readonly stored: string | null;
  /** The dry run this run applies (its file is the dry run's), or null. */
  readonly sourceRunId?: number | null;
}

/**
 * Records a run (queued) and starts it after the answer (`ctx.runLater`): the caller gets the run
 * at once (202) and follows it with `GET /api/imports/runs/:id`. `path` is the file to read: the
 * run's own kept file, or a dry run's.
 */
export function startImportRun(
  ctx: ServerContext,
  caller: ImportCaller,
  file: RunFile,
  options: ImportOptions,
  path: string,
): ImportFileRun {
  const id = recordRun(ctx, caller, file, options);
  ctx.runLater(() => {
    void executeRun(ctx, id, path, options);
  });
  return findRun(ctx.db, id) as ImportFileRun;
}

/** Records a run of a file, queued, and answers its id. */
export function recordRun(ctx: ServerContext, caller: ImportCaller, file: RunFile, options: ImportOptions): number {
  const iso = new Date(ctx.now()).toISOString();
  return Number(
    ctx.db
      .prepare(
        `INSERT INTO import_files (kind, status, dry_run, options, file_name, file_sha256, file_size, user_id, api_token_id,
           job_id, created_at, file_path, source_run_id)
         VALUES (?, 'queued', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        options.kind,
        options.dryRun ? 1 : 0,
        JSON.stringify({ full: options.full, accept_valid: options.acceptValid, sheet: options.sheet ?? null }),
        file.name,
        file.sha256,
        file.size,
        caller.userId,
        caller.apiTokenId,
        caller.jobId ?? null,
        iso,
        file.stored,
        file.sourceRunId ?? null,
      ).lastInsertRowid,
  );
}

/**
 * Runs a recorded import to its end and stores the outcome; never throws (a failure is
 * recorded). `file` is the file's path (read as a stream) or its bytes. On a file database the
 * run goes to the import worker thread (`ctx.imports`); resolves once the run's record is final.
 */
export async function executeRun(
  ctx: ServerContext,
  id: number,
  file: string | Buffer,
  options: ImportOptions,
): Promise<void> {
  const { db } = ctx;
  try {
    await ctx.imports.run({ runId: id, source: file, options, clockOffsetMs: ctx.now() - Date.now() });
  } catch (error) {
    // Stopped with the server (the pool closed, then the database): the next start marks it
    // failed, or completes it when it was applying.
    if (!db.open || (error instanceof Error && error.message === IMPORT_POOL_CLOSED)) return;
    ctx.log.error(`import ${id} failed`, error);
    // Failed between two chunks of its apply: the chunks before are written, and the message says so.
    db.prepare(
      `UPDATE import_files SET status = 'failed', completed_at = ?,
         message = CASE WHEN apply_state IS NULL THEN ? ELSE ? END, apply_state = NULL
       WHERE id = ? AND status IN ('queued', 'running')`,
    ).run(new Date(ctx.now()).toISOString(), importMessages.file.failed, importMessages.file.failedApplying, id);
  }
  // Run finished: the run's record is final here, whatever its outcome. What reacts to a
  // finished run (releasing its file, notifying whoever waits for it) goes below.
  releaseRunFiles(ctx, id);
}

/**
 * A finished run's files: its own is removed unless it is a dry run that went well (kept to be
 * applied by id, `DRY_RUN_FILE_KEPT_MS`); a dry run applied by this run gives up its file.
 */
function releaseRunFiles(ctx: ServerContext, id: number): void {
  const run = ctx.db
    .prepare('SELECT dry_run, status, file_path, source_run_id FROM import_files WHERE id = ?')
    .get(id) as
    | { dry_run: number; status: ImportFileRun['status']; file_path: string | null; source_run_id: number | null }
    | undefined;
  if (!run) return;
  try {
    if (run.file_path && !(run.dry_run === 1 && run.status === 'done')) {
      releaseFile(ctx.db, ctx.imports.filesDir, id, run.file_path);
    }
    if (run.source_run_id !== null && run.status === 'done') {
      const source = ctx.db.prepare('SELECT file_path FROM import_files WHERE id = ?').pluck().get(run.source_run_id) as
        | string
        | null
        | undefined;
      if (source) releaseFile(ctx.db, ctx.imports.filesDir, run.source_run_id, source);
    }
  } catch (error) {
    // The periodic clean-up removes it later.
    ctx.log.error(`releasing the file of import ${id} failed`, error);
  }
  try {
    const finished = findRun(ctx.db, id);
    if (finished) recordImportFinished(ctx, id, finished);
  } catch (error) {
    ctx.log.error(`import ${id}: recording import.finished failed`, error);
  }
  // The apply may have queued e-mails (a new account's set-password link), on the worker thread
  // which cannot wake the sender: look now rather than at its next poll.
  ctx.mail.nudge();
  notifyImportFinished(ctx, id);
}

/**
 * Runs a server stopped in the middle of (queued or running) are marked failed at start when
 * nothing of them was written (stopped before their apply's first chunk); their files are removed
 * by the import runner's first clean-up (`cleanImportFiles`), which follows at start. A run
 * stopped while applying (it has an `apply_state`) stays running, with its file, to be completed
 * (`resumeInterruptedImports`).
 */
export function failInterruptedImports(db: Db, now: number): void {
  db.prepare(
    "UPDATE import_files SET status = 'failed', completed_at = ?, message = ? WHERE status IN ('queued', 'running') AND apply_state IS NULL",
  ).run(new Date(now).toISOString(), importMessages.file.interrupted);
}
