import { decodeTokenExp, type TokenStore } from '../auth/tokenStore';
import type { ApiClient, ApiClientOptions, UnauthorizedDecision } from '../client/apiClient';
import type { UserInformation } from '../contract/account';
import { ACCOUNT_PATHS } from '../contract/accountBasics';
import type { EndpointDef } from '../contract/endpoint';
import { ApiError } from '../errors';
import { clientMessages } from '../messages/client';
import type { SocketAuthEnd } from '../socket/closeCodes';
import { defaultSessionStores, INITIAL_SESSION, type SessionStores } from '../stores/sessionStores';
import { singleTabChannel, type TabChannel, type TabCommand } from '../tabSync/tabChannel';
import type { ActivitySource } from './activitySource';
import { DEFAULT_SESSION_CONFIG, RENEW_LOCK_NAME, type SessionConfig, safeLoginTarget } from './sessionConfig';
import { memoryLock, type SessionLock } from './sessionLock';
import { type Clock, MAX_TIMER_DELAY_MS, type Scheduler, systemClock, systemScheduler, type TimerHandle } from './time';
import type { VisibilitySource } from './visibilitySource';

// TYPES

/**
 * Why a logout happened. `remote` is a logout received from another tab; `revoked` a session the
 * server ended (the socket was closed as revoked or the user deactivated, and the renew that
 * followed was refused); `unauthorized` a refused renew without such a sign.
 */
export type LogoutReason = 'manual' | 'expired' | 'userTimer' | 'unauthorized' | 'revoked' | 'remote';

/** Every reason of a logout the user did not ask for here: the login page says which one. */
export const AUTOMATIC_LOGOUT_REASONS = ['expired', 'userTimer', 'unauthorized', 'revoked', 'remote'] as const;
/** A logout the user did not ask for in this tab. */
export type AutomaticLogoutReason = (typeof AUTOMATIC_LOGOUT_REASONS)[number];

/** Whether `value` (e.g. the login page's `?reason=`) is an {@link AutomaticLogoutReason}. */
export function isAutomaticLogoutReason(value: unknown): value is AutomaticLogoutReason {
  return (AUTOMATIC_LOGOUT_REASONS as readonly unknown[]).includes(value);
}

/**
 * Where a logout sends the user: the login page; after an automatic logout with `?reason=` and,
 * when the user was on a page of the app other than the login, `?target=` to come back to it.
 */
export function loginPathAfterLogout(loginPath: string, reason: LogoutReason, from: string | null): string {
  if (!isAutomaticLogoutReason(reason)) return loginPath;
  const params = new URLSearchParams();
  const target = safeLoginTarget(from);
  if (target && target.split('?')[0] !== loginPath) params.set('target', target);
  params.set('reason', reason);
  return `${loginPath}?${params.toString()}`;
}

/**
 * Outcome of a renew: `renewed` (this tab got a new token), `adopted` (another tab had already
 * renewed: its token is in the cookie), `notNeeded` (outside the refresh window), `skipped`
 * (another tab holds the renew lock and will broadcast), `failed` (network or 5xx: the session
 * stays, the next check tries again), `loggedOut` (401/403 on renew, or the session ended meanwhile).
 */
export type RenewResult = 'renewed' | 'adopted' | 'notNeeded' | 'skipped' | 'failed' | 'loggedOut';

/** The hooks the API client needs from the engine (401 replay and error reporting). */
export type SessionApiHooks = Required<Pick<ApiClientOptions, 'onUnauthorized' | 'onError'>>;

/** What the engine opens after login and closes on logout (the live socket). */
export interface SessionSocketHandle {
  open(): void;
  close(): void;
  /** Called whenever the engine takes a new token (renew, or adopted from another tab). */
  tokenChanged?(): void;
}

/** Where the engine logs (default: the console). */
export interface SessionLogger {
  error(message: string, ...rest: unknown[]): void;
}

