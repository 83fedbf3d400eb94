/**
 * The `RateLimit-Policy` and `RateLimit` fields of the IETF draft "RateLimit header fields for
 * HTTP" (draft-ietf-httpapi-ratelimit-headers, -08 and later: Structured Fields, a named policy
 * with its quota `q` and window `w` in seconds, and the remaining quota `r` with the seconds `t`
 * until it is restored), sent beside `Retry-After` by the calls that throttle (docs/operations.md,
 * "Behind a proxy"). The draft's earlier separate `RateLimit-Limit`/`-Remaining`/`-Reset` fields
 * are not sent: the draft dropped them.
 */
export function rateLimitHeaders(limit: {
  /** The policy's name: which counter this is (`login`, `forgot-password`). */
  policy: string;
  /** Attempts allowed within the window. */
  quota: number;
  windowMs: number;
  /** Attempts left now. */
  remaining: number;
  /** Seconds until the quota is whole again (or, at 0 remaining, until the next attempt is allowed). */
  resetSeconds: number;
}): Record<string, string> {
  return {
    'RateLimit-Policy': `"${limit.policy}";q=${limit.quota};w=${Math.ceil(limit.windowMs / 1000)}`,
    RateLimit: `"${limit.policy}";r=${Math.max(0, limit.remaining)};t=${Math.max(0, Math.ceil(limit.resetSeconds))}`,
  };
}

/**
 * The same fields for a limit of requests at once rather than in a window (the draft's quota
 * unit `concurrent-requests`): the policy's quota, none left, and the seconds `t` until a slot
 * is expected to free up (the `Retry-After` beside it).
 */
export function concurrencyLimitHeaders(limit: {
  /** The policy's name (`match`). */
  policy: string;
  /** Requests allowed at once. */
  quota: number;
  /** Seconds until a slot is expected to free up. */
  retryAfterSeconds: number;
}): Record<string, string> {
  return {
    'RateLimit-Policy': `"${limit.policy}";q=${limit.quota};qu="concurrent-requests"`,
    RateLimit: `"${limit.policy}";r=0;t=${Math.max(0, Math.ceil(limit.retryAfterSeconds))}`,
  };
}
