import { z } from 'zod';
import { pageAccess } from '../domain/access';
import { IMPORT_KINDS } from '../domain/importColumns';
import { contractCommonMessages } from '../messages/contractCommon';
import { importContractMessages as m } from '../messages/imports';
import { formatMessage } from '../messages/pl';
import { fileAnswerSchema, idParams, listQuery, listResponse } from './common';
import { defineEndpoint } from './endpoint';
import { queryBoolean } from './users';

/** The message of a true/false option of a body. */
const booleanField = (field: string) => formatMessage(m.booleanField, { field });

/** States of an import cron job. */
export const IMPORT_JOB_STATUSES = ['idle', 'running', 'failed', 'disabled'] as const;
/** Outcomes of one run. */
export const IMPORT_RUN_STATUSES = ['success', 'failed', 'running'] as const;

/** One run of an import job. Timestamps ISO 8601. */
export const importRunSchema = z.object({
  id: z.number().int().positive(),
  started_at: z.string(),
  completed_at: z.string().nullable(),
  status: z.enum(IMPORT_RUN_STATUSES),
  records: z.number().int().nonnegative(),
  message: z.string(),
});
/** One run of an import job. */
export type ImportRun = z.infer<typeof importRunSchema>;

/**
 * An import cron job (SPEC §3: cron_job_code, frequency, current_job_status, last_run_start,
 * last_run_completed, next_run) with its latest runs, newest first (at most 5).
 */
export const importJobSchema = z.object({
  id: z.number().int().positive(),
  cron_job_code: z.string(),
  name: z.string(),
  /** Cron expression, e.g. `*\/15 * * * *`. */
  frequency: z.string(),
  current_job_status: z.enum(IMPORT_JOB_STATUSES),
  last_run_start: z.string().nullable(),
  last_run_completed: z.string().nullable(),
  next_run: z.string().nullable(),
  /** The import kind the job runs (its inbox is `IMPORT_DIR/<kind>/`); null for a job of another kind of work. */
  kind: z.enum(IMPORT_KINDS).nullable(),
  /** Scheduled runs also deactivate what a file does not name (`--full`). */
  full: z.boolean(),
  /**
   * Scheduled runs write a file's valid rows and leave the rejected ones beside its report
   * (`<file>.odrzucone.csv` in `rejected/`), instead of refusing the whole file (`--accept-valid`).
   */
  accept_valid: z.boolean(),
  /** The folder the job picks its files up from, null when the server has no `IMPORT_DIR`. */
  inbox: z.string().nullable(),
  /** The file run in progress (follow it with `GET /api/imports/runs/:id`), or null. */
  running_run_id: z.number().int().positive().nullable(),
  runs: z.array(importRunSchema),
});
/** An import cron job. */
export type ImportJob = z.infer<typeof importJobSchema>;

/** Largest file an import takes, bytes (64 MB: a 200,000-row catalogue is about 40 MB of CSV). */
export const MAX_IMPORT_FILE_BYTES = 64 * 1024 * 1024;

/** States of a file import run: waiting, reading, finished (applied or a dry run), refused (nothing written), failed. */
export const IMPORT_FILE_STATUSES = ['queued', 'running', 'done', 'refused', 'failed'] as const;

const kindSchema = z.enum(IMPORT_KINDS, {
  error: formatMessage(m.kind, { kinds: IMPORT_KINDS.join(', ') }),
});

/**
 * Query of `POST /api/imports/runs`: what the file is and how to import it. The file itself is
 * the request's body (CSV or XLSX bytes, streamed, at most `MAX_IMPORT_FILE_BYTES`).
 */
export const importStartQuerySchema = z
  .object({
    kind: kindSchema,
    file_name: z
      .string()
      .trim()
      .min(1, { error: contractCommonMessages.fileName.required })
      .max(255, { error: contractCommonMessages.fileName.tooLong }),
    /** Only report what would change; write nothing. */
    dry_run: queryBoolean.optional(),
    /** Also deactivate what the file does not name (products, stock). */
    full: queryBoolean.optional(),
    /** Import the valid rows and hand back the rejected ones, instead of refusing the file. */
    accept_valid: queryBoolean.optional(),
    /** XLSX: the sheet to read (by name); the first one when absent. */
    sheet: z.string().trim().min(1, { error: m.sheet }).max(100).optional(),
  })
  .strict();
