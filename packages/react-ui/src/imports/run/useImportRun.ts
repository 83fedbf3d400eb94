import { IMPORT_READS, type ImportFileRun, invalidatePrefixes, STOCK_READS } from '@salesdesk/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useApiQuery } from '../../data/useApiQuery';

/** How often a run still queued or running is read again, ms. */
export const IMPORT_POLL_MS = 500;

/** Whether a run is still to finish. */
export function isRunActive(run: Pick<ImportFileRun, 'status'> | undefined): boolean {
  return run?.status === 'queued' || run?.status === 'running';
}

/**
 * Follows one file import run (`importRunById`): read again every {@link IMPORT_POLL_MS} while it
 * is queued or running. When it finishes having written something, the catalogue reads (stock,
 * searches) and the import lists are invalidated, so every page shows the new data.
 */
export function useImportRun(id: number | null) {
  const queryClient = useQueryClient();
  const run = useApiQuery(
    'importRunById',
    { params: { id: id ?? 0 } },
    {
      enabled: id !== null,
      refetchInterval: (query) => (isRunActive(query.state.data) ? IMPORT_POLL_MS : false),
    },
  );
  const data = id === null ? undefined : run.data;
  const wasActive = useRef(false);
  useEffect(() => {
    if (!data) return;
    if (isRunActive(data)) wasActive.current = true;
    else if (wasActive.current) {
      wasActive.current = false;
      void invalidatePrefixes(queryClient, data.report?.applied ? [...STOCK_READS, ...IMPORT_READS] : IMPORT_READS);
    }
  }, [data, queryClient]);
  return { run: data, error: id === null ? null : run.error };
}
