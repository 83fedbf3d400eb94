import { describe, expect, it } from 'vitest';
import {
  createSessionStores,
  type LiveSocket,
  type LiveSocketLoader,
  type LiveSocketOptions,
  lazyLiveSocket,
  memoryTokenStore,
  type UserInformation,
} from '../index';

/** A socket that records the calls it gets, made by a loader the test resolves when it wants. */
function setup(user: Pick<UserInformation, 'user_id'> | null = null) {
  const stores = createSessionStores();
  if (user) stores.$user.set(user as UserInformation);
  const calls: string[] = [];
  const listeners = new Set<(message: Record<string, unknown>) => void>();
  let made = 0;
  let finishLoad: (() => void) | undefined;
  let failLoad: ((error: Error) => void) | undefined;
  let loads = 0;
  const fake = (_options: LiveSocketOptions): LiveSocket => {
    made++;
    return {
      open: () => calls.push('open') > 0,
      close: () => void calls.push('close'),
      reconnect: () => calls.push('reconnect') > 0,
      send: (data) => calls.push(`send:${data}`) > 0,
      setRoute: (path) => void calls.push(`route:${path}`),
      tokenChanged: () => void calls.push('tokenChanged'),
      subscribe: (listener) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      authenticated: true,
      status: 'authenticated',
    };
  };
  const load: LiveSocketLoader = () => {
    loads++;
    return new Promise((resolve, reject) => {
      finishLoad = () => resolve({ createLiveSocket: fake });
      failLoad = reject;
    });
  };
  const socket = lazyLiveSocket({ url: 'ws://example.test/ws', tokenStore: memoryTokenStore('t'), stores }, load);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    socket,
    stores,
    calls,
    listeners,
    made: () => made,
    loads: () => loads,
    finish: async () => {
      finishLoad?.();
      await settle();
    },
    fail: async () => {
      failLoad?.(new Error('chunk failed'));
      await settle();
    },
  };
}

describe('lazyLiveSocket', () => {
  it('loads nothing while nobody is logged in, keeping only the last route', async () => {
    const t = setup();
    t.socket.setRoute('/pl/login');
    t.socket.setRoute('/pl/forgot-password');
    t.socket.tokenChanged();
    expect(t.socket.open()).toBe(false);
    expect(t.socket.reconnect()).toBe(false);
    expect(t.socket.send('x')).toBe(false);
    expect(t.socket.authenticated).toBe(false);
    expect(t.loads()).toBe(0);
    // The user logs in: the engine opens the socket, which loads it and replays in order.
    t.stores.$user.set({ user_id: 7 } as UserInformation);
    expect(t.socket.open()).toBe(true);
    t.socket.setRoute('/pl/dashboard');
    expect(t.loads()).toBe(1);
    expect(t.made()).toBe(0);
    await t.finish();
    expect(t.made()).toBe(1);
    expect(t.calls).toEqual(['route:/pl/forgot-password', 'open', 'route:/pl/dashboard']);
  });

  it('starts loading on a route change once a user is logged in, and forwards every call once ready', async () => {
    const t = setup({ user_id: 7 });
    t.socket.setRoute('/pl/dashboard');
    expect(t.loads()).toBe(1);
    t.socket.tokenChanged();
    await t.finish();
    expect(t.calls).toEqual(['route:/pl/dashboard', 'tokenChanged']);
    t.calls.length = 0;
    expect(t.socket.send('ping')).toBe(true);
    t.socket.close();
    expect(t.socket.reconnect()).toBe(true);
    expect(t.socket.status).toBe('authenticated');
    expect(t.calls).toEqual(['send:ping', 'close', 'reconnect']);
    expect(t.loads()).toBe(1);
  });

  it('drops calls kept for a socket that a logout closed before it was ready', async () => {
    const t = setup({ user_id: 7 });
    t.socket.open();
    t.socket.tokenChanged();
    t.socket.close();
    await t.finish();
    expect(t.calls).toEqual([]);
  });

  it('hands listeners subscribed early to the real socket, and unsubscribes them from it', async () => {
    const t = setup({ user_id: 7 });
    const seen: unknown[] = [];
    const off = t.socket.subscribe((message) => void seen.push(message));
    t.socket.open();
    await t.finish();
    for (const listener of t.listeners) listener({ offer: 1 });
    expect(seen).toEqual([{ offer: 1 }]);
    off();
    expect(t.listeners.size).toBe(0);
  });

  it('reports a failed load as offline and starts over from the latest route on the next open', async () => {
    const t = setup({ user_id: 7 });
    t.socket.setRoute('/pl/dashboard');
    t.socket.open();
    t.socket.setRoute('/pl/dashboard/offers');
    await t.fail();
    expect(t.stores.$socketStatus.get()).toBe('offline');
    expect(t.socket.open()).toBe(true);
    expect(t.loads()).toBe(2);
    await t.finish();
    expect(t.calls).toEqual(['route:/pl/dashboard/offers', 'open']);
  });
});
