import { createApiClient, memoryTokenStore } from '@salesdesk/sdk';
import { type ReactNode, useState } from 'react';
import type { RouteSource } from '../context/routeSource';
import { createFakeSession, FakeSalesdesk, type FakeSessionOptions } from './fakeSalesdesk';

/** Props of {@link StoryProviders}. */
export interface StoryProvidersProps {
  children?: ReactNode;
  route?: RouteSource;
  session?: FakeSessionOptions;
}

/**
 * The providers of a Ladle story: a logged-in fake session and an sdk client calling the page's
 * own origin, where the story's msw handlers (`createMswHandlers({ baseURL: '' })`) answer.
 */
export function StoryProviders({ children, route, session }: StoryProvidersProps) {
  const [client] = useState(() => createApiClient({ baseURL: '', tokenStore: memoryTokenStore('story-token') }));
  const [fake] = useState(() => createFakeSession(session));
  return (
    <FakeSalesdesk client={client} session={fake.session} {...(route ? { route } : {})}>
      {children}
    </FakeSalesdesk>
  );
}
