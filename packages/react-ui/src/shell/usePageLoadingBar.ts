import { type Query, useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { LoadingBarController } from './loadingBarStore';

/** A query loading for the first time: no data yet (a refetch in the background has data). */
const firstLoad = (query: Query) => query.state.data === undefined;

/** Options of {@link usePageLoadingBar}. */
export interface PageLoadingBarOptions {
  /**
   * How long no first load may run before the page counts as loaded (default 150 ms, checked
   * twice): a page's queries start in its effects, after its code has arrived, and one query
   * often starts when another answered (a detail after its list); the bar waits that long rather
   * than finish and start again.
   */
  settleMs?: number;
}

/**
 * Runs the loading bar (SPEC §2) from a navigation until the new page's first data has loaded:
 * every change of `path` starts it, and it finishes once no query without data has been fetching,
 * nor the page's code loading, for two settle periods in a row. A query whose first load fails gives the bar its error colour. Only first loads
 * count: background refetches, live refreshes and polling never show the bar, and neither does
 * loading that starts on a page already shown (a search typed in a list). The bar's own throttle
 * (200 ms) keeps a fast page from flashing it. Counted with the page's code loading (`lazyPage`),
 * so the bar runs from the click until the page has its code and its data.
 */
export function usePageLoadingBar(bar: LoadingBarController, path: string, options: PageLoadingBarOptions = {}): void {
  const settleMs = options.settleMs ?? 150;
  const client = useQueryClient();
  const loading = useIsFetching({ predicate: firstLoad });
  const loadingNow = useRef(loading);
  loadingNow.current = loading;
  const holding = useRef(false);
  const settle = useRef<ReturnType<typeof setTimeout> | null>(null);

  const release = useRef(() => {
    if (settle.current !== null) clearTimeout(settle.current);
    settle.current = null;
    if (!holding.current) return;
    holding.current = false;
    bar.done();
  });

  // Quiet means no first load fetching and no other load under the bar (the page's code still
  // coming in lazily); the bar is done after two quiet checks in a row, so a page whose code
  // arrives has a full settle period to start its queries.
  const quiet = useRef(false);
  const scheduleSettle = useRef(() => {
    if (settle.current !== null) clearTimeout(settle.current);
    quiet.current = false;
    const check = () => {
      settle.current = setTimeout(() => {
        settle.current = null;
        if (!holding.current) return;
        if (loadingNow.current > 0 || bar.running() > 1) quiet.current = false;
        else if (quiet.current) return release.current();
        else quiet.current = true;
        check();
      }, settleMs);
    };
    check();
  });

  // Every navigation holds the bar until the page's first data is in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path's change is the event.
  useEffect(() => {
    if (!holding.current) {
      holding.current = true;
      bar.start();
    }
    scheduleSettle.current();
  }, [path, bar]);

  useEffect(() => {
    if (!holding.current) return;
    if (loading > 0) {
      if (settle.current !== null) clearTimeout(settle.current);
      settle.current = null;
    } else scheduleSettle.current();
  }, [loading]);

  // A first load that fails while the bar runs: the page failed to load.
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (!holding.current || event.type !== 'updated' || event.action.type !== 'error') return;
        if (!firstLoad(event.query)) return;
        holding.current = false;
        if (settle.current !== null) clearTimeout(settle.current);
        settle.current = null;
        bar.error();
      }),
    [client, bar],
  );

  // Leaving the pages behind the login (logout) ends what this held.
  useEffect(() => () => release.current(), []);
}
