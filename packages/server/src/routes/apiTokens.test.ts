import {
  API_TOKEN_PREFIX,
  type ApiClient,
  ApiError,
  apiTokenMessages,
  createApiClient,
  memoryTokenStore,
} from '@salesdesk/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { hashApiToken } from '../auth/apiTokens';
import { type RunningServer, startServer } from '../index';
import { createTestServer, type TestServer } from '../testing/testServer';

// Personal API tokens against the real router and a real SQLite database.

let server: TestServer;
let clock = Date.UTC(2030, 0, 7, 8, 0, 0);

beforeAll(async () => {
  server = await createTestServer({ now: () => clock });
});
afterAll(() => server.close());
afterEach(() => {
  clock = Date.UTC(2030, 0, 7, 8, 0, 0);
});

/** A client that sends the given raw token. */
const withToken = (token: string): ApiClient => server.client(memoryTokenStore(token));

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('personal API tokens', () => {
  it('is shown once, stored hashed, listed without its secret, and works as a bearer token', async () => {
    const seller = await server.loginAs('handlowiec');
    const created = await seller.call('apiTokenCreate', {
      body: { name: 'Eksport nocny', scope: 'read', expires_in_days: 90 },
    });
    expect(created.token.startsWith(API_TOKEN_PREFIX)).toBe(true);
    expect(created.token.length).toBeGreaterThan(40);
    expect(created.api_token).toMatchObject({
      name: 'Eksport nocny',
      scope: 'read',
      status: 'active',
      last_used_at: null,
    });
    expect(created.api_token.expires_at).toBe('2030-04-07T08:00:00.000Z');

    const stored = server.ctx.db
      .prepare('SELECT token_hash, hint FROM api_tokens WHERE id = ?')
      .get(created.api_token.id) as {
      token_hash: string;
      hint: string;
    };
    expect(stored.token_hash).toBe(hashApiToken(created.token));
    expect(stored.token_hash).not.toContain(created.token.slice(API_TOKEN_PREFIX.length));
    expect(created.token.startsWith(stored.hint)).toBe(true);

    const script = withToken(created.token);
    const me = await script.call('userInformation');
    expect(me.username).toBe('handlowiec');
    const listed = await seller.call('apiTokenList');
    const row = listed.items.find((t) => t.id === created.api_token.id);
    expect(row?.last_used_at).toBe('2030-01-07T08:00:00.000Z');
    expect(JSON.stringify(listed)).not.toContain(created.token);
  });

  it('a read-only token reads and cannot write; a full token writes within its owner’s rights only', async () => {
    const seller = await server.loginAs('handlowiec');
    const read = await seller.call('apiTokenCreate', { body: { name: 'Odczyt', scope: 'read', expires_in_days: 7 } });
    const full = await seller.call('apiTokenCreate', { body: { name: 'Pełny', scope: 'full', expires_in_days: 7 } });

    await withToken(read.token).call('offerList', { query: { limit: 1 } });
    const readOnly = await refusal(withToken(read.token).call('shortcutsSet', { body: { items: ['orders'] } }));
    expect([readOnly.status, readOnly.message]).toEqual([403, apiTokenMessages.readOnly]);

    await withToken(full.token).call('shortcutsSet', { body: { items: ['orders'] } });
    // The owner is a salesperson: the token does not open user administration.
    const notAdmin = await refusal(withToken(full.token).call('userList', { query: { limit: 1 } }));
    expect(notAdmin.status).toBe(403);
  });

  it('never makes or revokes tokens, administers users, or renews or ends a session', async () => {
    const admin = await server.loginAs('admin');
    const { token } = await admin.call('apiTokenCreate', {
      body: { name: 'Admin', scope: 'full', expires_in_days: 7 },
    });
    const script = withToken(token);
    // It reads what its owner may read, the users list included…
    await script.call('userList', { query: { limit: 1 } });
    // …but every call marked `sessionOnly` is refused before its body is read.
    const attempts: Promise<unknown>[] = [
      script.call('apiTokenCreate', { body: { name: 'Drugi', scope: 'full', expires_in_days: 7 } }),
      script.call('apiTokenList'),
      script.call('apiTokenRevoke', { params: { id: 1 } }),
      script.call('apiTokenAdminList', { query: {} }),
      script.call('assignStatus', { body: { user_id: 2, is_active: false } }),
      script.call('assignRole', { body: { user_id: 2, role: 'Zarząd' } }),
      script.call('renewToken'),
      script.call('logout'),
    ];
    for (const attempt of attempts) {
      const error = await refusal(attempt);
      expect([error.status, error.message]).toEqual([403, apiTokenMessages.sessionOnly]);
    }
    const seller = server.ctx.db.prepare('SELECT role, is_active FROM users WHERE id = 2').get();
    expect(seller).toEqual({ role: 'Handlowiec', is_active: 1 });
  });

  it('expires, and is refused once revoked, with Polish reasons', async () => {
    const seller = await server.loginAs('handlowiec');
    const short = await seller.call('apiTokenCreate', { body: { name: 'Krótki', scope: 'read', expires_in_days: 1 } });
    clock += 86_400_000;
    const expired = await refusal(withToken(short.token).call('userInformation'));
    expect([expired.status, expired.message]).toEqual([401, apiTokenMessages.expired]);
    clock -= 86_400_000;

    const kept = await seller.call('apiTokenCreate', {
      body: { name: 'Do unieważnienia', scope: 'read', expires_in_days: 30 },
    });
    const revoked = await seller.call('apiTokenRevoke', { params: { id: kept.api_token.id } });
    expect(revoked.status).toBe('revoked');
    const refused = await refusal(withToken(kept.token).call('userInformation'));
    expect([refused.status, refused.message]).toEqual([401, apiTokenMessages.revoked]);
    const again = await refusal(seller.call('apiTokenRevoke', { params: { id: kept.api_token.id } }));
    expect(again.status).toBe(409);
    const made = await refusal(withToken(`${API_TOKEN_PREFIX}nieistniejacy`).call('userInformation'));
    expect([made.status, made.message]).toEqual([401, apiTokenMessages.invalid]);
  });

  it('validates the body with Polish field errors and keeps names unique among active tokens', async () => {
    const seller = await server.loginAs('akceptant');
    // Sent raw, past the sdk's own check: the server validates with the same schema.
    const response = await server.fetch('/api/api-tokens', {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.tokenStore?.get()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: ' ', scope: 'admin', expires_in_days: 400 }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: unknown }).fields).toEqual({
      name: [apiTokenMessages.nameRequired],
      scope: [apiTokenMessages.scopeInvalid],
      expires_in_days: [apiTokenMessages.lifetimeInvalid],
    });
    expect(server.ctx.db.prepare('SELECT COUNT(*) FROM api_tokens WHERE user_id = 6').pluck().get()).toBe(0);
    await seller.call('apiTokenCreate', { body: { name: 'Raport', scope: 'read', expires_in_days: 7 } });
    const twice = await refusal(
      seller.call('apiTokenCreate', { body: { name: 'raport', scope: 'read', expires_in_days: 7 } }),
    );
    expect(twice.fieldErrors).toEqual({ name: [apiTokenMessages.nameTaken] });
  });

  it('someone else’s token: hidden from a salesperson, revocable by user administration under the rank rule', async () => {
    const owner = await server.loginAs('partner');
    const { api_token } = await owner.call('apiTokenCreate', {
      body: { name: 'Partner', scope: 'read', expires_in_days: 7 },
    });
    const other = await server.loginAs('handlowiec');
    expect((await refusal(other.call('apiTokenRevoke', { params: { id: api_token.id } }))).status).toBe(404);
    // A branch director of another company neither lists nor revokes it.
    const director = await server.loginAs('dyrektor.oddzialu');
    const theirs = await director.call('apiTokenAdminList', { query: { limit: 100 } });
    expect(theirs.items.some((t) => t.id === api_token.id)).toBe(false);
    expect((await refusal(director.call('apiTokenRevoke', { params: { id: api_token.id } }))).status).toBe(404);

    const admin = await server.loginAs('admin');
    const all = await admin.call('apiTokenAdminList', { query: { user_id: 7, status: 'active' } });
    expect(all.items.map((t) => [t.id, t.username])).toEqual([[api_token.id, 'partner']]);
    expect((await admin.call('apiTokenRevoke', { params: { id: api_token.id } })).status).toBe('revoked');
    expect((await owner.call('apiTokenList')).items.find((t) => t.id === api_token.id)?.status).toBe('revoked');
  });

  it('a director asking for a token out of his reach gets the 404 of a token that does not exist', async () => {
    const admin = await server.loginAs('admin');
    const { api_token } = await admin.call('apiTokenCreate', {
      body: { name: 'Administracyjny', scope: 'read', expires_in_days: 7 },
    });
    const director = await server.loginAs('dyrektor.oddzialu');
    const theirs = await refusal(director.call('apiTokenRevoke', { params: { id: api_token.id } }));
    const missing = await refusal(director.call('apiTokenRevoke', { params: { id: 999_999 } }));
    expect([theirs.status, theirs.serverCode, theirs.message]).toEqual([
      missing.status,
      missing.serverCode,
      missing.message,
    ]);
    expect(missing.status).toBe(404);
    expect((await admin.call('apiTokenList')).items.find((t) => t.id === api_token.id)?.status).toBe('active');
  });

  it('deactivating a user revokes his tokens: re-activation does not bring them back', async () => {
    const owner = await server.loginAs('dyrektor.regionu');
    const ownerId = server.ctx.db.prepare("SELECT id FROM users WHERE username = 'dyrektor.regionu'").pluck().get();
    const { token, api_token } = await owner.call('apiTokenCreate', {
      body: { name: 'Przed dezaktywacją', scope: 'read', expires_in_days: 7 },
    });
    await withToken(token).call('userInformation');
    const admin = await server.loginAs('admin');
    await admin.call('assignStatus', { body: { user_id: ownerId as number, is_active: false } });
    await admin.call('assignStatus', { body: { user_id: ownerId as number, is_active: true } });
    expect((await refusal(withToken(token).call('userInformation'))).message).toBe(apiTokenMessages.revoked);
    const listed = await admin.call('apiTokenAdminList', { query: { user_id: ownerId as number } });
    expect(listed.items.find((t) => t.id === api_token.id)?.status).toBe('revoked');
  });

  it('a password reset revokes the user’s tokens', async () => {
    const seller = await server.loginAs('akceptant');
    const { token } = await seller.call('apiTokenCreate', {
      body: { name: 'Przed resetem', scope: 'read', expires_in_days: 7 },
    });
    const email = server.ctx.db.prepare('SELECT email FROM users WHERE id = 6').pluck().get() as string;
    await server.client().call('forgotPassword', { body: { email } });
    // The link is written after the answer (`ctx.runLater`).
    await new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));
    const mail = server.ctx.db.prepare('SELECT body FROM outbox ORDER BY id DESC LIMIT 1').pluck().get() as string;
    const resetToken = /token=([\w-]+)/.exec(mail)?.[1] ?? '';
    await server.client().call('resetPassword', { body: { token: resetToken, password: 'demo1234' } });
    expect((await refusal(withToken(token).call('userInformation'))).message).toBe(apiTokenMessages.revoked);
  });
});

