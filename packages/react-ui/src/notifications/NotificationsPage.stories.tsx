import type { Story } from '@ladle/react';
import { brands, createSessionStores } from '@salesdesk/sdk';
import { useMemo } from 'react';
import { SalesdeskProvider } from '../context/SalesdeskProvider';
import { fakeNotificationsApi, sampleNotifications } from '../test/fakeNotificationsApi';
import { createFakeSession } from '../test/fakeSalesdesk';
import { NotificationsPage } from './NotificationsPage';
import { UnreadBadge } from './UnreadBadge';

export default { title: 'Notifications / NotificationsPage' };

/** Renders the page over an in-memory notifications API, with the header badge following it. */
function Page({ count }: { count: number }) {
  const { api, stores, session } = useMemo(() => {
    const fake = fakeNotificationsApi(sampleNotifications(count));
    const s = createSessionStores();
    s.$unreadCount.set(fake.unread());
    return { api: fake, stores: s, session: createFakeSession().session };
  }, [count]);
  return (
    <SalesdeskProvider client={api.client} session={session} brand={brands.one} navigate={() => {}}>
      <div className="flex justify-end p-2">
        <UnreadBadge stores={stores} />
      </div>
      <NotificationsPage stores={stores} />
    </SalesdeskProvider>
  );
}

/** Twelve notifications over three pages, some read. */
export const Several: Story = () => <Page count={12} />;

/** No notifications. */
export const Empty: Story = () => <Page count={0} />;
