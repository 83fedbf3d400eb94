import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type ImportKind, importMessages } from '@salesdesk/sdk';
import type { Db } from '../db/database';
import type { ServerContext } from '../serverContext';
import type { ImportOptions } from './importEngine';
import { recordMissedImportsFinished, recordRunFinished } from './importFinishedCatchUp';
import { executeRun } from './importRuns';

// A run the server was applying when it stopped (docs/imports.md, "Applied in chunks"): some of
// its chunks are written, so it is not marked failed as a run stopped before its apply is, but
// completed from its file at the next start. Its upserts are idempotent and every chunk records
// where the apply stands (`apply_state`), so the chunks already written are skipped and the
// rest, then the last step (`full`'s deactivation), are written as the first pass would have.

/** A run stopped in the middle of its apply, as stored. */
interface ApplyingRun {
  id: number;
  kind: ImportKind;
  options: string;
  file_name: string;
  file_sha256: string;
  file_path: string | null;
  source_run_id: number | null;
  job_id: number | null;
}

/** Where an applying run's file is: its own kept file, the dry run's it applies, or its inbox file. */
function fileOf(ctx: ServerContext, run: ApplyingRun): string | null {
  if (run.file_path) return join(ctx.imports.filesDir, run.file_path);
  if (run.source_run_id !== null) {
    const source = ctx.db.prepare('SELECT file_path FROM import_files WHERE id = ?').pluck().get(run.source_run_id) as
      | string
      | null
      | undefined;
    return source ? join(ctx.imports.filesDir, source) : null;
  }
  if (run.job_id !== null && ctx.config.importDir) return join(ctx.config.importDir, run.kind, run.file_name);
  return null;
}

/** Whether `path` is the file the run was started with (by its SHA-256: an inbox file may have been replaced). */
async function sameFile(path: string, sha256: string): Promise<boolean> {
  if (!existsSync(path)) return false;
  const hash = createHash('sha256');
  try {
    await pipeline(createReadStream(path), hash);
  } catch {
    return false;
  }
  return hash.digest('hex') === sha256;
}

/** The runs a stopped server left applying (their status is still `running`). */
export function applyingRuns(db: Db): ApplyingRun[] {
  return db
    .prepare(
      `SELECT id, kind, options, file_name, file_sha256, file_path, source_run_id, job_id FROM import_files
       WHERE status IN ('queued', 'running') AND apply_state IS NOT NULL ORDER BY id`,
    )
    .all() as ApplyingRun[];
}

/**
 * Completes the runs a stopped server left applying, after the start (`ctx.runLater`), one after
 * the other in the import runner: each from its file when it is still there and unchanged (an
 * inbox run through its job, which then files it away), else the run is marked failed with a
 * message saying part of it is written. Answers the ids of the runs it takes up.
 */
export function resumeInterruptedImports(ctx: ServerContext): number[] {
  // Runs that became final (or were just marked failed) without their event get it now.
  recordMissedImportsFinished(ctx);
  const runs = applyingRuns(ctx.db);
  for (const run of runs) {
    ctx.runLater(() => {
      void resumeRun(ctx, run);
    });
  }
  return runs.map((r) => r.id);
}

async function resumeRun(ctx: ServerContext, run: ApplyingRun): Promise<void> {
  const path = fileOf(ctx, run);
  if (!path || !(await sameFile(path, run.file_sha256))) {
    ctx.db
      .prepare(
        "UPDATE import_files SET status = 'failed', completed_at = ?, message = ?, apply_state = NULL WHERE id = ? AND status IN ('queued', 'running')",
      )
      .run(new Date(ctx.now()).toISOString(), importMessages.file.interruptedApply, run.id);
    ctx.log.error(`import ${run.id}: stopped while applying and its file is gone or changed; part of it is written`);
    recordRunFinished(ctx, run.id);
    return;
  }
  const chosen = JSON.parse(run.options) as { full?: boolean; accept_valid?: boolean; sheet?: string | null };
  const options: ImportOptions = {
    kind: run.kind,
    dryRun: false,
    full: chosen.full === true,
    acceptValid: chosen.accept_valid === true,
    sheet: chosen.sheet ?? undefined,
  };
  ctx.log.info(`import ${run.id}: completing the apply a stopped server left unfinished`);
  if (run.job_id !== null && !run.file_path && run.source_run_id === null) {
    await ctx.importScheduler.resume(run.job_id, run.id, path, options);
  } else {
    await executeRun(ctx, run.id, path, options);
  }
}
