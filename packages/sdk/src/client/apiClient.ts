import type { TokenStore } from '../auth/tokenStore';
import type { EndpointDef, EndpointInput, EndpointOutput } from '../contract/endpoint';
import type { EndpointName, Endpoints } from '../contract/endpoints';
import { type ApiError, type ContractError, NetworkError } from '../errors';
import { clientMessages } from '../messages/client';
import type { Requester } from './apiRequest';

/** What a 401 handler decides: replay the call once with the (renewed) token, or give up. */
export type UnauthorizedDecision = 'retry' | 'fail';

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Base URL of the API server, e.g. `http://127.0.0.1:3000` (empty for same origin). */
  baseURL: string;
  /** Where the token comes from; every call sends `Authorization: Bearer <token>` when one is set. */
  tokenStore?: TokenStore;
  /** A fetch implementation (default: the global one). */
  fetch?: typeof globalThis.fetch;
  /** Per-request timeout in ms (default 30 000). */
  timeoutMs?: number;
  /** Retries of idempotent GETs on network errors and 5xx (default 0). */
  retry?: number;
  /** Delay between GET retries in ms, or a function of the attempt (default 500 ms × attempt). */
  retryDelay?: number | ((attempt: number) => number);
  /**
   * Called when a call that carried a token gets 401. Return `'retry'` after renewing the token
   * to replay the call once; anything else fails the call with the ApiError. `sentToken` is the
   * token the failed call carried, so a handler can tell that another caller already renewed it.
   */
  onUnauthorized?: (
    error: ApiError,
    endpoint: EndpointDef,
    sentToken: string | null,
  ) => UnauthorizedDecision | Promise<UnauthorizedDecision>;
  /** Called with every error a call fails with (the app logs them to the console). */
  onError?: (error: ApiError | ContractError | NetworkError, endpoint: EndpointDef) => void;
}

/** Per-call options of {@link ApiClient}. */
export interface CallOptions {
  /** Aborts the call (TanStack Query passes one per query); an aborted call rejects with the abort reason. */
  signal?: AbortSignal;
  /**
   * Sent as the `Idempotency-Key` header (`"key"`, the draft's structured-field string) on an
   * endpoint marked `idempotent` (the line writes and the calls that create something): the
   * server applies a write with this key once, so the same call sent again after a lost answer
   * gets the first answer. Without it the client makes a new key (`newIdempotencyKey`) for the
   * call and sends it on each of its own attempts (the replay after a renewed token); a caller
   * that repeats a call itself (a queue, a retry button for the same intent) passes one key per
   * intended change and the same key for its retries. Given for another endpoint, the call fails
   * with a TypeError before anything is sent.
   */
  idempotencyKey?: string;
}

/** The typed API client: one `call` per endpoint of the contract table. */
export interface ApiClient {
  /** Calls an endpoint of the table by name; input and output are typed from its schemas. */
  call<N extends EndpointName>(
    name: N,
    input?: EndpointInput<Endpoints[N]>,
    options?: CallOptions,
  ): Promise<EndpointOutput<Endpoints[N]>>;
  /** Calls any endpoint definition (the table's or another module's). */
  request<E extends EndpointDef>(
    endpoint: E,
    input?: EndpointInput<E>,
    options?: CallOptions,
  ): Promise<EndpointOutput<E>>;
  /** The token store in use. */
  readonly tokenStore: TokenStore | undefined;
  /** The base URL in use. */
  readonly baseURL: string;
}

/**
 * Creates the typed API client. Its HTTP side (ofetch, error mapping, retries) and the endpoint
 * table (every schema, and zod with them) load on the first call, not with the page: the login
 * page's first load sends nothing.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  let requester: Promise<Requester> | undefined;
  const loadRequester = () =>
    (requester ??= import('./apiRequest').then(
      (m) => m.createRequester(options),
      (cause: unknown) => {
        // A chunk that did not load (the network, a new deploy) is tried again on the next call.
        requester = undefined;
        throw new NetworkError(clientMessages.network, cause);
      },
    ));
  const request: ApiClient['request'] = async (endpoint, input, callOptions) => {
    let perform: Requester;
    try {
      perform = await loadRequester();
    } catch (error) {
      options.onError?.(error as NetworkError, endpoint);
      throw error;
    }
    return perform(endpoint, input, callOptions);
  };
  return {
    call: async (name, input, callOptions) => request((await endpointTable())[name], input as never, callOptions),
    request,
    tokenStore: options.tokenStore,
    baseURL: options.baseURL,
  };
}

let table: Promise<Endpoints> | undefined;
function endpointTable(): Promise<Endpoints> {
  table ??= import('../contract/endpoints').then((m) => m.endpoints);
  return table;
}
