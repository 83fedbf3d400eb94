import {
  type EndpointName,
  endpointMutation,
  type InputOf,
  invalidateFamilies,
  MUTATION_INVALIDATES,
  type MutationEndpointName,
  type OutputOf,
  patchCacheAfterWrite,
  type SalesdeskError,
} from '@salesdesk/sdk';
import {
  type QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSalesdesk } from '../context/salesdeskContext';

/** Options of {@link useApiMutation}. */
export type ApiMutationOptions<N extends EndpointName> = Omit<
  UseMutationOptions<OutputOf<N>, SalesdeskError, InputOf<N>>,
  'mutationKey' | 'mutationFn'
>;

/**
 * Calls one write of the contract: `useApiMutation('offerArchive').mutateAsync({ params })`.
 * On success, every cached read the write changes (its families in the sdk's
 * `MUTATION_INVALIDATES`) is invalidated before the caller's `onSuccess` runs, so lists on
 * screen show the change. A line write patches the cached document with its answer rather than
 * reading it again with all its lines.
 */
export function useApiMutation<N extends MutationEndpointName>(
  name: N,
  options: ApiMutationOptions<N> = {},
): UseMutationResult<OutputOf<N>, SalesdeskError, InputOf<N>> {
  const { client } = useSalesdesk();
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...endpointMutation(client, name),
    ...rest,
    onSuccess: async (...args) => {
      await afterWrite(queryClient, name, args[0]);
      await onSuccess?.(...args);
    },
  });
}

/**
 * What the cache learns from a write's answer: a line write of either kind patches the cached
 * document and its pages of lines (`patchCacheAfterWrite`); then the families the write changes
 * are invalidated. Resolves when the active reads among them are read again.
 */
function afterWrite<N extends MutationEndpointName>(queryClient: QueryClient, name: N, output: OutputOf<N>) {
  patchCacheAfterWrite(queryClient, name, output);
  return invalidateFamilies(queryClient, MUTATION_INVALIDATES[name]);
}

/**
 * One write of the contract as a stable function, for code that issues writes all day and
 * shows their progress itself (the offer line editor): the cache is patched and invalidated as by
 * {@link useApiMutation}, but the calling component does not subscribe to a mutation's state,
 * so a write does not render it (and everything under it) when it starts and again when it
 * ends. Resolves with the answer once the cache is patched, without waiting for the reads the
 * write invalidated.
 */
export function useApiWrite<N extends MutationEndpointName>(name: N): (input: InputOf<N>) => Promise<OutputOf<N>> {
  const { client } = useSalesdesk();
  const queryClient = useQueryClient();
  return useCallback(
    async (input: InputOf<N>) => {
      const output = await (endpointMutation(client, name).mutationFn as (input: InputOf<N>) => Promise<OutputOf<N>>)(
        input,
      );
      void afterWrite(queryClient, name, output);
      return output;
    },
    [client, queryClient, name],
  );
}
