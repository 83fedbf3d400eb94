import type { Story } from '@ladle/react';
import { createSessionStores } from '@salesdesk/sdk';
import { useMemo } from 'react';
import { UnreadBadge } from './UnreadBadge';

export default { title: 'Notifications / UnreadBadge' };

/** Three unread; the button stands for a socket push. */
export const Unread: Story = () => {
  const stores = useMemo(() => {
    const s = createSessionStores();
    s.$unreadCount.set(3);
    return s;
  }, []);
  return (
    <div className="flex items-center gap-4">
      <UnreadBadge stores={stores} onNavigate={(href) => console.info('navigate', href)} />
      <button type="button" onClick={() => stores.$unreadCount.set(stores.$unreadCount.get() + 1)}>
        +1 (push)
      </button>
    </div>
  );
};

/** Nothing unread: the bell without a number. */
export const NoneUnread: Story = () => <UnreadBadge stores={useMemo(createSessionStores, [])} />;

/** More than 99. */
export const Many: Story = () => {
  const stores = useMemo(() => {
    const s = createSessionStores();
    s.$unreadCount.set(150);
    return s;
  }, []);
  return <UnreadBadge stores={stores} />;
};
