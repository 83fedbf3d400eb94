import { useStore } from '@nanostores/react';
import { defaultSessionStores } from '@salesdesk/sdk';
import { Suspense } from 'react';
import { LazySessionWarningModal } from '../shell/lazyShell';
import type { SessionWarningModalProps } from './SessionWarningModal';

/**
 * The session-warning modal, mounted (and its code loaded) only while someone is logged in:
 * the login page never needs it, so its first load does not carry the modal and its dialog.
 */
export function SessionWarningWhenLoggedIn(props: SessionWarningModalProps) {
  const { loggedIn } = useStore((props.stores ?? defaultSessionStores).$session);
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <LazySessionWarningModal {...props} />
    </Suspense>
  );
}
