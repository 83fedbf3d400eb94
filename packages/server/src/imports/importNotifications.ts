import { ADMIN_ROLE } from '@salesdesk/sdk';
import { pushNotifications, storeNotifications } from '../documents/documentNotifications';
import type { ServerContext } from '../serverContext';

/**
 * Tells about a finished file run (docs/imports.md, "Notifications"): the user who started it,
 * or every active administrator for a run a scheduled job picked up from its inbox. A scheduled
 * run refused or failed is the job's failure (`import_failed`); every other run `import_finished`.
 * Stored, then pushed to the open sockets. A failure to tell is logged, never the run's failure.
 */
export function notifyImportFinished(ctx: ServerContext, runId: number): void {
  try {
    const run = ctx.db
      .prepare(
        `SELECT f.kind, f.file_name, f.status, f.message, f.user_id, j.cron_job_code
         FROM import_files f LEFT JOIN import_jobs j ON j.id = f.job_id WHERE f.id = ?`,
      )
      .get(runId) as
      | {
          kind: string;
          file_name: string;
          status: string;
          message: string;
          user_id: number | null;
          cron_job_code: string | null;
        }
      | undefined;
    if (!run) return;
    const scheduled = run.cron_job_code !== null && run.user_id === null;
    const userIds = scheduled
      ? (ctx.db
          .prepare('SELECT id FROM users WHERE role = ? AND is_active = 1 ORDER BY id')
          .pluck()
          .all(ADMIN_ROLE) as number[])
      : run.user_id !== null
        ? [run.user_id]
        : [];
    const facts = { file_name: run.file_name, run_id: String(runId), message: run.message };
    const stored =
      scheduled && (run.status === 'refused' || run.status === 'failed')
        ? storeNotifications(ctx, userIds, 'import_failed', { ...facts, cron_job_code: run.cron_job_code ?? '' })
        : storeNotifications(ctx, userIds, 'import_finished', { ...facts, kind: run.kind, status: run.status });
    pushNotifications(ctx, stored);
  } catch (error) {
    ctx.log.error(`import ${runId}: notification failed`, error);
  }
}
