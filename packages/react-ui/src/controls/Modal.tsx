import type { ReactNode } from 'react';
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components';

const MAX_WIDTH = { md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

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
  /** Width: `md` a question or a short form, `lg` a panel, `xl` a panel with a wide table. */
  size?: 'md' | 'lg' | 'xl';
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
        className={`w-full ${MAX_WIDTH[size]} rounded-lg border border-border bg-surface-raised text-text shadow-xl`}
      >
        {/* The dialog scrolls as a whole; its parts keep their height (`*:shrink-0`) instead of a
            scrolling part (a wide table) being squeezed to nothing in a short window. */}
        <Dialog role={role} className="flex max-h-[85dvh] flex-col gap-4 overflow-auto p-6 outline-none *:shrink-0">
          <Heading slot="title" className="text-lg font-semibold">
            {title}
          </Heading>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
