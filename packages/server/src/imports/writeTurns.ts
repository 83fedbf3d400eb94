import type { Transaction } from 'better-sqlite3';
import type { Db } from '../db/database';

// Turns at SQLite's single write lock between the request thread and an import's apply in its
// worker (docs/imports.md, "Applied in chunks"). SQLite's own busy handler lets a waiting writer
// poll with growing sleeps (up to 100 ms), so an apply could only be fair by pausing after every
// chunk for longer than such a sleep, whether anyone waited or not. Here the two threads share a
// few counters instead (a SharedArrayBuffer the worker gets in its workerData):
//
// - the request thread raises WAITING before it begins a write (a transaction of any kind, or a
//   writing statement outside one) and lowers it once that write has committed or rolled back,
//   then wakes the worker (Atomics.notify). Lowered at the commit, not when the lock is taken:
//   the worker then does not try the lock while the request holds it (its own busy handler would
//   poll, late by up to its sleep), and is woken at the moment the lock is free;
// - the apply sets HOLDING before each chunk's BEGIN IMMEDIATE and clears it, with a notify, as
//   the chunk's work ends, just before its COMMIT (not after: the commit's sync, and the WAL
//   checkpoint SQLite may run once the lock is let go, would hold the writers back). A request
//   that finds HOLDING set waits on it (Atomics.wait) instead of polling in SQLite's busy handler,
//   so it is woken as the chunk ends, not at its next poll (it then waits out the commit itself in
//   the busy handler, whose first sleeps are of 1–10 ms);
// - before setting HOLDING for good the apply reads WAITING (and the request reads HOLDING after
//   raising WAITING): with sequentially consistent atomics one of the two always sees the other,
//   so either the apply steps aside until the writers are through, or the writer waits for the
//   chunk under way — never both taking the lock blind;
// - BEGUN counts request writes ever begun, so the apply knows writes are going on even when none
//   met a chunk, and keeps its chunks short meanwhile.

const WAITING = 0;
const HOLDING = 1;
const BEGUN = 2;
const SLOTS = 3;

/**
 * The longest a request-thread write waits on an apply's chunk before it goes to SQLite's busy
 * handler (`busy_timeout`) after all, ms: a chunk past every bound, or the mark of a worker that
 * was stopped in the middle of one (cleared then, so only that write pays it).
 */
export const REQUEST_TURN_WAIT_MS = 2000;

/** The shared counters of one database (its request-thread connection and the import worker). */
export function createWriteTurnsBuffer(): SharedArrayBuffer {
  return new SharedArrayBuffer(SLOTS * Int32Array.BYTES_PER_ELEMENT);
}

/** The request thread's side of the turns: marks its writes and waits for a chunk under way. */
export class RequestWriteTurns {
  readonly buffer: SharedArrayBuffer;
  readonly #slots: Int32Array;
  readonly #waitMs: number;
  #marked = false;

  constructor(buffer: SharedArrayBuffer = createWriteTurnsBuffer(), waitMs = REQUEST_TURN_WAIT_MS) {
    this.buffer = buffer;
    this.#slots = new Int32Array(buffer);
    this.#waitMs = waitMs;
  }

  /** This thread's write is marked (a transaction or a statement of it under way). */
  get marked(): boolean {
    return this.#marked;
  }

