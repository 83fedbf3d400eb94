import { createApiClient, memoryTokenStore } from '@salesdesk/sdk';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { memoryRouteSource } from '../context/routeSource';
import { matchPage } from '../pages/pageRegistry';
import { FakeSalesdesk } from '../test/fakeSalesdesk';
import { setupMswBackend, TEST_API } from '../test/mswServer';
import { searchMemoryKey } from './rememberedSearch';
import { useListController } from './useListController';

const backend = setupMswBackend({ listPageSize: 5 });

function setup(href: string) {
  const route = memoryRouteSource(href, matchPage);
  const client = createApiClient({ baseURL: TEST_API, tokenStore: memoryTokenStore('t') });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FakeSalesdesk client={client} route={route}>
      {children}
    </FakeSalesdesk>
  );
  const hook = renderHook(
    () => useListController({ endpoint: 'clientList', tableId: 'clients', defaults: { sort: 'name' } }),
    {
      wrapper,
    },
  );
  return { route, hook };
}

describe('useListController', () => {
  it('brings back the query last used on a bare URL, but leaves a bare URL reached by Back alone', async () => {
    localStorage.setItem(searchMemoryKey(2, 'clients'), JSON.stringify({ search: 'Hurt', page: '2' }));
    const { route, hook } = setup('/pl/dashboard/clients');
    await waitFor(() => expect(route.history).toEqual(['/pl/dashboard/clients?search=Hurt&page=2']));
    await waitFor(() => expect(hook.result.current.query).toMatchObject({ search: 'Hurt', page: 2 }));
    act(() => hook.result.current.setPage(1));
    act(() => route.navigate('/pl/dashboard/clients'));
    await waitFor(() => expect(hook.result.current.query).toMatchObject({ page: 1, sort: 'name' }));
    expect(hook.result.current.query).not.toHaveProperty('search');
    expect(route.history.at(-1)).toBe('/pl/dashboard/clients');
  });

  it('debounces search into one replaced history entry and resets the page', async () => {
    const { route, hook } = setup('/pl/dashboard/clients?page=3');
    await waitFor(() => expect(hook.result.current.rows.length).toBe(5));
    for (const text of ['B', 'Bu', 'Bud']) act(() => hook.result.current.setSearchText(text));
    await waitFor(() => expect(route.history).toEqual(['/pl/dashboard/clients?search=Bud']));
    expect(backend.state.clients.length).toBeGreaterThan(0);
  });

  it('steps back to the last page when the current one empties under the user', async () => {
    const { route, hook } = setup('/pl/dashboard/clients?page=400');
    await waitFor(() => expect(hook.result.current.total).toBeGreaterThan(0));
    const last = Math.ceil(backend.state.clients.length / 5);
    await waitFor(() => expect(route.history.at(-1)).toBe(`/pl/dashboard/clients?page=${last}`));
  });
});
