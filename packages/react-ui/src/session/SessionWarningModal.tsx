import { useStore } from '@nanostores/react';
import { createSessionCountdown, defaultSessionStores, type SessionStores, splitCountdown } from '@salesdesk/sdk';
import type { ReadableAtom } from 'nanostores';
import { useMemo } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { fillMessage, uiMessages } from '../messages';

/** Props of {@link SessionWarningModal}. */
export interface SessionWarningModalProps {
  /** The "stay signed in" button: the engine's `markActivity()`, which hides the warning in every tab. */
  onStay: () => void;
  /** Where `$session` comes from (default: the page's stores). */
  stores?: Pick<SessionStores, '$session'>;
  /** Seconds left; default `createSessionCountdown` over `stores` (ticks while the warning shows). */
  countdown?: ReadableAtom<number>;
}

/**
 * The session-warning modal of SPEC §4: open while `$session.sessionWarning`, shows the minutes
 * and seconds left on the user countdown and a button to stay signed in. It cannot be dismissed
 * by Escape or an outside click: only activity (the button, or any activity event) hides it.
 */
export function SessionWarningModal({ onStay, stores = defaultSessionStores, countdown }: SessionWarningModalProps) {
  const { sessionWarning } = useStore(stores.$session);
  const $left = useMemo(() => countdown ?? createSessionCountdown({ stores }), [countdown, stores]);
  const left = useStore($left);
  const { minutes, seconds } = splitCountdown(left);
  const m = uiMessages.sessionWarning;
  return (
    <ModalOverlay
      isOpen={sessionWarning}
      isDismissable={false}
      isKeyboardDismissDisabled
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4"
    >
      <Modal className="w-full max-w-md rounded-lg border border-border bg-surface-raised p-6 text-text shadow-xl">
        <Dialog role="alertdialog" className="outline-none" data-testid="session-warning">
          <Heading slot="title" className="text-lg font-semibold">
            {m.title}
          </Heading>
          <p className="mt-2">{m.body}</p>
          <p className="mt-3 text-3xl font-bold tabular-nums" aria-live="polite" data-testid="session-countdown">
            {fillMessage(m.countdown, { minutes, seconds: String(seconds).padStart(2, '0') })}
          </p>
          <Button
            onPress={onStay}
            autoFocus
            className="mt-6 h-11 w-full rounded-md bg-primary-700 px-4 font-medium text-on-primary outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[focus-visible]:ring-offset-2 data-[hovered]:bg-primary-800"
          >
            {m.stay}
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
