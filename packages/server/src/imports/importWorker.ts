import { parentPort, workerData } from 'node:worker_threads';
import { type Db, openWorkerDatabase, type SynchronousMode } from '../db/database';
import { type ImportJobSpec, runImportJob } from './importJob';
import { WorkerApplyTurns } from './writeTurns';

// A worker thread of the import pool (importRunner.ts): reads, stages and applies one file at a
// time on its own read-write connection to the database file (WAL), so neither the parsing nor
// the apply's write transaction runs on the request thread. The connection is opened on the
// first job and kept.

/** What the pool hands the worker when it starts it. */
export interface ImportWorkerData {
  /** The database file. */
  file: string;
  synchronous: SynchronousMode;
  /** The counters the request thread's connection marks its writes in (writeTurns.ts): the apply takes turns with them. */
  writeTurns?: SharedArrayBuffer | undefined;
}

/** A run from the pool. */
export interface ImportWorkerJob extends ImportJobSpec {
  id: number;
}

/** The worker's answer: done (the outcome is in `import_files`), or the error's message. */
export type ImportWorkerResult = { id: number; ok: true } | { id: number; error: string };

let db: Db | null = null;

parentPort?.on('message', async (job: ImportWorkerJob) => {
  try {
    const data = workerData as ImportWorkerData;
    db ??= openWorkerDatabase(data.file, data.synchronous);
    try {
      await runImportJob(db, job, undefined, data.writeTurns ? new WorkerApplyTurns(data.writeTurns) : null);
    } finally {
      // The pages a run read stay cached by the connection until the next run: give them back.
      db.pragma('shrink_memory');
    }
    parentPort?.postMessage({ id: job.id, ok: true } satisfies ImportWorkerResult);
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    parentPort?.postMessage({ id: job.id, error: message } satisfies ImportWorkerResult);
  }
});