  /** Request-thread writes begun and not yet committed (0 or 1: the thread does one at a time). */
  get waiting(): number {
    return Atomics.load(this.#slots, WAITING);
  }

  /**
   * A write is about to begin: counted as waiting (an apply lets it pass before its next chunk),
   * then, if a chunk holds the lock, waits until that chunk commits (bounded). Returns the ms
   * waited. Does nothing when this thread's write is already marked.
   */
  begin(): number {
    if (this.#marked) return 0;
    this.#marked = true;
    Atomics.add(this.#slots, BEGUN, 1);
    Atomics.add(this.#slots, WAITING, 1);
    if (Atomics.load(this.#slots, HOLDING) === 0) return 0;
    const started = performance.now();
    for (;;) {
      const left = started + this.#waitMs - performance.now();
      if (left <= 0) {
        // A stopped worker's mark, or a chunk past every bound: SQLite's busy handler decides.
        Atomics.store(this.#slots, HOLDING, 0);
        break;
      }
      Atomics.wait(this.#slots, HOLDING, 1, left);
      if (Atomics.load(this.#slots, HOLDING) === 0) break;
    }
    return performance.now() - started;
  }

  /** The write committed or rolled back: no longer waiting, and an apply waiting for it is woken. */
  end(): void {
    if (!this.#marked) return;
    this.#marked = false;
    Atomics.sub(this.#slots, WAITING, 1);
    Atomics.notify(this.#slots, WAITING);
  }

  /** Clears an apply's mark (its worker was stopped or replaced in the middle of a chunk). */
  clearHolding(): void {
    Atomics.store(this.#slots, HOLDING, 0);
    Atomics.notify(this.#slots, HOLDING);
  }

  /**
   * Runs `work`, which may write on `db`: marked (see {@link begin}) unless `db` is already in a
   * transaction (marked at its start, or begun before the marks were installed), and the mark
   * lifted once `db` is out of any transaction (so `exec('BEGIN')` … `exec('COMMIT')` is one write).
   */
  around<T>(db: Db, work: () => T): T {
    if (!this.#marked && !db.inTransaction) this.begin();
    try {
      return work();
    } finally {
      if (this.#marked && !db.inTransaction) this.end();
    }
  }
}

const requestTurns = new WeakMap<Db, RequestWriteTurns>();

/** The turns installed on `db` by {@link markRequestWrites}, if any. */
export function requestWriteTurnsOf(db: Db): RequestWriteTurns | undefined {
  return requestTurns.get(db);
}

type Method = 'run' | 'get' | 'all';

/**
 * Installs the marks of {@link RequestWriteTurns} on the request thread's connection, once: every
 * transaction `db.transaction` makes (any of its kinds: a deferred one that reads and then writes
 * would otherwise fail at once if a chunk committed between), `db.exec`, and the `run`, `get` and
 * `all` of every statement that is not read-only, outside a transaction. In one place rather than
 * at each of the server's transactions and single-statement writes, so none is missed. Reads are
 * not marked: WAL lets them run beside a chunk. Not covered: a writing statement's `iterate`
 * (none writes that way); such a write, like one from another process, still gets the lock
 * through SQLite's busy handler and the apply's occasional pause (`APPLY_FAIR_HOLD_MS`, applyPacing.ts).
 */
export function markRequestWrites(db: Db, turns: RequestWriteTurns = new RequestWriteTurns()): RequestWriteTurns {
  const installed = requestTurns.get(db);
  if (installed) return installed;
  requestTurns.set(db, turns);
  const prepare = db.prepare;
  const marked = function (this: Db, ...args: Parameters<Db['prepare']>) {
    const statement = prepare.apply(this, args);
    if (!statement.readonly) {
      for (const method of ['run', 'get', 'all'] as const satisfies readonly Method[]) {
        const call = statement[method] as (...params: unknown[]) => unknown;
        Object.defineProperty(statement, method, {
          // Inside a marked write (a statement cannot end its transaction: COMMIT and ROLLBACK
          // are read-only statements, never wrapped) no more is needed: the bulk writes of a
          // transaction pay one field read each.
          value: (...params: unknown[]) =>
            turns.marked ? call.apply(statement, params) : turns.around(db, () => call.apply(statement, params)),
          configurable: true,
          writable: true,
        });
      }
    }
    return statement;
  };
  db.prepare = marked as Db['prepare'];
  const exec = db.exec;
  db.exec = function (this: Db, source: string) {
    turns.around(db, () => exec.call(this, source));
    return this;
  };
  const transaction = db.transaction;
  db.transaction = function <F extends (...args: never[]) => unknown>(this: Db, fn: F): Transaction<F> {
    const made = transaction.call(this, fn) as Transaction<F>;
    const wrap = (kind: (...args: unknown[]) => unknown) =>
      function (this: unknown, ...args: unknown[]) {
        return turns.around(db, () => kind.apply(this, args));
      };
    const kinds = {
      default: wrap(made.default as never),
      deferred: wrap(made.deferred as never),
      immediate: wrap(made.immediate as never),
      exclusive: wrap(made.exclusive as never),
    };
    const properties: PropertyDescriptorMap = {
      default: { value: kinds.default },
      deferred: { value: kinds.deferred },
      immediate: { value: kinds.immediate },
      exclusive: { value: kinds.exclusive },
      database: { value: db, enumerable: true },
    };
    for (const kind of Object.values(kinds)) Object.defineProperties(kind, properties);
    return kinds.default as unknown as Transaction<F>;
  } as Db['transaction'];
  return turns;
}

/** What an apply learns from taking its turn before a chunk. */
export interface ApplyTurn {
  /** Request writes were waiting, or begun since the last turn: writes are going on. */
  readonly writers: boolean;
  /** How long the apply stepped aside for waiting writers, ms. */
  readonly waitedMs: number;
}

/** An apply's side of the turns at the write lock (the worker's; tests give their own). */
export interface ApplyTurns {
  /**
   * Before a chunk's transaction: lets the request writes that wait pass first (bounded), then
   * marks the lock as the chunk's, so writes beginning now wait for its commit.
   */
  take(): ApplyTurn;
  /** As the chunk's work ends (before its COMMIT), or after a rollback: lifts the mark and wakes the writes that wait; whether any does. */
  release(): boolean;
}

/**
 * The longest an apply steps aside for request writes before a chunk, ms: writes one after
 * another past it, the chunk goes first (and they wait for that one chunk).
 */
export const APPLY_TURN_WAIT_MS = 1000;

/** The worker's side of the turns, over the buffer the request thread's {@link RequestWriteTurns} uses. */
export class WorkerApplyTurns implements ApplyTurns {
  readonly #slots: Int32Array;
  readonly #waitMs: number;
  #begunSeen: number;

  constructor(buffer: SharedArrayBuffer, waitMs = APPLY_TURN_WAIT_MS) {
    this.#slots = new Int32Array(buffer);
    this.#waitMs = waitMs;
    this.#begunSeen = Atomics.load(this.#slots, BEGUN);
  }

  take(): ApplyTurn {
    const started = performance.now();
    let writers = false;
    for (;;) {
      Atomics.store(this.#slots, HOLDING, 1);
      const waiting = Atomics.load(this.#slots, WAITING);
      if (waiting <= 0) break;
      writers = true;
      const left = started + this.#waitMs - performance.now();
      if (left <= 0) break;
      Atomics.store(this.#slots, HOLDING, 0);
      Atomics.notify(this.#slots, HOLDING);
      Atomics.wait(this.#slots, WAITING, waiting, left);
    }
    const begun = Atomics.load(this.#slots, BEGUN);
    if (begun !== this.#begunSeen) writers = true;
    this.#begunSeen = begun;
    return { writers, waitedMs: performance.now() - started };
  }

  release(): boolean {
    Atomics.store(this.#slots, HOLDING, 0);
    Atomics.notify(this.#slots, HOLDING);
    return Atomics.load(this.#slots, WAITING) > 0;
  }
}
