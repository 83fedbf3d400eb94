import type { ReactNode } from 'react';
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components';

/** Props of {@link Modal}. */
export interface ModalProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  title: ReactNode;
  children: ReactNode;
  /** `alertdialog` for questions that need an answer (confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** Escape and a click outside close it (default true). */
  isDismissable?: boolean;
  size?: 'md' | 'lg';
}

/**
 * A modal dialog: focus moves in and is trapped, Escape closes it (unless not dismissable), and
 * focus returns to what opened it.
 */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  children,
  role = 'dialog',
  isDismissable = true,
  size = 'md',
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4"
    >
      <AriaModal
        className={`w-full ${size === 'lg' ? 'max-w-2xl' : 'max-w-md'} rounded-lg border border-border bg-surface-raised text-text shadow-xl`}
      >
        <Dialog role={role} className="flex max-h-[85dvh] flex-col gap-4 overflow-auto p-6 outline-none">
          <Heading slot="title" className="text-lg font-semibold">
            {title}
          </Heading>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
