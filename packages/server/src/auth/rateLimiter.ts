/** Limits of {@link createRateLimiter}. */
export interface RateLimiterOptions {
  /** Events allowed per key within the window. */
  limit: number;
  /** Window length in ms. */
  windowMs: number;
  now?: () => number;
}

/** Keys kept before expired ones are swept (a caller inventing keys adds one a call). */
const SWEEP_AT = 10_000;

/** A sliding-window counter per key: {@link RateLimiter.take} answers 0 when allowed, else the seconds to wait. */
export interface RateLimiter {
  /** Counts one event for `key` when it is within the limit; answers 0, or the seconds until one is allowed. */
  take(key: string): number;
  /** Events allowed per key within the window (for the `RateLimit` headers). */
  readonly limit: number;
  /** The window, ms. */
  readonly windowMs: number;
}

/** A sliding-window rate limiter in memory (a restart forgets). */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { limit, windowMs } = options;
  const now = options.now ?? Date.now;
  const events = new Map<string, number[]>();

  function recent(key: string): number[] {
    const cutoff = now() - windowMs;
    const list = (events.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) events.set(key, list);
    else events.delete(key);
    return list;
  }

  return {
    limit,
    windowMs,
    take(key) {
      if (events.size >= SWEEP_AT) for (const k of [...events.keys()]) recent(k);
      const list = recent(key);
      if (list.length >= limit) {
        const oldest = list[0] as number;
        return Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000));
      }
      list.push(now());
      events.set(key, list);
      return 0;
    },
  };
}
