import ReconnectingWebSocket from 'partysocket/ws';
import type { TokenStore } from '../auth/tokenStore';
import { type Scheduler, systemScheduler, type TimerHandle } from '../session/time';
import {
  defaultSessionStores,
  type LiveNotification,
  type SessionStores,
  type SocketStatus,
} from '../stores/sessionStores';
import { subscribable } from '../subscribable';
import { type SocketAuthEnd, socketAuthEnd } from './closeCodes';

// TYPES

/** Options of {@link createLiveSocket}. */
export interface LiveSocketOptions {
  /** Socket URL from runtime configuration (the reference server: `ws://host:port/ws`), or a function read at every attempt. */
  url: string | (() => string);
  /** Where the token is read, fresh, for every connection. */
  tokenStore: TokenStore;
  /** The user id; the socket opens only when there is one (default: `$user`'s `user_id`). */
  userId?: () => number | null;
  /** A WebSocket constructor: the browser's by default, `ws` in Node. */
  WebSocket?: unknown;
  stores?: Pick<SessionStores, '$user' | '$unreadCount' | '$wsData' | '$lastNotification' | '$socketStatus'>;
  /** Where the give-up line goes (default `console.log`). */
  log?: (message: string) => void;
  /** Retries after the first attempt fails (SPEC §9: 3). */
  maxRetries?: number;
  /** Delay before every retry (SPEC §9: 10 000 ms). */
  retryDelayMs?: number;
  /** An attempt not open after this long counts as failed (default 4000 ms). */
  connectionTimeoutMs?: number;
  /** A connection open this long resets the retry count (default 5000 ms, partysocket's). */
  minUptimeMs?: number;
  /** Timers of the retry count's uptime (default the global ones), injected so tests run on fake time. */
  scheduler?: Scheduler;
  /** Paths on which the socket stays closed (default: `/pl/login`, `/login`). */
  isLoginRoute?: (path: string) => boolean;
  /**
   * Called when the server ended the socket's authorisation (close codes 4001–4003) and the
   * token store holds no other token to try: the session engine decides (renew or log out).
   */
  onAuthEnd?: (why: SocketAuthEnd) => void;
  /**
   * Reads the unread notification count (`notificationUnreadCounter`). Called after every
   * reconnect, since pushes sent while the socket was down are lost; the result goes into `$unreadCount`.
   */
  loadUnreadCount?: () => Promise<number>;
}

/** The live socket (SPEC §4, §7): notifications, offer and order events for the logged-in user. */
export interface LiveSocket {
  /** Opens when closed (or offline), a user id exists and the route is not a login route; true when it started connecting. */
  open(): boolean;
  /** Closes, stops reconnecting and resets the authenticated flag. */
  close(): void;
  /** Starts over with a fresh retry count; works after the retries ran out. */
  reconnect(): boolean;
  /** Sends a text frame when authenticated; never queued (false when not sent). */
  send(data: string): boolean;
  /** Tells the socket the current route: a login route closes it, any other opens it when it can. */
  setRoute(path: string): void;
  /**
   * The token in the store changed (renewed or adopted from another tab): a socket the server
   * closed for its old token reconnects with the new one. An open socket stays as it is.
   */
  tokenChanged(): void;
  /** Listens to every parsed incoming message; returns the unsubscribe. */
  subscribe(listener: (message: Record<string, unknown>) => void): () => void;
  /** The token was sent on the current connection. */
  readonly authenticated: boolean;
  readonly status: SocketStatus;
}

/** The line logged when the retries ran out (SPEC §8, exactly, for the default 3 retries). */
export function socketFailedMessage(retries: number): string {
  return `Failed to connect WebSocket after ${retries} retries`;
}

