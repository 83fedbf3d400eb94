import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { ConfirmDialog } from './ConfirmDialog';

export default { title: 'Controls / ConfirmDialog' };

function Demo({ fails, destructive }: { fails?: boolean; destructive?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <div className="p-4">
      <Button className="rounded-md border px-3 py-2" onPress={() => setOpen(true)}>
        Otwórz
      </Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title="Usunąć szkic OF/2026/000012?"
        confirmLabel="Usuń"
        cancelLabel="Anuluj"
        workingLabel="Trwa…"
        destructive={destructive ?? false}
        onConfirm={() =>
          new Promise((resolve, reject) =>
            setTimeout(
              () => (fails ? reject(new Error('Oferta została w międzyczasie zmieniona.')) : resolve(null)),
              800,
            ),
          )
        }
      >
        Szkic zostanie usunięty na stałe. Tej operacji nie można cofnąć.
      </ConfirmDialog>
    </div>
  );
}

/** A destructive action: the confirm button in the danger colour; "Trwa…" while it runs. */
export const Destructive: Story = () => <Demo destructive />;
/** The action fails: the reason shows inside and the dialog stays open. */
export const Failing: Story = () => <Demo fails />;
