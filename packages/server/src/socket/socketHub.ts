import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { SOCKET_CLOSE } from '@salesdesk/sdk';
import { type WebSocket, WebSocketServer } from 'ws';

/** Close code sent when the first message is not a valid token (RFC 6455 1008, policy violation). */
export const POLICY_VIOLATION = 1008;

/** The application close codes (4001 expired, 4002 revoked, 4003 deactivated), shared with the sdk's live socket. */
export { SOCKET_CLOSE };

/** What a valid token authorises: the user, and for expiry and revocation, the token's id and end. */
export interface SocketGrant {
  userId: number;
  /** Token id (`jti`); without it the socket cannot be closed by {@link SocketHub.closeForToken}. */
  tokenId?: string;
  /** When the token expires, epoch ms; the socket is closed then. Absent: never. */
  expiresAt?: number;
}

/** Options of {@link createSocketHub}. */
export interface SocketHubOptions {
  /** Checks a token (signature, expiry, revocation, active user); what it grants, or null. */
  verifyToken(token: string): SocketGrant | null | Promise<SocketGrant | null>;
  /** Path served (default `/ws`). */
  path?: string;
  /** The first message must arrive within this long (default 10 000 ms). */
  authTimeoutMs?: number;
  /** Ping period; a socket that did not answer the previous ping is dropped (default 30 000 ms, 0 = off). */
  pingIntervalMs?: number;
  /** Clock in epoch ms for the expiry checks (default `Date.now`); the server passes its own. */
  now?: () => number;
  log?: { info(message: string, ...rest: unknown[]): void; error(message: string, ...rest: unknown[]): void };
}

/** The live socket endpoint of the reference server. */
export interface SocketHub {
  /** For `server.on('upgrade', hub.handleUpgrade)`: takes `/ws`, answers 404 to any other path. True when taken. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Sends a JSON message to every authenticated, still authorised socket of the user (every open tab). */
  pushToUser(userId: number, message: Record<string, unknown>): void;
  /** Closes the sockets opened with this token (4002) and refuses it from now on: its session was revoked. */
  closeForToken(tokenId: string, expiresAt?: number): void;
  /**
   * Closes every socket of the user: `deactivated` (4003) refuses the user until a token of theirs
   * verifies again (the database only lets an active user's token through); `revoked` (4002) is
   * for revoking all of the user's sessions at once (password reset).
   */
  closeForUser(userId: number, why: 'revoked' | 'deactivated'): void;
  /**
   * A renew replaced `oldTokenId` with a new token of the same session: its sockets go on under
   * the new id and expiry instead of being closed (the client never sends the new token on an
   * open socket).
   */
  tokenRenewed(oldTokenId: string, grant: { tokenId: string; expiresAt: number }): void;
  /** Authenticated sockets of the user. */
  connectionCount(userId: number): number;
  /** Users with at least one authenticated socket. */
  connectedUserCount(): number;
  /** Open sockets, authenticated or still waiting for their token (the metrics' count). */
  openSocketCount(): number;
  /** Closes every socket and stops the timers. */
  close(): void;
  /**
   * The server is stopping: refuses new sockets and closes every open one with `close` (a
   * restart's 1012, which the app's live socket reconnects from), returning how many it closed.
   * {@link SocketHub.close} ends what is left.
   */
  closeAllForRestart(close: { code: number; reason: string }): number;
}

interface Client {
  ws: WebSocket;
  userId: number | null;
  tokenId: string | null;
  expiresAt: number;
  expiryTimer: ReturnType<typeof setTimeout> | undefined;
  alive: boolean;
}

/** setTimeout fires at once for delays above 2^31 − 1 ms; a longer wait is re-armed. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Creates the socket hub (`ws` in `noServer` mode, sharing the HTTP server's port). Protocol:
 * the client's first text message is its session token; a valid one authenticates the socket
 * for that user, anything else (or nothing within `authTimeoutMs`) closes it with 1008. After
 * that the server only pushes: `{notification: {count, ...}}`, `{offer}` or `{order}`.
 *
 * A socket lives only as long as its token's authorisation: it is closed with
 * {@link SOCKET_CLOSE} codes at the token's expiry (a timer per socket), when the token is
 * revoked and when the user is deactivated. Every push re-checks expiry and the in-memory
 * revocation sets first, so a path that forgot to call the hub still never pushes to a stale socket.
 */
