import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/query-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import {
  bindLiveQueries,
  createLiveSocket,
  createSessionStores,
  endpointQueryKey,
  memoryTokenStore,
  messages,
  SOCKET_CLOSE,
  type SocketAuthEnd,
  socketFailedMessage,
} from '../index';
import type { Scheduler } from '../session/time';

/** A WebSocket the test drives: `accept()` opens it, `fail()` makes the attempt fail. */
class FakeWebSocket extends EventTarget {
  static instances: FakeWebSocket[] = [];
  static createdAt: number[] = [];
  readyState = 0;
  binaryType = 'blob';
  sent: string[] = [];
  constructor(readonly url: string) {
    super();
    FakeWebSocket.instances.push(this);
    FakeWebSocket.createdAt.push(Date.now());
  }
  send(data: string) {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(data);
  }
  close(code = 1000, reason = '') {
    if (this.readyState >= 2) return;
    this.readyState = 3;
    queueMicrotask(() => this.dispatchEvent(Object.assign(new Event('close'), { code, reason })));
  }
  accept() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  fail() {
    this.readyState = 3;
    this.dispatchEvent(new Event('error'));
    this.dispatchEvent(Object.assign(new Event('close'), { code: 1006, reason: '' }));
  }
  /** The server closes the connection with a code. */
  closeFromServer(code: number, reason = '') {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code, reason }));
  }
  receive(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
}

const last = () => FakeWebSocket.instances.at(-1) as FakeWebSocket;

/** A scheduler whose timeouts run only when the test fires them (vitest's fake time does not move it). */
function manualScheduler() {
  const timers = new Map<number, { fn: () => void; ms: number }>();
  let seq = 0;
  const scheduler: Scheduler = {
    setTimeout: (fn, ms) => {
      timers.set(++seq, { fn, ms });
      return seq;
    },
    clearTimeout: (id) => void timers.delete(id as number),
    setInterval: () => {
      throw new Error('no interval expected');
    },
    clearInterval: () => {},
  };
  return {
    scheduler,
    /** The delays of the pending timeouts. */
    pending: () => [...timers.values()].map((timer) => timer.ms),
    fireAll() {
      const due = [...timers.values()];
      timers.clear();
      for (const timer of due) timer.fn();
    },
  };
}

function setup(overrides: { userId?: number | null; maxRetries?: number; scheduler?: Scheduler } = {}) {
  const stores = createSessionStores();
  const tokenStore = memoryTokenStore('token-1');
  const log = vi.fn();
  const authEnds: SocketAuthEnd[] = [];
  let unread = 0;
  const loadUnreadCount = vi.fn(async () => unread);
  const userId = 'userId' in overrides ? overrides.userId : 7;
  const socket = createLiveSocket({
    url: 'ws://example.test/ws',
    tokenStore,
    userId: () => userId ?? null,
    WebSocket: FakeWebSocket,
    stores,
    log,
    onAuthEnd: (why) => void authEnds.push(why),
    loadUnreadCount,
    ...(overrides.maxRetries !== undefined ? { maxRetries: overrides.maxRetries } : {}),
    ...(overrides.scheduler ? { scheduler: overrides.scheduler } : {}),
  });
  const setUnread = (n: number) => {
    unread = n;
  };
  return { socket, stores, tokenStore, log, authEnds, loadUnreadCount, setUnread };
}

