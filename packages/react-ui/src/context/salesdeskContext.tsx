import { useStore } from '@nanostores/react';
import type { ApiClient, BrandBasics, UserInformation } from '@salesdesk/sdk';
import type { ReadableAtom } from 'nanostores';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { RouterProvider } from 'react-aria-components';
import type { NavigateOptions, RouteLocation, RouteSource } from './routeSource';

// The provider's context and hooks, apart from the query cache: the login page and the shell
// read them on the first load, which carries no query library (the cache comes with the first
// page that reads data, see `createQueryCacheLoader`).

/** The session state the UI reads (a subset of the sdk engine's `SessionState`). */
export interface SessionView {
  loggedIn: boolean;
  /** A login is running. */
  loading: boolean;
  /** The session-warning modal is due. */
  sessionWarning: boolean;
  /** When the user countdown reaches 0 (epoch ms), 0 while active. */
  userSessionExpiry: number;
  /** Company code of the logged-in user (null or '' when logged out). */
  companyCode: string | null;
}

/**
 * What the UI needs from a session: the sdk's session engine satisfies it, and so does the
 * app's small skeleton session. Kept minimal so the UI never depends on engine internals.
 */
export interface SessionLike {
  /** Logs in; resolves after navigation to the dashboard or `target`; rejects with the ApiError. */
  login(username: string, password: string, target?: string | null): Promise<void>;
  /** Logs out (server errors ignored) and goes to the login page. */
  logout(): Promise<void>;
  $session: ReadableAtom<SessionView>;
  $user: ReadableAtom<UserInformation | null>;
}

/** Everything the components of this package take from their surroundings. */
export interface SalesdeskContextValue {
  client: ApiClient;
  session: SessionLike;
  /** What the pages show of the brand (a full `BrandConfig` will do; the documents' texts are the server's). */
  brand: BrandBasics;
  /** Where the user is and how to move (the app's router, or a memory one). */
  route: RouteSource;
  /** Goes to an app path (shorthand for `route.navigate`). */
  navigate: (path: string, options?: NavigateOptions) => void;
}

/** The context behind {@link SalesdeskShellProvider} and `SalesdeskProvider`; null outside of them. */
export const SalesdeskContext = createContext<SalesdeskContextValue | null>(null);

/** Props of {@link SalesdeskShellProvider}. */
export interface SalesdeskShellProviderProps {
  client: ApiClient;
  session: SessionLike;
  brand: BrandBasics;
  route: RouteSource;
  children?: ReactNode;
}

/**
 * Provides the API client, the session, the brand and the route state (with react-aria's
 * router), but no query cache and no locale: enough for the login and password pages and the
 * app's shell. Components that read data (`useApiQuery`, lists, the offer workspace) need a
 * query cache and react-aria's Polish locale above them: `SalesdeskProvider` is this plus both
 * (`QueryCacheProvider`), and `QueryCacheGate` brings both lazily.
 */
export function SalesdeskShellProvider({ client, session, brand, route, children }: SalesdeskShellProviderProps) {
  const value = useMemo<SalesdeskContextValue>(
    () => ({ client, session, brand, route, navigate: (path, options) => route.navigate(path, options) }),
    [client, session, brand, route],
  );
  return (
    <SalesdeskContext.Provider value={value}>
      <RouterProvider navigate={(path) => route.navigate(path)}>{children}</RouterProvider>
    </SalesdeskContext.Provider>
  );
}

/** The provider's value; throws outside a provider, a wiring mistake. */
export function useSalesdesk(): SalesdeskContextValue {
  const value = useContext(SalesdeskContext);
  if (!value) throw new Error('useSalesdesk must be used inside <SalesdeskProvider>.');
  return value;
}

/** The current session state, re-rendering on change. */
export function useSessionState(): SessionView {
  return useStore(useSalesdesk().session.$session);
}

/** The logged-in user, or null. */
export function useUser(): UserInformation | null {
  return useStore(useSalesdesk().session.$user);
}

/** The current route location (page name, path, params, query), re-rendering on change. */
export function useRoute(): RouteLocation {
  return useStore(useSalesdesk().route.$location);
}
