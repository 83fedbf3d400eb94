import { LazyUnreadBadge, type SessionLike, SessionToastBridge, SessionWarningWhenLoggedIn } from '@salesdesk/react-ui';
import { type BrowserSession, createBrowserSession, type SessionStores } from '@salesdesk/sdk';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { type AppConfig, resolveSocketUrl } from '../config';
import type { AppRouter } from '../routes';
import { sessionSettings } from './sessionSettings';

/** The session of the app: the sdk engine wired for this page, and the shell pieces it brings. */
export interface AppSession {
  browser: BrowserSession;
  /** What the UI's provider takes. */
  session: SessionLike;
  /** Mounted once by the shell: the session-warning modal and the toast bridge. */
  shellExtras: ReactNode;
  /** The header's unread counter (into the dashboard layout). */
  headerExtra: ReactNode;
}

/** What a test or a developer can read from the console: `window.__salesdeskSession.snapshot()`. */
export interface SessionProbe {
  loggedIn: boolean;
  idle: boolean;
  sessionWarning: boolean;
  tokenExpiry: number;
  userSessionExpiry: number;
  socketStatus: string;
  unreadCount: number;
}

/** A read-only view of the session stores (no token, nothing to act with). */
export function sessionProbe(stores: SessionStores): { snapshot(): SessionProbe } {
  return {
    snapshot() {
      const s = stores.$session.get();
      return {
        loggedIn: s.loggedIn,
        idle: s.idle,
        sessionWarning: s.sessionWarning,
        tokenExpiry: s.tokenExpiry,
        userSessionExpiry: s.userSessionExpiry,
        socketStatus: stores.$socketStatus.get(),
        unreadCount: stores.$unreadCount.get(),
      };
    },
  };
}

/**
 * Creates the sdk session for this page (SPEC §4, §9): session and socket constants from the app
 * config over the SPEC defaults, the router as navigation, the socket told every route change
 * (closed on the login route), the engine started. The engine's client carries its 401 replay
 * and session-error hooks, so every call of the app goes through it.
 */
export function createAppSession(config: AppConfig, router: AppRouter): AppSession {
  const settings = sessionSettings(config);
  const browser = createBrowserSession({
    baseURL: config.apiBaseUrl,
    socketUrl: resolveSocketUrl(config, window.location),
    navigate: (path) => router.open(path),
    cookiePrefix: config.cookiePrefix,
    config: settings.config,
    socketOptions: settings.socketOptions,
  });
  const { engine, socket } = browser;
  // The router store is set before its pushState: take the path from the page, not `location`.
  router.subscribe((page) => socket?.setRoute(page?.path ?? window.location.pathname));
  engine.start();
  (window as unknown as { __salesdeskSession?: unknown }).__salesdeskSession = sessionProbe(engine.stores);
  const { stores } = engine;
  const session: SessionLike = {
    $session: stores.$session,
    $user: stores.$user,
    login: (username, password, target) => engine.login(username, password, target),
    logout: () => engine.logout('manual'),
  };
  return {
    browser,
    session,
    shellExtras: (
      <>
        <SessionWarningWhenLoggedIn onStay={() => engine.markActivity()} stores={stores} />
        <SessionToastBridge stores={stores} />
      </>
    ),
    headerExtra: (
      <Suspense fallback={null}>
        <LazyUnreadBadge
          stores={stores}
          onNavigate={(href) => router.open(href)}
          loadCount={() => engine.client.call('notificationUnreadCounter').then((r) => r.count)}
        />
      </Suspense>
    ),
  };
}