describe('live socket (fake WebSocket, fake time)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.instances = [];
    FakeWebSocket.createdAt = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens only when closed and a user id exists', async () => {
    expect(setup({ userId: null }).socket.open()).toBe(false);
    const { socket, stores } = setup();
    expect(socket.open()).toBe(true);
    expect(socket.open()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(stores.$socketStatus.get()).toBe('connecting');
    socket.close();
  });

  it('the first frame of every connection is the current token, even after send() while disconnected', async () => {
    const { socket, tokenStore, stores } = setup();
    socket.open();
    expect(socket.send('early')).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    last().accept();
    expect(last().sent).toEqual(['token-1']);
    expect(socket.authenticated).toBe(true);
    expect(stores.$socketStatus.get()).toBe('authenticated');
    expect(socket.send('hello')).toBe(true);

    // The server drops the connection; the token is renewed meanwhile; a send while down is not queued.
    tokenStore.set('token-2');
    last().fail();
    expect(socket.authenticated).toBe(false);
    expect(socket.send('while-down')).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    last().accept();
    expect(last().sent).toEqual(['token-2']);
    socket.close();
  });

  it('server down: 1 attempt + 3 retries 10 s apart, then offline and the log line; reconnect() works after', async () => {
    const { socket, stores, log } = setup();
    socket.open();
    await vi.advanceTimersByTimeAsync(0);
    const start = Date.now();
    for (let attempt = 0; attempt < 4; attempt++) {
      last().fail();
      await vi.advanceTimersByTimeAsync(10_000);
    }
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(4);
    expect(FakeWebSocket.createdAt.map((t) => t - start)).toEqual([0, 10_000, 20_000, 30_000]);
    expect(stores.$socketStatus.get()).toBe('offline');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Failed to connect WebSocket after 3 retries');
    expect(socketFailedMessage(3)).toBe(messages.session.socketFailed);

    expect(socket.reconnect()).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeWebSocket.instances).toHaveLength(5);
    last().accept();
    expect(stores.$socketStatus.get()).toBe('authenticated');
    expect(last().sent).toEqual(['token-1']);
    socket.close();
  });

  it('a connection up for 5 s resets the retry count', async () => {
    const { socket, stores } = setup();
    socket.open();
    await vi.advanceTimersByTimeAsync(0);
    last().fail();
    await vi.advanceTimersByTimeAsync(10_000);
    last().fail();
    await vi.advanceTimersByTimeAsync(10_000);
    last().accept();
    await vi.advanceTimersByTimeAsync(6000);
    // Up long enough: the next outage gets the full 3 retries again.
    for (let i = 0; i < 3; i++) {
      last().fail();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(stores.$socketStatus.get()).toBe('connecting');
    }
    last().fail();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stores.$socketStatus.get()).toBe('offline');
  });

  it('counts the uptime on the injected scheduler: only its time resets the retry count', async () => {
    // Two failed attempts, then a connection; partysocket's own timers run on vitest's fake time.
    const outageAfterConnection = async (upLongEnough: boolean) => {
      FakeWebSocket.instances = [];
      const time = manualScheduler();
      const { socket, stores } = setup({ scheduler: time.scheduler });
      socket.open();
      await vi.advanceTimersByTimeAsync(0);
      for (let i = 0; i < 2; i++) {
        last().fail();
        await vi.advanceTimersByTimeAsync(10_000);
      }
      last().accept();
      expect(time.pending()).toEqual([5000]);
      await vi.advanceTimersByTimeAsync(6000);
      if (upLongEnough) time.fireAll();
      const statuses: string[] = [];
      for (let i = 0; i < 3; i++) {
        last().fail();
        await vi.advanceTimersByTimeAsync(10_000);
        statuses.push(stores.$socketStatus.get());
      }
      socket.close();
      expect(time.pending()).toEqual([]);
      return statuses;
    };
    // The injected time did not move: the two failures before still count, the third retry is the last.
    expect(await outageAfterConnection(false)).toEqual(['connecting', 'offline', 'offline']);
    // The injected time passed the uptime: the next outage gets the full 3 retries again.
    expect(await outageAfterConnection(true)).toEqual(['connecting', 'connecting', 'connecting']);
  });

  it('incoming JSON: notification → unread count, offer and order → wsData; junk is ignored', async () => {
    const { socket, stores } = setup();
    socket.open();
    await vi.advanceTimersByTimeAsync(0);
    last().accept();
    const seen = vi.fn();
    socket.subscribe(seen);
    last().receive({ notification: { count: 4, type: 'offer_add_product_group', metadata: [] } });
    last().receive({ offer: { id: 12 } });
    last().receive({ order: { id: 3 } });
    last().receive('not json');
    last().receive([1, 2]);
    expect(stores.$unreadCount.get()).toBe(4);
    expect(stores.$lastNotification.get()).toMatchObject({ type: 'offer_add_product_group' });
    expect(stores.$wsData.get()).toEqual({ offer: { id: 12 }, order: { id: 3 } });
    expect(seen).toHaveBeenCalledTimes(3);
    socket.close();
  });

  it('a pushed offer lands in wsData and invalidates the offer page and the to-approve list, each time it comes', async () => {
    const { socket, stores } = setup();
    const queryClient = new QueryClient();
    const keys = {
      offer: endpointQueryKey('offerById', { params: { id: 12 } }),
      toApprove: endpointQueryKey('offerToApproveList', { query: { page: 1 } }),
      orders: endpointQueryKey('orderList', {}),
    };
    const seed = () => {
      for (const key of Object.values(keys)) queryClient.setQueryData(key, {} as never);
    };
    const invalidated = () =>
      Object.entries(keys)
        .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
        .map(([name]) => name)
        .sort();
    const unbind = bindLiveQueries(queryClient, stores);
    seed();
    socket.open();
    await vi.advanceTimersByTimeAsync(0);
    last().accept();
    // The shape the reference server pushes (liveOfferChangeSchema).
    const pushed = {
      offer: { id: 12, number: 'OF/2026/000012', status: 'pending_approval', version: 3, event: 'status' },
    };
    last().receive(pushed);
    expect(stores.$wsData.get()).toEqual({ offer: pushed.offer });
    expect(invalidated()).toEqual(['offer', 'toApprove']);
    // The same message again (another tab's write of the same kind) is a new change: invalidated again.
    seed();
    expect(invalidated()).toEqual([]);
    last().receive(pushed);
    expect(invalidated()).toEqual(['offer', 'toApprove']);
    unbind();
    socket.close();
  });

  it('closed for an expired token: no retry with it; the renewed token reconnects and the unread count is re-read', async () => {
    const { socket, stores, tokenStore, authEnds, loadUnreadCount, setUnread } = setup();
    socket.open();
    await vi.advanceTimersByTimeAsync(0);
    last().accept();
    expect(loadUnreadCount).not.toHaveBeenCalled();

    last().closeFromServer(SOCKET_CLOSE.tokenExpired.code, SOCKET_CLOSE.tokenExpired.reason);
    expect(stores.$socketStatus.get()).toBe('unauthorized');
    expect(authEnds).toEqual(['expired']);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    // open() (a route change, a user load) does not send the refused token either.
    expect(socket.open()).toBe(false);
    socket.tokenChanged();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeWebSocket.instances).toHaveLength(1);

    // Notifications arrived while the socket was closed; the engine renews the token.
    setUnread(5);
    tokenStore.set('token-2');
    socket.tokenChanged();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeWebSocket.instances).toHaveLength(2);
    last().accept();
    expect(last().sent).toEqual(['token-2']);
    expect(stores.$socketStatus.get()).toBe('authenticated');
    await vi.advanceTimersByTimeAsync(0);
    expect(loadUnreadCount).toHaveBeenCalledTimes(1);
    expect(stores.$unreadCount.get()).toBe(5);
    expect(authEnds).toEqual(['expired']);
    socket.close();
  });

  it('closed for a revoked token while another tab already renewed: reconnects at once with the new token', async () => {
    const { socket, tokenStore, authEnds } = setup();
    socket.open();
    await vi.advanceTimersByTimeAsync(0);
    last().accept();
    tokenStore.set('token-2');
    last().closeFromServer(SOCKET_CLOSE.tokenRevoked.code);
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeWebSocket.instances).toHaveLength(2);
    last().accept();
    expect(last().sent).toEqual(['token-2']);
    expect(authEnds).toEqual([]);

    // Refused again: it waits, it does not loop.
    last().closeFromServer(SOCKET_CLOSE.tokenRevoked.code);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(authEnds).toEqual(['revoked']);
    socket.close();
  });

  it('closed because the user was deactivated: tells the engine once, never reconnects; logout resets it', async () => {
    const { socket, stores, authEnds } = setup();
    socket.open();
    await vi.advanceTimersByTimeAsync(0);
    last().accept();
    last().closeFromServer(SOCKET_CLOSE.userDeactivated.code);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(authEnds).toEqual(['deactivated']);
    expect(socket.reconnect()).toBe(false);
    socket.close();
    expect(stores.$socketStatus.get()).toBe('closed');
    // A later login (same token store, new token or not) opens normally.
    expect(socket.open()).toBe(true);
    socket.close();
  });

  it('a network drop reconnects with the same token and re-reads the unread count; the first connection does not', async () => {
    const { socket, stores, loadUnreadCount, setUnread } = setup();
    socket.open();
    await vi.advanceTimersByTimeAsync(0);
    last().accept();
    await vi.advanceTimersByTimeAsync(0);
    expect(loadUnreadCount).not.toHaveBeenCalled();
    setUnread(2);
    last().fail();
    await vi.advanceTimersByTimeAsync(10_000);
    last().accept();
    await vi.advanceTimersByTimeAsync(0);
    expect(last().sent).toEqual(['token-1']);
    expect(loadUnreadCount).toHaveBeenCalledTimes(1);
    expect(stores.$unreadCount.get()).toBe(2);
    socket.close();
  });

  it('closed by a server that stops to restart (1012): reconnects with the same token, the engine is not told', async () => {
    const { socket, stores, authEnds } = setup();
    socket.open();
    await vi.advanceTimersByTimeAsync(0);
    last().accept();
    await vi.advanceTimersByTimeAsync(0);
    const first = last();
    first.closeFromServer(SOCKET_CLOSE.serverRestart.code, SOCKET_CLOSE.serverRestart.reason);
    expect(stores.$socketStatus.get()).toBe('connecting');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(last()).not.toBe(first);
    last().accept();
    await vi.advanceTimersByTimeAsync(0);
    expect(last().sent).toEqual(['token-1']);
    expect(stores.$socketStatus.get()).toBe('authenticated');
    expect(authEnds).toEqual([]);
    socket.close();
  });

  it('a login route closes the socket and resets the flag; leaving it opens again', async () => {
    const { socket, stores } = setup();
    socket.open();
    await vi.advanceTimersByTimeAsync(0);
    last().accept();
    socket.setRoute('/pl/login');
    expect(socket.authenticated).toBe(false);
    expect(stores.$socketStatus.get()).toBe('closed');
    expect(socket.open()).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    socket.setRoute('/pl/dashboard');
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeWebSocket.instances).toHaveLength(2);
    socket.close();
  });
});

