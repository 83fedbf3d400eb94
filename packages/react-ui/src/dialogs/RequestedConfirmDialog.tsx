import { ConfirmDialog } from '../controls/ConfirmDialog';
import { tableMessages as m } from '../messages/table';

/** An action waiting for the user's yes: what it is called, what it will do, and the action. */
export interface ConfirmRequest {
  title: string;
  body: string;
  confirmLabel: string;
  /** Cannot be undone (delete). */
  destructive?: boolean;
  run(): Promise<unknown>;
}

/** Props of {@link RequestedConfirmDialog}. */
export interface RequestedConfirmDialogProps {
  request: ConfirmRequest | null;
  onClose(): void;
}

/**
 * The confirmation of whatever action a page asked about (archive, delete, bulk archive): the
 * page sets a {@link ConfirmRequest}, this dialog asks, runs it and closes, or shows why not.
 */
export function RequestedConfirmDialog({ request, onClose }: RequestedConfirmDialogProps) {
  return (
    <ConfirmDialog
      isOpen={request !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={request?.title ?? ''}
      confirmLabel={request?.confirmLabel ?? ''}
      cancelLabel={m.cancel}
      workingLabel={m.working}
      destructive={request?.destructive ?? false}
      onConfirm={async () => {
        await request?.run();
      }}
    >
      {request?.body}
    </ConfirmDialog>
  );
}
