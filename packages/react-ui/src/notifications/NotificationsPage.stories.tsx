import type { Story } from '@ladle/react';
import { createMockState, createMswHandlers } from '@salesdesk/fixtures/msw';
import { createSessionStores } from '@salesdesk/sdk';
import { useMemo } from 'react';
import { memoryRouteSource } from '../context/routeSource';
import { matchPage } from '../pages/pageRegistry';
import { StoryProviders } from '../test/storyProviders';
import { NotificationsPage } from './NotificationsPage';
import { UnreadBadge } from './UnreadBadge';

export default { title: 'Notifications / NotificationsPage' };

const state = createMockState();

/** Renders the page over the generated msw backend, with the header badge following it. */
function Page() {
  const stores = useMemo(() => {
    const s = createSessionStores();
    s.$unreadCount.set(state.notifications.filter((n) => !n.read).length);
    return s;
  }, []);
  return (
    <StoryProviders route={memoryRouteSource('/pl/dashboard/notifications', matchPage)}>
      <div className="flex justify-end p-2">
        <UnreadBadge stores={stores} />
      </div>
      <NotificationsPage stores={stores} />
    </StoryProviders>
  );
}

/** The fixtures' notifications of the demo seller, paged, some read. */
export const Several: Story = () => <Page />;
Several.msw = createMswHandlers({ state, baseURL: '' });

/** No notifications. */
export const Empty: Story = () => <Page />;
Empty.msw = createMswHandlers({ state: { ...state, notifications: [] }, baseURL: '' });
