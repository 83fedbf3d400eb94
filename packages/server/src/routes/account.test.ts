import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ApiError,
  endpoints,
  memoryTokenStore,
  readStockFilter,
  readZoom,
  userInformationSchema,
} from '@salesdesk/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { handlers, startServer, unhandledEndpoints } from '../index';
import { createTestServer, type TestServer } from '../testing/testServer';

let server: TestServer | undefined;
afterEach(() => server?.close());

async function rawPost(s: TestServer, path: string, body: string, headers: Record<string, string> = {}) {
  const res = await s.fetch(`http://salesdesk.test${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
  return {
    status: res.status,
    json: (await res.json()) as { code: string; message: string; fields?: Record<string, string[]> },
  };
}

async function expectApiError(promise: Promise<unknown>, status: number): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(status);
  return error as ApiError;
}

describe('account contract', () => {
  it('every endpoint of the table has a handler', () => {
    expect(unhandledEndpoints(handlers).filter((n) => n in endpoints)).toEqual([]);
  });

  it('logs in, returns the user information and renews the token', async () => {
    server = await createTestServer();
    const client = server.client();
    const login = await client.call('login', { body: { username: 'handlowiec', password: 'demo1234' } });
    expect(login.company_code).toBe('3W');
    client.tokenStore?.set(login.token);
    const me = await client.call('userInformation');
    expect(userInformationSchema.parse(me)).toMatchObject({
      username: 'handlowiec',
      role: 'Handlowiec',
      is_acceptor: false,
    });
    expect(me.available_warehouses).toContain(me.default_warehouse);

    const { token } = await client.call('renewToken');
    expect(token).not.toBe(login.token);
    // The old token is revoked by the renew; the new one works.
    const old = server.client(memoryTokenStore(login.token));
    await expectApiError(old.call('userInformation'), 401);
    client.tokenStore?.set(token);
    expect((await client.call('userInformation')).username).toBe('handlowiec');
  });

  it('wrong password: 401 with a Polish message', async () => {
    server = await createTestServer();
    const error = await expectApiError(
      server.client().call('login', { body: { username: 'handlowiec', password: 'zle-haslo' } }),
      401,
    );
    expect(error.message).toBe('Nieprawidłowa nazwa użytkownika lub hasło.');
  });

  it('malformed JSON, missing fields and wrong types: 400 with Polish field errors', async () => {
    server = await createTestServer();
    const malformed = await rawPost(server, '/api/account/login', '{"username": "adm');
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toMatch(/JSON/);

    const missing = await rawPost(server, '/api/account/login', '{}');
    expect(missing.status).toBe(400);
    expect(missing.json.fields?.username).toEqual(['Pole jest wymagane.']);
    expect(missing.json.fields?.password).toEqual(['Pole jest wymagane.']);

    const types = await rawPost(server, '/api/account/login', '{"username": 12, "password": ["x"]}');
    expect(types.status).toBe(400);
    expect(types.json.fields?.username?.[0]).toBe('Nazwa użytkownika musi być tekstem.');
    expect(types.json.fields?.password?.[0]).toBe('Hasło musi być tekstem.');

    const extra = await rawPost(server, '/api/account/login', '{"username": "a", "password": "b", "admin": true}');
    expect(extra.status).toBe(400);
  });

  it('repeated failures from one address get 429 without locking out another user', async () => {
    server = await createTestServer({ loginLimits: { perAccount: 3, perAddress: 20 } });
    const client = server.client();
    for (let i = 0; i < 3; i++) {
      await expectApiError(client.call('login', { body: { username: 'admin', password: 'x' } }), 401);
    }
    const limited = await expectApiError(
      client.call('login', { body: { username: 'admin', password: 'demo1234' } }),
      429,
    );
    expect(limited.message).toMatch(/Zbyt wiele nieudanych prób logowania/);
    // Another user from the same address still logs in.
    const other = await client.call('login', { body: { username: 'handlowiec', password: 'demo1234' } });
    expect(other.token).toBeTruthy();
  });

  it('missing, malformed, expired and revoked tokens get 401', async () => {
    let now = Date.now();
    server = await createTestServer({ now: () => now, tokenTtlSeconds: 60 });
    await expectApiError(server.client().call('userInformation'), 401);
    await expectApiError(server.client(memoryTokenStore('abc.def')).call('userInformation'), 401);
    await expectApiError(server.client(memoryTokenStore('a.b.c')).call('userInformation'), 401);

    const client = await server.loginAs('admin');
    const token = client.tokenStore?.get() ?? '';
    const [h, b] = token.split('.');
    await expectApiError(server.client(memoryTokenStore(`${h}.${b}.forged`)).call('userInformation'), 401);

    now += 61_000;
    const expired = await expectApiError(client.call('userInformation'), 401);
    expect(expired.message).toBe('Sesja wygasła. Zaloguj się ponownie.');

    now = Date.now();
    const fresh = await server.loginAs('admin');
    await fresh.call('logout');
    const revoked = await expectApiError(fresh.call('userInformation'), 401);
    expect(revoked.message).toMatch(/zakończona/);
  });

  it('a caller kept between calls is read again once anything it is made of changes', async () => {
    server = await createTestServer();
    const db = server.ctx.db;
    const client = await server.loginAs('handlowiec');
    const before = await client.call('userInformation');
    await client.call('userInformation');
    // Changed behind the server's back, as an import or an administrator's SQL would.
    db.prepare("UPDATE users SET role = 'Dyrektor Oddziału' WHERE username = 'handlowiec'").run();
    expect((await client.call('userInformation')).role).toBe('Dyrektor Oddziału');
    const id = db.prepare("SELECT id FROM users WHERE username = 'handlowiec'").pluck().get() as number;
    db.prepare('DELETE FROM user_warehouses WHERE user_id = ? AND warehouse_code = ?').run(
      id,
      before.default_warehouse,
    );
    expect((await client.call('userInformation')).available_warehouses).not.toContain(before.default_warehouse);
    db.prepare("UPDATE users SET is_active = 0 WHERE username = 'handlowiec'").run();
    await expectApiError(client.call('userInformation'), 401);
    db.prepare("UPDATE users SET is_active = 1 WHERE username = 'handlowiec'").run();
    await client.call('userInformation');
    db.prepare('UPDATE sessions SET revoked_at = 1 WHERE user_id = ?').run(id);
    const revoked = await expectApiError(client.call('userInformation'), 401);
    expect(revoked.message).toMatch(/zakończona/);
  });

  it('reads and writes both ui-config keys with validation', async () => {
    server = await createTestServer();
    const client = await server.loginAs('handlowiec');
    expect(await readZoom(client)).toBe(100);
    expect(await readStockFilter(client)).toEqual({ stockhouseProducts: true, search: true, catalog: true });

    expect(await client.call('setUiConfig', { body: { key: 'userZoomConfig', value: 125 } })).toBe(125);
    await client.call('setUiConfig', {
      body: { key: 'userStockFilterConfig', value: { stockhouseProducts: false, search: true, catalog: false } },
    });
    expect(await readZoom(client)).toBe(125);
    expect(await readStockFilter(client)).toEqual({ stockhouseProducts: false, search: true, catalog: false });

    const bad = await expectApiError(client.call('setUiConfig', { body: { key: 'userZoomConfig', value: 1000 } }), 400);
    expect(bad.fieldErrors.value?.[0]).toMatch(/200%/);
    await expectApiError(client.call('getUiConfig', { query: { key: 'nope' as 'userZoomConfig' } }), 400);
    expect(await readZoom(client)).toBe(125);
  });

  it('a ui-config write survives a restart with the same DATA_DIR', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'salesdesk-'));
    try {
      const first = await startServer({ port: 0, host: '127.0.0.1', dataDir, env: {}, appDir: null });
      const login = async (url: string) => {
        const { createApiClient } = await import('@salesdesk/sdk');
        const c = createApiClient({ baseURL: url, tokenStore: memoryTokenStore() });
        const { token } = await c.call('login', { body: { username: 'admin', password: 'demo1234' } });
        c.tokenStore?.set(token);
        return c;
      };
      await (await login(first.url)).call('setUiConfig', { body: { key: 'userZoomConfig', value: 90 } });
      await first.close();
      const second = await startServer({ port: 0, host: '127.0.0.1', dataDir, env: {}, appDir: null });
      expect(await readZoom(await login(second.url))).toBe(90);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('does not seed demo passwords in production (SEED=demo)', async () => {
    server = await createTestServer({ production: true, seedData: 'demo' });
    await expectApiError(server.client().call('login', { body: { username: 'admin', password: 'demo1234' } }), 401);
  });

  it('resets a password through the emailed link; the link works once', async () => {
    server = await createTestServer();
    const client = server.client();
    await client.call('forgotPassword', { body: { email: 'handlowiec@salesdesk.example.pl' } });
    await client.call('forgotPassword', { body: { email: 'nikt@example.pl' } });
    // The link is written right after the answer (the same answer whether the account exists).
    await new Promise((resolve) => setImmediate(resolve));
    const mail = server.ctx.db.prepare('SELECT body FROM outbox').all() as { body: string }[];
    expect(mail).toHaveLength(1);
    const token = /token=([\w-]+)/.exec(mail[0]?.body ?? '')?.[1] ?? '';
    await client.call('resetPassword', { body: { token, password: 'noweHaslo123' } });
    await expectApiError(client.call('resetPassword', { body: { token, password: 'inneHaslo123' } }), 400);
    const login = await client.call('login', { body: { username: 'handlowiec', password: 'noweHaslo123' } });
    expect(login.token).toBeTruthy();
  });

  it('answers health and a JSON 404 for unknown API paths', async () => {
    server = await createTestServer();
    expect(await server.client().call('health')).toMatchObject({ status: 'ok', brand: 'one' });
    const res = await server.fetch('http://salesdesk.test/api/nie-ma');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe('Nie znaleziono adresu: /api/nie-ma');
  });
});
