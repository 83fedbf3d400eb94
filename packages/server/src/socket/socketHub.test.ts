import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createSocketHub, POLICY_VIOLATION, type SocketHub } from './socketHub';

const tokens: Record<string, number> = { 'token-7': 7, 'token-8': 8 };

let server: Server | undefined;
let hub: SocketHub | undefined;

async function start(authTimeoutMs = 10_000) {
  hub = createSocketHub({ verifyToken: (t) => (t in tokens ? { userId: tokens[t] as number } : null), authTimeoutMs });
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

  it('closeUser closes every socket of the user after logout', async () => {
    const url = await start();
    const [a, b] = await Promise.all([connect(`${url}/ws`), connect(`${url}/ws`)]);
    a.send('token-7');
    b.send('token-7');
    await until(() => hub?.connectionCount(7) === 2);
    const both = Promise.all([closed(a), closed(b)]);
    hub?.closeUser(7);
    const codes = (await both).map((c) => c.code);
    expect(codes).toEqual([POLICY_VIOLATION, POLICY_VIOLATION]);
    expect(hub?.connectionCount(7)).toBe(0);
  });

  it('refuses upgrades on other paths', async () => {
    const url = await start();
    await expect(connect(`${url}/other`)).rejects.toThrow(/404/);
  });
});
