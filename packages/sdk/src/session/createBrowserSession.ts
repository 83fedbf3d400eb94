import { browserCookieJar, cookieTokenStore, type TokenStore } from '../auth/tokenStore';
import { type ApiClient, createApiClient } from '../client/apiClient';
import { lazyLiveSocket } from '../socket/lazyLiveSocket';
import type { LiveSocket, LiveSocketOptions } from '../socket/liveSocket';
import { defaultSessionStores, type SessionStores } from '../stores/sessionStores';
import { broadcastTabChannel, type TabChannel } from '../tabSync/tabChannel';
import { browserActivitySource } from './activitySource';
import type { SessionConfig } from './sessionConfig';
import { createSessionEngine, type LogoutReason, type SessionEngine, type SessionLogger } from './sessionEngine';
import { memoryLock, navigatorLock } from './sessionLock';
import { browserVisibilitySource } from './visibilitySource';

/** Options of {@link createBrowserSession}. */
export interface BrowserSessionOptions {
  /** API base URL ('' for same origin). */
  baseURL: string;
  /** Live socket URL; absent or empty: no socket. */
  socketUrl?: string | null;
  /** Goes to an app path (the router's `open`). */
  navigate: (path: string) => void;
  /** Cookie prefix (SPEC §9: a fixed prefix plus `account_token`). */
  cookiePrefix?: string;
  config?: Partial<SessionConfig>;
  /** Retry constants of the live socket (SPEC §9 defaults: 3 retries, 10 000 ms). */
  socketOptions?: Pick<LiveSocketOptions, 'maxRetries' | 'retryDelayMs' | 'connectionTimeoutMs' | 'minUptimeMs'>;
  stores?: SessionStores;
  fetch?: typeof globalThis.fetch;
  log?: SessionLogger;
  onLogout?: (reason: LogoutReason) => void;
}

/** Everything a browser page needs, wired together. */
export interface BrowserSession {
  engine: SessionEngine;
  client: ApiClient;
  socket: LiveSocket | null;
  tokenStore: TokenStore;
  channel: TabChannel;
  /** Stops the engine, closes the socket and the channel. */
  dispose(): void;
}

/**
 * Wires the session engine for a browser page: cookie token store, BroadcastChannel (single-tab
 * fallback), Web Locks (per-tab fallback), the six activity events, visibility, the live socket
 * (its code loaded once a user is logged in)
 * and the API client with the engine's 401 replay. Touches the DOM only when called; call
 * `engine.start()` afterwards.
 */
export function createBrowserSession(options: BrowserSessionOptions): BrowserSession {
  const secure = (globalThis as { location?: { protocol?: string } }).location?.protocol === 'https:';
  const tokenStore = cookieTokenStore({
    jar: browserCookieJar(),
    ...(options.cookiePrefix !== undefined ? { prefix: options.cookiePrefix } : {}),
    secure,
  });
  const stores = options.stores ?? defaultSessionStores;
  const channel = broadcastTabChannel();
  // The socket and the engine call each other; the engine is made second, so the socket's hooks read it late.
  let engineRef: SessionEngine | null = null;
  const socket = options.socketUrl
    ? lazyLiveSocket({
        ...options.socketOptions,
        url: options.socketUrl,
        tokenStore,
        stores,
        onAuthEnd: (why) => engineRef?.socketAuthEnded(why),
        loadUnreadCount: async () => {
          if (!engineRef) throw new Error('session engine not ready');
          return (await engineRef.client.call('notificationUnreadCounter')).count;
        },
      })
    : null;
  const engine = createSessionEngine({
    client: (hooks) =>
      createApiClient({
        baseURL: options.baseURL,
        tokenStore,
        ...(options.fetch ? { fetch: options.fetch } : {}),
        ...hooks,
      }),
    tokenStore,
    channel,
    lock: navigatorLock() ?? memoryLock(),
    activity: browserActivitySource(),
    visibility: browserVisibilitySource(),
    navigate: options.navigate,
    currentPath: () => {
      const here = (globalThis as { location?: { pathname: string; search: string } }).location;
      return here ? here.pathname + here.search : '/';
    },
    stores,
    ...(socket ? { socket } : {}),
    ...(options.config ? { config: options.config } : {}),
    ...(options.log ? { log: options.log } : {}),
    ...(options.onLogout ? { onLogout: options.onLogout } : {}),
  });
  engineRef = engine;
  return {
    engine,
    client: engine.client,
    socket,
    tokenStore,
    channel,
    dispose() {
      engine.stop();
      socket?.close();
      channel.close();
    },
  };
}
