import type { Story } from '@ladle/react';
import { createSessionStores } from '@salesdesk/sdk';
import { useMemo } from 'react';
import { SessionWarningModal } from './SessionWarningModal';

export default { title: 'Session / SessionWarningModal' };

/** Stores in the warning state with `seconds` left; "stay" ends the warning. */
function useWarningStores(seconds: number) {
  return useMemo(() => {
    const stores = createSessionStores();
    stores.$session.set({
      ...stores.$session.get(),
      loggedIn: true,
      idle: true,
      sessionWarning: true,
      userSessionExpiry: Date.now() + seconds * 1000,
    });
    return stores;
  }, [seconds]);
}

/** Four and a half minutes left, counting down live. */
export const Warning: Story = () => {
  const stores = useWarningStores(270);
  return (
    <SessionWarningModal
      stores={stores}
      onStay={() =>
        stores.$session.set({ ...stores.$session.get(), idle: false, sessionWarning: false, userSessionExpiry: 0 })
      }
    />
  );
};

/** The last seconds. */
export const AlmostOver: Story = () => {
  const stores = useWarningStores(9);
  return <SessionWarningModal stores={stores} onStay={() => {}} />;
};
