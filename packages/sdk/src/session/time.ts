/** Wall-clock time in epoch milliseconds; injected so tests move it and nothing counts ticks. */
export interface Clock {
  now(): number;
}

/** Opaque timer handle. */
export type TimerHandle = unknown;

/** Timers, injected so tests run on fake time. */
export interface Scheduler {
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(fn: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
}

/** `Date.now()`, looked up at call time (so vitest's fake timers apply). */
export const systemClock: Clock = { now: () => Date.now() };

type AnyTimer = Parameters<typeof globalThis.clearTimeout>[0];

/** The global timers, looked up at call time (so vitest's fake timers apply). */
export const systemScheduler: Scheduler = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as AnyTimer),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as AnyTimer),
};

/** Longest delay `setTimeout` accepts (2^31 − 1 ms); longer ones fire at once in browsers. */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;
