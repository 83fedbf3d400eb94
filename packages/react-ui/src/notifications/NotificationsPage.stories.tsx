import type { Story } from '@ladle/react';
import { createSessionStores } from '@salesdesk/sdk';
import { useMemo } from 'react';
import { memoryRouteSource } from '../context/routeSource';
import { matchPage } from '../pages/pageRegistry';
import { fakeNotificationsApi, sampleNotifications } from '../test/fakeNotificationsApi';
import { FakeSalesdesk } from '../test/fakeSalesdesk';
import { NotificationsPage } from './NotificationsPage';
import { UnreadBadge } from './UnreadBadge';

export default { title: 'Notifications / NotificationsPage' };

/** Renders the page over an in-memory notifications API, with the header badge following it. */
function Page({ count }: { count: number }) {
  const { api, stores, route } = useMemo(() => {
    const fake = fakeNotificationsApi(sampleNotifications(count));
    const s = createSessionStores();
    s.$unreadCount.set(fake.unread());
    return { api: fake, stores: s, route: memoryRouteSource('/pl/dashboard/notifications', matchPage) };
  }, [count]);
  return (
    <FakeSalesdesk client={api.client} route={route}>
      <div className="flex justify-end p-2">
        <UnreadBadge stores={stores} />
      </div>
      <NotificationsPage stores={stores} />
    </FakeSalesdesk>
  );
}

/** Twelve notifications over three pages, some read. */
export const Several: Story = () => <Page count={12} />;

/** No notifications. */
export const Empty: Story = () => <Page count={0} />;