/** Query of `POST /api/imports/runs`. */
export type ImportStartQuery = z.input<typeof importStartQuerySchema>;

/** The file of `POST /api/imports/runs`, as the client sends it (a browser's `File` is a `Blob`). */
export const importFileBodySchema = z.instanceof(Blob, { error: m.file });

/** Body of `POST /api/imports/runs/:id/apply`: the dry run's choices, changed if wanted. */
export const importApplyBodySchema = z
  .object({
    full: z.boolean({ error: booleanField('full') }).optional(),
    accept_valid: z.boolean({ error: booleanField('accept_valid') }).optional(),
  })
  .strict();
/** Body of `POST /api/imports/runs/:id/apply`. */
export type ImportApplyBody = z.input<typeof importApplyBodySchema>;

/** Body of `PUT /api/imports/jobs/:id`: what an administrator may change of a scheduled job. */
export const importJobUpdateBodySchema = z
  .object({
    /** A cron expression of five fields (minute hour day month weekday), checked by the server. */
    frequency: z
      .string({ error: m.frequency.notText })
      .trim()
      .min(1, { error: m.frequency.required })
      .max(100, { error: m.frequency.tooLong })
      .optional(),
    full: z.boolean({ error: booleanField('full') }).optional(),
    /** true: the job's runs import the valid rows of a file and hand back the rejected ones. */
    accept_valid: z.boolean({ error: booleanField('accept_valid') }).optional(),
    /** false: the job stops running on its schedule (status `disabled`); true: it runs again. */
    enabled: z.boolean({ error: booleanField('enabled') }).optional(),
  })
  .strict();
/** Body of `PUT /api/imports/jobs/:id`. */
export type ImportJobUpdateBody = z.input<typeof importJobUpdateBodySchema>;

/** A rejected row: its number as a spreadsheet shows it (the header is row 1), the column (null: the whole row) and why. */
export const importRowErrorSchema = z.object({
  row: z.number().int().positive(),
  column: z.string().nullable(),
  message: z.string(),
});
/** A rejected row. */
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** What an import did or, in a dry run, would do. */
export const importReportSchema = z.object({
  /** Whether anything was written (false for a dry run and a refused file). */
  applied: z.boolean(),
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  deactivated: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
  /** The columns recognised, as SPEC §3 keys, in the file's order. */
  columns: z.array(z.string()),
  /** Rejected rows (the first 1,000; the rejected rows' CSV has them all); a refused file's reason with row 0 omitted. */
  errors: z.array(importRowErrorSchema),
  warnings: z.array(z.string()),
  /** The first 20 updates: which fields change, old → new, as the file writes them. */
  changes: z.array(
    z.object({
      row: z.number().int().positive(),
      key: z.string(),
      fields: z.array(z.object({ field: z.string(), old: z.string().nullable(), new: z.string().nullable() })),
    }),
  ),
  /** Keys of the first 20 rows created and of the first 20 deactivated. */
  created_keys: z.array(z.string()),
  deactivated_keys: z.array(z.string()),
});
/** What an import did. */
export type ImportReport = z.infer<typeof importReportSchema>;

