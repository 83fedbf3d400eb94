import type { Story } from '@ladle/react';
import { createSessionStores, messages } from '@salesdesk/sdk';
import { useMemo } from 'react';
import { ToastArea } from '../toast/ToastArea';
import { createToastStore } from '../toast/toastStore';
import { SessionToastBridge } from './SessionToastBridge';

export default { title: 'Session / SessionToastBridge' };

/** The buttons stand for the engine and the socket writing the stores. */
export const Events: Story = () => {
  const { stores, toasts } = useMemo(() => ({ stores: createSessionStores(), toasts: createToastStore() }), []);
  return (
    <div className="flex gap-2 p-4">
      <SessionToastBridge stores={stores} toasts={toasts} />
      <button
        type="button"
        className="rounded border px-3 py-2"
        onClick={() =>
          stores.$sessionError.set({
            id: Date.now(),
            title: messages.session.errorTitle,
            message: messages.session.errorMessage,
            at: Date.now(),
          })
        }
      >
        401 (session error)
      </button>
      <button
        type="button"
        className="rounded border px-3 py-2"
        onClick={() =>
          stores.$lastNotification.set({
            count: stores.$unreadCount.get() + 1,
            type: 'offer_add_product_group',
            metadata: [
              { key: 'group_name', value: 'Rury PP' },
              { key: 'number', value: 'OF/2026/0042' },
              { key: 'offer_id', value: '42' },
            ],
          })
        }
      >
        offer_add_product_group (push)
      </button>
      <ToastArea store={toasts} navigate={(path) => console.info('navigate', path)} />
    </div>
  );
};
