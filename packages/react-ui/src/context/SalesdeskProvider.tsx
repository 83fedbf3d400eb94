import { useStore } from '@nanostores/react';
import {
  type ApiClient,
  type BrandConfig,
  bindLiveQueries,
  defaultSessionStores,
  type LiveQueryStores,
  type UserInformation,
} from '@salesdesk/sdk';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReadableAtom } from 'nanostores';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { createQueryClient } from '../data/createQueryClient';
import type { NavigateOptions, RouteLocation, RouteSource } from './routeSource';

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
  brand: BrandConfig;
  /** Where the user is and how to move (the app's router, or a memory one). */
  route: RouteSource;
  /** Goes to an app path (shorthand for `route.navigate`). */
  navigate: (path: string, options?: NavigateOptions) => void;
}

/** The context behind {@link SalesdeskProvider}; null outside of it. */
export const SalesdeskContext = createContext<SalesdeskContextValue | null>(null);

/** Props of {@link SalesdeskProvider}. */
export interface SalesdeskProviderProps {
  client: ApiClient;
  session: SessionLike;
  brand: BrandConfig;
  route: RouteSource;
  /** The query cache (default: a new one per provider). */
  queryClient?: QueryClient;
  /** Live-socket stores whose messages invalidate cached reads (default: the sdk's default stores). */
  liveStores?: LiveQueryStores;
  children?: ReactNode;
}

/**
 * Provides the API client, the session, the brand, the route state and the query cache to
 * every component below. The cache follows the live socket (an offer, order or notification
 * message invalidates its reads; a reconnect all of them) and is emptied when the user logs
 * out, so nothing of one user is ever shown to the next.
 */
export function SalesdeskProvider({
  client,
  session,
  brand,
  route,
  queryClient: givenQueryClient,
  liveStores = defaultSessionStores,
  children,
}: SalesdeskProviderProps) {
  const [ownQueryClient] = useState(() => givenQueryClient ?? createQueryClient());
  const queryClient = givenQueryClient ?? ownQueryClient;
  const value = useMemo<SalesdeskContextValue>(
    () => ({ client, session, brand, route, navigate: (path, options) => route.navigate(path, options) }),
    [client, session, brand, route],
  );

  useEffect(() => bindLiveQueries(queryClient, liveStores), [queryClient, liveStores]);
  useEffect(() => {
    let wasLoggedIn = session.$session.get().loggedIn;
    let userId = session.$user.get()?.user_id ?? null;
    const offSession = session.$session.listen((state) => {
      if (wasLoggedIn && !state.loggedIn) queryClient.clear();
      wasLoggedIn = state.loggedIn;
    });
    const offUser = session.$user.listen((user) => {
      const next = user?.user_id ?? null;
      if (next !== null && userId !== null && next !== userId) queryClient.clear();
      if (next !== null) userId = next;
    });
    return () => {
      offSession();
      offUser();
    };
  }, [session, queryClient]);

  return (
    <SalesdeskContext.Provider value={value}>
      <QueryClientProvider client={queryClient}>
        {/* Polish texts and formats inside react-aria's controls ("Wyczyść wyszukiwanie", dates). */}
        <I18nProvider locale="pl-PL">
          <RouterProvider navigate={(path) => route.navigate(path)}>{children}</RouterProvider>
        </I18nProvider>
      </QueryClientProvider>
    </SalesdeskContext.Provider>
  );
}

/** The provider's value; throws outside a {@link SalesdeskProvider}, a wiring mistake. */
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