const defaultIsLoginRoute = (path: string) => /^(\/pl)?\/login(\/|\?|#|$)/.test(path);

// SOCKET

/**
 * Creates the live socket on partysocket. Each connection sends the current token as its first
 * frame from the `open` handler; app messages are never queued while disconnected
 * (`maxEnqueuedMessages: 0`, since partysocket flushes its queue before `open` and a queued frame
 * would go out before the token). partysocket fires no event when its retries run out, so the
 * attempts are counted here with the same rules (a connection up for `minUptimeMs` resets them).
 */
export function createLiveSocket(options: LiveSocketOptions): LiveSocket {
  const stores = options.stores ?? defaultSessionStores;
  const maxRetries = options.maxRetries ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 10_000;
  const minUptimeMs = options.minUptimeMs ?? 5000;
  const log = options.log ?? ((message: string) => console.log(message));
  const userId = options.userId ?? (() => stores.$user.get()?.user_id ?? null);
  const isLoginRoute = options.isLoginRoute ?? defaultIsLoginRoute;
  const scheduler = options.scheduler ?? systemScheduler;
  const listeners = subscribable<Record<string, unknown>>();

  let rws: ReconnectingWebSocket | null = null;
  let authenticated = false;
  let failures = 0;
  let uptimeTimer: TimerHandle | undefined;
  let onLoginRoute = false;
  /** The token the server refused (closed for expiry, revocation or deactivation); never sent again. */
  let refusedToken: string | null = null;
  /** A connection was authenticated since the last `close()`: the next one is a reconnect. */
  let wasAuthenticated = false;

  const setStatus = (status: SocketStatus) => stores.$socketStatus.set(status);

  function teardown() {
    const old = rws;
    rws = null;
    authenticated = false;
    scheduler.clearTimeout(uptimeTimer);
    // `rws` is cleared first, so the close event this dispatches is recognised as ours.
    old?.close(1000, 'client closed');
  }

  function create() {
    failures = 0;
    const socket = new ReconnectingWebSocket(options.url, undefined, {
      WebSocket: options.WebSocket,
      maxRetries,
      minReconnectionDelay: retryDelayMs,
      maxReconnectionDelay: retryDelayMs,
      reconnectionDelayGrowFactor: 1,
      minUptime: minUptimeMs,
      connectionTimeout: options.connectionTimeoutMs ?? 4000,
      maxEnqueuedMessages: 0,
      // After an authorisation close the same token would only be refused again.
      shouldReconnectOnClose: (event: CloseEvent) => socketAuthEnd(event.code) === null,
    });
    let sentToken: string | null = null;
    rws = socket;
    setStatus('connecting');

    socket.addEventListener('open', () => {
      if (rws !== socket) return;
      const token = options.tokenStore.get();
      if (!token) {
        close();
        return;
      }
      if (token === refusedToken) {
        teardown();
        setStatus('unauthorized');
        return;
      }
      socket.send(token);
      sentToken = token;
      authenticated = true;
      setStatus('authenticated');
      if (wasAuthenticated) resyncUnreadCount();
      wasAuthenticated = true;
      // Same timer partysocket sets before this handler runs: a stable connection resets the count.
      scheduler.clearTimeout(uptimeTimer);
      uptimeTimer = scheduler.setTimeout(() => {
        failures = 0;
      }, minUptimeMs);
    });

    socket.addEventListener('close', (event: CloseEvent) => {
      if (rws !== socket) return;
      authenticated = false;
      scheduler.clearTimeout(uptimeTimer);
      const why = socketAuthEnd(event.code);
      if (why) {
        authorisationEnded(why, sentToken);
        return;
      }
      failures += 1;
      if (failures > maxRetries) {
        socket.close();
        setStatus('offline');
        log(socketFailedMessage(maxRetries));
      } else {
        setStatus('connecting');
      }
    });

    socket.addEventListener('message', (event: MessageEvent) => {
      if (rws !== socket) return;
      handleMessage(event.data);
    });
  }

  /**
   * The server closed the socket for its token. A different token already in the store (another
   * tab renewed) is tried at once; otherwise the socket waits for `tokenChanged()` and the engine
   * is told, so no attempt ever repeats a refused token.
   */
  function authorisationEnded(why: SocketAuthEnd, token: string | null) {
    refusedToken = token;
    teardown();
    setStatus('unauthorized');
    if (!tryFreshToken()) options.onAuthEnd?.(why);
  }

  /** Reconnects when the store holds a token other than the refused one. */
  function tryFreshToken(): boolean {
    const token = options.tokenStore.get();
    if (!token || token === refusedToken || onLoginRoute || userId() === null) return false;
    teardown();
    create();
    return true;
  }

  function resyncUnreadCount() {
    const load = options.loadUnreadCount;
    if (!load) return;
    const socket = rws;
    load().then(
      (count) => {
        // A count read for a connection that has since been closed is stale.
        if (rws === socket) stores.$unreadCount.set(count);
      },
      // The socket still works; the next push or page load brings the count.
      () => {},
    );
  }

  function handleMessage(raw: unknown) {
    if (typeof raw !== 'string') return;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return;
    }
    if (!data || typeof data !== 'object' || Array.isArray(data)) return;
    const message = data as Record<string, unknown>;
    const notification = message.notification as LiveNotification | undefined;
    if (notification && typeof notification === 'object' && typeof notification.count === 'number') {
      stores.$unreadCount.set(notification.count);
      stores.$lastNotification.set(notification);
    }
    if ('offer' in message || 'order' in message) {
      const next = { ...stores.$wsData.get() };
      if ('offer' in message) next.offer = message.offer;
      if ('order' in message) next.order = message.order;
      stores.$wsData.set(next);
    }
    listeners.emit(message);
  }

  function open(): boolean {
    if (onLoginRoute || userId() === null) return false;
    if (rws && stores.$socketStatus.get() !== 'offline') return false;
    if (stores.$socketStatus.get() === 'unauthorized') return tryFreshToken();
    teardown();
    create();
    return true;
  }

  function close() {
    teardown();
    refusedToken = null;
    wasAuthenticated = false;
    setStatus('closed');
  }

  return {
    open,
    close,
    reconnect() {
      if (onLoginRoute || userId() === null) return false;
      if (stores.$socketStatus.get() === 'unauthorized') return tryFreshToken();
      teardown();
      create();
      return true;
    },
    send(data) {
      if (!rws || !authenticated) return false;
      return rws.send(data);
    },
    setRoute(path) {
      onLoginRoute = isLoginRoute(path);
      if (onLoginRoute) {
        if (rws) close();
      } else open();
    },
    tokenChanged() {
      if (stores.$socketStatus.get() === 'unauthorized') tryFreshToken();
    },
    subscribe: listeners.subscribe,
    get authenticated() {
      return authenticated;
    },
    get status() {
      return stores.$socketStatus.get();
    },
  };
}
