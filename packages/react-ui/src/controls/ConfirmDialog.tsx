import { type ReactNode, useEffect, useState } from 'react';
import { errorMessage } from '../data/errorMessage';
import { Button } from './Button';
import { Modal } from './Modal';

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
  /** Wider for a dialog that lists something (a table of shortages). */
  size?: 'md' | 'lg';
  /** Runs the action; the dialog stays open with the Polish error when it rejects. */
  onConfirm(): Promise<unknown>;
  /**
   * A question with an answer to give (a choice): a plain dialog whose body is a form, Enter
   * submits it, the body takes the focus first, and the confirm button waits for an answer.
   */
  form?: { canConfirm: boolean };
  /** A new question (a changed value): the last one's error goes. */
  question?: unknown;
}

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
  size = 'md',
  onConfirm,
  form,
  question,
}: ConfirmDialogProps) {
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new question clears the last one's error
  useEffect(() => setProblem(null), [question]);

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

  const problemAlert = problem ? (
    <p role="alert" className="rounded-md bg-danger-subtle p-2 text-sm text-danger">
      {problem}
    </p>
  ) : null;
  const buttons = (wrap: string) => (
    <div className={['flex', wrap, 'justify-end gap-2'].filter(Boolean).join(' ')}>
      <Button isDisabled={working} onPress={() => onOpenChange(false)}>
        {cancelLabel}
      </Button>
      {form ? (
        <Button type="submit" variant="primary" isDisabled={working || !form.canConfirm}>
          {working ? workingLabel : confirmLabel}
        </Button>
      ) : (
        <Button
          autoFocus
          isDisabled={working}
          variant={destructive ? 'danger' : 'primary'}
          onPress={() => void confirm()}
        >
          {working ? workingLabel : confirmLabel}
        </Button>
      )}
    </div>
  );

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!working) {
          setProblem(null);
          onOpenChange(open);
        }
      }}
      isDismissable={!working}
      {...(form ? {} : { role: 'alertdialog' as const })}
      title={title}
      size={size}
    >
      {form ? (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (form.canConfirm) void confirm();
          }}
        >
          {children}
          {problemAlert}
          {buttons('')}
        </form>
      ) : (
        <>
          {children ? <div className="text-sm text-text-muted">{children}</div> : null}
          {problemAlert}
          {/* Wraps on a phone rather than pushing a long label out of the dialog. */}
          {buttons('flex-wrap')}
        </>
      )}
    </Modal>
  );
}
