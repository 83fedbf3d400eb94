import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBar, type LoadingBarController, usePageLoadingBar } from '../index';

type Deferred = { promise: Promise<string>; resolve(v: string): void; reject(e: Error): void };
function deferred(): Deferred {
  let resolve!: (v: string) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const clients: QueryClient[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.clear();
});

function Page({ id, load }: { id: string; load: () => Promise<string> }) {
  useQuery({ queryKey: ['page', id], queryFn: load, retry: false });
  return null;
}

function Shell({ bar, path, children }: { bar: LoadingBarController; path: string; children: ReactNode }) {
  usePageLoadingBar(bar, path, { settleMs: 20 });
  return <>{children}</>;
}

function setup() {
  const client = new QueryClient();
  clients.push(client);
  // No throttle: the test sees the state at once; the real bar waits 200 ms before it shows.
  const bar = createLoadingBar({ throttleMs: 0, doneHoldMs: 0, errorHoldMs: 10_000 });
  const view = (path: string, page: ReactNode) => (
    <QueryClientProvider client={client}>
      <Shell bar={bar} path={path}>
        {page}
      </Shell>
    </QueryClientProvider>
  );
  return { client, bar, view };
}

const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

/**
 * Waits until the bar has left (or reached) loading: how soon depends on the machine (the query's
 * answer, React's render, the settle time), so a fixed wait lost the race on a busy one. A bar
 * that never gets there still fails, after the wait's bound.
 */
const settled = (bar: LoadingBarController) =>
  vi.waitFor(() => expect(bar.$state.get().status).not.toBe('loading'), { timeout: 5000, interval: 10 });

describe('usePageLoadingBar', () => {
  it('runs from a navigation until the new page’s first data is in, not before', async () => {
    const { bar, view } = setup();
    const first = deferred();
    const { rerender } = render(view('/a', <Page id="a" load={() => first.promise} />));
    await wait(60);
    // The settle time has passed, but the page's data has not come: still loading.
    expect(bar.$state.get().status).toBe('loading');
    await act(async () => first.resolve('a'));
    await settled(bar);

    const second = deferred();
    rerender(view('/b', <Page id="b" load={() => second.promise} />));
    await wait(60);
    expect(bar.$state.get().status).toBe('loading');
    await act(async () => second.resolve('b'));
    await settled(bar);
  });

  it('waits while the page’s code still loads, then for the data the page asks', async () => {
    const { bar, view } = setup();
    const { rerender } = render(view('/a', null));
    await settled(bar);
    // The page's code loads lazily (lazyPage counts it under the same bar) for longer than the settle time.
    bar.start();
    rerender(view('/b', null));
    await wait(120);
    expect(bar.$state.get().status).toBe('loading');
    const data = deferred();
    act(() => bar.done());
    rerender(view('/b', <Page id="b" load={() => data.promise} />));
    await wait(80);
    expect(bar.$state.get().status).toBe('loading');
    await act(async () => data.resolve('b'));
    await settled(bar);
  });

  it('never runs for a background refetch of data already shown', async () => {
    const { bar, client, view } = setup();
    render(view('/a', <Page id="a" load={() => Promise.resolve('a')} />));
    await settled(bar);
    const seen: string[] = [];
    const stop = bar.$state.listen((state) => seen.push(state.status));
    const again = deferred();
    client.setQueryDefaults(['page', 'a'], { queryFn: () => again.promise });
    act(() => {
      void client.refetchQueries({ queryKey: ['page', 'a'] });
    });
    await wait(60);
    await act(async () => again.resolve('a2'));
    await wait(30);
    expect(seen).not.toContain('loading');
    stop();
  });

  it('takes the error colour when the page’s first data fails', async () => {
    const { bar, view } = setup();
    const failing = deferred();
    render(view('/a', <Page id="a" load={() => failing.promise} />));
    await wait(30);
    await act(async () => failing.reject(new Error('500')));
    await vi.waitFor(() => expect(bar.$state.get().status).toBe('error'), { timeout: 5000, interval: 10 });
  });
});
