import {
  type ApiClient,
  ApiError,
  type BrandConfig,
  brands,
  createApiClient,
  createSessionStores,
  memoryTokenStore,
  type UserInformation,
} from '@salesdesk/sdk';
import { QueryClient } from '@tanstack/react-query';
import { atom } from 'nanostores';
import { type ReactNode, useState } from 'react';
import { memoryRouteSource, type RouteSource } from '../context/routeSource';
import type { SessionLike, SessionView } from '../context/salesdeskContext';
import { SalesdeskProvider } from '../data/SalesdeskProvider';
import { matchPage } from '../pages/pageRegistry';

/** A user for stories and tests. */
export const sampleUser: UserInformation = {
  user_id: 2,
  firstname: 'Łukasz',
  lastname: 'Żółkiewski',
  email: 'handlowiec@example.com',
  username: 'handlowiec',
  role: 'Handlowiec',
  company: 'Firma 3W',
  company_code: '3W',
  default_warehouse: 'WRO',
  available_warehouses: ['WRO'],
  is_acceptor: false,
};

/** Options of {@link createFakeSession}. */
export interface FakeSessionOptions {
  user?: UserInformation | null;
  /** What `login` does; default: accepts demo1234 and rejects other passwords with a 401. */
  login?: (username: string, password: string) => Promise<void>;
}

/** An in-memory session for stories and component tests. */
export function createFakeSession(options: FakeSessionOptions = {}) {
  const user = options.user === undefined ? sampleUser : options.user;
  const $session = atom<SessionView>({
    loggedIn: user !== null,
    loading: false,
    sessionWarning: false,
    userSessionExpiry: 0,
    companyCode: user?.company_code ?? null,
  });
  const $user = atom<UserInformation | null>(user);
  const calls: string[] = [];
  const session: SessionLike = {
    $session,
    $user,
    async login(username, password, target) {
      calls.push(`login:${username}:${target ?? ''}`);
      $session.set({ ...$session.get(), loading: true });
      try {
        if (options.login) await options.login(username, password);
        else if (password !== 'demo1234')
          throw new ApiError(401, 'Nieprawidłowa nazwa użytkownika lub hasło.', { serverCode: 'unauthorized' });
        $user.set({ ...sampleUser, username });
        $session.set({ ...$session.get(), loggedIn: true, companyCode: sampleUser.company_code });
      } finally {
        $session.set({ ...$session.get(), loading: false });
      }
    },
    async logout() {
      calls.push('logout');
      $user.set(null);
      $session.set({ ...$session.get(), loggedIn: false, companyCode: null });
    },
  };
  return { session, calls, $session, $user };
}

/** Props of {@link FakeSalesdesk}. */
export interface FakeSalesdeskProps {
  children?: ReactNode;
  session?: SessionLike;
  brand?: BrandConfig;
  /** The route state (default: a memory router at `/pl/dashboard`). */
  route?: RouteSource;
  client?: ApiClient;
}

/** A provider with a fake session and a memory router, for stories and tests. */
export function FakeSalesdesk({ children, session, brand = brands.one, route, client }: FakeSalesdeskProps) {
  const [fallbackRoute] = useState(() => route ?? memoryRouteSource('/pl/dashboard', matchPage));
  const [fallbackClient] = useState(
    () => client ?? createApiClient({ baseURL: 'http://localhost', tokenStore: memoryTokenStore('test-token') }),
  );
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <SalesdeskProvider
      client={client ?? fallbackClient}
      session={session ?? createFakeSession().session}
      brand={brand}
      route={route ?? fallbackRoute}
      queryClient={queryClient}
      liveStores={createSessionStores()}
    >
      {children}
    </SalesdeskProvider>
  );
}
