import { parentPort, workerData } from 'node:worker_threads';
import type { MatchRow, ProductMatchResponse } from '@salesdesk/sdk';
import { type Db, openReadOnlyDatabase } from '../db/database';
import { matchList } from './matchList';

// A worker thread of the matcher's pool (productMatcher.ts): matches one pasted list at a time
// on its own read-only connection to the database file, so the request thread never runs the
// matcher's queries. The connection is opened on the first job and kept.

/** What the pool hands a worker when it starts it. */
export interface MatchWorkerData {
  /** The database file to read. */
  file: string;
}

/** A match request from the pool. */
export interface MatchJob {
  id: number;
  rows: MatchRow[];
  warehouse: string;
  budgetMs: number;
  /** The client the list is for (their learned matches first). */
  clientId?: number | null;
}

/** The worker's answer: the match, or the error's message. */
export type MatchJobResult = { id: number; answer: ProductMatchResponse } | { id: number; error: string };

let db: Db | null = null;

parentPort?.on('message', (job: MatchJob) => {
  try {
    db ??= openReadOnlyDatabase((workerData as MatchWorkerData).file);
    const answer = matchList(db, job.rows, job.warehouse, { budgetMs: job.budgetMs, clientId: job.clientId ?? null });
    parentPort?.postMessage({ id: job.id, answer } satisfies MatchJobResult);
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
