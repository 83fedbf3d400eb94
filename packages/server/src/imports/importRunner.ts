import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, databaseFile, restrictMode, type SynchronousMode } from '../db/database';
import type { SystemMail } from '../mail/mailQueue';
import type { Logger } from '../serverContext';
import { WorkerPool } from '../workers/workerPool';
import { type ImportJobSpec, runImportJob } from './importJob';
import type { ImportWorkerData, ImportWorkerJob, ImportWorkerResult } from './importWorker';
import { requestWriteTurnsOf } from './writeTurns';

// Where import runs are carried out and where their files are kept (docs/imports.md, "How a run
// goes"). On a file database a run goes to a worker thread with its own read-write connection
// (WAL): the request thread neither parses the file nor holds the apply's write transaction, so
// other requests keep being answered. An in-memory database has no file a worker could open
// (tests, a demo): there the run stays on the request thread, which the engine leaves between
// its batches of rows.

/** A dry run's file is kept this long after the run ends, to be applied by id. */
export const DRY_RUN_FILE_KEPT_MS = 24 * 60 * 60 * 1000;
/** How often kept files are looked over (besides at start). */
export const FILE_CLEANUP_EVERY_MS = 60 * 60 * 1000;
/** A file no run names is removed once this old (an upload cut off mid-way; one in progress is younger). */
const ORPHAN_AFTER_MS = 60 * 60 * 1000;
/** A run past this is stopped (its worker replaced) and recorded failed; nothing of it is written. */
const RUN_TIMEOUT_MS = 60 * 60 * 1000;

/**
 * The import worker's V8 heap (docs/imports.md, "Memory"): an old generation capped well above
 * what a run keeps alive (~45 MB at 200,000 rows, module code included), so V8 collects the
 * parsing's garbage instead of letting the heap grow far past it. A run past the cap ends its
 * worker: the run fails, the server and its data stay.
 */
export const IMPORT_WORKER_HEAP = { maxOldGenerationSizeMb: 192 } as const;

/** The error a run gets when the server stops under it (the pool is closed): the next start settles the run. */
export const IMPORT_POOL_CLOSED = 'import pool closed';

/** Carries out import runs and keeps their files. */
export interface ImportRunner {
  /** Folder of the files the server keeps (`DATA_DIR/imports/files`; a temporary one on `:memory:`). */
  readonly filesDir: string;
  /** Whether runs go to a worker thread (a file database) or stay on the request thread (`:memory:`). */
  readonly inWorker: boolean;
  /** Carries out a run to its end; rejects when it failed outside the engine (the caller records it). */
  run(job: ImportJobSpec): Promise<void>;
  /** Removes the files no run needs any more (see {@link cleanImportFiles}). */
  clean(now: number): void;
  /** Stops the worker and the periodic clean-up; on `:memory:` removes the temporary folder. */
  close(): Promise<void>;
}

/** Options of {@link createImportRunner}. */
export interface ImportRunnerOptions {
  db: Db;
  /** `DATA_DIR`, or `:memory:`. */
  dataDir: string;
  synchronous: SynchronousMode;
  now: () => number;
  log: Logger;
  /** How a run's system e-mails are sent (a new account's set-password link); absent: only stored. */
  mail?: SystemMail | undefined;
}

