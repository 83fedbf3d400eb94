import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createSocketHub, POLICY_VIOLATION, SOCKET_CLOSE, type SocketGrant, type SocketHub } from './socketHub';

const tokens: Record<string, number> = { 'token-7': 7, 'token-8': 8 };

/** Tokens with an id and an expiry, for the authorisation tests; `clock` is the hub's `now`. */
let clock = 1_000_000;
const grants: Record<string, SocketGrant> = {
  'a-7': { userId: 7, tokenId: 'jti-a', expiresAt: 1_060_000 },
  'b-7': { userId: 7, tokenId: 'jti-b', expiresAt: 1_060_000 },
  'c-8': { userId: 8, tokenId: 'jti-c', expiresAt: 1_060_000 },
};

let server: Server | undefined;
let hub: SocketHub | undefined;

async function start(authTimeoutMs = 10_000) {
  clock = 1_000_000;
  hub = createSocketHub({
    verifyToken: (t) => grants[t] ?? (t in tokens ? { userId: tokens[t] as number } : null),
    authTimeoutMs,
    now: () => clock,
  });
  const h = hub;
  server = createServer((_req, res) => res.end('http'));
  server.on('upgrade', (req, socket, head) => h.handleUpgrade(req, socket, head));
  await new Promise<void>((r) => server?.listen(0, '127.0.0.1', () => r()));
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  hub?.close();
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  server = undefined;
  hub = undefined;
});

