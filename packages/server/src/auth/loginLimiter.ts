/** Limits of {@link createLoginLimiter}. */
export interface LoginLimiterOptions {
  /** Failures allowed for one username from one address within the window (default 5). */
  perAccount?: number;
  /** Failures from one address, whatever the usernames, before it counts as spraying (default 30). */
  perAddress?: number;
  /** Window length in ms (default 15 min). */
  windowMs?: number;
  now?: () => number;
}

/** Keys kept before expired ones are swept (a sprayer inventing usernames adds one a try). */
const SWEEP_AT = 10_000;

/**
 * Throttles failed logins (docs/decisions/access.md, "Login throttle"). Staff share an address
 * behind one NAT, so nothing locks a whole address:
 *
 * - per (account, address): after `perAccount` failures in the window that pair is refused
 *   until the oldest of them ages out; the account still logs in from any other address;
 * - per address: once it has `perAddress` failures in the window (spraying), an account that
 *   already failed from it in the window is refused without checking its password, while an
 *   account with no failure from it is still checked, so a colleague typing the right password
 *   logs in and a sprayer gets one guess per account per window.
 *
 * A success clears the pair. Memory only: a restart forgets.
 */
export function createLoginLimiter(options: LoginLimiterOptions = {}) {
  const perAccount = options.perAccount ?? 5;
  const perAddress = options.perAddress ?? 30;
  const windowMs = options.windowMs ?? 15 * 60_000;
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();

  function recent(key: string): number[] {
    const cutoff = now() - windowMs;
    const list = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  }

  function sweep(): void {
    for (const key of [...failures.keys()]) recent(key);
  }

  /** Seconds until the failure at `time` leaves the window. */
  const secondsUntilExpired = (time: number) => Math.max(1, Math.ceil((time + windowMs - now()) / 1000));

  const pairKey = (address: string, username: string) => `a:${address}:${username.toLowerCase()}`;
  const addressKey = (address: string) => `ip:${address}`;

  return {
    /** Seconds to wait before another attempt, or 0 when allowed. */
    retryAfter(address: string, username: string): number {
      const pair = recent(pairKey(address, username));
      if (pair.length >= perAccount) return secondsUntilExpired(pair[pair.length - perAccount] ?? now());
      const fromAddress = recent(addressKey(address));
      if (fromAddress.length >= perAddress && pair.length > 0) {
        // Free again once the account's failures here age out or the address drops under its cap.
        const pairFree = pair[pair.length - 1] ?? now();
        const addressFree = fromAddress[fromAddress.length - perAddress] ?? now();
        return secondsUntilExpired(Math.min(pairFree, addressFree));
      }
      return 0;
    },
    fail(address: string, username: string): void {
      if (failures.size >= SWEEP_AT) sweep();
      const keep: [string, number][] = [
        [pairKey(address, username), perAccount],
        [addressKey(address), perAddress],
      ];
      // Only the newest `limit` failures decide anything, so no list grows past it.
      for (const [key, limit] of keep) failures.set(key, [...recent(key), now()].slice(-limit));
    },
    succeed(address: string, username: string): void {
      failures.delete(pairKey(address, username));
    },
    /**
     * The (account, address) pair's quota for the `RateLimit` headers: failures left before it is
     * refused, and seconds until its oldest failure in the window ages out (0 with none).
     */
    quota(
      address: string,
      username: string,
    ): { limit: number; windowMs: number; remaining: number; resetSeconds: number } {
      const pair = recent(pairKey(address, username));
      return {
        limit: perAccount,
        windowMs,
        remaining: Math.max(0, perAccount - pair.length),
        resetSeconds: pair.length ? secondsUntilExpired(pair[pair.length - 1] as number) : 0,
      };
    },
  };
}

/** A login limiter. */
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
