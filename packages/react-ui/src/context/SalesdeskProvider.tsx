import { useStore } from '@nanostores/react';
import type { ApiClient, BrandConfig, UserInformation } from '@salesdesk/sdk';
import type { ReadableAtom } from 'nanostores';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

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
  /** Goes to an app path (the router's `open`). */
  navigate: (path: string) => void;
}

/** The context behind {@link SalesdeskProvider}; null outside of it. */
export const SalesdeskContext = createContext<SalesdeskContextValue | null>(null);

/** Props of {@link SalesdeskProvider}. */
export interface SalesdeskProviderProps extends SalesdeskContextValue {
  children?: ReactNode;
}

/** Provides the API client, the session, the brand and navigation to every component below. */
export function SalesdeskProvider({ client, session, brand, navigate, children }: SalesdeskProviderProps) {
  const value = useMemo(() => ({ client, session, brand, navigate }), [client, session, brand, navigate]);
  return <SalesdeskContext.Provider value={value}>{children}</SalesdeskContext.Provider>;
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
