import {
  createApiClient,
  createLiveSocket,
  createSessionEngine,
  createSessionStores,
  type LogoutReason,
  memoryTokenStore,
  type SocketAuthEnd,
} from '@salesdesk/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RunningServer, type StartServerOptions, startServer } from '../index';

// The sdk's session engine and live socket against the real server and a real `ws` socket.

let server: RunningServer | undefined;
let stopClient: (() => void) | undefined;

afterEach(async () => {
  stopClient?.();
  await server?.close();
  server = undefined;
});

async function boot(options: StartServerOptions = {}) {
  server = await startServer({ port: 0, host: '127.0.0.1', dataDir: ':memory:', env: {}, appDir: null, ...options });
  return server;
}

/** One browser tab: engine, socket and stores on a memory token store. */
function openTab(srv: RunningServer) {
  const tokenStore = memoryTokenStore();
  const stores = createSessionStores();
  const authEnds: SocketAuthEnd[] = [];
  const logouts: LogoutReason[] = [];
  const attempts: string[] = [];
  // Counts the connection attempts, so a test can tell a reconnect loop from a quiet socket.
  class CountingWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols);
      attempts.push(url);
    }
  }
  let engine: ReturnType<typeof createSessionEngine> | undefined;
  const socket = createLiveSocket({
    url: `${srv.url.replace('http', 'ws')}/ws`,
    tokenStore,
    stores,
    WebSocket: CountingWebSocket,
    retryDelayMs: 100,
    log: () => {},
    onAuthEnd: (why) => {
      authEnds.push(why);
      engine?.socketAuthEnded(why);
    },
    loadUnreadCount: async () =>
      (await (engine as NonNullable<typeof engine>).client.call('notificationUnreadCounter')).count,
  });
  engine = createSessionEngine({
    client: (hooks) => createApiClient({ baseURL: srv.url, tokenStore, ...hooks }),
    tokenStore,
    stores,
    socket,
    // Long timers: the test drives renew itself.
    config: { checkIntervalMs: 3_600_000, idleTimeoutMs: 3_600_000 },
    log: { error: () => {} },
    onLogout: (reason) => logouts.push(reason),
  });
  engine.start();
  stopClient = () => {
    engine?.stop();
    socket.close();
  };
  return { engine, socket, stores, tokenStore, authEnds, logouts, attempts };
}

const SELLER_ID = 2;

describe('sdk client against the real server', () => {
  it('closed at the old token’s expiry after a renew: reconnects with the new token and re-reads the unread count', async () => {
    const srv = await boot({ tokenTtlSeconds: 3 });
    // Stands for a second server instance that never saw the renew, so it closes at the old expiry.
    srv.ctx.live.tokenRenewed = () => {};
    const tab = openTab(srv);
    await tab.engine.login('handlowiec', 'demo1234');
    await expect.poll(() => tab.stores.$socketStatus.get()).toBe('authenticated');
    await expect.poll(() => srv.ctx.live.connectionCount(SELLER_ID)).toBe(1);
    const unread = () =>
      srv.ctx.db
        .prepare('SELECT COUNT(*) FROM notifications WHERE user_id = ? AND read_at IS NULL')
        .pluck()
        .get(SELLER_ID) as number;
    tab.stores.$unreadCount.set(-1);

    // Only the first token is short-lived: the renewed one must outlive a slow, shared machine.
    srv.ctx.config.tokenTtlSeconds = 3600;
    expect(await tab.engine.renew({ force: true })).toBe('renewed');
    // Notifications written without a push while the socket is about to go down.
    const insert = srv.ctx.db.prepare(
      "INSERT INTO notifications (user_id, type, metadata, created_at) VALUES (?, 'offer_add_product_group', '[]', ?)",
    );
    insert.run(SELLER_ID, new Date().toISOString());
    insert.run(SELLER_ID, new Date().toISOString());

    await expect.poll(() => tab.stores.$unreadCount.get(), { timeout: 15_000 }).toBe(unread());
    expect(tab.attempts).toHaveLength(2);
    expect(tab.authEnds).toEqual([]);
    expect(tab.stores.$socketStatus.get()).toBe('authenticated');
    expect(srv.ctx.live.connectionCount(SELLER_ID)).toBe(1);
    expect(tab.logouts).toEqual([]);
  });

  it('deactivated by an administrator: the client logs out and the socket does not reconnect', async () => {
    const srv = await boot();
    const tab = openTab(srv);
    await tab.engine.login('akceptant', 'demo1234');
    await expect.poll(() => srv.ctx.live.connectionCount(6)).toBe(1);
    const admin = createApiClient({ baseURL: srv.url, tokenStore: memoryTokenStore() });
    admin.tokenStore?.set((await admin.call('login', { body: { username: 'admin', password: 'demo1234' } })).token);

    await admin.call('assignStatus', { body: { user_id: 6, is_active: false } });
    await expect.poll(() => tab.logouts).toEqual(['revoked']);
    expect(tab.authEnds).toEqual(['deactivated']);
    expect(tab.stores.$sessionError.get()).not.toBeNull();
    expect(tab.stores.$socketStatus.get()).toBe('closed');
    await new Promise((r) => setTimeout(r, 500));
    expect(tab.attempts).toHaveLength(1);
    expect(srv.ctx.live.connectionCount(6)).toBe(0);
  });
});
