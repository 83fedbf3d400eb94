import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { importExampleCsv, nextImportRun } from '@salesdesk/fixtures';
import { formatMessage, type ImportJob, type ImportRun, importMessages } from '@salesdesk/sdk';
import type { Handlers } from '../http/contractRouter';
import { saveUpload } from '../http/fileUpload';
import { HttpError } from '../http/httpError';
import { likePattern, runList, type SqlCondition } from '../http/sqlList';
import type { ImportOptions } from '../imports/importEngine';
import { supportsFull } from '../imports/importEngine';
import { findRun, RUN_SELECT, runOf, startImportRun } from '../imports/importRuns';
import type { ServerContext } from '../serverContext';

const CSV_TYPE = 'text/csv; charset=utf-8';

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

/** `full` for a kind with nothing to deactivate: 400 with a Polish field error. */
function refuseFullWhereUnsupported(options: ImportOptions): void {
  if (options.full && !supportsFull(options.kind)) {
    throw HttpError.validation({
      full: [formatMessage(importMessages.file.fullNotSupported, { kind: options.kind })],
    });
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
