import { defaultTableConfig, endpointQueryKey, type TableConfig } from '@salesdesk/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useApiMutation } from './useApiMutation';
import { useApiQuery } from './useApiQuery';

/** A table's saved layout and the calls that change it. */
export interface TableConfigState {
  /** The saved layout, or the table's default until the user saves one. */
  config: TableConfig;
  /** The saved layout has not arrived yet (the list waits for its page size). */
  isLoading: boolean;
  /** Saves a change (columns, page size); shown at once, rolled back if the server refuses. */
  save(change: Partial<Pick<TableConfig, 'tableColumns' | 'itemsPerPage'>>): Promise<void>;
  /** Saves the table's default layout ("przywróć domyślne"). */
  reset(): Promise<void>;
  /** The last save failed (its Polish message), or null. */
  error: unknown;
}

/**
 * The user's layout of one table (`/api/table-config`: visible columns in order, rows per
 * page), saved on the server so it comes back on any machine. A layout that fails to load
 * falls back to the default, so the table still shows.
 */
export function useTableConfig(tableId: string): TableConfigState {
  const queryClient = useQueryClient();
  const input = useMemo(() => ({ query: { tableId } }), [tableId]);
  const key = useMemo(() => endpointQueryKey('tableConfigGet', input), [input]);
  const query = useApiQuery('tableConfigGet', input, { staleTime: Number.POSITIVE_INFINITY });
  const mutation = useApiMutation('tableConfigSet', {
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
  const config = query.data ?? defaultTableConfig(tableId);

  const save = useCallback(
    async (change: Partial<Pick<TableConfig, 'tableColumns' | 'itemsPerPage'>>) => {
      const before = queryClient.getQueryData(key) ?? defaultTableConfig(tableId);
      const next: TableConfig = { ...before, ...change, key: tableId };
      queryClient.setQueryData(key, next);
      try {
        await mutation.mutateAsync({
          body: { key: tableId, tableColumns: [...next.tableColumns], itemsPerPage: next.itemsPerPage },
        });
      } catch (error) {
        queryClient.setQueryData(key, before);
        throw error;
      }
    },
    [queryClient, tableId, key, mutation.mutateAsync],
  );

  return {
    config,
    isLoading: query.isPending && !query.isError,
    save,
    reset: () =>
      save({
        tableColumns: defaultTableConfig(tableId).tableColumns,
        itemsPerPage: defaultTableConfig(tableId).itemsPerPage,
      }),
    error: mutation.error,
  };
}
