import {
  cacheAfterWrite,
  type EndpointName,
  endpointMutation,
  type InputOf,
  type MutationEndpointName,
  type OutputOf,
  type SalesdeskError,
} from '@salesdesk/sdk';
import {
  MutationObserver,
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
 * On success, every cached read the write changes (the key prefixes in the sdk's
 * `MUTATION_INVALIDATES`) is invalidated before the caller's `onSuccess` runs, so lists on
 * screen show the change. A line write patches the cached document with its answer rather than
 * reading it again with all its lines (the sdk's `cacheAfterWrite`).
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
      await cacheAfterWrite(queryClient, name, args[0]);
      await onSuccess?.(...args);
    },
  });
}

/**
 * One write of the contract as a stable function, for code that issues writes all day and
 * shows their progress itself (the offer line editor). It runs as a TanStack mutation (in the
 * mutation cache, with the client's mutation defaults) through a `MutationObserver` nobody
 * subscribes to: `useMutation` would render the calling component (and everything under it) when
 * each write starts and again when it ends. The cache is patched and invalidated as by
 * {@link useApiMutation}; resolves with the answer once the cache is patched, without waiting for
 * the reads the write invalidated.
 */
export function useApiWrite<N extends MutationEndpointName>(name: N): (input: InputOf<N>) => Promise<OutputOf<N>> {
  const { client } = useSalesdesk();
  const queryClient = useQueryClient();
  return useCallback(
    (input: InputOf<N>) =>
      new MutationObserver<OutputOf<N>, SalesdeskError, InputOf<N>>(queryClient, {
        ...endpointMutation(client, name),
        // Sent at once as before, online or not: the caller shows a network failure itself.
        networkMode: 'always',
        onSuccess: (output) => {
          void cacheAfterWrite(queryClient, name, output);
        },
      }).mutate(input),
    [client, queryClient, name],
  );
}
