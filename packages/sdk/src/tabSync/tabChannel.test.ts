import { describe, expect, it, vi } from 'vitest';
import { broadcastTabChannel, createTabChannelHub, parseTabCommand, type TabCommand } from '../index';

const flush = () => new Promise((r) => setImmediate(r));

describe('tab channel', () => {
  it('the in-memory hub delivers to every other tab, never to the sender, asynchronously', async () => {
    const hub = createTabChannelHub();
    const [a, b, c] = [hub.connect(), hub.connect(), hub.connect()];
    const got: Record<string, TabCommand[]> = { a: [], b: [], c: [] };
    a.subscribe((m) => got.a?.push(m));
    b.subscribe((m) => got.b?.push(m));
    c.subscribe((m) => got.c?.push(m));
    a.post({ type: 'tokenRefreshed', exp: 1_900_000_000 });
    expect(got.b).toEqual([]);
    await flush();
    expect(got.a).toEqual([]);
    expect(got.b).toEqual([{ type: 'tokenRefreshed', exp: 1_900_000_000 }]);
    expect(got.c).toEqual([{ type: 'tokenRefreshed', exp: 1_900_000_000 }]);
    c.close();
    b.post({ type: 'logout' });
    await flush();
    expect(got.a).toEqual([{ type: 'logout' }]);
    expect(got.c).toHaveLength(1);
  });

  it('falls back to single-tab mode when BroadcastChannel is missing or throws', () => {
    const throwing = class {
      constructor() {
        throw new Error('SecurityError');
      }
    } as unknown as new (
      name: string,
    ) => never;
    const channel = broadcastTabChannel('x', throwing);
    expect(channel.shared).toBe(false);
    expect(() => channel.post({ type: 'resetIdle' })).not.toThrow();
    expect(broadcastTabChannel('x', null).shared).toBe(false);
  });

  it('works over a real BroadcastChannel and ignores malformed messages', async () => {
    const a = broadcastTabChannel('salesdesk-test');
    const b = broadcastTabChannel('salesdesk-test');
    const raw = new BroadcastChannel('salesdesk-test');
    const got = vi.fn();
    b.subscribe(got);
    raw.postMessage({ type: 'tokenRefreshed', exp: 'soon' });
    raw.postMessage('hello');
    a.post({ type: 'userTimerUpdated', expiry: 123 });
    await new Promise((r) => setTimeout(r, 50));
    expect(got.mock.calls).toEqual([[{ type: 'userTimerUpdated', expiry: 123 }]]);
    a.close();
    b.close();
    raw.close();
  });

  it('parses only known commands', () => {
    expect(parseTabCommand({ type: 'resetIdle', extra: 1 })).toEqual({ type: 'resetIdle' });
    expect(parseTabCommand({ type: 'userTimerUpdated', expiry: Number.NaN })).toBeNull();
    expect(parseTabCommand({ type: 'nope' })).toBeNull();
    expect(parseTabCommand(null)).toBeNull();
  });
});
