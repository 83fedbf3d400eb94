import { importExampleCsv, nextImportRun } from '@salesdesk/fixtures';
import { formatMessage, type ImportJob, importMessages } from '@salesdesk/sdk';
import type { Handlers } from '../http/contractRouter';
import { HttpError } from '../http/httpError';
import { likePattern, runList, type SqlCondition } from '../http/sqlList';
import { isFiveFieldCron } from '../imports/cronFrequency';
import { supportsFull } from '../imports/importEngine';
import {
  findJob,
  findJobRow,
  type ImportJobRow,
  JOB_SELECT,
  jobOf,
  latestRuns,
  refreshJobState,
} from '../imports/importJobs';
import { findRun, RUN_SELECT, runOf, startImportRun } from '../imports/importRuns';

const CSV_TYPE = 'text/csv; charset=utf-8';

/** Import job handlers (SPEC §7, docs/imports.md); access rules in the contract. */
export const importHandlers: Handlers = {
  importList: ({ query, ctx }) => {
    const filters: SqlCondition[] = [];
    if (query.current_job_status) filters.push({ sql: 'j.current_job_status = ?', params: [query.current_job_status] });
    const page = runList(
      ctx.db,
      {
        from: 'import_jobs j',
        select: JOB_SELECT,
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
        map: (r: ImportJobRow) => r,
      },
      query,
      filters,
    );
    const runs = latestRuns(
      ctx.db,
      page.items.map((j) => j.id),
    );
    return { ...page, items: page.items.map((j) => jobOf(ctx, j, runs.get(j.id) ?? [])) };
  },

  importJobUpdate: ({ params, body, ctx }) => {
    const job = findJobRow(ctx.db, params.id);
    if (!job) throw HttpError.notFound(importMessages.job.notFound);
    if (body.frequency !== undefined && !isFiveFieldCron(body.frequency)) {
      throw HttpError.validation({
        frequency: [formatMessage(importMessages.job.badFrequency, { value: body.frequency })],
      });
    }
    if (body.full === true && !(job.kind && supportsFull(job.kind))) {
      throw HttpError.validation({
        full: [formatMessage(importMessages.file.fullNotSupported, { kind: job.kind ?? job.cron_job_code })],
      });
    }
    const frequency = body.frequency ?? job.frequency;
    const enabled = body.enabled ?? job.enabled === 1;
    const full = body.full ?? job.full === 1;
    const rescheduled = frequency !== job.frequency || enabled !== (job.enabled === 1);
    ctx.db.transaction(() => {
      ctx.db
        .prepare('UPDATE import_jobs SET frequency = ?, enabled = ?, full = ?, next_run = ? WHERE id = ?')
        .run(
          frequency,
          enabled ? 1 : 0,
          full ? 1 : 0,
          rescheduled ? nextImportRun(frequency, ctx.now(), !enabled) : job.next_run,
          job.id,
        );
      refreshJobState(ctx.db, job.id, ctx.importScheduler.isRunning(job.id));
    })();
    return findJob(ctx, job.id) as ImportJob;
  },

  importJobRun: ({ params, ctx }) => {
    const job = findJobRow(ctx.db, params.id);
    if (!job) throw HttpError.notFound(importMessages.job.notFound);
    if (!ctx.importScheduler.runNow(job.id)) {
      throw HttpError.conflict(formatMessage(importMessages.job.alreadyRunning, { name: job.name }));
    }
    return findJob(ctx, job.id) as ImportJob;
  },

  importStart: ({ body, user, ctx }) => {
    if (body.full && !supportsFull(body.kind)) {
      throw HttpError.validation({ full: [formatMessage(importMessages.file.fullNotSupported, { kind: body.kind })] });
    }
    const bytes = Buffer.from(body.content_base64, 'base64');
    return startImportRun(
      ctx,
      { userId: user.id, apiTokenId: user.apiToken?.id ?? null },
      { name: body.file_name, bytes },
      { kind: body.kind, dryRun: body.dry_run, full: body.full, acceptValid: body.accept_valid, sheet: body.sheet },
    );
  },

  importRunList: ({ query, ctx }) => {
    const filters: SqlCondition[] = [];
    if (query.kind) filters.push({ sql: 'f.kind = ?', params: [query.kind] });
    return runList(
      ctx.db,
      {
        from: 'import_files f LEFT JOIN users u ON u.id = f.user_id',
        select: RUN_SELECT.replace(', f.report,', ', NULL AS report,'),
        sortColumns: { created_at: 'f.created_at', kind: 'f.kind', status: 'f.status', file_name: 'f.file_name' },
        defaultSort: '-created_at',
        tieBreaker: 'f.id',
        search: (term) => {
          const p = likePattern(term);
          return { sql: "f.file_name LIKE ? ESCAPE '\\' OR f.file_sha256 LIKE ? ESCAPE '\\'", params: [p, p] };
        },
        map: (r: Parameters<typeof runOf>[0]) => runOf(r, false),
      },
      query,
      filters,
    );
  },

  importRunById: ({ params, ctx }) => {
    const run = findRun(ctx.db, params.id);
    if (!run) throw HttpError.notFound(importMessages.runNotFound);
    return run;
  },

  importRunRejects: ({ params, ctx }) => {
    const row = ctx.db.prepare('SELECT file_name, rejects_csv FROM import_files WHERE id = ?').get(params.id) as
      | { file_name: string; rejects_csv: string | null }
      | undefined;
    if (!row) throw HttpError.notFound(importMessages.runNotFound);
    if (row.rejects_csv === null) throw HttpError.notFound(importMessages.noRejects);
    const base = row.file_name.replace(/\.[^.]*$/, '');
    return {
      blob: new Blob([row.rejects_csv], { type: CSV_TYPE }),
      name: `${base}-odrzucone.csv`,
      content_type: CSV_TYPE,
    };
  },

  importExample: ({ params }) => ({
    blob: new Blob([importExampleCsv(params.kind)], { type: CSV_TYPE }),
    name: `przyklad-${params.kind}.csv`,
    content_type: CSV_TYPE,
  }),
};
