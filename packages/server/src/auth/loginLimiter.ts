/** Limits of {@link createLoginLimiter}. */
export interface LoginLimiterOptions {
  /** Failures allowed for one username from one address within the window (default 5). */
  perAccount?: number;
  /** Failures allowed from one address, whatever the usernames (default 30). */
  perAddress?: number;
  /** Window length in ms (default 15 min). */
  windowMs?: number;
  now?: () => number;
}

/**
 * Refuses logins (429) from an address after repeated failures, keyed by address + username
 * so that one person mistyping in an office behind one NAT does not lock out colleagues;
 * a higher per-address cap stops guessing across many usernames. A success clears the
 * account's counter. Memory only: a restart forgets (documented in docs/decisions.md).
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

  const accountKey = (address: string, username: string) => `a:${address}:${username.toLowerCase()}`;
  const addressKey = (address: string) => `ip:${address}`;

  return {
    /** Seconds to wait before another attempt, or 0 when allowed. */
    retryAfter(address: string, username: string): number {
      const checks: [number[], number][] = [
        [recent(accountKey(address, username)), perAccount],
        [recent(addressKey(address)), perAddress],
      ];
      let wait = 0;
      for (const [list, limit] of checks) {
        if (list.length >= limit) {
          const oldest = list[list.length - limit] ?? now();
          wait = Math.max(wait, Math.ceil((oldest + windowMs - now()) / 1000));
        }
      }
      return wait;
    },
    fail(address: string, username: string): void {
      for (const key of [accountKey(address, username), addressKey(address)]) {
        failures.set(key, [...recent(key), now()]);
      }
    },
    succeed(address: string, username: string): void {
      failures.delete(accountKey(address, username));
    },
  };
}

/** A login limiter. */
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
