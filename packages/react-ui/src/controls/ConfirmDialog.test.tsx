import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

function Harness({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Usuń szkic</Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title="Usunąć szkic?"
        confirmLabel="Usuń"
        cancelLabel="Anuluj"
        workingLabel="Trwa…"
        destructive
        onConfirm={onConfirm}
      >
        Nie można cofnąć.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks, focuses the confirm button, runs the action and closes', async () => {
    let runs = 0;
    render(<Harness onConfirm={async () => void runs++} />);
    fireEvent.click(screen.getByRole('button', { name: 'Usuń szkic' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Usunąć szkic?' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Usuń' })));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(runs).toBe(1);
  });

  it('shows why the action failed and stays open; Anuluj closes without running', async () => {
    render(<Harness onConfirm={() => Promise.reject(new Error('x'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Usuń szkic' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Wystąpił nieoczekiwany błąd serwera.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
