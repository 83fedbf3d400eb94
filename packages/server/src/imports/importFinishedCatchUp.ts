import { recordImportFinished } from '../events/changeLog';
import type { ServerContext } from '../serverContext';
import { notifyImportFinished } from './importNotifications';
import { findRun } from './importRuns';

// `import.finished` is recorded in a transaction of its own right after the run's record became
// final (the final record is written by the import worker's connection, so the two cannot share
// a transaction). A server killed between the two commits, and a run a start finds interrupted
// and marks failed (`failInterruptedImports`, a resume whose file is gone), would otherwise never
// reach the endpoints. The outbox promises late, never lost: so every start records the event of
// each final run that has none. Recording is idempotent (a unique index per run).
// The in-app notification goes out after the event (`finishRun`), so a run that missed the one
// missed the other: it is told too, once, when its event is recorded here.

/** The version of the migration that made the outbox; runs finished before it are not events. */
const OUTBOX_MIGRATION = 26;

/**
 * Records `import.finished` for the run `id` if its record is final, and when it was not
 * recorded before, notifies whoever started the run (a scheduled run: the administrators,
 * `notifyImportFinished`); failures are logged only.
 */
export function recordRunFinished(ctx: ServerContext, id: number): void {
  let recorded = false;
  try {
    const run = findRun(ctx.db, id);
    if (run && run.status !== 'queued' && run.status !== 'running') recorded = recordImportFinished(ctx, id, run);
  } catch (error) {
    ctx.log.error(`import ${id}: recording import.finished failed`, error);
  }
  if (recorded) notifyImportFinished(ctx, id);
}

/**
 * Records `import.finished` for the final runs that have no event yet (finished since the outbox
 * exists: an upgrade does not send the history of old runs). Answers the ids recorded.
 */
export function recordMissedImportsFinished(ctx: ServerContext): number[] {
  const since = ctx.db
    .prepare('SELECT applied_at FROM schema_migrations WHERE version = ?')
    .pluck()
    .get(OUTBOX_MIGRATION) as string | undefined;
  if (!since) return [];
  const ids = ctx.db
    .prepare(
      `SELECT f.id FROM import_files f
       WHERE f.status NOT IN ('queued', 'running') AND f.completed_at >= ?
         AND NOT EXISTS (SELECT 1 FROM change_events c WHERE c.entity = 'import' AND c.entity_id = f.id)
       ORDER BY f.id`,
    )
    .pluck()
    .all(since) as number[];
  for (const id of ids) recordRunFinished(ctx, id);
  return ids;
}
