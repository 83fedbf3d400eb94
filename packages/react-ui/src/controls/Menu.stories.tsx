import type { Story } from '@ladle/react';
import { useState } from 'react';
import { ActionMenu } from './Menu';

export default { title: 'Controls / ActionMenu' };

/** The "⋯" menu of a row; the last action is destructive. */
export const Default: Story = () => {
  const [chosen, setChosen] = useState('');
  return (
    <div className="flex items-center gap-4 p-4">
      <ActionMenu
        label="Akcje oferty OF/2026/000012"
        actions={[
          { id: 'open', label: 'Otwórz' },
          { id: 'copy', label: 'Kopiuj' },
          { id: 'archive', label: 'Archiwizuj' },
          { id: 'delete', label: 'Usuń', danger: true },
        ]}
        onAction={setChosen}
      />
      <output>{chosen}</output>
    </div>
  );
};
