import { type Scheduler, systemScheduler } from './time';

/** Options of one {@link SessionLock.run}. */
export interface LockRunOptions {
  /** Do not wait: run `fn(false)` at once when another holder has the lock. */
  ifAvailable?: boolean;
  /**
   * Upper bound on waiting for the lock and on holding it. A wait that times out runs `fn(false)`;
   * a holder that has not settled by then loses the lock (its promise still resolves for its caller),
   * so one hung call can never block every tab.
   */
  timeoutMs: number;
}

/** A named exclusive lock shared by the tabs of one browser (or by several engines in tests). */
export interface SessionLock {
  /** Runs `fn(held)` with `held` true while holding the lock named `name`, false when not granted. */
  run<T>(name: string, options: LockRunOptions, fn: (held: boolean) => Promise<T>): Promise<T>;
}

/** The part of the Web Locks API used here (`navigator.locks`). */
export interface LockManagerLike {
  request<T>(
    name: string,
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => Promise<T> | T,
  ): Promise<T>;
}

function invoke<T>(fn: (held: boolean) => Promise<T>, held: boolean): Promise<T> {
  try {
    return Promise.resolve(fn(held));
  } catch (error) {
    return Promise.reject(error);
  }
}

/** Resolves when `promise` settles or after `ms`, whichever comes first; never rejects. */
function settledOrTimeout(promise: Promise<unknown>, ms: number, scheduler: Scheduler): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = scheduler.setTimeout(resolve, ms);
    const done = () => {
      scheduler.clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}

/**
 * A lock over `navigator.locks` (Web Locks API), exclusive across the tabs of one origin.
 * Returns null when the API is missing, so the caller can fall back to {@link memoryLock}.
 */
export function navigatorLock(
  locks: LockManagerLike | undefined = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks,
  scheduler: Scheduler = systemScheduler,
): SessionLock | null {
  if (!locks) return null;
  return {
    async run<T>(name: string, options: LockRunOptions, fn: (held: boolean) => Promise<T>): Promise<T> {
      let result: Promise<T> | undefined;
      const controller = options.ifAvailable ? undefined : new AbortController();
      const waitTimer = controller ? scheduler.setTimeout(() => controller.abort(), options.timeoutMs) : undefined;
      try {
        await locks.request(name, controller ? { signal: controller.signal } : { ifAvailable: true }, (lock) => {
          if (waitTimer !== undefined) scheduler.clearTimeout(waitTimer);
          const running = invoke(fn, lock !== null);
          result = running;
          return settledOrTimeout(running, options.timeoutMs, scheduler);
        });
      } catch (error) {
        // An aborted wait (timeout) is "not granted"; anything else is a real failure.
        if (result === undefined && controller?.signal.aborted) return invoke(fn, false);
        if (result === undefined) throw error;
      }
      return result ?? invoke(fn, false);
    },
  };
}

/**
 * An in-memory lock: exclusive among the engines sharing this instance (tests simulating tabs,
 * Node). Waiters are served in order.
 */
export function memoryLock(scheduler: Scheduler = systemScheduler): SessionLock {
  const held = new Set<string>();
  const queues = new Map<string, Array<() => void>>();

  function release(name: string) {
    const next = queues.get(name)?.shift();
    if (next) next();
    else held.delete(name);
  }

  function hold<T>(name: string, timeoutMs: number, fn: (held: boolean) => Promise<T>): Promise<T> {
    held.add(name);
    const result = invoke(fn, true);
    let released = false;
    const done = () => {
      if (released) return;
      released = true;
      scheduler.clearTimeout(timer);
      release(name);
    };
    const timer = scheduler.setTimeout(done, timeoutMs);
    // Released before the caller's own handlers run: whoever awaited the result finds the lock free.
    result.then(done, done);
    return result;
  }

  return {
    run(name, options, fn) {
      if (!held.has(name)) return hold(name, options.timeoutMs, fn);
      if (options.ifAvailable) return invoke(fn, false);
      return new Promise((resolve, reject) => {
        const queue = queues.get(name) ?? [];
        queues.set(name, queue);
        const waiter = () => {
          scheduler.clearTimeout(timer);
          hold(name, options.timeoutMs, fn).then(resolve, reject);
        };
        const timer = scheduler.setTimeout(() => {
          const i = queue.indexOf(waiter);
          if (i >= 0) queue.splice(i, 1);
          invoke(fn, false).then(resolve, reject);
        }, options.timeoutMs);
        queue.push(waiter);
      });
    },
  };
}
