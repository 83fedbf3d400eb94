import { type ApiClient, createApiClient, memoryTokenStore, SOCKET_CLOSE } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RunningServer, type StartServerOptions, startServer } from '../index';

// The real server on a real port, a real `ws` client: a socket lives only as long as the
// authorisation of the token it was opened with.

const SELLER = { username: 'handlowiec', id: 2 };
const ACCEPTOR = { username: 'akceptant', id: 6 };

interface Connection {
  ws: WebSocket;
  messages: unknown[];
  closed: Promise<{ code: number; reason: string }>;
}

async function boot(options: StartServerOptions = {}): Promise<RunningServer> {
  return startServer({ port: 0, host: '127.0.0.1', dataDir: ':memory:', env: {}, appDir: null, ...options });
}

async function login(server: RunningServer, username: string): Promise<{ client: ApiClient; token: string }> {
  const client = createApiClient({ baseURL: server.url, tokenStore: memoryTokenStore() });
  const { token } = await client.call('login', { body: { username, password: 'demo1234' } });
  client.tokenStore?.set(token);
  return { client, token };
}

/** Opens a socket, sends the token and waits until the hub counts it. */
async function connect(server: RunningServer, token: string, userId: number): Promise<Connection> {
  const before = server.ctx.live.connectionCount(userId);
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
  const messages: unknown[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data))));
  const closed = new Promise<{ code: number; reason: string }>((r) =>
    ws.on('close', (code, reason) => r({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(token);
  await expect.poll(() => server.ctx.live.connectionCount(userId)).toBe(before + 1);
  return { ws, messages, closed };
}

/** Pushes, then checks what arrived after a round trip through a socket that does get it. */
async function pushAndSettle(server: RunningServer, userId: number, witness: Connection) {
  const seen = witness.messages.length;
  server.ctx.live.pushToUser(userId, { notification: { count: 42 } });
  await expect.poll(() => witness.messages.length).toBe(seen + 1);
}

describe('socket authorisation (default token lifetime)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await boot();
  });
  afterAll(async () => {
    await server.close();
  });

  it('logout closes only that session’s sockets (4002); another session of the user stays and gets pushes', async () => {
    const first = await login(server, SELLER.username);
    const second = await login(server, SELLER.username);
    const a = await connect(server, first.token, SELLER.id);
    const b = await connect(server, second.token, SELLER.id);

    await first.client.call('logout');
    expect(await a.closed).toEqual({ code: 4002, reason: 'token revoked' });
    expect(server.ctx.live.connectionCount(SELLER.id)).toBe(1);
    await pushAndSettle(server, SELLER.id, b);
    expect(a.messages).toEqual([]);
    expect(b.messages).toEqual([{ notification: { count: 42 } }]);

    // The revoked token cannot open a socket again.
    const again = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
    const refused = new Promise<number>((r) => again.on('close', (code) => r(code)));
    again.on('open', () => again.send(first.token));
    expect(await refused).toBe(1008);

    await second.client.call('logout');
    expect((await b.closed).code).toBe(SOCKET_CLOSE.tokenRevoked.code);
  });

  it('deactivation by an administrator closes every socket of the user at once (4003), no push after', async () => {
    const admin = await login(server, 'admin');
    const one = await login(server, ACCEPTOR.username);
    const two = await login(server, ACCEPTOR.username);
    const a = await connect(server, one.token, ACCEPTOR.id);
    const b = await connect(server, two.token, ACCEPTOR.id);
    const witness = await connect(server, admin.token, 1);

    await admin.client.call('assignStatus', { body: { user_id: ACCEPTOR.id, is_active: false } });
    expect(await a.closed).toEqual({ code: 4003, reason: 'user deactivated' });
    expect((await b.closed).code).toBe(SOCKET_CLOSE.userDeactivated.code);
    server.ctx.live.pushToUser(ACCEPTOR.id, { notification: { count: 1 } });
    await pushAndSettle(server, 1, witness);
    expect([a.messages, b.messages]).toEqual([[], []]);

    // Active again: a fresh login connects as before.
    await admin.client.call('assignStatus', { body: { user_id: ACCEPTOR.id, is_active: true } });
    const back = await login(server, ACCEPTOR.username);
    const c = await connect(server, back.token, ACCEPTOR.id);
    await pushAndSettle(server, ACCEPTOR.id, c);
    for (const conn of [c, witness]) conn.ws.close();
  });

  it('a refused deactivation (own account) closes nothing', async () => {
    const admin = await login(server, 'admin');
    const a = await connect(server, admin.token, 1);
    await expect(admin.client.call('assignStatus', { body: { user_id: 1, is_active: false } })).rejects.toMatchObject({
      status: 400,
    });
    await pushAndSettle(server, 1, a);
    a.ws.close();
  });

  it('a renew keeps the socket open; logging out with the renewed token closes it', async () => {
    const { client, token } = await login(server, SELLER.username);
    const a = await connect(server, token, SELLER.id);
    const { token: renewed } = await client.call('renewToken');
    client.tokenStore?.set(renewed);
    await pushAndSettle(server, SELLER.id, a);
    await client.call('logout');
    expect((await a.closed).code).toBe(SOCKET_CLOSE.tokenRevoked.code);
  });
});

describe('socket authorisation (2 s tokens)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // exp is whole seconds from the login second: 2 s leaves at least 1 s to connect.
    server = await boot({ tokenTtlSeconds: 2 });
  });
  afterAll(async () => {
    await server.close();
  });

  it('closes the socket when its token expires (4001) and pushes nothing after', async () => {
    const { token } = await login(server, SELLER.username);
    const exp = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).exp as number;
    const a = await connect(server, token, SELLER.id);
    const closedAt = a.closed.then((c) => ({ ...c, at: Date.now() }));
    const ended = await closedAt;
    expect(ended).toMatchObject({ code: 4001, reason: 'token expired' });
    // Not before the token's exp (seconds), and promptly after it.
    expect(ended.at).toBeGreaterThanOrEqual(exp * 1000);
    expect(ended.at - exp * 1000).toBeLessThan(500);
    server.ctx.live.pushToUser(SELLER.id, { notification: { count: 1 } });
    await new Promise((r) => setTimeout(r, 50));
    expect(a.messages).toEqual([]);
    expect(server.ctx.live.connectionCount(SELLER.id)).toBe(0);
  });
});
