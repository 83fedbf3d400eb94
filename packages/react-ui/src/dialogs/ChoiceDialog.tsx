import { useEffect, useState } from 'react';
import type { Key } from 'react-aria-components';
import { ConfirmDialog } from '../controls/ConfirmDialog';
import { Select, type SelectOption } from '../controls/Select';
import { tableMessages as m } from '../messages/table';

/** A question with one answer picked from a list, and what to do with it. */
export interface ChoiceRequest {
  title: string;
  label: string;
  description?: string;
  options: readonly SelectOption[];
  /** The value shown first (the current one). */
  initial: string | null;
  confirmLabel: string;
  run(value: string): Promise<unknown>;
}

/** Props of {@link ChoiceDialog}. */
export interface ChoiceDialogProps {
  request: ChoiceRequest | null;
  onClose(): void;
}

/**
 * A dialog that changes one value (a user's role, a default warehouse): the confirm dialog
 * asking with a Select on the current value; "Zapisz" runs the change and closes, a refusal
 * stays inside with the server's reason.
 */
export function ChoiceDialog({ request, onClose }: ChoiceDialogProps) {
  const [value, setValue] = useState<Key | null>(request?.initial ?? null);
  useEffect(() => {
    setValue(request?.initial ?? null);
  }, [request]);

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
      form={{ canConfirm: value !== null }}
      question={request}
      onConfirm={async () => {
        if (request && value !== null) await request.run(String(value));
      }}
    >
      <Select
        autoFocus
        label={request?.label ?? ''}
        description={request?.description}
        options={request?.options ?? []}
        selectedKey={value}
        onSelectionChange={setValue}
      />
    </ConfirmDialog>
  );
}
