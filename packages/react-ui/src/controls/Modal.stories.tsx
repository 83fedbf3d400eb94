import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

export default { title: 'Controls / Modal' };

/** A dialog: Escape closes it and focus goes back to the button. */
export const Default: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <div className="p-4">
      <Button onPress={() => setOpen(true)}>Wyślij PDF</Button>
      <Modal isOpen={open} onOpenChange={setOpen} title="Wyślij ofertę jako PDF">
        <p className="text-sm text-text-muted">Oferta OF/2026/000012 trafi do klienta z Twoim podpisem.</p>
        <div className="flex justify-end gap-2">
          <Button onPress={() => setOpen(false)}>Anuluj</Button>
          <Button variant="primary" onPress={() => setOpen(false)}>
            Wyślij
          </Button>
        </div>
      </Modal>
    </div>
  );
};
