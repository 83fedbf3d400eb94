import { Button } from '../controls/Button';
import { fillMessage } from '../messages';
import { stockMessages as m } from '../messages/stock';

/** A product row's button that opens its stock dialog ("Stany w magazynach: …"). */
export function StockButton({ name, onOpen }: { name: string; onOpen(): void }) {
  return (
    <Button size="md" variant="ghost" aria-label={fillMessage(m.panel.open, { name })} onPress={onOpen}>
      ⋯
    </Button>
  );
}
