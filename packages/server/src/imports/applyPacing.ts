// How an import's apply shares SQLite's single write lock with the request thread (docs/imports.md,
// "Applied in chunks"). Each chunk is a write transaction; a request-thread write meeting it waits
// in SQLite's busy handler, blocking the request thread meanwhile. Two rules keep that wait short:
// a chunk holds the lock about a time budget (its rows sized by how long the last chunk took, not
// a fixed count: a chunk's cost grows with the table and with the machine's load), and after each
// chunk the worker pauses long enough that a writer waiting in the busy handler wakes inside the
// pause and gets the lock (it polls, and a pause shorter than its sleep starved it for seconds).

/** The most staged rows one transaction of an apply writes. */
export const APPLY_CHUNK_ROWS = 5000;
/**
 * The fewest. A chunk has fixed costs — its counting statements, the full-text index's segment
 * and the commit's sync — of 10–100 ms on a heavily loaded machine: below a few hundred rows the
 * apply would be mostly those (at 50 rows a 50,000-row file took 16 times as long).
 */
export const APPLY_MIN_CHUNK_ROWS = 200;
/** Rows of an apply's first chunk, before any chunk's time is known. */
export const APPLY_FIRST_CHUNK_ROWS = 200;
/** How long one transaction of an apply should hold the write lock, ms. */
export const APPLY_HOLD_BUDGET_MS = 50;

/**
 * The sleeps of SQLite's default busy handler (`sqliteDefaultBusyCallback`, built with
 * `HAVE_USLEEP` as better-sqlite3 is), ms: a writer that finds the lock taken tries again after
 * each, then every 100 ms until its `busy_timeout`.
 */
export const BUSY_HANDLER_SLEEPS_MS: readonly number[] = [1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50, 100];

/** Margin over the busy handler's sleep: the waiting thread's wake-up is late on a loaded machine. */
const PAUSE_MARGIN_MS = 10;

/**
 * The longest a writer that has waited up to `waitedMs` in SQLite's busy handler sleeps before
 * its next try: the sleep under way at that wait (the sleeps only grow).
 */
export function busyRetryGapMs(waitedMs: number): number {
  let total = 0;
  for (const sleep of BUSY_HANDLER_SLEEPS_MS) {
    total += sleep;
    if (waitedMs < total) return sleep;
  }
  return BUSY_HANDLER_SLEEPS_MS[BUSY_HANDLER_SLEEPS_MS.length - 1] as number;
}

/**
 * The pause after a chunk that held the write lock `heldMs`: a writer that began to wait during
 * the chunk has waited at most that long, so its next try comes within {@link busyRetryGapMs}
 * of the commit; pausing longer (with a margin) lets it in before the next chunk begins.
 */
export function pauseAfterChunkMs(heldMs: number): number {
  return busyRetryGapMs(Math.max(0, heldMs)) + PAUSE_MARGIN_MS;
}

/** What sizes the chunks of one apply. */
export interface ChunkPacing {
  /** The write lock's hold a chunk aims at, ms (default {@link APPLY_HOLD_BUDGET_MS}). */
  readonly budgetMs?: number;
  /** Rows of the first chunk (default {@link APPLY_FIRST_CHUNK_ROWS}). */
  readonly firstRows?: number;
  readonly minRows?: number;
  readonly maxRows?: number;
}

/**
 * The rows of the next chunk after one of `rows` rows held the lock `heldMs`: as many as the
 * budget fits at that chunk's pace, at most twice the last (one fast chunk, e.g. of rows that
 * change nothing, says little about the next) and within the bounds. A chunk over budget shrinks
 * the next at once.
 */
export function nextChunkRows(rows: number, heldMs: number, pacing: ChunkPacing = {}): number {
  const budget = pacing.budgetMs ?? APPLY_HOLD_BUDGET_MS;
  const min = pacing.minRows ?? APPLY_MIN_CHUNK_ROWS;
  const max = pacing.maxRows ?? APPLY_CHUNK_ROWS;
  const fits = heldMs > 0 ? Math.floor((rows * budget) / heldMs) : Number.POSITIVE_INFINITY;
  return Math.max(min, Math.min(max, rows * 2, fits));
}
