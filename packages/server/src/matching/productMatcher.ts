import { catalogueMessages, formatMessage, type MatchRow, type ProductMatchResponse } from '@salesdesk/sdk';
import { type Db, databaseFile } from '../db/database';
import { HttpError } from '../http/httpError';
import { concurrencyLimitHeaders } from '../http/rateLimitHeaders';
import { WorkerPool } from '../workers/workerPool';
import { matchListSliced } from './matchList';
import type { MatchJob, MatchJobResult, MatchWorkerData } from './matchWorker';

// Pasted lists are matched off the request thread (docs/decisions/catalogue.md, "Bounds of the
// matcher"): 500 rows of unrelated words took seconds of SQLite work, and on the request thread
// every other user's call — `/api/health` included — waited for all of it. A bounded pool of
// worker threads (workers/workerPool.ts), each with its own read-only connection, runs the
// matches; each call's work is bounded by its time budget (matchList.ts). A user has at most
// MATCH_PER_USER matches in flight (beyond: 429), the server at most its workers plus
// MATCH_QUEUE_LIMIT waiting (beyond: 503), so one person pasting in a loop can neither take every
// worker nor queue without end. An in-memory database (tests, a demo) has no file a worker could
// open: its matches run on the request thread a row a turn of the event loop, under the same
// limits.

/** Matches one user may have running or waiting at once (the paste dialog sends one at a time). */
export const MATCH_PER_USER = 2;
/** Matches waiting beyond the busy workers before the matcher answers 503. */
export const MATCH_QUEUE_LIMIT = 8;
/** Beyond its budget, a worker's match is given this long before the worker is replaced (one query runs to its end). */
const OVERRUN_GRACE_MS = 30_000;

/** Matches pasted lists under the server's bounds. */
export interface ProductMatcher {
  /**
   * Matches `rows` for user `userId` showing stock of `warehouse` (already checked); 429 when the
   * user has {@link MATCH_PER_USER} matches in flight, 503 when the server is full.
   */
  match(userId: number, rows: MatchRow[], warehouse: string, clientId?: number | null): Promise<ProductMatchResponse>;
  /** Matches running or waiting now. */
  readonly load: number;
  /** Stops the workers; matches waiting or running fail. */
  close(): Promise<void>;
}

/** Options of {@link createProductMatcher}. */
export interface ProductMatcherOptions {
  db: Db;
  /** The database's folder, `:memory:` for an in-memory one (matched on the request thread). */
  dataDir: string;
  workers: number;
  budgetMs: number;
  /** The clock of a match on the request thread, in ms (tests move it); a worker keeps its own. */
  now?: () => number;
}

/** A bounded pool of matcher workers reading `file`. */
function matchPool(file: string, size: number, budgetMs: number) {
  const pool = new WorkerPool<MatchJob, MatchJobResult, ProductMatchResponse>({
    // Resolved here, not in workerPool.ts: built, this module is bundled beside
    // `dist/matchWorker.js` (a tsup entry); from source, beside `matchWorkerDev.mjs`, which loads
    // the TypeScript worker through tsx (tests, benches).
    script: {
      built: new URL('./matchWorker.js', import.meta.url),
      dev: new URL('./matchWorkerDev.mjs', import.meta.url),
    },
    workerData: { file } satisfies MatchWorkerData,
    size,
    // A worker's match fails (500) and the worker is replaced once past its budget and the grace.
    timeoutMs: budgetMs + OVERRUN_GRACE_MS,
    answerOf: (result) => ('answer' in result ? result.answer : new Error(result.error)),
    errors: { closed: 'match pool closed', timedOut: 'match overran its budget', exited: 'match worker exited' },
  });
  return {
    run: (rows: MatchRow[], warehouse: string, clientId: number | null) =>
      pool.run({ rows, warehouse, budgetMs, clientId }),
    close: () => pool.close(),
  };
}

/** The matcher of a server: a worker pool on a file database, the request thread a row a turn on `:memory:`. */
export function createProductMatcher(options: ProductMatcherOptions): ProductMatcher {
  const { db, dataDir, budgetMs, now } = options;
  const workers = Math.max(1, options.workers);
  const pool = dataDir === ':memory:' ? null : matchPool(databaseFile(dataDir), workers, budgetMs);
  const perUser = new Map<number, number>();
  let inFlight = 0;
  // A running match ends within its budget: that is when a slot frees up.
  const retryAfter = Math.max(1, Math.ceil(budgetMs / 1000));
  return {
    async match(userId, rows, warehouse, clientId = null) {
      const mine = perUser.get(userId) ?? 0;
      if (mine >= MATCH_PER_USER) {
        throw new HttpError(
          429,
          'too_many_matches',
          formatMessage(catalogueMessages.match.busyUser, { count: MATCH_PER_USER, seconds: retryAfter }),
          undefined,
          {
            'Retry-After': String(retryAfter),
            ...concurrencyLimitHeaders({ policy: 'match', quota: MATCH_PER_USER, retryAfterSeconds: retryAfter }),
          },
        );
      }
      if (inFlight >= workers + MATCH_QUEUE_LIMIT) {
        throw new HttpError(
          503,
          'match_busy',
          formatMessage(catalogueMessages.match.busy, { seconds: retryAfter }),
          undefined,
          { 'Retry-After': String(retryAfter) },
        );
      }
      perUser.set(userId, mine + 1);
      inFlight++;
      try {
        return pool
          ? await pool.run(rows, warehouse, clientId)
          : await matchListSliced(db, rows, warehouse, { budgetMs, clientId, ...(now ? { now } : {}) });
      } finally {
        inFlight--;
        const left = (perUser.get(userId) ?? 1) - 1;
        if (left > 0) perUser.set(userId, left);
        else perUser.delete(userId);
      }
    },
    get load() {
      return inFlight;
    },
    close: () => pool?.close() ?? Promise.resolve(),
  };
}