export function createSocketHub(options: SocketHubOptions): SocketHub {
  const path = options.path ?? '/ws';
  const authTimeoutMs = options.authTimeoutMs ?? 10_000;
  const pingIntervalMs = options.pingIntervalMs ?? 30_000;
  const now = options.now ?? Date.now;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const clients = new Set<Client>();
  /** Set once the server stops: an upgrade arriving while it drains is refused (503), not accepted and cut. */
  let stopping = false;
  const byUser = new Map<number, Set<Client>>();
  /** Revoked token ids with their expiry (epoch ms), dropped once past it: an expired token is refused anyway. */
  const revokedTokens = new Map<string, number>();
  const deactivatedUsers = new Set<number>();

  function forget(client: Client) {
    clearTimeout(client.expiryTimer);
    clients.delete(client);
    if (client.userId === null) return;
    const set = byUser.get(client.userId);
    set?.delete(client);
    if (set && set.size === 0) byUser.delete(client.userId);
  }

  /** Closes with an application code and drops the socket from the user's set at once, so no push races the close handshake. */
  function end(client: Client, close: { code: number; reason: string }) {
    forget(client);
    if (client.ws.readyState === client.ws.OPEN || client.ws.readyState === client.ws.CONNECTING) {
      client.ws.close(close.code, close.reason);
    }
  }

  /** Remembers a revoked token until it expires (an unknown expiry: one day, past any token lifetime issued). */
  function remember(tokenId: string, expiresAt: number) {
    revokedTokens.set(tokenId, Number.isFinite(expiresAt) ? expiresAt : now() + 86_400_000);
  }

  function pruneRevoked() {
    const t = now();
    for (const [id, expiresAt] of revokedTokens) if (expiresAt <= t) revokedTokens.delete(id);
  }

  /** Why the client may no longer receive pushes, or null while it may. */
  function refusal(client: Client): { code: number; reason: string } | null {
    if (client.userId !== null && deactivatedUsers.has(client.userId)) return SOCKET_CLOSE.userDeactivated;
    if (client.tokenId !== null && revokedTokens.has(client.tokenId)) return SOCKET_CLOSE.tokenRevoked;
    if (client.expiresAt <= now()) return SOCKET_CLOSE.tokenExpired;
    return null;
  }

  function armExpiry(client: Client) {
    clearTimeout(client.expiryTimer);
    client.expiryTimer = undefined;
    if (!Number.isFinite(client.expiresAt)) return;
    const delay = client.expiresAt - now();
    client.expiryTimer = setTimeout(
      () => {
        if (client.expiresAt <= now()) end(client, SOCKET_CLOSE.tokenExpired);
        // Woken early (timer cap, or a clock the tests moved back): look again later.
        else armExpiry(client);
      },
      Math.min(MAX_TIMER_MS, Math.max(0, delay)),
    );
    client.expiryTimer.unref?.();
  }

  function accept(ws: WebSocket) {
    const client: Client = {
      ws,
      userId: null,
      tokenId: null,
      expiresAt: Number.POSITIVE_INFINITY,
      expiryTimer: undefined,
      alive: true,
    };
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
      let grant: SocketGrant | null = null;
      try {
        grant = token ? await options.verifyToken(token) : null;
      } catch (error) {
        options.log?.error('socket token check failed', error);
      }
      if (!grant || ws.readyState !== ws.OPEN) {
        ws.close(POLICY_VIOLATION, 'invalid token');
        return;
      }
      // A token that verified came from an active user: a deactivation is over.
      deactivatedUsers.delete(grant.userId);
      client.userId = grant.userId;
      client.tokenId = grant.tokenId ?? null;
      client.expiresAt = grant.expiresAt ?? Number.POSITIVE_INFINITY;
      // A revocation may have landed while the token was being checked.
      const refused = refusal(client);
      if (refused) {
        end(client, refused);
        return;
      }
      const set = byUser.get(grant.userId) ?? new Set<Client>();
      set.add(client);
      byUser.set(grant.userId, set);
      armExpiry(client);
      options.log?.info(`socket authenticated for user ${grant.userId}`);
    });
  }

  const pingTimer =
    pingIntervalMs > 0
      ? setInterval(() => {
          pruneRevoked();
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
      if (stopping) {
        socket.write('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
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
      for (const client of [...set]) {
        const refused = refusal(client);
        if (refused) end(client, refused);
        else if (client.ws.readyState === client.ws.OPEN) client.ws.send(text);
      }
    },
    closeForToken(tokenId, expiresAt = Number.POSITIVE_INFINITY) {
      pruneRevoked();
      let until = expiresAt;
      for (const client of clients) {
        if (client.tokenId !== tokenId) continue;
        until = Math.min(until, client.expiresAt);
        end(client, SOCKET_CLOSE.tokenRevoked);
      }
      remember(tokenId, until);
    },
    closeForUser(userId, why) {
      if (why === 'deactivated') deactivatedUsers.add(userId);
      const close = why === 'deactivated' ? SOCKET_CLOSE.userDeactivated : SOCKET_CLOSE.tokenRevoked;
      for (const client of [...(byUser.get(userId) ?? [])]) {
        if (client.tokenId !== null && why === 'revoked') remember(client.tokenId, client.expiresAt);
        end(client, close);
      }
    },
    tokenRenewed(oldTokenId, grant) {
      for (const client of clients) {
        if (client.tokenId !== oldTokenId) continue;
        client.tokenId = grant.tokenId;
        client.expiresAt = grant.expiresAt;
        armExpiry(client);
      }
    },
    connectionCount(userId) {
      return byUser.get(userId)?.size ?? 0;
    },
    connectedUserCount() {
      return byUser.size;
    },
    closeAllForRestart(close) {
      stopping = true;
      const open = [...clients];
      for (const client of open) end(client, close);
      return open.length;
    },
    openSocketCount() {
      return clients.size;
    },
    close() {
      if (pingTimer) clearInterval(pingTimer);
      for (const client of clients) {
        clearTimeout(client.expiryTimer);
        client.ws.terminate();
      }
      clients.clear();
      byUser.clear();
      revokedTokens.clear();
      deactivatedUsers.clear();
      wss.close();
    },
  };
}
