import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type ResourceLimits, Worker } from 'node:worker_threads';

// The bounded pool of worker threads shared by the PDF renderers (documents/pdfPool.ts) and the
// pasted-list matcher (matching/productMatcher.ts): work that takes seconds of CPU or SQLite runs
// off the request thread, so other users' requests are not stalled behind it. Workers start on
// the first job, are kept for the next one and, while idle, do not keep the process alive. A job
// running past its timeout fails and its worker (which may be stuck in one long call) is
// terminated and replaced on the next job.

/**
 * Where a worker's code is. `built` is the tsup entry next to the built server (`dist/*.js`);
 * `dev` is a `*WorkerDev.mjs` loader that registers tsx and imports the TypeScript source (tests,
 * benches). Both are resolved by the pool's user against its own `import.meta.url`: built, the
 * user is bundled into `dist/` beside the worker's entry; from source, it sits beside the loader.
 */
export interface WorkerScript {
  built: URL;
  dev: URL;
}

/** The built worker when it exists, otherwise the dev loader run with the workspace's source condition. */
function resolveScript(script: WorkerScript): { url: URL; execArgv: string[] } {
  if (existsSync(fileURLToPath(script.built))) return { url: script.built, execArgv: [] };
  return { url: script.dev, execArgv: ['--conditions=@salesdesk/source'] };
}

/** A job posted to a worker; the worker answers with a message carrying the same `id`. */
export interface WorkerJob {
  id: number;
}

/** Options of a {@link WorkerPool}. */
export interface WorkerPoolOptions<Result extends WorkerJob, Answer> {
  /** The worker's code. */
  script: WorkerScript;
  /** Passed to every worker as `workerData` (e.g. the database file it opens). */
  workerData?: unknown;
  /** V8 heap limits of each worker (Node's `resourceLimits`); a worker past them exits and its job fails. */
  resourceLimits?: ResourceLimits;
  /** Workers at most (at least 1). */
  size: number;
  /** A job running longer than this fails with `errors.timedOut` and its worker is replaced. */
  timeoutMs: number;
  /**
   * Jobs that may wait beyond the busy workers; past it {@link WorkerPool.run} rejects with
   * `error()`. Without it the queue is not bounded here (the user bounds its calls itself).
   */
  queueLimit?: { size: number; error: () => Error };
  /** The answer a worker's result message carries, or the Error its job fails with. */
  answerOf: (result: Result) => Answer | Error;
  /** Messages of the errors the pool itself raises. */
  errors: {
    /** A job waiting or running when the pool is closed. */
    closed: string;
    /** A job past `timeoutMs`. */
    timedOut: string;
    /** A job whose worker exited. */
    exited: string;
  };
}

interface Pending<Job, Answer> {
  job: Job;
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

interface Slot<Job, Answer> {
  worker: Worker;
  busy: Pending<Job, Answer> | null;
  timer: NodeJS.Timeout | null;
}

/**
 * A bounded pool of worker threads running one `Job` at a time each and answering `Answer`
 * (through `Result`, the worker's message). Jobs beyond the busy workers wait in a queue.
 */
export class WorkerPool<Job extends WorkerJob, Result extends WorkerJob, Answer> {
  readonly #options: WorkerPoolOptions<Result, Answer>;
  readonly #size: number;
  readonly #slots: Slot<Job, Answer>[] = [];
  readonly #queue: Pending<Job, Answer>[] = [];
  #nextId = 1;

  constructor(options: WorkerPoolOptions<Result, Answer>) {
    this.#options = options;
    this.#size = Math.max(1, options.size);
  }

  /** Runs `job` (the pool gives it its `id`) in a worker; rejects when the queue is full. */
  run(job: Omit<Job, 'id'>): Promise<Answer> {
    const limit = this.#options.queueLimit;
    if (limit && this.#queue.length >= limit.size) return Promise.reject(limit.error());
    return new Promise((resolve, reject) => {
      this.#queue.push({ job: { id: this.#nextId++, ...job } as Job, resolve, reject });
      this.#drain();
    });
  }

  /** Jobs running or waiting now. */
  get load(): number {
    return this.#queue.length + this.#slots.filter((s) => s.busy).length;
  }

  /** Stops every worker; jobs waiting or running fail. */
  async close(): Promise<void> {
    const slots = this.#slots.splice(0);
    const closed = this.#options.errors.closed;
    for (const p of this.#queue.splice(0)) p.reject(new Error(closed));
    await Promise.all(
      slots.map((s) => {
        if (s.timer) clearTimeout(s.timer);
        s.busy?.reject(new Error(closed));
        return s.worker.terminate();
      }),
    );
  }

  #drain(): void {
    while (this.#queue.length) {
      const slot = this.#slots.find((s) => !s.busy) ?? (this.#slots.length < this.#size ? this.#spawn() : undefined);
      if (!slot) return;
      const pending = this.#queue.shift() as Pending<Job, Answer>;
      slot.busy = pending;
      slot.worker.ref();
      slot.timer = setTimeout(
        () => this.#fail(slot, new Error(this.#options.errors.timedOut)),
        this.#options.timeoutMs,
      );
      slot.worker.postMessage(pending.job);
    }
  }

  #spawn(): Slot<Job, Answer> {
    const { url, execArgv } = resolveScript(this.#options.script);
    const { workerData, resourceLimits } = this.#options;
    const worker = new Worker(url, {
      execArgv,
      ...(workerData === undefined ? {} : { workerData }),
      ...(resourceLimits ? { resourceLimits } : {}),
    });
    const slot: Slot<Job, Answer> = { worker, busy: null, timer: null };
    worker.on('message', (result: Result) => {
      const pending = slot.busy;
      if (!pending || pending.job.id !== result.id) return;
      this.#settle(slot);
      const answer = this.#options.answerOf(result);
      if (answer instanceof Error) pending.reject(answer);
      else pending.resolve(answer);
      this.#drain();
    });
    worker.on('error', (error) => this.#fail(slot, error));
    worker.on('exit', () => {
      if (this.#slots.includes(slot)) this.#fail(slot, new Error(this.#options.errors.exited));
    });
    worker.unref();
    this.#slots.push(slot);
    return slot;
  }

  #settle(slot: Slot<Job, Answer>): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.busy = null;
    // An idle worker does not keep the process alive.
    slot.worker.unref();
  }

  /** A worker failed or hung: its job fails, the worker is replaced on the next job. */
  #fail(slot: Slot<Job, Answer>, error: Error): void {
    const pending = slot.busy;
    this.#settle(slot);
    const at = this.#slots.indexOf(slot);
    if (at >= 0) this.#slots.splice(at, 1);
    void slot.worker.terminate();
    pending?.reject(error);
    this.#drain();
  }
}
