import { type DocumentLineRow, displayUnit, formatQuantity } from '@salesdesk/sdk';
import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Button } from '../controls/Button';
import { fillMessage } from '../messages';
import { documentMessages } from '../messages/document';
import { WarehouseStockTable } from '../stock/WarehouseStockTable';

const m = documentMessages.stock;

/**
 * What is really free of a line's product in the user's default warehouse, marked when the line
 * asks for more; the button opens the stock in every warehouse the user may use.
 */
export function LineStock({ line }: { line: DocumentLineRow }) {
  if (line.available_stock === null) return <span className="text-text-muted">—</span>;
  const short = line.quantity > line.available_stock;
  return (
    <span className="inline-flex items-center justify-end gap-1">
      <span
        className={short ? 'font-medium text-danger' : undefined}
        title={line.stock_warehouse ? fillMessage(m.warehouse, { code: line.stock_warehouse }) : undefined}
      >
        {formatQuantity(line.available_stock, displayUnit(line.unit))}
        {short ? <span className="ml-1 text-xs">{m.short}</span> : null}
      </span>
      <DialogTrigger>
        <Button size="sm" variant="ghost" aria-label={fillMessage(m.open, { name: line.name })}>
          <span aria-hidden="true">▤</span>
        </Button>
        <Popover
          placement="bottom end"
          className="max-w-[min(36rem,95vw)] rounded-lg border border-border bg-surface-raised p-3 text-text shadow-lg"
        >
          <Dialog className="outline-none" aria-label={fillMessage(m.title, { name: line.name })}>
            <Heading slot="title" className="mb-2 font-semibold">
              {fillMessage(m.title, { name: line.name })}
            </Heading>
            <WarehouseStockTable productId={line.product_id} uom={displayUnit(line.unit)} />
          </Dialog>
        </Popover>
      </DialogTrigger>
    </span>
  );
}
