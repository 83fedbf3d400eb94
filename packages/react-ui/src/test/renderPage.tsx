import { type BrandConfig, createApiClient, memoryTokenStore } from '@salesdesk/sdk';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type MemoryRouteSource, memoryRouteSource } from '../context/routeSource';
import { matchPage } from '../pages/pageRegistry';
import { createFakeSession, FakeSalesdesk, type FakeSessionOptions } from './fakeSalesdesk';
import { TEST_API } from './mswServer';

/**
 * Renders a page at `href` with a memory router and an sdk client talking to the msw backend
 * (with a token), as a logged-in user. Returns the route, so a test can follow the URL.
 */
export function renderPage(ui: ReactNode, href: string, session: FakeSessionOptions = {}, brand?: BrandConfig) {
  const route: MemoryRouteSource = memoryRouteSource(href, matchPage);
  const client = createApiClient({ baseURL: TEST_API, tokenStore: memoryTokenStore('test-token') });
  const fake = createFakeSession(session);
  const view = render(
    <FakeSalesdesk client={client} route={route} session={fake.session} {...(brand ? { brand } : {})}>
      {ui}
    </FakeSalesdesk>,
  );
  return { route, view, session: fake };
}