/** Options of {@link createSessionEngine}; everything the engine touches is injected. */
export interface SessionEngineOptions {
  /** The API client, or a factory receiving the engine's hooks to pass to `createApiClient`. */
  client: ApiClient | ((hooks: SessionApiHooks) => ApiClient);
  tokenStore: TokenStore;
  clock?: Clock;
  scheduler?: Scheduler;
  /** The channel to the other tabs (default: single-tab mode). */
  channel?: TabChannel;
  /** The cross-tab renew lock (default: an in-memory one, i.e. this tab only). */
  lock?: SessionLock;
  activity?: ActivitySource;
  visibility?: VisibilitySource;
  /** Goes to an app path (the router's `open`). */
  navigate?: (path: string) => void;
  stores?: SessionStores;
  socket?: SessionSocketHandle;
  config?: Partial<SessionConfig>;
  log?: SessionLogger;
  /** Called after every logout, with its reason. */
  onLogout?: (reason: LogoutReason) => void;
  /** The app path and query shown now (the page to come back to after an automatic logout). */
  currentPath?: () => string;
}

/** The session engine (SPEC §4, §9). Its state is in the stores; it has no other outputs. */
export interface SessionEngine {
  readonly client: ApiClient;
  readonly stores: SessionStores;
  readonly config: Readonly<SessionConfig>;
  /** Subscribes to the channel, activity and visibility, restores a session from the token store and starts the timers. */
  start(): void;
  /** Removes every listener and timer (does not log out). */
  stop(): void;
  /** Logs in, loads the user and goes to `target` (an app path) or the dashboard. Rejects with the ApiError on bad credentials. */
  login(username: string, password: string, target?: string | null): Promise<void>;
  /** Logs out (server errors ignored) in this tab and every other; a second call is a no-op. */
  logout(reason?: LogoutReason): Promise<void>;
  /** Runs the periodic check now (expired token → logout, user timer, renew window). */
  check(): void;
  /** Renews the token: one request in flight per tab (shared promise) and per browser (lock). `force` renews outside the window and waits for the lock. */
  renew(options?: { force?: boolean }): Promise<RenewResult>;
  /** Reports user activity, as an activity event does (the warning's "stay signed in" button). */
  markActivity(): void;
  /** Loads the user information into `$user` (and the company code into `$session`). */
  loadUser(): Promise<UserInformation | null>;
  /** Whole seconds left on the user countdown (counting from now even while active). */
  secondsLeft(): number;
  /**
   * For the live socket's `onAuthEnd`: the server closed the socket because its token expired,
   * was revoked, or the user was deactivated. Expired → logout when the token is past its `exp`
   * here too, else a forced renew (clocks differ); deactivated → a forced renew at once (its 401
   * logs out with the session error); revoked → the same after `revokedCheckDelayMs`, unless a
   * logout from another tab arrived meanwhile. A renewed token reconnects the socket.
   */
  socketAuthEnded(why: SocketAuthEnd): void;
  /** For `createApiClient({ onUnauthorized })`: awaits the shared renew and replays once. */
  readonly onUnauthorized: SessionApiHooks['onUnauthorized'];
  /** For `createApiClient({ onError })`: a 401 while logged in raises the session error; others go to the log. */
  readonly onError: SessionApiHooks['onError'];
}

// ENGINE

