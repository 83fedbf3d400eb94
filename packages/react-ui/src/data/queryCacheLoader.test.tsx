import { createSessionStores } from '@salesdesk/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useLocale } from 'react-aria-components';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryCacheLoader, QueryCacheGate } from '../index';
import { createFakeSession } from '../test/fakeSalesdesk';

afterEach(cleanup);

function CacheProbe() {
  const client = useQueryClient();
  const { locale } = useLocale();
  return <p>{`${client.getQueryData(['probe']) ?? 'pusto'} ${locale}`}</p>;
}

describe('createQueryCacheLoader', () => {
  it('makes one cache on first load, shared by every gate, with the Polish locale', async () => {
    const fake = createFakeSession();
    const loader = createQueryCacheLoader({ session: fake.session, liveStores: createSessionStores() });
    const first = await loader.load();
    expect((await loader.load()).client).toBe(first.client);
    first.client.setQueryData(['probe'], 'z pamięci');
    render(
      <Suspense fallback="…">
        <QueryCacheGate loader={loader}>
          <CacheProbe />
        </QueryCacheGate>
      </Suspense>,
    );
    expect((await screen.findByText(/z pamięci/)).textContent).toBe('z pamięci pl-PL');
  });

  it('empties the cache when the user logs out or another user logs in, until disposed', async () => {
    const fake = createFakeSession();
    const loader = createQueryCacheLoader({ session: fake.session, liveStores: createSessionStores() });
    const { client } = await loader.load();
    client.setQueryData(['probe'], 1);
    await fake.session.logout();
    expect(client.getQueryData(['probe'])).toBeUndefined();

    await fake.session.login('handlowiec', 'demo1234');
    client.setQueryData(['probe'], 2);
    fake.$user.set({ ...(fake.$user.get() as NonNullable<ReturnType<typeof fake.$user.get>>), user_id: 99 });
    expect(client.getQueryData(['probe'])).toBeUndefined();

    client.setQueryData(['probe'], 3);
    loader.dispose();
    await fake.session.logout();
    expect(client.getQueryData(['probe'])).toBe(3);
  });

  it('uses the cache it is given', async () => {
    const given = (await createQueryCacheLoader({ session: createFakeSession().session }).load()).client;
    const loader = createQueryCacheLoader({ session: createFakeSession().session, queryClient: given });
    expect((await loader.load()).client).toBe(given);
  });
});
