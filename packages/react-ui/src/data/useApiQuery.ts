import {
  endpointQuery,
  type InputOf,
  type OutputOf,
  type QueryEndpointName,
  queryKeyEndpoint,
  type SalesdeskError,
} from '@salesdesk/sdk';
import { keepPreviousData, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useSalesdesk } from '../context/salesdeskContext';

/** Options of {@link useApiQuery} beyond the endpoint and its input. */
export type ApiQueryOptions<N extends QueryEndpointName> = Omit<
  UseQueryOptions<OutputOf<N>, SalesdeskError, OutputOf<N>, readonly unknown[]>,
  'queryKey' | 'queryFn'
> & {
  /** Keep the previous answer on screen while the next input loads (paging: no flash). */
  keepPrevious?: boolean;
};

/**
 * Reads one endpoint of the contract through the query cache:
 * `useApiQuery('offerList', { query })`. The key and the fetch come from the sdk's
 * `endpointQuery`, so the live socket and writes invalidate it by key prefix.
 */
export function useApiQuery<N extends QueryEndpointName>(
  name: N,
  input?: InputOf<N>,
  { keepPrevious, ...options }: ApiQueryOptions<N> = {},
): UseQueryResult<OutputOf<N>, SalesdeskError> {
  const { client } = useSalesdesk();
  return useQuery({
    ...endpointQuery(client, name, input),
    // The previous answer of the same endpoint only (another page of one list), never another
    // list's rows under a new tab's name.
    ...(keepPrevious
      ? {
          // TanStack types placeholder data as NonFunctionGuard<OutputOf<N>>, which TypeScript cannot
          // resolve for a generic N: the function is right for every N, the cast only says so.
          placeholderData: ((previous: OutputOf<N> | undefined, query?: { queryKey: readonly unknown[] }) =>
            query && queryKeyEndpoint(query.queryKey) === name ? keepPreviousData(previous) : undefined) as never,
        }
      : {}),
    ...options,
  });
}
