import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { type ApiClient, createApiClient, memoryTokenStore } from '@salesdesk/sdk';
import { vi } from 'vitest';
import WebSocket from 'ws';
import type { RunningServer } from '../startServer';

/** A real `ws` client on the live socket, with every message it received (parsed JSON). */
export interface SocketConnection {
  ws: WebSocket;
  messages: unknown[];
}

/** A logged-in user of a running server: API client, token and id. */
export interface LoggedIn {
  client: ApiClient;
  token: string;
  id: number;
}

/** Logs a seeded user in over HTTP (demo password). */
export async function loginOver(server: RunningServer, username: string): Promise<LoggedIn> {
  const client = createApiClient({ baseURL: server.url, tokenStore: memoryTokenStore() });
  const { token } = await client.call('login', { body: { username, password: DEMO_PASSWORD } });
  client.tokenStore?.set(token);
  const { user_id } = await client.call('userInformation');
  return { client, token, id: user_id };
}

/** Opens a socket, sends the token and waits until the hub counts it (no sleeps). */
export async function openSocket(server: RunningServer, user: LoggedIn): Promise<SocketConnection> {
  const before = server.ctx.live.connectionCount(user.id);
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
  const messages: unknown[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data))));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(user.token);
  // vi.waitFor rather than expect.poll: it also works in beforeAll and beforeEach hooks.
  await vi.waitFor(
    () => {
      if (server.ctx.live.connectionCount(user.id) !== before + 1) throw new Error('socket not authenticated yet');
    },
    { timeout: 5000, interval: 5 },
  );
  return { ws, messages };
}

let markers = 0;

/**
 * Everything the user's sockets received up to now, proven complete: pushes a marker to the user
 * and waits for it on each socket. A socket delivers in order and every push of a write is sent
 * before its answer, so a push that was going to come has arrived before the marker. Returns,
 * per socket, the messages before the marker and forgets them up to the marker, so the next call
 * sees only what came after. Pass every open socket of the user, or the others keep the markers.
 */
export async function drainAll(
  server: RunningServer,
  userId: number,
  sockets: readonly SocketConnection[],
): Promise<unknown[][]> {
  const marker = JSON.stringify({ marker: ++markers });
  server.ctx.live.pushToUser(userId, JSON.parse(marker));
  const at = (socket: SocketConnection) => socket.messages.findIndex((m) => JSON.stringify(m) === marker);
  for (const socket of sockets) {
    await vi.waitFor(
      () => {
        if (at(socket) < 0) throw new Error('marker not received yet');
      },
      { timeout: 5000, interval: 5 },
    );
  }
  return sockets.map((socket) => socket.messages.splice(0, at(socket) + 1).slice(0, -1));
}

/** {@link drainAll} for a user with one open socket. */
export async function drain(server: RunningServer, userId: number, socket: SocketConnection): Promise<unknown[]> {
  return (await drainAll(server, userId, [socket]))[0] ?? [];
}
