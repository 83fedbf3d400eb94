import { ApiError, NetworkError } from '@salesdesk/sdk';
import { QueryClient } from '@tanstack/react-query';

/** Reads are fresh for this long after an answer; live-socket messages invalidate sooner. */
export const QUERY_STALE_MS = 15_000;

/** Whether a failed read is worth another try: the network or the server failed, not the request. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && error.status >= 500;
}

/**
 * The query client of the UI: reads retried twice on network and server errors only (a 4xx
 * will not change by asking again), writes never retried (they are not idempotent).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        retry: (failures, error) => failures < 2 && isRetryable(error),
      },
      mutations: { retry: false },
    },
  });
}
