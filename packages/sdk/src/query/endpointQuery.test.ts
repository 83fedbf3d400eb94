import { QueryClient } from '@tanstack/query-core';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, endpoints, memoryTokenStore } from '../index';
import { endpointMutation, endpointQuery, endpointQueryKey } from './endpointQuery';
import { keyStartsWith, MUTATION_INVALIDATES, QUERY_SCOPES, queryKeyEndpoint } from './queryKeys';

const page = { items: [], total: 0, page: 1, limit: 5 };

function recordingFetch(answer: (url: URL, init: RequestInit | undefined) => Promise<Response>) {
  const seen: Array<{ url: URL; signal: AbortSignal | null | undefined; method: string }> = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    seen.push({ url, signal: init?.signal ?? request.signal, method: request.method });
    return answer(url, init);
  };
  return { fetch, seen };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('endpointQuery', () => {
  let queryClient: QueryClient;
  afterEach(() => queryClient?.clear());

  it('keys a read by scope, endpoint name and input, and calls the API with that input', async () => {
    const { fetch, seen } = recordingFetch(async () => json(page));
    const client = createApiClient({ baseURL: 'http://api.test', tokenStore: memoryTokenStore('t'), fetch });
    queryClient = new QueryClient();
    const options = endpointQuery(client, 'offerList', { query: { page: 2, sort: '-created_at' } });
    expect(options.queryKey).toEqual(['offers', 'list', 'offerList', { query: { page: 2, sort: '-created_at' } }]);
    expect(endpointQueryKey('notificationUnreadCounter')).toEqual(['notifications', 'notificationUnreadCounter', {}]);
    expect(queryKeyEndpoint(options.queryKey)).toBe('offerList');
    const data = await queryClient.fetchQuery(options);
    expect(data).toEqual(page);
    expect(seen[0]?.url.pathname).toBe('/api/table-offer-list');
    expect(seen[0]?.url.searchParams.get('page')).toBe('2');
    expect(seen[0]?.url.searchParams.get('sort')).toBe('-created_at');
    // The key is typed with the answer: reading the cache gives the parsed page back.
    expect(queryClient.getQueryData(options.queryKey)?.total).toBe(0);
  });

  it('passes the query AbortSignal to fetch, so a cancelled read stops the request', async () => {
    let release: (() => void) | undefined;
    const { fetch, seen } = recordingFetch(
      (_url, init) =>
        new Promise<Response>((resolve, reject) => {
          release = () => resolve(json(page));
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const client = createApiClient({ baseURL: 'http://api.test', tokenStore: memoryTokenStore('t'), fetch });
    const errors: unknown[] = [];
    queryClient = new QueryClient();
    const options = endpointQuery(client, 'clientList', { query: { search: 'hurt' } });
    const pending = queryClient.fetchQuery(options).catch((error: unknown) => errors.push(error));
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toHaveLength(1);
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    await pending;
    expect(seen[0]?.signal?.aborted).toBe(true);
    expect(errors).toHaveLength(1);
    release?.();
  });

  it('mutation options call the write with its input', async () => {
    const { fetch, seen } = recordingFetch(async () => json({ count: 0 }));
    const client = createApiClient({ baseURL: 'http://api.test', tokenStore: memoryTokenStore('t'), fetch });
    const options = endpointMutation(client, 'notificationReadList');
    expect(options.mutationKey).toEqual(['notificationReadList']);
    await expect(options.mutationFn({ body: { ids: [3, 4] } })).resolves.toEqual({ count: 0 });
    expect(seen[0]?.method).toBe('PUT');
    expect(seen[0]?.url.pathname).toBe('/api/notification/read-list');
  });
});

describe('query scopes', () => {
  it('place every read (GET endpoint) and say what every write of the table invalidates', () => {
    const reads = Object.entries(endpoints)
      .filter(([, e]) => e.method === 'GET')
      .map(([name]) => name)
      .sort();
    expect(Object.keys(QUERY_SCOPES).sort()).toEqual(reads);
    const keys = reads.map((name) => endpointQueryKey(name as keyof typeof QUERY_SCOPES, {} as never));
    for (const [write, prefixes] of Object.entries(MUTATION_INVALIDATES)) {
      // A prefix that reaches no read is a typo that would silently leave a list stale.
      for (const prefix of prefixes)
        expect(
          keys.some((key) => keyStartsWith(key, prefix)),
          `${write} ${prefix}`,
        ).toBe(true);
    }
    const writes = Object.entries(endpoints)
      .filter(([, e]) => e.method !== 'GET')
      .map(([name]) => name)
      .sort();
    expect(Object.keys(MUTATION_INVALIDATES).sort()).toEqual(writes);
  });
});
