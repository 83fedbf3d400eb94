/**
 * Import files sent as the request's body and run in a worker thread (docs/imports.md):
 * - `file_path`: where the server keeps the run's file (under `DATA_DIR/imports/files/`) while
 *   it is needed: until the run ends, and for a finished dry run 24 hours, so it can be applied
 *   by id without being sent again. NULL once the file is deleted;
 * - `bytes_read`: how much of the file the worker has read, for the run's `progress`;
 * - `source_run_id`: the dry run a run applies (`POST /api/imports/runs/:id/apply`), NULL for a
 *   file sent with the run.
 */
export const importUploads = `
ALTER TABLE import_files ADD COLUMN file_path TEXT;
ALTER TABLE import_files ADD COLUMN bytes_read INTEGER NOT NULL DEFAULT 0;
ALTER TABLE import_files ADD COLUMN source_run_id INTEGER REFERENCES import_files(id) ON DELETE SET NULL;
CREATE INDEX import_files_source ON import_files(source_run_id) WHERE source_run_id IS NOT NULL;
CREATE INDEX import_files_kept ON import_files(completed_at) WHERE file_path IS NOT NULL;
`;
