// How an import's apply shares SQLite's single write lock with the request thread (docs/imports.md,
// "Applied in chunks"). Each chunk is a write transaction; a request-thread write meeting it waits,
// blocking the request thread meanwhile. The apply and the request thread take turns through
// shared counters (writeTurns.ts): the request thread marks each write, and the apply pauses only
// when a write is actually waiting — right after its chunk's commit, until the write is through —
// and the write, waiting on the chunk's mark rather than polling in SQLite's busy handler, is
// woken the instant the chunk commits. Chunks are sized by time, not by a count (a chunk's cost
// grows with the table and with the machine's load): short (50 ms) while the request thread
// writes, so a write waits at most that; long (250 ms, up to 5,000 rows) while it does not, so
// the apply's fixed costs per chunk are paid seldom. A writer the marks do not see (another
// process: `salesdesk-server set-password`) still polls in the busy handler: for it the apply
// pauses once for every 2 s it has held the lock, long enough for a poll to fall inside.
// Without turns (an apply given none) the apply pauses after every chunk as before.

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
/** How long one transaction of an apply should hold the write lock while the request thread writes, ms. */
export const APPLY_HOLD_BUDGET_MS = 50;
/**
 * How long while it does not, ms: a write arriving unannounced waits at most about this once,
 * and the chunks after it are short again ({@link APPLY_WRITERS_RECENT_MS}).
 */
export const APPLY_IDLE_HOLD_BUDGET_MS = 250;
/** Request-thread writes seen within this long keep the chunks to {@link APPLY_HOLD_BUDGET_MS}, ms. */
export const APPLY_WRITERS_RECENT_MS = 1000;
/**
 * The apply, taking turns, pauses for writers it cannot see (another process's) once it has held
 * the write lock this long since its last pause, ms: such a writer waits about this (plus a
 * chunk), well inside its `busy_timeout` of 5 s, and the apply loses ~5 % to the pauses.
 */
export const APPLY_FAIR_HOLD_MS = 2000;

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
  /** The hold while no request-thread write is seen, taking turns (default {@link APPLY_IDLE_HOLD_BUDGET_MS}). */
  readonly idleBudgetMs?: number;
  /** Writes seen within this keep the short budget, ms (default {@link APPLY_WRITERS_RECENT_MS}). */
  readonly writersRecentMs?: number;
  /** Lock held since the last pause before one for unseen writers, ms (default {@link APPLY_FAIR_HOLD_MS}). */
  readonly fairHoldMs?: number;
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