describe('live socket against a real ws server', () => {
  let server: Server | undefined;
  let wss: WebSocketServer | undefined;
  afterEach(async () => {
    wss?.close();
    await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  });

  it('sends the token first, receives pushes, and comes back after the server restarts', async () => {
    const frames: string[] = [];
    const start = async (port = 0) => {
      server = createServer();
      wss = new WebSocketServer({ server });
      wss.on('connection', (ws) => {
        ws.once('message', (data) => {
          frames.push(data.toString());
          ws.send(JSON.stringify({ notification: { count: frames.length } }));
        });
      });
      await new Promise<void>((r) => server?.listen(port, '127.0.0.1', () => r()));
      return (server.address() as AddressInfo).port;
    };
    const port = await start();
    const stores = createSessionStores();
    const socket = createLiveSocket({
      url: `ws://127.0.0.1:${port}/ws`,
      tokenStore: memoryTokenStore('real-token'),
      userId: () => 7,
      WebSocket,
      stores,
      retryDelayMs: 100,
      log: () => {},
    });
    const until = async (condition: () => boolean) => {
      for (let i = 0; i < 300 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
      expect(condition()).toBe(true);
    };
    socket.open();
    await until(() => stores.$unreadCount.get() === 1);
    expect(frames).toEqual(['real-token']);

    for (const client of wss?.clients ?? []) client.terminate();
    wss?.close();
    await new Promise<void>((r) => server?.close(() => r()));
    await start(port);
    await until(() => stores.$unreadCount.get() === 2);
    expect(frames).toEqual(['real-token', 'real-token']);
    expect(stores.$socketStatus.get()).toBe('authenticated');
    socket.close();
    expect(stores.$socketStatus.get()).toBe('closed');
  });
});
