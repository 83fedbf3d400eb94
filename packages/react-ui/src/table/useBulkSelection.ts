import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Key, Selection } from 'react-aria-components';
import type { ListEndpointName, ListRow } from '../data/listQuery';
import type { ListController } from '../data/useListController';

/** Rows chosen for a bulk action: some rows of the page, or every row matching the filters. */
export interface BulkSelection<N extends ListEndpointName> {
  /** The page's selected row keys, as the table takes them. */
  keys: Selection;
  setKeys(keys: Selection): void;
  /** "Zaznacz wszystkie N pasujące" is on: the action applies to every matching row. */
  allMatching: boolean;
  selectAllMatching(): void;
  clear(): void;
  /** How many rows the action would touch. */
  count: number;
  /** Whether every row of the page is selected (the offer to extend to all matching rows shows). */
  wholePage: boolean;
  /** The selected rows: the page's, or every matching row fetched page by page. */
  resolve(onProgress?: (done: number, total: number) => void): Promise<ListRow<N>[]>;
}

/**
 * Selection for bulk actions on a list. It is cleared whenever the query changes (another page,
 * sort or filter), so an action never touches rows the user no longer sees selected.
 */
export function useBulkSelection<N extends ListEndpointName>(
  list: ListController<N>,
  rowKey: (row: ListRow<N>) => Key,
): BulkSelection<N> {
  const [keys, setKeysState] = useState<Selection>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const queryKey = JSON.stringify(list.query);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is the reset trigger.
  useEffect(() => {
    setKeysState(new Set());
    setAllMatching(false);
  }, [queryKey]);

  const pageKeys = useMemo(() => list.rows.map(rowKey), [list.rows, rowKey]);
  const selectedOnPage = keys === 'all' ? pageKeys : pageKeys.filter((key) => keys.has(key));
  const wholePage = pageKeys.length > 0 && selectedOnPage.length === pageKeys.length;

  const setKeys = useCallback((next: Selection) => {
    setKeysState(next);
    setAllMatching(false);
  }, []);

  return {
    keys,
    setKeys,
    allMatching,
    selectAllMatching: () => {
      setKeysState('all');
      setAllMatching(true);
    },
    clear: () => setKeys(new Set()),
    count: allMatching ? list.total : selectedOnPage.length,
    wholePage,
    resolve: async (onProgress) => {
      if (allMatching) return list.collectAll(onProgress);
      const chosen = new Set(selectedOnPage);
      return list.rows.filter((row) => chosen.has(rowKey(row)));
    },
  };
}
