import { ApiError, ContractError, clientMessages, NetworkError, SalesdeskError } from '@salesdesk/sdk';

/**
 * The Polish sentence to show for a failed call: the server's own message for an API error
 * (already Polish), the sdk's texts for network and contract failures.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof NetworkError) return error.message;
  if (error instanceof ContractError) return clientMessages.contract;
  if (error instanceof SalesdeskError) return error.message;
  return clientMessages.internal;
}
