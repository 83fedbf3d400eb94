import { type InputOf, isLineTable, MAX_PAGE_LIMIT, type OutputOf, type SalesdeskError } from '@salesdesk/sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { hrefOf } from '../context/routeSource';
import { useRoute, useSalesdesk, useUser } from '../context/salesdeskContext';
import {
  type ListEndpointName,
  type ListQuery,
  type ListQueryKey,
  type ListRow,
  listInput,
  listQueryKeys,
  parseListQuery,
} from './listQuery';
import { localSearchMemory, type SearchMemory, searchMemoryKey } from './rememberedSearch';
import { useApiQuery } from './useApiQuery';
import { type TableConfigState, useTableConfig } from './useTableConfig';

/** How long typing in the search box waits before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A filter value as the URL holds it; empty or undefined removes the filter. */
export type FilterValue = string | number | boolean | undefined | null;

/** Options of {@link useListController}. */
export interface ListControllerOptions<N extends ListEndpointName> {
  /** The list call of the contract, e.g. `offerList`. */
  endpoint: N;
  /** Table id: the saved columns and page size (`/api/table-config`), and the remembered query. */
  tableId: string;
  /** Path parameters of the call (ids the page took out of its route or query, SPEC §5). */
  params?: InputOf<N> extends { params?: infer P } ? P : never;
  /** Query values used when the URL has none (e.g. `{ sort: '-created_at' }`). */
  defaults?: Partial<Record<ListQueryKey<N>, string>>;
  /** Query values the page fixes (a tab's filter); they never show in the URL. */
  fixed?: Partial<ListQuery<N>>;
  /** Remember the query per user and restore it on a bare URL (default true). */
  remember?: boolean;
  /** Key of the remembered query (default `tableId`); tabs of one page share the page's key. */
  rememberAs?: string;
  /** Where the remembered query is kept (default localStorage). */
  memory?: SearchMemory;
  /** Whether to call at all (default true). */
  enabled?: boolean;
  /**
   * Ask again on its own, every so many milliseconds given the rows on screen (false: not now);
   * e.g. the imports page while a job runs.
   */
  refreshEvery?: (rows: readonly ListRow<N>[]) => number | false;
}

/** Sort of a list: a field and a direction, as the table header shows it. */
export interface ListSort {
  field: string;
  direction: 'ascending' | 'descending';
}

/** State and actions of one list page. */
export interface ListController<N extends ListEndpointName> {
  endpoint: N;
  tableId: string;
  /** Path parameters of the call (the client of a client's list), as the page gave them. */
  params: ListControllerOptions<N>['params'] | undefined;
  /** The query sent (URL + defaults + fixed values + the saved page size). */
  query: ListQuery<N>;
  rows: readonly ListRow<N>[];
  total: number;
  page: number;
  limit: number;
  pages: number;
  sort: ListSort | null;
  /** The search box's text (ahead of the URL while typing). */
  searchText: string;
  /** The first page has not arrived yet. */
  isLoading: boolean;
  /** A newer page is being fetched; the previous one stays on screen. */
  isFetching: boolean;
  error: SalesdeskError | null;
  result: UseQueryResult<OutputOf<N>, SalesdeskError>;
  tableConfig: TableConfigState;
  /** Goes to a page (a new history entry). */
  setPage(page: number): void;
  /** Sorts by a field (a new history entry, back to page 1). */
  setSort(sort: ListSort | null): void;
  /** Types into the search box: the URL follows after a pause, replacing the history entry. */
  setSearchText(text: string): void;
  /** Sets filters (a new history entry, back to page 1); empty values remove a filter. */
  setFilters(filters: Partial<Record<ListQueryKey<N> | string, FilterValue>>): void;
  /** Changes the page size: into the URL and the user's saved layout of the table, back to page 1. */
  setLimit(limit: number): Promise<void>;
  /** Clears search, filters, sort and page. */
  reset(): void;
  /** A filter's value as the URL holds it. */
  filter(key: ListQueryKey<N> | string): string | undefined;
  /** Every row matching the current search and filters, page by page (bulk actions on "all N"). */
  collectAll(onProgress?: (done: number, total: number) => void): Promise<ListRow<N>[]>;
  refetch(): void;
}

