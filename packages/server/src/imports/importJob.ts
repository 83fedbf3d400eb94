import type { Db } from '../db/database';
import { type ImportOptions, importFile } from './importEngine';

/** One run for a worker (or, on an in-memory database, the request thread) to carry out. */
export interface ImportJobSpec {
  /** The run's `import_files` id. */
  readonly runId: number;
  /** The file: its path (streamed from disk) or its bytes. */
  readonly source: string | Uint8Array;
  readonly options: ImportOptions;
  /**
   * The server's clock minus the system clock, ms: a worker stamps `started_at` and
   * `completed_at` by the server's clock (which tests may move), not its own.
   */
  readonly clockOffsetMs: number;
}

/**
 * Carries out one import run on `db` and records it in `import_files`: running, its progress
 * (rows and bytes read) while the file is read, then the outcome. Throws what the engine throws
 * beyond a refused file (a bug, a full disk); the caller records the failure.
 */
export async function runImportJob(db: Db, job: ImportJobSpec): Promise<void> {
  const at = () => new Date(Date.now() + job.clockOffsetMs).toISOString();
  db.prepare("UPDATE import_files SET status = 'running', started_at = ? WHERE id = ?").run(at(), job.runId);
  const progress = db.prepare('UPDATE import_files SET rows_read = ?, bytes_read = ? WHERE id = ?');
  const source = typeof job.source === 'string' ? job.source : Buffer.from(job.source);
  const outcome = await importFile(db, `import_stage_${job.runId}`, source, job.options, (rows, bytes) =>
    // One small commit a batch of 2,000 rows: a hundred for a 200,000-row file.
    progress.run(rows, bytes, job.runId),
  );
  const r = outcome.report;
  db.prepare(
    `UPDATE import_files SET status = ?, completed_at = ?, created = ?, updated = ?, unchanged = ?, deactivated = ?,
       rejected = ?, message = ?, report = ?, rejects_csv = ?, bytes_read = file_size WHERE id = ?`,
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
    job.runId,
  );
}
