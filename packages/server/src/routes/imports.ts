import { nextImportRun } from '@salesdesk/fixtures';
import type { ImportJob, ImportRun } from '@salesdesk/sdk';
import type { Handlers } from '../http/contractRouter';
import { likePattern, runList, type SqlCondition } from '../http/sqlList';
import type { ServerContext } from '../serverContext';

/** Runs shown with each job, newest first. */
const RUNS_PER_JOB = 5;

type JobRow = Omit<ImportJob, 'runs'>;

/**
 * Brings each job's next run up to date with its schedule: the reference server runs no
 * imports, so a stored next run falls behind as time passes ("2 min temu" beside a schedule
 * that says otherwise). The next run is what the cron expression gives from now.
 */
function refreshNextRuns(ctx: ServerContext): void {
  const now = ctx.now();
  const jobs = ctx.db.prepare('SELECT id, frequency, current_job_status, next_run FROM import_jobs').all() as Array<{
    id: number;
    frequency: string;
    current_job_status: string;
    next_run: string | null;
  }>;
  const update = ctx.db.prepare('UPDATE import_jobs SET next_run = ? WHERE id = ?');
  for (const job of jobs) {
    const next = nextImportRun(job.frequency, now, job.current_job_status === 'disabled');
    if (next !== job.next_run) update.run(next, job.id);
  }
}

/** Import job handlers (SPEC §7); access rule `pageAccess.imports` in the contract. */
export const importHandlers: Handlers = {
  importList: ({ query, ctx }) => {
    refreshNextRuns(ctx);
    const filters: SqlCondition[] = [];
    if (query.current_job_status) filters.push({ sql: 'j.current_job_status = ?', params: [query.current_job_status] });
    const page = runList(
      ctx.db,
      {
        from: 'import_jobs j',
        select:
          'j.id, j.cron_job_code, j.name, j.frequency, j.current_job_status, j.last_run_start, j.last_run_completed, j.next_run',
        sortColumns: {
          cron_job_code: 'j.cron_job_code',
          frequency: 'j.frequency',
          current_job_status: 'j.current_job_status',
          last_run_start: 'j.last_run_start',
          last_run_completed: 'j.last_run_completed',
          next_run: 'j.next_run',
        },
        defaultSort: 'cron_job_code',
        tieBreaker: 'j.id',
        search: (term) => {
          const p = likePattern(term);
          return { sql: "j.cron_job_code LIKE ? ESCAPE '\\' OR j.name LIKE ? ESCAPE '\\'", params: [p, p] };
        },
        map: (r: JobRow) => r,
      },
      query,
      filters,
    );
    const ids = page.items.map((j) => j.id);
    const runs = new Map<number, ImportRun[]>(ids.map((id) => [id, []]));
    if (ids.length) {
      const rows = ctx.db
        .prepare(
          `SELECT id, job_id, started_at, completed_at, status, records, message FROM (
             SELECT r.*, ROW_NUMBER() OVER (PARTITION BY r.job_id ORDER BY r.started_at DESC, r.id DESC) AS rn
             FROM import_runs r WHERE r.job_id IN (${ids.map(() => '?').join(',')})
           ) WHERE rn <= ? ORDER BY job_id, started_at DESC, id DESC`,
        )
        .all(...ids, RUNS_PER_JOB) as (ImportRun & { job_id: number })[];
      for (const { job_id, ...run } of rows) runs.get(job_id)?.push(run);
    }
    return { ...page, items: page.items.map((j) => ({ ...j, runs: runs.get(j.id) ?? [] })) };
  },
};