function toSort(value: unknown): ListSort | null {
  if (typeof value !== 'string' || !value) return null;
  return value.startsWith('-')
    ? { field: value.slice(1), direction: 'descending' }
    : { field: value, direction: 'ascending' };
}

function sortValue(sort: ListSort | null): string | undefined {
  if (!sort) return undefined;
  return sort.direction === 'descending' ? `-${sort.field}` : sort.field;
}

function isBare(search: Readonly<Record<string, string>>): boolean {
  return Object.keys(search).length === 0;
}

/**
 * The logic of a list page (react-admin's list controller): page, page size, sort, search and
 * filters live in the URL query, so reloads, Back and shared links keep them; the query is
 * parsed with the endpoint's own zod schema (a stale value falls back to its default); the page
 * size comes from the user's saved table layout; the previous page stays on screen while the
 * next loads; a bare URL brings back the query last used on this list.
 */
export function useListController<N extends ListEndpointName>(options: ListControllerOptions<N>): ListController<N> {
  const { endpoint, tableId, params, defaults, fixed, remember = true, enabled = true, refreshEvery } = options;
  const { client, navigate } = useSalesdesk();
  const location = useRoute();
  const user = useUser();
  const tableConfig = useTableConfig(tableId);
  const memory = useMemo(() => options.memory ?? localSearchMemory(), [options.memory]);
  const memoryKey = searchMemoryKey(user?.user_id, options.rememberAs ?? tableId);
  const ownKeys = useMemo(() => new Set(listQueryKeys(endpoint)), [endpoint]);

  // Entering the list on a bare URL (from the navigation, a tile) brings back the query last
  // used on it; Back or a reset within the list leave a bare URL bare. Any other URL is
  // remembered.
  const bare = isBare(location.search);
  const [entry] = useState(() => (remember && bare ? memory.read(memoryKey) : null));
  const [restoring, setRestoring] = useState(() => entry !== null && !isBare(entry));
  useEffect(() => {
    if (!remember) return;
    if (restoring && entry) {
      setRestoring(false);
      navigate(hrefOf(location.path, entry), { replace: true });
    } else if (!bare) memory.write(memoryKey, location.search);
  }, [remember, restoring, entry, bare, memory, memoryKey, location.path, location.search, navigate]);

  const defaultsKey = JSON.stringify(defaults ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: defaults compared by value (pages pass literals).
  const parsed = useMemo(
    () => parseListQuery(endpoint, location.search, (defaults ?? {}) as Record<string, string>),
    [endpoint, location.search, defaultsKey],
  );
  const limit = parsed.given.has('limit') ? (parsed.query as { limit: number }).limit : tableConfig.config.itemsPerPage;
  const query = useMemo(() => ({ ...parsed.query, ...fixed, limit }) as ListQuery<N>, [parsed.query, fixed, limit]);

  const input = listInput(endpoint, params, query);
  const result = useApiQuery(endpoint, input, {
    keepPrevious: true,
    enabled: enabled && !restoring && !tableConfig.isLoading,
    ...(refreshEvery
      ? {
          refetchInterval: (q: { state: { data?: unknown } }) =>
            refreshEvery((q.state.data as { items?: ListRow<N>[] } | undefined)?.items ?? []),
        }
      : {}),
  });
  const data = result.data as { items: ListRow<N>[]; total: number } | undefined;
  const rows = useStableRows(data?.items);
  const total = data?.total ?? 0;
  const page = (query as { page: number }).page;
  const pages = Math.max(1, Math.ceil(total / limit));

  // Writes the URL: `patch` over the current query; empty values and page 1 are left out.
  const go = useCallback(
    (patch: Record<string, FilterValue>, replace = false) => {
      const next: Record<string, string> = { ...location.search };
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === null || value === '') delete next[key];
        else next[key] = String(value);
      }
      if (next.page === '1') delete next.page;
      navigate(hrefOf(location.path, next), { replace });
    },
    [location.path, location.search, navigate],
  );

  // A page emptied under the user (rows archived elsewhere): step back to the last page.
  useEffect(() => {
    if (data && data.items.length === 0 && total > 0 && page > pages) go({ page: pages }, true);
  }, [data, total, page, pages, go]);

  // The search box leads the URL while typing; the URL wins when it changes on its own (Back).
  const urlSearch = location.search.search ?? '';
  const [searchText, setSearchTextState] = useState(urlSearch);
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current) setSearchTextState(urlSearch);
  }, [urlSearch]);
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => {
      typed.current = false;
      if (searchText.trim() !== urlSearch) go({ search: searchText.trim(), page: undefined }, true);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, urlSearch, go]);

  const collectAll = useCallback(
    async (onProgress?: (done: number, total: number) => void) => {
      const rows: ListRow<N>[] = [];
      for (let next = 1; ; next++) {
        const answer = (await client.call(
          endpoint,
          listInput(endpoint, params, { ...query, page: next, limit: MAX_PAGE_LIMIT }),
        )) as { items: ListRow<N>[]; total: number };
        rows.push(...answer.items);
        onProgress?.(rows.length, answer.total);
        if (answer.items.length === 0 || rows.length >= answer.total) return rows;
      }
    },
    [client, endpoint, params, query],
  );

  return {
    endpoint,
    tableId,
    params,
    query,
    rows,
    total,
    page,
    limit,
    pages,
    sort: toSort((query as { sort?: string }).sort),
    searchText,
    isLoading: restoring || tableConfig.isLoading || (result.isPending && result.fetchStatus !== 'idle'),
    isFetching: result.isFetching,
    error: result.error,
    result,
    tableConfig,
    setPage: (next) => go({ page: Math.min(Math.max(1, next), pages) }),
    setSort: (sort) => go({ sort: sortValue(sort), page: undefined }),
    setSearchText: (text) => {
      typed.current = true;
      setSearchTextState(text);
    },
    setFilters: (patch) => go({ ...patch, page: undefined }),
    // The size goes into the URL (a shared link shows what the sender saw) and into the user's
    // layout of this table, so the list opens with it next time, on any machine. A document's
    // lines keep the document's URL as it is: their size is the saved one.
    setLimit: async (next) => {
      go({ limit: isLineTable(tableId) ? undefined : next, page: undefined }, isLineTable(tableId));
      await tableConfig.save({ itemsPerPage: next });
    },
    reset: () => {
      typed.current = false;
      setSearchTextState('');
      if (remember) memory.write(memoryKey, {});
      const kept = Object.fromEntries(Object.entries(location.search).filter(([key]) => !ownKeys.has(key)));
      navigate(hrefOf(location.path, kept));
    },
    filter: (key) => location.search[key] ?? defaults?.[key as ListQueryKey<N>],
    collectAll,
    refetch: () => void result.refetch(),
  };
}

/**
 * Rows of the list with the identity of equal rows kept across answers (another sort, another
 * page and back, a refetch after a live message): a row whose fields did not change is the same
 * object as before, so the table re-renders only the rows that really changed.
 */
function useStableRows<Row>(items: readonly Row[] | undefined): readonly Row[] {
  const known = useRef(new Map<unknown, Row>());
  return useMemo(() => {
    if (!items) return [];
    const next = new Map<unknown, Row>();
    const rows = items.map((item) => {
      const id = (item as { id?: unknown }).id;
      const previous = id === undefined ? undefined : known.current.get(id);
      const row = previous !== undefined && shallowEqual(previous, item) ? previous : item;
      if (id !== undefined) next.set(id, row);
      return row;
    });
    known.current = next;
    return rows;
  }, [items]);
}

function shallowEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const x = (a as Record<string, unknown>)[key];
    const y = (b as Record<string, unknown>)[key];
    return x === y || (typeof x === 'object' && x !== null && JSON.stringify(x) === JSON.stringify(y));
  });
}
