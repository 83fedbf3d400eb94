import { createApiClient, endpointQueryKey, memoryTokenStore } from '@salesdesk/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FakeSalesdesk } from '../test/fakeSalesdesk';
import { useApiWrite } from './useApiMutation';

describe('useApiWrite', () => {
  it('runs the write as a mutation without rendering the caller, and invalidates what the write changes', async () => {
    const fetch: typeof globalThis.fetch = async () =>
      new Response(JSON.stringify({ count: 0 }), { headers: { 'Content-Type': 'application/json' } });
    const client = createApiClient({ baseURL: 'http://api.test', tokenStore: memoryTokenStore('t'), fetch });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <FakeSalesdesk client={client}>{children}</FakeSalesdesk>
    );
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders++;
        return { write: useApiWrite('notificationReadAll'), queryClient: useQueryClient() };
      },
      { wrapper },
    );
    const { queryClient, write } = result.current;
    const notifications = endpointQueryKey('notificationList', { query: { page: 1 } });
    const offers = endpointQueryKey('offerList', {});
    queryClient.setQueryData(notifications, { items: [], total: 0, page: 1, limit: 5 } as never);
    queryClient.setQueryData(offers, { items: [], total: 0, page: 1, limit: 5 } as never);
    const before = renders;

    await expect(write({})).resolves.toEqual({ count: 0 });

    expect(renders).toBe(before);
    expect(result.current.write).toBe(write);
    const mutations = queryClient.getMutationCache().getAll();
    expect(mutations.map((m) => [m.options.mutationKey, m.state.status])).toEqual([
      [['notificationReadAll'], 'success'],
    ]);
    await waitFor(() => expect(queryClient.getQueryState(notifications)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(offers)?.isInvalidated).toBe(false);
  });
});
