import { formatDate, formatQuantity } from '@salesdesk/sdk';
import { Button } from '../controls/Button';
import { Modal } from '../controls/Modal';
import { useApiQuery } from '../data/useApiQuery';
import { fillMessage } from '../messages';
import { stockMessages } from '../messages/stock';

const m = stockMessages.panel;

/** Props of {@link ProductStockDialog}. */
export interface ProductStockDialogProps {
  product: { id: number; name: string; uom: string } | null;
  onClose(): void;
}

/**
 * A product's stock in every warehouse the user may see (`product-in-warehouses`): physical,
 * available (after reservations) and on its way, so nobody promises stock that is not there.
 */
export function ProductStockDialog({ product, onClose }: ProductStockDialogProps) {
  const stock = useApiQuery(
    'productInWarehouses',
    { query: { product_id: product?.id ?? 0, limit: 50 } },
    { enabled: product !== null },
  );
  const uom = product?.uom ?? '';
  return (
    <Modal
      isOpen={product !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={fillMessage(m.title, { name: product?.name ?? '' })}
      size="lg"
    >
      {stock.error ? (
        <p role="alert" className="text-sm text-danger">
          {m.loadError}
        </p>
      ) : !stock.data ? (
        <p role="status" className="text-sm text-text-muted">
          {m.loading}
        </p>
      ) : (
        <table className="w-full text-sm">
          <caption className="mb-2 text-left font-medium">{m.warehouses}</caption>
          <thead>
            <tr className="text-left text-text-muted">
              <th className="py-1 font-medium">{m.warehouse}</th>
              <th className="py-1 text-right font-medium">{m.stock}</th>
              <th className="py-1 text-right font-medium">{m.available}</th>
              <th className="py-1 text-right font-medium">{m.forward}</th>
              <th className="py-1 text-right font-medium">{m.forwardTo}</th>
            </tr>
          </thead>
          <tbody>
            {stock.data.items.map((row) => (
              <tr key={row.source_code} className="border-t border-border">
                <th scope="row" className="py-1 text-left font-normal">
                  <span className="font-medium">{row.source_code}</span>{' '}
                  <span className="text-text-muted">{row.source_name}</span>
                </th>
                <td className="py-1 text-right tabular-nums">{formatQuantity(row.stock_quantity, uom)}</td>
                <td className="py-1 text-right font-medium tabular-nums">{formatQuantity(row.available_stock, uom)}</td>
                <td className="py-1 text-right tabular-nums">{formatQuantity(row.fw_available_stock, uom)}</td>
                <td className="py-1 text-right">{formatDate(row.forward_to)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="flex justify-end">
        <Button autoFocus onPress={onClose}>
          {m.close}
        </Button>
      </div>
    </Modal>
  );
}