describe('revoking a personal token closes its sockets', () => {
  let running: RunningServer;
  beforeAll(async () => {
    running = await startServer({ port: 0, host: '127.0.0.1', dataDir: ':memory:', env: {}, appDir: null });
  });
  afterAll(async () => {
    await running.close();
  });

  it('closes the sockets opened with that token (4002) and leaves the session’s socket open', async () => {
    const session = createApiClient({ baseURL: running.url, tokenStore: memoryTokenStore() });
    const { token: sessionToken } = await session.call('login', {
      body: { username: 'handlowiec', password: 'demo1234' },
    });
    session.tokenStore?.set(sessionToken);
    const { token, api_token } = await session.call('apiTokenCreate', {
      body: { name: 'Gniazdo', scope: 'read', expires_in_days: 7 },
    });
    const open = async (t: string) => {
      const before = running.ctx.live.connectionCount(2);
      const ws = new WebSocket(`${running.url.replace('http', 'ws')}/ws`);
      const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      ws.send(t);
      await expect.poll(() => running.ctx.live.connectionCount(2)).toBe(before + 1);
      return { ws, closed };
    };
    const byToken = await open(token);
    const bySession = await open(sessionToken);
    await session.call('apiTokenRevoke', { params: { id: api_token.id } });
    expect(await byToken.closed).toBe(4002);
    expect(running.ctx.live.connectionCount(2)).toBe(1);
    bySession.ws.close();
    await bySession.closed;
  });
});
