/**
 * Scheduled import jobs that run (docs/imports.md, "Scheduled jobs"): one job per import kind
 * picks that kind's files up from its inbox folder.
 * - `import_jobs.kind`: the import kind the job runs (unique); `full`: its scheduled runs also
 *   deactivate what a file does not name; `enabled`: 0 stops the schedule (status `disabled`);
 * - the jobs seeded before this version were invented examples that never ran (kinds of data the
 *   importer does not read: invoices, settlements, users…) and their runs invented too: both go.
 *   The server inserts the per-kind jobs at start (`ensureImportJobs`), so an existing database
 *   gets them as a new one does;
 * - `import_runs` goes: a job's runs are its file runs, the rows of `import_files` with its
 *   `job_id` (indexed here for the jobs list's latest runs).
 */
export const importJobs = `
DROP TABLE import_runs;
UPDATE import_files SET job_id = NULL;
DELETE FROM import_jobs;
ALTER TABLE import_jobs ADD COLUMN kind TEXT;
ALTER TABLE import_jobs ADD COLUMN full INTEGER NOT NULL DEFAULT 0 CHECK (full IN (0, 1));
ALTER TABLE import_jobs ADD COLUMN enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1));
CREATE UNIQUE INDEX import_jobs_kind ON import_jobs(kind) WHERE kind IS NOT NULL;
CREATE INDEX import_files_job ON import_files(job_id, id) WHERE job_id IS NOT NULL;
`;
