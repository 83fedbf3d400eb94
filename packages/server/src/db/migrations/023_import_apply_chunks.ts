/**
 * Imports that apply in chunks and scheduled jobs that accept valid rows (docs/imports.md):
 * - `import_files.apply_state`: where the apply of a run stands (JSON: the last staged row
 *   written, the counts and samples so far, whether the last step is done), written in the same
 *   transaction as each chunk of rows. Not NULL means the run is **applying**: a server stopped
 *   then completes the run from its file at the next start instead of marking it failed.
 * - `import_jobs.accept_valid`: the job's inbox runs write the valid rows of a file and leave the
 *   rejected ones beside its report, instead of refusing the whole file.
 */
export const importApplyChunks = `
ALTER TABLE import_files ADD COLUMN apply_state TEXT;
ALTER TABLE import_jobs ADD COLUMN accept_valid INTEGER NOT NULL DEFAULT 0 CHECK (accept_valid IN (0, 1));
`;
