import type { SessionLike, SessionView } from '@salesdesk/react-ui';
import { type ApiClient, decodeTokenExp, safeLoginTarget, type TokenStore, type UserInformation } from '@salesdesk/sdk';
import { atom } from 'nanostores';

/** Options of {@link createSimpleSession}. */
export interface SimpleSessionOptions {
  client: ApiClient;
  tokenStore: TokenStore;
  navigate: (path: string) => void;
  /** Epoch ms (tests move it). */
  now?: () => number;
  loginPath?: string;
  dashboardPath?: string;
}

/** The skeleton session: {@link SessionLike} plus `restore`, run once at boot. */
export interface SimpleSession extends SessionLike {
  /** Adopts a token already in the cookie (page reload) and loads its user. */
  restore(): Promise<void>;
}

const LOGGED_OUT: SessionView = {
  loggedIn: false,
  loading: false,
  sessionWarning: false,
  userSessionExpiry: 0,
  companyCode: null,
};

/**
 * The walking skeleton's session: login, user information, logout, over the sdk client and the
 * cookie token store. No timers, idle tracking or tab sync: the sdk's session engine replaces
 * it (both satisfy {@link SessionLike}, so the UI does not change).
 */
export function createSimpleSession(options: SimpleSessionOptions): SimpleSession {
  const { client, tokenStore, navigate } = options;
  const now = options.now ?? Date.now;
  const loginPath = options.loginPath ?? '/pl/login';
  const dashboardPath = options.dashboardPath ?? '/pl/dashboard';
  const $session = atom<SessionView>({ ...LOGGED_OUT });
  const $user = atom<UserInformation | null>(null);

  function update(patch: Partial<SessionView>) {
    $session.set({ ...$session.get(), ...patch });
  }

  function clear() {
    tokenStore.clear();
    $user.set(null);
    $session.set({ ...LOGGED_OUT });
  }

  async function loadUser(): Promise<boolean> {
    try {
      const user = await client.call('userInformation');
      $user.set(user);
      update({ companyCode: user.company_code });
      return true;
    } catch {
      // A token the server no longer accepts (expired, revoked): back to logged out.
      clear();
      return false;
    }
  }

  return {
    $session,
    $user,
    async restore() {
      const token = tokenStore.get();
      if (!token) return;
      if (decodeTokenExp(token) * 1000 <= now()) {
        clear();
        return;
      }
      update({ loggedIn: true });
      if (!(await loadUser())) navigate(loginPath);
    },
    async login(username, password, target) {
      update({ loading: true });
      try {
        const res = await client.call('login', { body: { username, password } });
        tokenStore.set(res.token);
        update({ loggedIn: true, companyCode: res.company_code });
        await loadUser();
        navigate(safeLoginTarget(target) ?? dashboardPath);
      } finally {
        update({ loading: false });
      }
    },
    async logout() {
      try {
        if (tokenStore.get()) await client.call('logout');
      } catch {
        // SPEC §8: logout server errors are ignored.
      }
      clear();
      navigate(loginPath);
    },
  };
}