/** Creates a session engine; call `start()` to run it. */
export function createSessionEngine(options: SessionEngineOptions): SessionEngine {
  const config: Readonly<SessionConfig> = Object.freeze({ ...DEFAULT_SESSION_CONFIG, ...options.config });
  const clock = options.clock ?? systemClock;
  const scheduler = options.scheduler ?? systemScheduler;
  const channel = options.channel ?? singleTabChannel();
  const lock = options.lock ?? memoryLock(scheduler);
  const stores = options.stores ?? defaultSessionStores;
  const { tokenStore } = options;
  const log: SessionLogger = options.log ?? console;
  const navigate = options.navigate ?? (() => {});
  const { $session, $user, $sessionError } = stores;

  const sessionMs = config.sessionSeconds * 1000;
  const warningMs = config.warningSeconds * 1000;
  const bufferMs = config.refreshBufferSeconds * 1000;

  let knownToken: string | null = null;
  /** The last activity in any tab (epoch ms); every countdown is computed from it. */
  let lastActivity = 0;
  /** A starting tab adopts the first timer another tab answers its `hello` with. */
  let adoptNextTimer = false;
  /** Bumped by login and logout, so a renew or user load that outlives its session is dropped. */
  let generation = 0;
  let renewInFlight: Promise<RenewResult> | null = null;
  let logoutInFlight: Promise<void> | null = null;
  let errorSeq = 0;

  let checkTimer: TimerHandle | undefined;
  let deadlineTimer: TimerHandle | undefined;
  let trailingTimer: TimerHandle | undefined;
  let revokedTimer: TimerHandle | undefined;
  /** The server closed the socket as revoked or deactivated: a refused renew then means exactly that. */
  let endedByServer = false;
  let lastActivityHandled = Number.NEGATIVE_INFINITY;
  let unsubscribers: Array<() => void> = [];
  let started = false;

  const hooks: SessionApiHooks = { onUnauthorized: handleUnauthorized, onError: handleApiError };
  const client = typeof options.client === 'function' ? options.client(hooks) : options.client;

  const isActive = () => $session.get().loggedIn && logoutInFlight === null;
  const userExpiry = () => lastActivity + config.idleTimeoutMs + sessionMs;

  // TIMERS

  function startTimers() {
    stopTimers();
    checkTimer = scheduler.setInterval(check, config.checkIntervalMs);
  }

  function stopTimers() {
    if (checkTimer !== undefined) scheduler.clearInterval(checkTimer);
    if (deadlineTimer !== undefined) scheduler.clearTimeout(deadlineTimer);
    if (trailingTimer !== undefined) scheduler.clearTimeout(trailingTimer);
    if (revokedTimer !== undefined) scheduler.clearTimeout(revokedTimer);
    checkTimer = deadlineTimer = trailingTimer = revokedTimer = undefined;
  }

  /** One timer for the next moment the idle state changes; late firing is harmless (recomputed from now). */
  function scheduleDeadline(at: number, now: number) {
    if (deadlineTimer !== undefined) scheduler.clearTimeout(deadlineTimer);
    deadlineTimer = scheduler.setTimeout(
      () => {
        deadlineTimer = undefined;
        evaluate(clock.now());
      },
      Math.min(MAX_TIMER_DELAY_MS, Math.max(0, at - now)),
    );
  }

  // STATE

  /** Recomputes idle, warning and the user timer from absolute times. False when it logged out. */
  function evaluate(now: number): boolean {
    if (!isActive()) return false;
    const idleAt = lastActivity + config.idleTimeoutMs;
    const expiry = idleAt + sessionMs;
    if (now >= expiry) {
      void logout('userTimer');
      return false;
    }
    const idle = now >= idleAt;
    const sessionWarning = idle && expiry - now <= warningMs;
    const userSessionExpiry = idle ? expiry : 0;
    const was = $session.get();
    if (was.idle !== idle || was.sessionWarning !== sessionWarning || was.userSessionExpiry !== userSessionExpiry) {
      $session.set({ ...was, idle, sessionWarning, userSessionExpiry });
    }
    if (idle && !was.idle) channel.post({ type: 'userTimerUpdated', expiry });
    scheduleDeadline(!idle ? idleAt : !sessionWarning ? expiry - warningMs : expiry, now);
    return true;
  }

  /** Logs out when the token or the user timer has run out; true when the session goes on. */
  function stillValid(now: number): boolean {
    if (!isActive()) return false;
    if ($session.get().tokenExpiry <= now) {
      void logout('expired');
      return false;
    }
    if (now >= userExpiry()) {
      void logout('userTimer');
      return false;
    }
    return true;
  }

  function check() {
    const now = clock.now();
    // Expiry first: a tab waking past the end logs out without flashing the warning.
    if (!stillValid(now) || !evaluate(now)) return;
    const session = $session.get();
    if (!session.idle && session.tokenExpiry - now <= bufferMs) void renew();
  }

  function adoptToken(token: string) {
    knownToken = token;
    // A token the server accepted: whatever it said about the old one is settled.
    endedByServer = false;
    $session.setKey('tokenExpiry', decodeTokenExp(token) * 1000);
    // A socket the server closed for the old token comes back with this one.
    options.socket?.tokenChanged?.();
  }

  function socketAuthEnded(why: SocketAuthEnd) {
    if (!isActive()) return;
    if (why === 'expired') {
      // Past the end here too: the ordinary expiry logout, no server call.
      if (!stillValid(clock.now())) return;
      void renew({ force: true });
      return;
    }
    if (why === 'deactivated') {
      endedByServer = true;
      void renew({ force: true });
      return;
    }
    endedByServer = true;
    if (revokedTimer !== undefined) return;
    revokedTimer = scheduler.setTimeout(() => {
      revokedTimer = undefined;
      if (isActive()) void renew({ force: true });
    }, config.revokedCheckDelayMs);
  }

  /** Marks the session logged in from a stored, unexpired token. */
  function enterSession(token: string, companyCode: string) {
    generation++;
    knownToken = token;
    lastActivity = clock.now();
    $session.set({
      ...INITIAL_SESSION,
      loading: $session.get().loading,
      loggedIn: true,
      companyCode,
      tokenExpiry: decodeTokenExp(token) * 1000,
    });
    startTimers();
    evaluate(clock.now());
  }

  function restore(): boolean {
    const token = tokenStore.get();
    if (!token) return false;
    if (decodeTokenExp(token) * 1000 <= clock.now()) {
      tokenStore.clear();
      return false;
    }
    enterSession(token, '');
    void loadUser();
    return true;
  }

  // ACTIVITY

  function applyActivity(local: boolean) {
    const now = clock.now();
    // Activity never revives a session whose time ran out while this tab slept.
    if (!stillValid(now)) return;
    // From the timestamps, not the store: after a sleep no timer has flipped `idle` yet.
    const wasIdle = now >= lastActivity + config.idleTimeoutMs;
    if (local) adoptNextTimer = false;
    lastActivity = Math.max(lastActivity, now);
    if (local) channel.post({ type: 'resetIdle' });
    if (!evaluate(now)) return;
    // Back from idle: the renew window may have been reached meanwhile.
    if (local && wasIdle) check();
  }

  /** Leading and trailing throttle: the last event of a burst is never lost. */
  function onLocalActivity() {
    if (!isActive()) return;
    const now = clock.now();
    const since = now - lastActivityHandled;
    if (since >= config.activityThrottleMs) {
      lastActivityHandled = now;
      applyActivity(true);
    } else if (trailingTimer === undefined) {
      trailingTimer = scheduler.setTimeout(() => {
        trailingTimer = undefined;
        lastActivityHandled = clock.now();
        applyActivity(true);
      }, config.activityThrottleMs - since);
    }
  }

  function onCommand(command: TabCommand) {
    switch (command.type) {
      case 'resetIdle':
        if (isActive()) applyActivity(false);
        return;
      case 'userTimerUpdated': {
        if (!isActive()) return;
        const derived = command.expiry - sessionMs - config.idleTimeoutMs;
        lastActivity = adoptNextTimer ? derived : Math.max(lastActivity, derived);
        adoptNextTimer = false;
        if (stillValid(clock.now())) evaluate(clock.now());
        return;
      }
      case 'tokenRefreshed': {
        const token = tokenStore.get();
        if (!isActive()) {
          // Logged in from another tab: the shared cookie holds the new session.
          if (!$session.get().loggedIn && logoutInFlight === null) restore();
          return;
        }
        if (token && decodeTokenExp(token) === command.exp) adoptToken(token);
        else if (command.exp * 1000 > $session.get().tokenExpiry) $session.setKey('tokenExpiry', command.exp * 1000);
        return;
      }
      case 'logout':
        if ($session.get().loggedIn) void logout('remote');
        return;
      case 'hello':
        if (isActive()) channel.post({ type: 'userTimerUpdated', expiry: userExpiry() });
        return;
    }
  }

  // RENEW

  function renew(renewOptions: { force?: boolean } = {}): Promise<RenewResult> {
    if (!isActive()) return Promise.resolve('loggedOut');
    if (renewInFlight) return renewInFlight;
    const promise = runRenew(renewOptions.force ?? false);
    renewInFlight = promise;
    const clear = () => {
      if (renewInFlight === promise) renewInFlight = null;
    };
    promise.then(clear, clear);
    return promise;
  }

  type LockOutcome =
    | { kind: 'skipped' | 'notNeeded' | 'gone' | 'failed' }
    | { kind: 'unauthorized'; error: unknown }
    | { kind: 'adopted' | 'renewed'; token: string };

  async function runRenew(force: boolean): Promise<RenewResult> {
    const gen = generation;
    let outcome: LockOutcome;
    try {
      outcome = await lock.run<LockOutcome>(
        RENEW_LOCK_NAME,
        { ifAvailable: !force, timeoutMs: config.lockTimeoutMs },
        async (held) => {
          if (!held) return { kind: 'skipped' };
          if (gen !== generation) return { kind: 'gone' };
          // Inside the lock, re-read the cookie first: another tab may have renewed already.
          const current = tokenStore.get();
          if (!current) return { kind: 'gone' };
          const exp = decodeTokenExp(current) * 1000;
          const now = clock.now();
          if (current !== knownToken && exp > now) return { kind: 'adopted', token: current };
          if (!force && exp - now > bufferMs) return { kind: 'notNeeded' };
          try {
            const { token } = await client.call('renewToken');
            if (gen !== generation) return { kind: 'gone' };
            // Written inside the lock, so the next tab to get it sees the new token.
            tokenStore.set(token);
            return { kind: 'renewed', token };
          } catch (error) {
            if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
              // Without a cross-tab lock (no Web Locks), another tab may have renewed, and so
              // revoked, the token this call carried: its fresh token is in the cookie.
              const after = tokenStore.get();
              if (after && after !== current && decodeTokenExp(after) * 1000 > clock.now()) {
                return { kind: 'adopted', token: after };
              }
              return { kind: 'unauthorized', error };
            }
            log.error('Token renew failed; the session stays and the next check tries again.', error);
            return { kind: 'failed' };
          }
        },
      );
    } catch (error) {
      log.error('Token renew lock failed.', error);
      return 'failed';
    }
    // Stores are written after the lock is released: a listener calling back into the engine cannot deadlock it.
    if (gen !== generation && outcome.kind !== 'skipped') return 'loggedOut';
    switch (outcome.kind) {
      case 'renewed':
        adoptToken(outcome.token);
        channel.post({ type: 'tokenRefreshed', exp: decodeTokenExp(outcome.token) });
        return 'renewed';
      case 'adopted':
        adoptToken(outcome.token);
        return 'adopted';
      case 'unauthorized':
        raiseSessionError();
        await logout(endedByServer ? 'revoked' : 'unauthorized');
        return 'loggedOut';
      case 'gone':
        if ($session.get().loggedIn && !tokenStore.get()) await logout('remote');
        return 'loggedOut';
      default:
        return outcome.kind;
    }
  }

  // API HOOKS

  const isSessionCall = (endpoint: EndpointDef) =>
    endpoint.path === ACCOUNT_PATHS.renewToken ||
    endpoint.path === ACCOUNT_PATHS.logout ||
    endpoint.path === ACCOUNT_PATHS.login;

  async function handleUnauthorized(
    _error: ApiError,
    endpoint: EndpointDef,
    sentToken: string | null,
  ): Promise<UnauthorizedDecision> {
    // The renew and logout calls are handled by the engine itself: replaying them would loop.
    if (isSessionCall(endpoint) || !isActive()) return 'fail';
    const current = tokenStore.get();
    if (sentToken && current && current !== sentToken && decodeTokenExp(current) * 1000 > clock.now()) {
      if (current !== knownToken) adoptToken(current);
      return 'retry';
    }
    let result = await renew({ force: true });
    // A periodic renew of this tab was in flight and did not renew: renew now, for this call.
    if (result === 'skipped' || result === 'notNeeded') result = await renew({ force: true });
    return result === 'renewed' || result === 'adopted' ? 'retry' : 'fail';
  }

  function handleApiError(error: unknown, endpoint: EndpointDef) {
    if (isSessionCall(endpoint)) return;
    if (error instanceof ApiError && error.status === 401 && $session.get().loggedIn) {
      raiseSessionError();
      return;
    }
    log.error(`${endpoint.method} ${endpoint.path}:`, error);
  }

  function raiseSessionError() {
    errorSeq += 1;
    $sessionError.set({
      id: errorSeq,
      title: clientMessages.session.errorTitle,
      message: clientMessages.session.errorMessage,
      at: clock.now(),
    });
  }

  // LOGIN, LOGOUT

  async function loadUser(): Promise<UserInformation | null> {
    const gen = generation;
    try {
      const user = await client.call('userInformation');
      if (gen !== generation || !isActive()) return null;
      $user.set(user);
      $session.setKey('companyCode', user.company_code);
      options.socket?.open();
      return user;
    } catch (error) {
      log.error('Loading the user information failed.', error);
      return null;
    }
  }

  async function login(username: string, password: string, target?: string | null): Promise<void> {
    $session.setKey('loading', true);
    try {
      const res = await client.call('login', { body: { username, password } });
      tokenStore.set(res.token);
      adoptNextTimer = false;
      enterSession(res.token, res.company_code);
      // Tabs still on the login page follow this one in (they restore from the shared cookie).
      channel.post({ type: 'tokenRefreshed', exp: decodeTokenExp(res.token) });
      await loadUser();
      navigate(safeLoginTarget(target) ?? config.dashboardPath);
    } finally {
      $session.setKey('loading', false);
    }
  }

  function logout(reason: LogoutReason = 'manual'): Promise<void> {
    if (logoutInFlight) return logoutInFlight;
    if (!$session.get().loggedIn) return Promise.resolve();
    // Read before the stores clear: the guards then already send the page to the login.
    const from = options.currentPath?.() ?? null;
    generation++;
    endedByServer = false;
    stopTimers();
    const remote = reason === 'remote';
    // The UI reacts at once; the token stays until the server call has carried it.
    $session.set({ ...INITIAL_SESSION });
    $user.set(null);
    const run = async () => {
      if (!remote) await callServerLogout();
      tokenStore.clear();
      knownToken = null;
      options.socket?.close();
      if (!remote) channel.post({ type: 'logout' });
      options.onLogout?.(reason);
      navigate(loginPathAfterLogout(config.loginPath, reason, from));
    };
    const promise = run().finally(() => {
      logoutInFlight = null;
    });
    logoutInFlight = promise;
    return promise;
  }

  /** Calls the server's logout, ignoring its errors (SPEC §4) and giving up after `logoutTimeoutMs`. */
  async function callServerLogout() {
    let timer: TimerHandle | undefined;
    try {
      await Promise.race([
        client.call('logout').catch(() => undefined),
        new Promise<void>((resolve) => {
          timer = scheduler.setTimeout(resolve, config.logoutTimeoutMs);
        }),
      ]);
    } finally {
      if (timer !== undefined) scheduler.clearTimeout(timer);
    }
  }

  // LIFECYCLE

  function start() {
    if (started) return;
    started = true;
    unsubscribers = [
      channel.subscribe(onCommand),
      ...(options.activity ? [options.activity.subscribe(onLocalActivity)] : []),
      ...(options.visibility ? [options.visibility.subscribe(check)] : []),
    ];
    if (restore()) {
      adoptNextTimer = true;
      channel.post({ type: 'hello' });
    }
  }

  function stop() {
    started = false;
    for (const unsubscribe of unsubscribers) unsubscribe();
    unsubscribers = [];
    stopTimers();
  }

  return {
    client,
    stores,
    config,
    start,
    stop,
    login,
    logout,
    check,
    renew,
    markActivity: onLocalActivity,
    loadUser,
    secondsLeft: () => Math.max(0, Math.ceil((userExpiry() - clock.now()) / 1000)),
    socketAuthEnded,
    onUnauthorized: hooks.onUnauthorized,
    onError: hooks.onError,
  };
}
