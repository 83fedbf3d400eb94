import type { SessionLike } from '@salesdesk/react-ui';
import { createApiClient, memoryTokenStore, type SessionEngine } from '@salesdesk/sdk';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { engineSession } from './engineSession';
import { createSimpleSession } from './simpleSession';

const NOW = 1_800_000_000_000;

function token(expSeconds: number): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256' })}.${b64({ sub: 2, exp: expSeconds })}.sig`;
}

const user = {
  user_id: 2,
  firstname: 'Łukasz',
  lastname: 'Żółkiewski',
  email: 'h@example.com',
  username: 'handlowiec',
  role: 'Handlowiec',
  company: 'Firma',
  company_code: '3W',
  default_warehouse: null,
  available_warehouses: [],
  is_acceptor: false,
};

/** A fake server answering the account calls; records what it was asked. */
function setup(options: { password?: string; userStatus?: number; logoutStatus?: number } = {}) {
  const requests: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const req = new Request(input as RequestInfo, init);
    const path = new URL(req.url).pathname;
    requests.push(`${req.method} ${path} ${req.headers.get('authorization') ?? '-'}`);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (path === '/api/account/login') {
      const body = (await req.json()) as { password: string };
      if (body.password !== (options.password ?? 'demo1234'))
        return json({ code: 'unauthorized', message: 'Nieprawidłowa nazwa użytkownika lub hasło.' }, 401);
      return json({ token: token(NOW / 1000 + 3600), company_code: '3W' });
    }
    if (path === '/api/account/user-information')
      return options.userStatus ? json({ code: 'unauthorized', message: 'x' }, options.userStatus) : json(user);
    if (path === '/api/account/logout')
      return options.logoutStatus ? json({ code: 'error', message: 'x' }, options.logoutStatus) : json({ ok: true });
    return json({ code: 'not_found', message: 'x' }, 404);
  };
  const tokenStore = memoryTokenStore();
  const client = createApiClient({ baseURL: 'http://api.test', tokenStore, fetch });
  const visited: string[] = [];
  const session = createSimpleSession({ client, tokenStore, navigate: (p) => visited.push(p), now: () => NOW });
  return { session, tokenStore, visited, requests };
}

describe('simple session', () => {
  it('logs in, stores the token, loads the user and goes to the target', async () => {
    const { session, tokenStore, visited, requests } = setup();
    await session.login('handlowiec', 'demo1234', '/pl/dashboard/offers');
    expect(tokenStore.get()).toBe(token(NOW / 1000 + 3600));
    expect(session.$session.get()).toMatchObject({ loggedIn: true, loading: false, companyCode: '3W' });
    expect(session.$user.get()?.username).toBe('handlowiec');
    expect(visited).toEqual(['/pl/dashboard/offers']);
    expect(requests[1]).toMatch(/^GET \/api\/account\/user-information Bearer /);
  });

  it('ignores a target outside the app', async () => {
    const { session, visited } = setup();
    await session.login('handlowiec', 'demo1234', '//evil.example');
    expect(visited).toEqual(['/pl/dashboard']);
  });

  it('rejects with the Polish ApiError on a wrong password and stays logged out', async () => {
    const { session, tokenStore, visited } = setup();
    await expect(session.login('handlowiec', 'zle')).rejects.toMatchObject({
      status: 401,
      message: 'Nieprawidłowa nazwa użytkownika lub hasło.',
    });
    expect(tokenStore.get()).toBeNull();
    expect(session.$session.get()).toMatchObject({ loggedIn: false, loading: false });
    expect(visited).toEqual([]);
  });

  it('logs out even when the server fails, clearing token and user', async () => {
    const { session, tokenStore, visited } = setup({ logoutStatus: 500 });
    await session.login('handlowiec', 'demo1234');
    await session.logout();
    expect(tokenStore.get()).toBeNull();
    expect(session.$user.get()).toBeNull();
    expect(session.$session.get().loggedIn).toBe(false);
    expect(visited).toEqual(['/pl/dashboard', '/pl/login']);
  });

  it('restores a valid token from the cookie and drops an expired or rejected one', async () => {
    const ok = setup();
    ok.tokenStore.set(token(NOW / 1000 + 60));
    await ok.session.restore();
    expect(ok.session.$session.get().loggedIn).toBe(true);
    expect(ok.session.$user.get()?.user_id).toBe(2);

    const expired = setup();
    expired.tokenStore.set(token(NOW / 1000 - 1));
    await expired.session.restore();
    expect(expired.session.$session.get().loggedIn).toBe(false);
    expect(expired.tokenStore.get()).toBeNull();
    expect(expired.requests).toEqual([]);

    const revoked = setup({ userStatus: 401 });
    revoked.tokenStore.set(token(NOW / 1000 + 60));
    await revoked.session.restore();
    expect(revoked.session.$session.get().loggedIn).toBe(false);
    expect(revoked.visited).toEqual(['/pl/login']);
  });

  it('can be replaced by the sdk session engine through engineSession', () => {
    expectTypeOf(engineSession).parameter(0).toEqualTypeOf<SessionEngine>();
    expectTypeOf(engineSession).returns.toEqualTypeOf<SessionLike>();
    expectTypeOf(createSimpleSession).returns.toExtend<SessionLike>();
  });
});
