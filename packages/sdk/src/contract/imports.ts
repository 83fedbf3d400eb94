import { z } from 'zod';
import { pageAccess } from '../domain/access';
import { listQuery, listResponse } from './common';
import { defineEndpoint } from './endpoint';

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
  runs: z.array(importRunSchema),
});
/** An import cron job. */
export type ImportJob = z.infer<typeof importJobSchema>;

/** Import calls (SPEC §7); behind `pageAccess.imports`. */
export const importEndpoints = {
  importList: defineEndpoint({
    method: 'GET',
    path: '/api/imports/list',
    summary:
      'Zadania importu (cron) z historią ostatnich uruchomień; filtr current_job_status; szukanie po kodzie i nazwie.',
    auth: 'user',
    access: pageAccess.imports,
    query: listQuery(
      ['cron_job_code', 'frequency', 'current_job_status', 'last_run_start', 'last_run_completed', 'next_run'],
      { current_job_status: z.enum(IMPORT_JOB_STATUSES, { error: 'Nieznany status zadania.' }).optional() },
    ),
    response: listResponse(importJobSchema),
  }),
} as const;