/** One file import run (the history of `GET /api/imports/runs`). Timestamps ISO 8601. */
export const importFileRunSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(IMPORT_KINDS),
  status: z.enum(IMPORT_FILE_STATUSES),
  dry_run: z.boolean(),
  full: z.boolean(),
  accept_valid: z.boolean(),
  sheet: z.string().nullable(),
  file_name: z.string(),
  file_sha256: z.string(),
  file_size: z.number().int().nonnegative(),
  /** Who ran it (username), null when the account is gone. */
  username: z.string().nullable(),
  /** The API token it came with, null for a signed-in session. */
  api_token_id: z.number().int().positive().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** Data rows read so far (progress while running). */
  rows_read: z.number().int().nonnegative(),
  /** Share of the file read so far, 0 to 1 (by bytes: a progress bar while running; 1 when done). */
  progress: z.number().min(0).max(1),
  /** The scheduled job that picked the file up from its inbox, null for a file sent by hand. */
  job_id: z.number().int().positive().nullable(),
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  deactivated: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
  /** One Polish sentence: the outcome, or why the file was refused. */
  message: z.string(),
  /** Whether the rejected rows can be downloaded as a CSV to fix. */
  has_rejects: z.boolean(),
  /** The report once done or refused; null while queued or running. */
  report: importReportSchema.nullable(),
});
/** One file import run. */
export type ImportFileRun = z.infer<typeof importFileRunSchema>;

const importKindParams = z.object({ kind: kindSchema });

/** Import calls (SPEC §7); the list behind `pageAccess.imports`, file imports behind `pageAccess.importFiles`. */
export const importEndpoints = {
  importList: defineEndpoint({
    method: 'GET',
    path: '/api/imports/list',
    summary: m.summaries.importList,
    auth: 'user',
    access: pageAccess.imports,
    query: listQuery(
      ['cron_job_code', 'frequency', 'current_job_status', 'last_run_start', 'last_run_completed', 'next_run'],
      { current_job_status: z.enum(IMPORT_JOB_STATUSES, { error: m.jobStatus }).optional() },
    ),
    response: listResponse(importJobSchema),
  }),
  importStart: defineEndpoint({
    method: 'POST',
    path: '/api/imports/runs',
    summary: m.summaries.importStart,
    auth: 'user',
    access: pageAccess.importFiles,
    sends: 'file',
    status: 202,
    query: importStartQuerySchema,
    body: importFileBodySchema,
    response: importFileRunSchema,
  }),
  importRunApply: defineEndpoint({
    method: 'POST',
    path: '/api/imports/runs/:id/apply',
    summary: m.summaries.importRunApply,
    auth: 'user',
    access: pageAccess.importFiles,
    status: 202,
    params: idParams,
    body: importApplyBodySchema,
    response: importFileRunSchema,
  }),
  importJobUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/imports/jobs/:id',
    summary: m.summaries.importJobUpdate,
    auth: 'user',
    access: pageAccess.importFiles,
    params: idParams,
    body: importJobUpdateBodySchema,
    response: importJobSchema,
  }),
  importJobRun: defineEndpoint({
    method: 'POST',
    path: '/api/imports/jobs/:id/run',
    summary: m.summaries.importJobRun,
    auth: 'user',
    access: pageAccess.importFiles,
    status: 202,
    params: idParams,
    response: importJobSchema,
  }),
  importRunList: defineEndpoint({
    method: 'GET',
    path: '/api/imports/runs',
    summary: m.summaries.importRunList,
    auth: 'user',
    access: pageAccess.importFiles,
    query: listQuery(['created_at', 'kind', 'status', 'file_name'], {
      kind: kindSchema.optional(),
    }),
    response: listResponse(importFileRunSchema.omit({ report: true })),
  }),
  importRunById: defineEndpoint({
    method: 'GET',
    path: '/api/imports/runs/:id',
    summary: m.summaries.importRunById,
    auth: 'user',
    access: pageAccess.importFiles,
    params: idParams,
    response: importFileRunSchema,
  }),
  importRunRejects: defineEndpoint({
    method: 'GET',
    path: '/api/imports/runs/:id/rejects',
    summary: m.summaries.importRunRejects,
    auth: 'user',
    access: pageAccess.importFiles,
    params: idParams,
    answers: 'file',
    response: fileAnswerSchema,
  }),
  importExample: defineEndpoint({
    method: 'GET',
    path: '/api/imports/example/:kind',
    summary: m.summaries.importExample,
    auth: 'user',
    access: pageAccess.importFiles,
    params: importKindParams,
    answers: 'file',
    response: fileAnswerSchema,
  }),
} as const;
