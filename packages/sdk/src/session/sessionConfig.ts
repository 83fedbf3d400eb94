/** Every constant of the session engine (SPEC §9 defaults); each one can be overridden. */
export interface SessionConfig {
  /** Length of the user countdown that starts when the user becomes idle (SPEC: 1800 s). */
  sessionSeconds: number;
  /** The warning shows while at most this much is left and more than 0 (SPEC: 300 s). */
  warningSeconds: number;
  /** Renew the token when at most this much is left and the user is not idle (SPEC: 600 s). */
  refreshBufferSeconds: number;
  /** Period of the session check (SPEC: 60 000 ms). */
  checkIntervalMs: number;
  /** No activity for this long makes the user idle (SPEC: 5000 ms). */
  idleTimeoutMs: number;
  /** Activity events and `resetIdle` posts are handled at most once per this period. */
  activityThrottleMs: number;
  /** Upper bound on waiting for and holding the cross-tab renew lock. */
  lockTimeoutMs: number;
  /** Upper bound on the server logout call before the local logout goes on without it. */
  logoutTimeoutMs: number;
  /**
   * After the server closed the socket because its token was revoked, wait this long before
   * checking the session with a renew: a logout in another tab of this browser revokes the
   * shared token too, and its `logout` message should win over a session-error toast.
   */
  revokedCheckDelayMs: number;
  /** Where logout goes. */
  loginPath: string;
  /** Where login goes without a target. */
  dashboardPath: string;
}

/** SPEC §9 defaults. */
export const DEFAULT_SESSION_CONFIG: Readonly<SessionConfig> = Object.freeze({
  sessionSeconds: 1800,
  warningSeconds: 300,
  refreshBufferSeconds: 600,
  checkIntervalMs: 60_000,
  idleTimeoutMs: 5000,
  activityThrottleMs: 200,
  lockTimeoutMs: 10_000,
  logoutTimeoutMs: 5000,
  revokedCheckDelayMs: 2000,
  loginPath: '/pl/login',
  dashboardPath: '/pl/dashboard',
});

/** Name of the cross-tab renew lock. */
export const RENEW_LOCK_NAME = 'salesdesk-token-renew';

/**
 * A login target is used only when it is a path of this app (`/…`, not `//host`), so a crafted
 * `?target=` cannot send the user to another site after login.
 */
export function safeLoginTarget(target: string | null | undefined): string | null {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}
