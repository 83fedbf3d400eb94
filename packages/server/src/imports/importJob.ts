import type { Db } from '../db/database';
import { type ApplyHooks, type ApplyState, type ImportOptions, importFile } from './importEngine';
import type { ApplyTurns } from './writeTurns';

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
  /** Staged rows per transaction of the apply (tests use few; default `APPLY_CHUNK_ROWS`). */
  readonly chunkRows?: number;
}

/**
 * Carries out one import run on `db` and records it in `import_files`: running, its progress
 * (rows and bytes read) while the file is read, where its apply stands after each chunk
 * (`apply_state`: a run with one is *applying*), then the outcome. A run that already has an
 * `apply_state` (a server stopped while it applied) is completed from there: its start stays,
 * the chunks written before are skipped and their counts kept. Throws what the engine throws
 * beyond a refused file (a bug, a full disk); the caller records the failure. `afterChunk` is
 * for tests: called after each chunk's commit, it may throw to stop the run there, as a stopped
 * server would. `turns` are the apply's turns at the write lock with the request thread (the
 * worker's; writeTurns.ts).
 */
export async function runImportJob(
  db: Db,
  job: ImportJobSpec,
  afterChunk?: ApplyHooks['afterChunk'],
  turns?: ApplyTurns | null,
): Promise<void> {
  const at = () => new Date(Date.now() + job.clockOffsetMs).toISOString();
  const kept = db.prepare('SELECT apply_state FROM import_files WHERE id = ?').pluck().get(job.runId) as
    | string
    | null
    | undefined;
  const from = kept ? (JSON.parse(kept) as ApplyState) : null;
  if (!from) {
    db.prepare("UPDATE import_files SET status = 'running', started_at = ? WHERE id = ?").run(at(), job.runId);
  }
  const progress = db.prepare('UPDATE import_files SET rows_read = ?, bytes_read = ? WHERE id = ?');
  const keep = db.prepare('UPDATE import_files SET apply_state = ? WHERE id = ?');
  const source = typeof job.source === 'string' ? job.source : Buffer.from(job.source);
  const outcome = await importFile(
    db,
    `import_stage_${job.runId}`,
    source,
    job.options,
    // One small commit a batch of 2,000 rows: a hundred for a 200,000-row file.
    (rows, bytes) => progress.run(rows, bytes, job.runId),
    {
      from,
      chunkRows: job.chunkRows,
      onChunk: (state) => keep.run(JSON.stringify(state), job.runId),
      afterChunk,
      turns,
    },
  );
  const r = outcome.report;
  db.prepare(
    `UPDATE import_files SET status = ?, completed_at = ?, created = ?, updated = ?, unchanged = ?, deactivated = ?,
       rejected = ?, message = ?, report = ?, rejects_csv = ?, bytes_read = file_size, apply_state = NULL WHERE id = ?`,
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
