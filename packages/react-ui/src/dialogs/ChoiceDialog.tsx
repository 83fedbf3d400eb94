import { useEffect, useState } from 'react';
import type { Key } from 'react-aria-components';
import { Button } from '../controls/Button';
import { Modal } from '../controls/Modal';
import { Select, type SelectOption } from '../controls/Select';
import { errorMessage } from '../data/errorMessage';
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
 * A dialog that changes one value (a user's role, a default warehouse): a Select on the current
 * value, "Zapisz" runs the change and closes, a refusal stays inside with the server's reason.
 */
export function ChoiceDialog({ request, onClose }: ChoiceDialogProps) {
  const [value, setValue] = useState<Key | null>(request?.initial ?? null);
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setValue(request?.initial ?? null);
    setProblem(null);
  }, [request]);

  async function save() {
    if (!request || value === null) return;
    setWorking(true);
    setProblem(null);
    try {
      await request.run(String(value));
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setWorking(false);
    }
  }

  return (
    <Modal
      isOpen={request !== null}
      onOpenChange={(open) => {
        if (!open && !working) onClose();
      }}
      isDismissable={!working}
      title={request?.title ?? ''}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
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
        {problem ? (
          <p role="alert" className="rounded-md bg-danger-subtle p-2 text-sm text-danger">
            {problem}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button isDisabled={working} onPress={onClose}>
            {m.cancel}
          </Button>
          <Button type="submit" variant="primary" isDisabled={working || value === null}>
            {working ? m.working : request?.confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
