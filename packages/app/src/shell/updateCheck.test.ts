import { afterEach, describe, expect, it, vi } from 'vitest';
import { LATEST_BUILD_PATH, startUpdateCheck } from './updateCheck';

afterEach(() => vi.useRealTimers());

function fakeDoc() {
  const listeners = new Set<() => void>();
  return {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: string, fn: () => void) => void listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => void listeners.delete(fn),
    fire: () => {
      for (const fn of listeners) fn();
    },
    listeners,
  };
}

describe('startUpdateCheck', () => {
  it('polls builds/latest.json without the cache and flags a different build id once', async () => {
    vi.useFakeTimers();
    let served = 'a';
    const asked: Array<[string, RequestInit | undefined]> = [];
    const fetch = (async (url: string, init?: RequestInit) => {
      asked.push([url, init]);
      return Response.json({ id: served, time: '2026-11-24T10:00:00.000Z' });
    }) as typeof globalThis.fetch;
    let found = 0;
    const doc = fakeDoc();
    const check = startUpdateCheck({
      currentId: 'a',
      intervalMs: 1000,
      fetch,
      doc: doc as never,
      onAvailable: () => found++,
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(check.$available.get()).toBe(false);
    expect(asked[0]?.[0]).toBe(LATEST_BUILD_PATH);
    expect(asked[0]?.[1]?.cache).toBe('no-store');
    served = 'b';
    await vi.advanceTimersByTimeAsync(1000);
    expect(check.$available.get()).toBe(true);
    expect(found).toBe(1);
    // Found: no more polling and no visibility listener left behind.
    const calls = asked.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(asked.length).toBe(calls);
    expect(doc.listeners.size).toBe(0);
  });

  it('asks when the tab comes back into view, and shrugs off a missing file or a network error', async () => {
    let answer: () => Promise<Response> = async () => new Response('nie ma', { status: 404 });
    const fetch = (() => answer()) as typeof globalThis.fetch;
    const doc = fakeDoc();
    const check = startUpdateCheck({ currentId: 'a', intervalMs: 60_000, fetch, doc: doc as never });
    await check.check();
    answer = async () => {
      throw new TypeError('offline');
    };
    await check.check();
    expect(check.$available.get()).toBe(false);
    answer = async () => Response.json({ id: 'b', time: '' });
    doc.fire();
    await vi.waitFor(() => expect(check.$available.get()).toBe(true));
    check.stop();
  });

  it('does nothing on its own when the interval is 0', async () => {
    let asked = 0;
    const fetch = (async () => {
      asked++;
      return Response.json({ id: 'b' });
    }) as typeof globalThis.fetch;
    const doc = fakeDoc();
    startUpdateCheck({ currentId: 'a', intervalMs: 0, fetch, doc: doc as never });
    doc.fire();
    expect(asked).toBe(0);
  });
});
