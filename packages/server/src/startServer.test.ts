import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient, memoryTokenStore, SOCKET_CLOSE } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RunningServer, startServer } from './index';

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'salesdesk-live-'));
  server = await startServer({ port: 0, host: '127.0.0.1', dataDir, env: {}, appDir: null });
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function login(username: string) {
  const client = createApiClient({ baseURL: server.url, tokenStore: memoryTokenStore() });
  const { token } = await client.call('login', { body: { username, password: 'demo1234' } });
  client.tokenStore?.set(token);
  return { client, token };
}

function connect(token: string): Promise<{ ws: WebSocket; messages: unknown[]; closed: Promise<number> }> {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
  const messages: unknown[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data))));
  const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
  return new Promise((resolve, reject) => {
    ws.on('open', () => {
      ws.send(token);
      resolve({ ws, messages, closed });
    });
    ws.on('error', reject);
  });
}

describe('live socket on the server port', () => {
  it('closes with a policy code when the first frame is not a valid token', async () => {
    const { closed } = await connect('not-a-token');
    expect(await closed).toBe(1008);
  });

  it('pushes to every open socket of the user and closes them when that session logs out', async () => {
    const { client, token } = await login('handlowiec');
    const a = await connect(token);
    const b = await connect(token);
    await expect
      .poll(() => server.ctx.live && (server.ctx.live as { connectionCount(id: number): number }).connectionCount(2))
      .toBe(2);
    server.ctx.live.pushToUser(2, { notification: { count: 3 } });
    await expect.poll(() => [a.messages.length, b.messages.length]).toEqual([1, 1]);
    expect(a.messages[0]).toEqual({ notification: { count: 3 } });
    await client.call('logout');
    expect(await a.closed).toBe(SOCKET_CLOSE.tokenRevoked.code);
    expect(await b.closed).toBe(SOCKET_CLOSE.tokenRevoked.code);
  });

  it('serves the API and a JSON 404 under /api on the same port', async () => {
    const res = await fetch(`${server.url}/api/nie-ma-takiej`);
    expect(res.status).toBe(404);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
  });
});
