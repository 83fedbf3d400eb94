import {
  type EndpointName,
  endpointMutation,
  type InputOf,
  invalidateFamilies,
  isOfferLineWrite,
  MUTATION_INVALIDATES,
  type MutationEndpointName,
  type OfferLineChange,
  type OutputOf,
  patchCachedOffer,
  type SalesdeskError,
} from '@salesdesk/sdk';
import { type UseMutationOptions, type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSalesdesk } from '../context/SalesdeskProvider';

/** Options of {@link useApiMutation}. */
export type ApiMutationOptions<N extends EndpointName> = Omit<
  UseMutationOptions<OutputOf<N>, SalesdeskError, InputOf<N>>,
  'mutationKey' | 'mutationFn'
>;

/**
 * Calls one write of the contract: `useApiMutation('offerArchive').mutateAsync({ params })`.
 * On success, every cached read the write changes (its families in the sdk's
 * `MUTATION_INVALIDATES`) is invalidated before the caller's `onSuccess` runs, so lists on
 * screen show the change. An offer line write answers only what changed: the cached offer is
 * patched with it (`patchCachedOffer`) rather than read again with all its lines.
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
      if (isOfferLineWrite(name)) patchCachedOffer(queryClient, args[0] as OfferLineChange);
      await invalidateFamilies(queryClient, MUTATION_INVALIDATES[name]);
      await onSuccess?.(...args);
    },
  });
}