/** The import runner of a server; cleans the kept files at once and then every hour. */
export function createImportRunner(options: ImportRunnerOptions): ImportRunner {
  const { db, dataDir, now, log } = options;
  const memory = dataDir === ':memory:';
  let filesDir: string;
  if (memory) filesDir = mkdtempSync(join(tmpdir(), 'salesdesk-imports-'));
  else {
    filesDir = join(dataDir, 'imports', 'files');
    mkdirSync(filesDir, { recursive: true, mode: 0o700 });
    restrictMode(filesDir, 0o700);
  }
  // The counters the request thread marks its writes in (the database opened them): the worker's
  // apply takes turns at the write lock with those writes.
  const turns = requestWriteTurnsOf(db);
  const pool = memory
    ? null
    : new WorkerPool<ImportWorkerJob, ImportWorkerResult, true>({
        // Resolved here, as the matcher's: built, this module is bundled beside
        // `dist/importWorker.js` (a tsup entry); from source, beside `importWorkerDev.mjs`.
        script: {
          built: new URL('./importWorker.js', import.meta.url),
          dev: new URL('./importWorkerDev.mjs', import.meta.url),
        },
        workerData: {
          file: databaseFile(dataDir),
          synchronous: options.synchronous,
          writeTurns: turns?.buffer,
        } satisfies ImportWorkerData,
        // One run at a time: runs of one catalogue would only wait for each other's write lock.
        size: 1,
        resourceLimits: IMPORT_WORKER_HEAP,
        timeoutMs: RUN_TIMEOUT_MS,
        answerOf: (result) => ('error' in result ? new Error(result.error) : true),
        errors: { closed: IMPORT_POOL_CLOSED, timedOut: 'import run timed out', exited: 'import worker exited' },
      });
  const clean = (at: number) => {
    try {
      cleanImportFiles(db, filesDir, at);
    } catch (error) {
      log.error('cleaning the import files failed', error);
    }
  };
  clean(now());
  const timer = setInterval(() => clean(now()), FILE_CLEANUP_EVERY_MS);
  timer.unref();
  return {
    filesDir,
    inWorker: pool !== null,
    async run(given) {
      const job =
        options.mail && !given.options.mail ? { ...given, options: { ...given.options, mail: options.mail } } : given;
      if (!pool) return runImportJob(db, job);
      try {
        await pool.run(job);
      } catch (error) {
        // A worker stopped in the middle of a chunk (timed out, out of memory) leaves its mark on
        // the lock: the request thread's writes would each wait it out.
        turns?.clearHolding();
        throw error;
      }
    },
    clean,
    async close() {
      clearInterval(timer);
      await pool?.close();
      if (memory) rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** Removes a kept file of `filesDir` and clears the run's `file_path`. */
export function releaseFile(db: Db, filesDir: string, runId: number, name: string): void {
  rmSync(join(filesDir, name), { force: true });
  db.prepare('UPDATE import_files SET file_path = NULL WHERE id = ? AND file_path = ?').run(runId, name);
}

/**
 * The retention of import files: a run's file is kept while the run is queued or running; a
 * finished dry run's for {@link DRY_RUN_FILE_KEPT_MS} (to be applied by id), and while a run
 * applying it is under way; every other file is removed (an applied, refused or failed run's,
 * and files no run names once an hour old: an upload cut off by a stop).
 */
export function cleanImportFiles(db: Db, filesDir: string, now: number): void {
  const cutoff = new Date(now - DRY_RUN_FILE_KEPT_MS).toISOString();
  const spent = db
    .prepare(
      `SELECT f.id, f.file_path FROM import_files f
       WHERE f.file_path IS NOT NULL AND f.status NOT IN ('queued', 'running')
         AND (f.dry_run = 0 OR f.status <> 'done' OR f.completed_at < ?)
         AND NOT EXISTS (SELECT 1 FROM import_files a WHERE a.source_run_id = f.id AND a.status IN ('queued', 'running'))`,
    )
    .all(cutoff) as { id: number; file_path: string }[];
  for (const run of spent) releaseFile(db, filesDir, run.id, run.file_path);
  const named = new Set(
    db.prepare('SELECT file_path FROM import_files WHERE file_path IS NOT NULL').pluck().all() as string[],
  );
  for (const name of readdirSync(filesDir)) {
    if (named.has(name)) continue;
    const path = join(filesDir, name);
    try {
      if (now - statSync(path).mtimeMs > ORPHAN_AFTER_MS) rmSync(path, { force: true });
    } catch {
      // Gone meanwhile.
    }
  }
}
