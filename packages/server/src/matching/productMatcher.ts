import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { catalogueMessages, formatMessage, type MatchRow, type ProductMatchResponse } from '@salesdesk/sdk';
import { type Db, databaseFile } from '../db/database';
import { HttpError } from '../http/httpError';
import { matchListSliced } from './matchList';
import type { MatchJob, MatchJobResult, MatchWorkerData } from './matchWorker';

// Pasted lists are matched off the request thread (docs/decisions/catalogue.md, "Bounds of the
// matcher"): 500 rows of unrelated words took seconds of SQLite work, and on the request thread
// every other user's call — `/api/health` included — waited for all of it. A bounded pool of
// worker threads, each with its own read-only connection, runs the matches; each call's work is
// bounded by its time budget (matchList.ts). A user has at most MATCH_PER_USER matches in flight
// (beyond: 429), the server at most its workers plus MATCH_QUEUE_LIMIT waiting (beyond: 503), so
// one person pasting in a loop can neither take every worker nor queue without end. An in-memory
// database (tests, a demo) has no file a worker could open: its matches run on the request thread
// a row a turn of the event loop, under the same limits.

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
  match(userId: number, rows: MatchRow[], warehouse: string): Promise<ProductMatchResponse>;
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

interface Pending {
  job: MatchJob;
  resolve: (answer: ProductMatchResponse) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: Pending | null;
  timer: NodeJS.Timeout | null;
}

/**
 * Where the worker's code is: next to the built server (`dist/matchWorker.js`, a tsup entry), or
 * its TypeScript source loaded through tsx with the workspace's source condition (tests, benches;
 * `matchWorkerDev.mjs`).
 */
function workerScript(): { url: URL; execArgv: string[] } {
  const built = new URL('./matchWorker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { url: built, execArgv: [] };
  return { url: new URL('./matchWorkerDev.mjs', import.meta.url), execArgv: ['--conditions=@salesdesk/source'] };
}

/** A bounded pool of matcher workers reading `file`. */
class MatchPool {
  readonly #file: string;
  readonly #size: number;
  readonly #budgetMs: number;
  readonly #slots: Slot[] = [];
  readonly #queue: Pending[] = [];
  #nextId = 1;

  constructor(file: string, size: number, budgetMs: number) {
    this.#file = file;
    this.#size = Math.max(1, size);
    this.#budgetMs = budgetMs;
  }

  run(rows: MatchRow[], warehouse: string): Promise<ProductMatchResponse> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ job: { id: this.#nextId++, rows, warehouse, budgetMs: this.#budgetMs }, resolve, reject });
      this.#drain();
    });
  }

  async close(): Promise<void> {
    const slots = this.#slots.splice(0);
    for (const p of this.#queue.splice(0)) p.reject(new Error('match pool closed'));
    await Promise.all(
      slots.map((s) => {
        if (s.timer) clearTimeout(s.timer);
        s.busy?.reject(new Error('match pool closed'));
        return s.worker.terminate();
      }),
    );
  }

  #drain(): void {
    while (this.#queue.length) {
      const slot = this.#slots.find((s) => !s.busy) ?? (this.#slots.length < this.#size ? this.#spawn() : undefined);
      if (!slot) return;
      const pending = this.#queue.shift() as Pending;
      slot.busy = pending;
      slot.worker.ref();
      slot.timer = setTimeout(
        () => this.#fail(slot, new Error('match overran its budget')),
        this.#budgetMs + OVERRUN_GRACE_MS,
      );
      slot.worker.postMessage(pending.job);
    }
  }

  #spawn(): Slot {
    const { url, execArgv } = workerScript();
    const worker = new Worker(url, { execArgv, workerData: { file: this.#file } satisfies MatchWorkerData });
    const slot: Slot = { worker, busy: null, timer: null };
    worker.on('message', (result: MatchJobResult) => {
      const pending = slot.busy;
      if (!pending || pending.job.id !== result.id) return;
      this.#settle(slot);
      if ('answer' in result) pending.resolve(result.answer);
      else pending.reject(new Error(result.error));
      this.#drain();
    });
    worker.on('error', (error) => this.#fail(slot, error));
    worker.on('exit', () => {
      if (this.#slots.includes(slot)) this.#fail(slot, new Error('match worker exited'));
    });
    worker.unref();
    this.#slots.push(slot);
    return slot;
  }

  #settle(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.busy = null;
    // An idle worker does not keep the process alive.
    slot.worker.unref();
  }

  /** A worker failed or hung: its match fails (500), the worker is replaced on the next match. */
  #fail(slot: Slot, error: Error): void {
    const pending = slot.busy;
    this.#settle(slot);
    const at = this.#slots.indexOf(slot);
    if (at >= 0) this.#slots.splice(at, 1);
    void slot.worker.terminate();
    pending?.reject(error);
    this.#drain();
  }
}

/** The matcher of a server: a worker pool on a file database, the request thread a row a turn on `:memory:`. */
export function createProductMatcher(options: ProductMatcherOptions): ProductMatcher {
  const { db, dataDir, budgetMs, now } = options;
  const workers = Math.max(1, options.workers);
  const pool = dataDir === ':memory:' ? null : new MatchPool(databaseFile(dataDir), workers, budgetMs);
  const perUser = new Map<number, number>();
  let inFlight = 0;
  // A running match ends within its budget: that is when a slot frees up.
  const retryAfter = Math.max(1, Math.ceil(budgetMs / 1000));
  return {
    async match(userId, rows, warehouse) {
      const mine = perUser.get(userId) ?? 0;
      if (mine >= MATCH_PER_USER) {
        throw new HttpError(
          429,
          'too_many_matches',
          formatMessage(catalogueMessages.match.busyUser, { count: MATCH_PER_USER, seconds: retryAfter }),
          undefined,
          { 'Retry-After': String(retryAfter) },
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
          ? await pool.run(rows, warehouse)
          : await matchListSliced(db, rows, warehouse, { budgetMs, ...(now ? { now } : {}) });
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
