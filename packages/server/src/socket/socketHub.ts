import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';

/** Close code sent when the first message is not a valid token (RFC 6455 1008, policy violation). */
export const POLICY_VIOLATION = 1008;

/** Options of {@link createSocketHub}. */
export interface SocketHubOptions {
  /** Checks a token (signature, expiry, revocation); the user it belongs to, or null. */
  verifyToken(token: string): { userId: number } | null | Promise<{ userId: number } | null>;
  /** Path served (default `/ws`). */
  path?: string;
  /** The first message must arrive within this long (default 10 000 ms). */
  authTimeoutMs?: number;
  /** Ping period; a socket that did not answer the previous ping is dropped (default 30 000 ms, 0 = off). */
  pingIntervalMs?: number;
  log?: { info(message: string, ...rest: unknown[]): void; error(message: string, ...rest: unknown[]): void };
}

/** The live socket endpoint of the reference server. */
export interface SocketHub {
  /** For `server.on('upgrade', hub.handleUpgrade)`: takes `/ws`, answers 404 to any other path. True when taken. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Sends a JSON message to every authenticated socket of the user (every open tab). */
  pushToUser(userId: number, message: Record<string, unknown>): void;
  /** Closes every socket of the user (after logout revoked the token). */
  closeUser(userId: number): void;
  /** Authenticated sockets of the user. */
  connectionCount(userId: number): number;
  /** Closes every socket and stops the timers. */
  close(): void;
}

interface Client {
  ws: WebSocket;
  userId: number | null;
  alive: boolean;
}

/**
 * Creates the socket hub (`ws` in `noServer` mode, sharing the HTTP server's port). Protocol:
 * the client's first text message is its session token; a valid one authenticates the socket
 * for that user, anything else (or nothing within `authTimeoutMs`) closes it with 1008. After
 * that the server only pushes: `{notification: {count, ...}}`, `{offer}` or `{order}`.
 */
export function createSocketHub(options: SocketHubOptions): SocketHub {
  const path = options.path ?? '/ws';
  const authTimeoutMs = options.authTimeoutMs ?? 10_000;
  const pingIntervalMs = options.pingIntervalMs ?? 30_000;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const clients = new Set<Client>();
  const byUser = new Map<number, Set<Client>>();

  function forget(client: Client) {
    clients.delete(client);
    if (client.userId === null) return;
    const set = byUser.get(client.userId);
    set?.delete(client);
    if (set && set.size === 0) byUser.delete(client.userId);
  }

  function accept(ws: WebSocket) {
    const client: Client = { ws, userId: null, alive: true };
    clients.add(client);
    const authTimer = setTimeout(() => ws.close(POLICY_VIOLATION, 'authentication timeout'), authTimeoutMs);
    ws.on('pong', () => {
      client.alive = true;
    });
    ws.on('close', () => {
      clearTimeout(authTimer);
      forget(client);
    });
    ws.on('error', (error) => options.log?.error('socket error', error));
    ws.once('message', async (data, isBinary) => {
      clearTimeout(authTimer);
      const token = isBinary ? '' : data.toString('utf8').trim();
      let user: { userId: number } | null = null;
      try {
        user = token ? await options.verifyToken(token) : null;
      } catch (error) {
        options.log?.error('socket token check failed', error);
      }
      if (!user || ws.readyState !== ws.OPEN) {
        ws.close(POLICY_VIOLATION, 'invalid token');
        return;
      }
      client.userId = user.userId;
      const set = byUser.get(user.userId) ?? new Set<Client>();
      set.add(client);
      byUser.set(user.userId, set);
      options.log?.info(`socket authenticated for user ${user.userId}`);
    });
  }

  const pingTimer =
    pingIntervalMs > 0
      ? setInterval(() => {
          for (const client of clients) {
            if (!client.alive) {
              client.ws.terminate();
              continue;
            }
            client.alive = false;
            client.ws.ping();
          }
        }, pingIntervalMs)
      : undefined;
  pingTimer?.unref?.();

  return {
    handleUpgrade(req, socket, head) {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (pathname !== path) {
        socket.write('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        socket.destroy();
        return false;
      }
      wss.handleUpgrade(req, socket, head, accept);
      return true;
    },
    pushToUser(userId, message) {
      const set = byUser.get(userId);
      if (!set) return;
      const text = JSON.stringify(message);
      for (const client of set) if (client.ws.readyState === client.ws.OPEN) client.ws.send(text);
    },
    closeUser(userId) {
      const set = byUser.get(userId);
      if (!set) return;
      for (const client of [...set]) client.ws.close(POLICY_VIOLATION, 'session ended');
      byUser.delete(userId);
    },
    connectionCount(userId) {
      return byUser.get(userId)?.size ?? 0;
    },
    close() {
      if (pingTimer) clearInterval(pingTimer);
      for (const client of clients) client.ws.terminate();
      clients.clear();
      byUser.clear();
      wss.close();
    },
  };
}
