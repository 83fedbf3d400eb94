import { type ReactNode, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { errorMessage } from '../data/errorMessage';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Label of the confirm button while the action runs. */
  workingLabel: string;
  /** A destructive action (delete) gets the danger colour. */
  destructive?: boolean;
  /** Runs the action; the dialog stays open with the Polish error when it rejects. */
  onConfirm(): Promise<unknown>;
}

const buttonBase =
  'inline-flex h-11 items-center justify-center rounded-md px-4 font-medium outline-none data-[disabled]:opacity-60 data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[focus-visible]:ring-offset-2';

/**
 * Asks before an action that cannot be undone: Escape or "Anuluj" closes it and focus returns
 * to what opened it; while the action runs the confirm button says so; a failure is shown
 * inside and the dialog stays open, so nothing happens silently.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel,
  workingLabel,
  destructive = false,
  onConfirm,
}: ConfirmDialogProps) {
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    setWorking(true);
    setProblem(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setWorking(false);
    }
  }

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!working) {
          setProblem(null);
          onOpenChange(open);
        }
      }}
      isDismissable={!working}
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4"
    >
      <Modal className="w-full max-w-md rounded-lg border border-border bg-surface-raised text-text shadow-xl">
        <Dialog role="alertdialog" className="flex flex-col gap-4 p-6 outline-none">
          <Heading slot="title" className="text-lg font-semibold">
            {title}
          </Heading>
          {children ? <div className="text-sm text-text-muted">{children}</div> : null}
          {problem ? (
            <p role="alert" className="rounded-md bg-danger-subtle p-2 text-sm text-danger">
              {problem}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button
              isDisabled={working}
              onPress={() => onOpenChange(false)}
              className={`${buttonBase} border border-border-strong data-[hovered]:bg-surface-sunken`}
            >
              {cancelLabel}
            </Button>
            <Button
              autoFocus
              isDisabled={working}
              onPress={() => void confirm()}
              className={`${buttonBase} ${destructive ? 'bg-danger-strong text-on-primary data-[hovered]:opacity-90' : 'bg-primary-700 text-on-primary data-[hovered]:bg-primary-800'}`}
            >
              {working ? workingLabel : confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
