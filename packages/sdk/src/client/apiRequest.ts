import { type FetchOptions, ofetch } from 'ofetch';
import type { z } from 'zod';
import { buildPath, type EndpointDef, type EndpointInput, type EndpointOutput } from '../contract/endpoint';
import { readErrorBody, toFieldErrors } from '../contract/fieldErrors';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../contract/idempotency';
import { ApiError, ContractError, NetworkError } from '../errors';
import { messages } from '../messages/pl';
import type { ApiClientOptions, CallOptions } from './apiClient';
import { newIdempotencyKey } from './newIdempotencyKey';

// The HTTP side of the API client (ofetch with ufo and destr, error mapping, retries, the
// response check), loaded by `createApiClient` on the first call.

type RawInput = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

function describe(endpoint: EndpointDef): string {
  return `${endpoint.method} ${endpoint.path}`;
}

/** A function that performs calls of endpoint definitions. */
export type Requester = <E extends EndpointDef>(
  endpoint: E,
  input: EndpointInput<E> | undefined,
  callOptions?: CallOptions,
) => Promise<EndpointOutput<E>>;

/** The request function of `createApiClient`'s options: HTTP, 401 replay, retries, the response checked. */
export function createRequester(options: ApiClientOptions): Requester {
  const timeout = options.timeoutMs ?? 30_000;
  const $fetch = ofetch.create(
    {
      baseURL: options.baseURL || undefined,
      retry: 0,
      timeout,
      ignoreResponseError: true,
      onRequest({ options: req }) {
        // Read the token on every attempt: a replay after a renew must carry the new one.
        const token = options.tokenStore?.get();
        const headers = new Headers(req.headers);
        if (token) headers.set('Authorization', `Bearer ${token}`);
        else headers.delete('Authorization');
        headers.set('Accept', 'application/json');
        req.headers = headers;
      },
    },
    options.fetch ? { fetch: options.fetch } : {},
  );

  async function once(
    endpoint: EndpointDef,
    input: RawInput,
    signal: AbortSignal | undefined,
    idempotencyKey: string | undefined,
  ): Promise<{ status: number; data: unknown; headers: Headers }> {
    const path = buildPath(endpoint.path, input.params);
    const req: FetchOptions<'json' | 'blob'> = { method: endpoint.method };
    if (endpoint.answers === 'file') req.responseType = 'blob';
    if (input.query) req.query = stripUndefined(input.query);
    const headers: Record<string, string> = {};
    if (endpoint.sends === 'file' && input.body instanceof Blob) {
      // The bytes as they are: ofetch leaves a Blob unserialised, the server streams it.
      req.body = input.body;
      headers['Content-Type'] = input.body.type || 'application/octet-stream';
    } else if (input.body !== undefined) req.body = input.body as Record<string, unknown>;
    if (signal) req.signal = signal;
    if (idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = `"${idempotencyKey}"`;
    if (Object.keys(headers).length) req.headers = headers;
    try {
      const res = await $fetch.raw(path, req as FetchOptions<'json'>);
      return { status: res.status, data: res._data, headers: res.headers };
    } catch (cause) {
      // A cancelled call is not a network failure: the caller asked for it, nothing to report.
      if (signal?.aborted) throw signal.reason ?? cause;
      throw new NetworkError(messages.errors.network, cause);
    }
  }

  async function withRetries(endpoint: EndpointDef, input: RawInput, signal?: AbortSignal, idempotencyKey?: string) {
    const retries = endpoint.method === 'GET' ? (options.retry ?? 0) : 0;
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await once(endpoint, input, signal, idempotencyKey);
        if (res.status >= 500 && attempt < retries) {
          await delay(attempt + 1);
          continue;
        }
        return res;
      } catch (error) {
        if (error instanceof NetworkError && attempt < retries) {
          await delay(attempt + 1);
          continue;
        }
        throw error;
      }
    }
  }

  function delay(attempt: number) {
    const d = options.retryDelay;
    const ms = typeof d === 'function' ? d(attempt) : (d ?? 500) * attempt;
    return new Promise((r) => setTimeout(r, ms));
  }

  function toApiError(status: number, data: unknown): ApiError {
    const body = readErrorBody(data);
    if (body) return new ApiError(status, body.message, { serverCode: body.code, fieldErrors: body.fields ?? {} });
    return new ApiError(status, status >= 500 ? messages.errors.internal : messages.errors.contract);
  }

  async function request<E extends EndpointDef>(
    endpoint: E,
    input: EndpointInput<E> | undefined,
    callOptions?: CallOptions,
  ): Promise<EndpointOutput<E>> {
    const raw = (input ?? {}) as RawInput;
    const signal = callOptions?.signal;
    const given = callOptions?.idempotencyKey;
    if (given !== undefined) {
      if (!endpoint.idempotent) throw new TypeError(`${describe(endpoint)} takes no idempotency key`);
      if (!IDEMPOTENCY_KEY_PATTERN.test(given)) throw new TypeError(`Invalid idempotency key: ${given}`);
    }
    // One key per call of an idempotent write, kept for its own replay after a 401: the call is
    // applied once however often it is sent.
    const key = given ?? (endpoint.idempotent ? newIdempotencyKey() : undefined);
    try {
      const sentToken = options.tokenStore?.get() ?? null;
      const hadToken = Boolean(sentToken);
      let res = await withRetries(endpoint, raw, signal, key);
      if (res.status === 401 && hadToken && endpoint.auth === 'user' && options.onUnauthorized) {
        const decision = await options.onUnauthorized(toApiError(res.status, res.data), endpoint, sentToken);
        if (decision === 'retry') res = await withRetries(endpoint, raw, signal, key);
      }
      if (res.status < 200 || res.status >= 300) throw toApiError(res.status, await errorData(res.data));
      const data = endpoint.answers === 'file' ? fileAnswer(res.data, res.headers) : res.data;
      const parsed = (endpoint.response as z.ZodType).safeParse(data);
      if (!parsed.success) {
        throw new ContractError(
          describe(endpoint),
          messages.errors.contract,
          toFieldErrors(parsed.error.issues),
          parsed.error,
        );
      }
      return parsed.data as EndpointOutput<E>;
    } catch (error) {
      if (error instanceof ApiError || error instanceof ContractError || error instanceof NetworkError) {
        options.onError?.(error, endpoint);
      }
      throw error;
    }
  }

  return request;
}

/** The error body of a file call, which arrives as a Blob (JSON inside), or the data as it is. */
async function errorData(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob)) return data;
  try {
    return JSON.parse(await data.text());
  } catch {
    return undefined;
  }
}

/** `{ blob, name, content_type }` of a file answer, the name from `Content-Disposition`. */
function fileAnswer(data: unknown, headers: Headers): unknown {
  return {
    blob: data,
    name: fileNameOf(headers.get('content-disposition') ?? ''),
    content_type: headers.get('content-type') ?? '',
  };
}

/** The file name of a `Content-Disposition` header: `filename*` (RFC 5987, UTF-8) first, else `filename`. */
function fileNameOf(disposition: string): string {
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return (
    /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(disposition)?.[1]?.trim() ?? ''
  );
}

function stripUndefined(query: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) out[k] = v;
  return out;
}
