import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatMessage, type ImportJob, importMessages } from '@salesdesk/sdk';
import { importExampleCsv, nextImportRun } from '@salesdesk/sdk/imports';
import type { Handlers } from '../http/contractRouter';
import { saveUpload } from '../http/fileUpload';
import { HttpError } from '../http/httpError';
import { likePattern, runList, type SqlCondition } from '../http/sqlList';
import { isFiveFieldCron } from '../imports/cronFrequency';
import type { ImportOptions } from '../imports/importEngine';
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

/** `full` for a kind with nothing to deactivate: 400 with a Polish field error. */
function refuseFullWhereUnsupported(options: ImportOptions): void {
  if (options.full && !supportsFull(options.kind)) {
    throw HttpError.validation({
      full: [formatMessage(importMessages.file.fullNotSupported, { kind: options.kind })],
    });
  }
}

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
    const acceptValid = body.accept_valid ?? job.accept_valid === 1;
    const rescheduled = frequency !== job.frequency || enabled !== (job.enabled === 1);
    ctx.db
      .transaction(() => {
        ctx.db
          .prepare(
            'UPDATE import_jobs SET frequency = ?, enabled = ?, full = ?, accept_valid = ?, next_run = ? WHERE id = ?',
          )
          .run(
            frequency,
            enabled ? 1 : 0,
            full ? 1 : 0,
            acceptValid ? 1 : 0,
            rescheduled ? nextImportRun(frequency, ctx.now(), !enabled) : job.next_run,
            job.id,
          );
        refreshJobState(ctx.db, job.id, ctx.importScheduler.isRunning(job.id));
      })
      .immediate();
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

  importStart: async ({ query, user, ctx, upload }) => {
    const options: ImportOptions = {
      kind: query.kind,
      dryRun: query.dry_run ?? false,
      full: query.full ?? false,
      acceptValid: query.accept_valid ?? false,
      sheet: query.sheet,
    };
    // Refused before a byte of the file is read.
    refuseFullWhereUnsupported(options);
    if (!upload) throw HttpError.validation({ _: [importMessages.upload.empty] }, importMessages.upload.empty);
    // Streamed to the run's own file: the server never holds the whole file.
    const stored = `${randomUUID()}.upload`;
    const saved = await saveUpload(upload, join(ctx.imports.filesDir, stored), importMessages.upload.empty);
    return startImportRun(
      ctx,
      { userId: user.id, apiTokenId: user.apiToken?.id ?? null },
      { name: query.file_name, sha256: saved.sha256, size: saved.size, stored },
      options,
      join(ctx.imports.filesDir, stored),
    );
  },

  importRunApply: ({ params, body, user, ctx }) => {
    const dry = ctx.db
      .prepare(
        'SELECT id, kind, status, dry_run, options, file_name, file_sha256, file_size, file_path FROM import_files WHERE id = ?',
      )
      .get(params.id) as
      | {
          id: number;
          kind: ImportOptions['kind'];
          status: string;
          dry_run: number;
          options: string;
          file_name: string;
          file_sha256: string;
          file_size: number;
          file_path: string | null;
        }
      | undefined;
    if (!dry) throw HttpError.notFound(importMessages.runNotFound);
    if (dry.dry_run !== 1) throw HttpError.conflict(importMessages.apply.notDryRun);
    if (dry.status === 'queued' || dry.status === 'running') throw HttpError.conflict(importMessages.apply.notFinished);
    if (dry.status !== 'done') throw HttpError.conflict(importMessages.apply.notDone);
    const applying = ctx.db
      .prepare(
        "SELECT id, status FROM import_files WHERE source_run_id = ? AND status IN ('queued', 'running', 'done') ORDER BY id DESC LIMIT 1",
      )
      .get(dry.id) as { id: number; status: string } | undefined;
    if (applying) {
      const message = applying.status === 'done' ? importMessages.apply.applied : importMessages.apply.applying;
      throw HttpError.conflict(formatMessage(message, { id: applying.id }));
    }
    const path = dry.file_path === null ? null : join(ctx.imports.filesDir, dry.file_path);
    if (path === null || !existsSync(path)) throw HttpError.notFound(importMessages.apply.fileGone);
    const chosen = JSON.parse(dry.options) as { full?: boolean; accept_valid?: boolean; sheet?: string | null };
    const options: ImportOptions = {
      kind: dry.kind,
      dryRun: false,
      full: body.full ?? chosen.full === true,
      acceptValid: body.accept_valid ?? chosen.accept_valid === true,
      sheet: chosen.sheet ?? undefined,
    };
    refuseFullWhereUnsupported(options);
    return startImportRun(
      ctx,
      { userId: user.id, apiTokenId: user.apiToken?.id ?? null },
      { name: dry.file_name, sha256: dry.file_sha256, size: dry.file_size, stored: null, sourceRunId: dry.id },
      options,
      path,
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
