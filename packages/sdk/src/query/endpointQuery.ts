import type { DataTag, QueryFunctionContext } from '@tanstack/query-core';
import type { ApiClient } from '../client/apiClient';
import type { EndpointInput, EndpointOutput } from '../contract/endpoint';
import type { EndpointName, Endpoints } from '../contract/endpoints';
import type { SalesdeskError } from '../errors';
import { QUERY_SCOPES } from './queryKeys';

// TYPES

/** Names of the endpoints that read (GET): the ones a query may cache. */
export type QueryEndpointName = {
  [N in EndpointName]: Endpoints[N]['method'] extends 'GET' ? N : never;
}[EndpointName];

/** Names of the endpoints that write: the ones a mutation calls. */
export type MutationEndpointName = Exclude<EndpointName, QueryEndpointName>;

/** What a call of endpoint `N` takes. */
export type InputOf<N extends EndpointName> = EndpointInput<Endpoints[N]>;
/** What a call of endpoint `N` answers, parsed. */
export type OutputOf<N extends EndpointName> = EndpointOutput<Endpoints[N]>;

/**
 * The cache key of a read: its scope, the endpoint name and the input
 * (`['offers', 'list', 'offerList', { query }]`, see `QUERY_SCOPES`), so a prefix reaches every
 * read of a scope. Tagged with the answer's type, so `queryClient.getQueryData(key)` is typed.
 */
export type EndpointQueryKey<N extends QueryEndpointName> = DataTag<
  readonly [...(typeof QUERY_SCOPES)[N], N, InputOf<N>],
  OutputOf<N>,
  SalesdeskError
>;

/** Query options of one read: its key and a function that calls the API with the query's AbortSignal. */
export interface EndpointQueryOptions<N extends QueryEndpointName> {
  queryKey: EndpointQueryKey<N>;
  queryFn: (context: Pick<QueryFunctionContext, 'signal'>) => Promise<OutputOf<N>>;
}

/** Mutation options of one write: its key and a function that calls the API. */
export interface EndpointMutationOptions<N extends EndpointName> {
  mutationKey: readonly [N];
  mutationFn: (input: InputOf<N>) => Promise<OutputOf<N>>;
}

// FUNCTIONS

/** The cache key of a read of `name` with `input` (an absent input is `{}`, so both spell one key). */
export function endpointQueryKey<N extends QueryEndpointName>(name: N, input?: InputOf<N>): EndpointQueryKey<N> {
  // DataTag brands the tuple with a phantom type no array literal carries: a cast is the only way in.
  return [...QUERY_SCOPES[name], name, input ?? {}] as unknown as EndpointQueryKey<N>;
}

/**
 * Query options for one read of the contract table, for any TanStack Query binding
 * (`useQuery(endpointQuery(client, 'offerList', { query }))`). The query's AbortSignal reaches
 * the fetch, so a page left before its answer arrives cancels the request.
 */
export function endpointQuery<N extends QueryEndpointName>(
  client: ApiClient,
  name: N,
  input?: InputOf<N>,
): EndpointQueryOptions<N> {
  return {
    queryKey: endpointQueryKey(name, input),
    queryFn: ({ signal }) => client.call(name, input as never, { signal }) as Promise<OutputOf<N>>,
  };
}

/** Mutation options for one write of the contract table. */
export function endpointMutation<N extends EndpointName>(client: ApiClient, name: N): EndpointMutationOptions<N> {
  return {
    mutationKey: [name] as const,
    mutationFn: (input) => client.call(name, input as never) as Promise<OutputOf<N>>,
  };
}