function connect(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

function closed(ws: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((r) => ws.once('close', (code, reason) => r({ code, reason: reason.toString() })));
}

function nextMessage(ws: WebSocket): Promise<unknown> {
  return new Promise((r) => ws.once('message', (data) => r(JSON.parse(data.toString()))));
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(condition()).toBe(true);
}

describe('socket hub', () => {
  it('authenticates with the first text message and pushes to every socket of the user', async () => {
    const url = await start();
    const [a, b, other] = await Promise.all([connect(`${url}/ws`), connect(`${url}/ws`), connect(`${url}/ws`)]);
    a.send('token-7');
    b.send('token-7');
    other.send('token-8');
    await until(() => hub?.connectionCount(7) === 2 && hub.connectionCount(8) === 1);

    const gotA = nextMessage(a);
    const gotB = nextMessage(b);
    let otherGot = false;
    other.once('message', () => {
      otherGot = true;
    });
    hub?.pushToUser(7, { notification: { count: 3 } });
    expect(await gotA).toEqual({ notification: { count: 3 } });
    expect(await gotB).toEqual({ notification: { count: 3 } });
    expect(otherGot).toBe(false);

    const closing = closed(a);
    a.close();
    await closing;
    await until(() => hub?.connectionCount(7) === 1);
    for (const ws of [b, other]) ws.close();
  });

  it('closes with 1008 on an invalid first message', async () => {
    const url = await start();
    const ws = await connect(`${url}/ws`);
    const done = closed(ws);
    ws.send('not-a-token');
    expect((await done).code).toBe(POLICY_VIOLATION);
    expect(hub?.connectionCount(7)).toBe(0);
  });

  it('closes with 1008 when no token arrives in time', async () => {
    const url = await start(100);
    const ws = await connect(`${url}/ws`);
    expect((await closed(ws)).code).toBe(POLICY_VIOLATION);
  });

  it('closeForUser(deactivated) closes every socket of the user with 4003, not the other users', async () => {
    const url = await start();
    const [a, b, other] = await Promise.all([connect(`${url}/ws`), connect(`${url}/ws`), connect(`${url}/ws`)]);
    a.send('token-7');
    b.send('token-7');
    other.send('token-8');
    await until(() => hub?.connectionCount(7) === 2 && hub.connectionCount(8) === 1);
    const both = Promise.all([closed(a), closed(b)]);
    hub?.closeForUser(7, 'deactivated');
    expect(hub?.connectionCount(7)).toBe(0);
    const codes = (await both).map((c) => c.code);
    expect(codes).toEqual([SOCKET_CLOSE.userDeactivated.code, SOCKET_CLOSE.userDeactivated.code]);
    expect(hub?.connectionCount(8)).toBe(1);
    other.close();
  });

  it('closeForToken closes only the sockets of that token (4002) and refuses the token afterwards', async () => {
    const url = await start();
    const [a1, a2, b] = await Promise.all([connect(`${url}/ws`), connect(`${url}/ws`), connect(`${url}/ws`)]);
    a1.send('a-7');
    a2.send('a-7');
    b.send('b-7');
    await until(() => hub?.connectionCount(7) === 3);
    const gone = Promise.all([closed(a1), closed(a2)]);
    hub?.closeForToken('jti-a');
    expect((await gone).map((c) => [c.code, c.reason])).toEqual([
      [4002, 'token revoked'],
      [4002, 'token revoked'],
    ]);
    expect(hub?.connectionCount(7)).toBe(1);
    const got = nextMessage(b);
    hub?.pushToUser(7, { notification: { count: 1 } });
    expect(await got).toEqual({ notification: { count: 1 } });

    // The hub remembers the revocation, whatever the token check says.
    const again = await connect(`${url}/ws`);
    const refused = closed(again);
    again.send('a-7');
    expect((await refused).code).toBe(SOCKET_CLOSE.tokenRevoked.code);
    b.close();
  });

  it('closes at the token expiry (4001) and never pushes past it', async () => {
    const url = await start();
    grants['soon-7'] = { userId: 7, tokenId: 'jti-soon', expiresAt: clock + 150 };
    grants['late-7'] = { userId: 7, tokenId: 'jti-late', expiresAt: clock + 60_000 };
    const [soon, late] = await Promise.all([connect(`${url}/ws`), connect(`${url}/ws`)]);
    soon.send('soon-7');
    late.send('late-7');
    await until(() => hub?.connectionCount(7) === 2);
    const ended = closed(soon);
    const received: unknown[] = [];
    soon.on('message', (data) => received.push(JSON.parse(data.toString())));
    // The timer is set from the hub's clock; move the clock so the timer finds the token expired.
    clock += 150;
    expect(await ended).toEqual({ code: 4001, reason: 'token expired' });
    expect(received).toEqual([]);
    expect(hub?.connectionCount(7)).toBe(1);

    // Belt and braces: a socket whose token expired while its timer has not fired yet gets no push.
    clock += 60_000;
    const lateEnded = closed(late);
    late.on('message', (data) => received.push(JSON.parse(data.toString())));
    hub?.pushToUser(7, { notification: { count: 9 } });
    expect((await lateEnded).code).toBe(SOCKET_CLOSE.tokenExpired.code);
    expect(received).toEqual([]);
  });

  it('a renewed token keeps its sockets open under the new expiry', async () => {
    const url = await start();
    grants['old-7'] = { userId: 7, tokenId: 'jti-old', expiresAt: clock + 100 };
    const ws = await connect(`${url}/ws`);
    ws.send('old-7');
    await until(() => hub?.connectionCount(7) === 1);
    hub?.tokenRenewed('jti-old', { tokenId: 'jti-new', expiresAt: clock + 60_000 });
    clock += 200;
    await new Promise((r) => setTimeout(r, 250));
    expect(ws.readyState).toBe(ws.OPEN);
    const got = nextMessage(ws);
    hub?.pushToUser(7, { notification: { count: 2 } });
    expect(await got).toEqual({ notification: { count: 2 } });
    // The new id is the one a logout revokes.
    const ended = closed(ws);
    hub?.closeForToken('jti-new');
    expect((await ended).code).toBe(SOCKET_CLOSE.tokenRevoked.code);
  });

  it('refuses upgrades on other paths', async () => {
    const url = await start();
    await expect(connect(`${url}/other`)).rejects.toThrow(/404/);
  });
});
