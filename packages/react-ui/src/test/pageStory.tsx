import type { Story } from '@ladle/react';
import { createMockState, createMswHandlers, failWith, type MockState, neverAnswers } from '@salesdesk/fixtures/msw';
import type { EndpointName } from '@salesdesk/sdk';
import type { ReactNode } from 'react';
import { memoryRouteSource } from '../context/routeSource';
import { matchPage } from '../pages/pageRegistry';
import type { FakeSessionOptions } from './fakeSalesdesk';
import { StoryProviders } from './storyProviders';

/** The fixtures' data for stories, built once. */
export const storyState: MockState = createMockState();

/**
 * A story of a page at `href` over the msw handlers generated from the endpoint table (data
 * from `fixtures/`); `state` changes what the backend holds, `endpoint` + `mode` shows the
 * loading or error state of the page's list, `session` who is signed in.
 */
export function pageStory(
  page: ReactNode,
  href: string,
  options: {
    state?: MockState;
    endpoint?: EndpointName;
    mode?: 'loading' | 'error';
    session?: FakeSessionOptions;
  } = {},
): Story {
  const story: Story = () => (
    <StoryProviders
      route={memoryRouteSource(href, matchPage)}
      {...(options.session ? { session: options.session } : {})}
    >
      {page}
    </StoryProviders>
  );
  const faults =
    options.endpoint && options.mode === 'loading'
      ? [neverAnswers(options.endpoint, '')]
      : options.endpoint && options.mode === 'error'
        ? [failWith(options.endpoint, 500, {}, '')]
        : [];
  story.msw = [...faults, ...createMswHandlers({ state: options.state ?? storyState, baseURL: '' })];
  return story;
}
