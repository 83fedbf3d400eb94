import type { Story } from '@ladle/react';
import { Button } from './Button';

export default { title: 'Controls / Button' };

/** Every variant in both sizes, plus the pending and disabled states. */
export const Variants: Story = () => (
  <div className="flex flex-col gap-4 p-4">
    {(['lg', 'md'] as const).map((size) => (
      <div key={size} className="flex flex-wrap items-center gap-3">
        <Button size={size} variant="primary">
          Przygotuj ofertę
        </Button>
        <Button size={size}>Kolumny</Button>
        <Button size={size} variant="ghost">
          Przywróć domyślne
        </Button>
        <Button size={size} variant="danger">
          Usuń
        </Button>
        <Button size={size} variant="primary" isPending>
          Zapisz
        </Button>
        <Button size={size} isDisabled>
          Następna strona
        </Button>
      </div>
    ))}
  </div>
);
