import { formatMoney, formatQuantity } from '@salesdesk/sdk';
import { Button } from '../controls/Button';
import { Modal } from '../controls/Modal';
import { useApiQuery } from '../data/useApiQuery';
import { fillMessage } from '../messages';
import { stockMessages } from '../messages/stock';
import { AddToOffer } from './AddToOffer';
import { ProductChangeHistory } from './ProductChangeHistory';
import { WarehouseStockTable } from './WarehouseStockTable';

const m = stockMessages.panel;

/** Props of {@link ProductStockDialog}. */
export interface ProductStockDialogProps {
  product: { id: number; name: string; uom: string } | null;
  onClose(): void;
}

/**
 * A product's stock in every warehouse the user may see (`product-in-warehouses`): physical,
 * available (after reservations) and on its way, so nobody promises stock that is not there;
 * its prices, and what the imports changed of both (the price and stock history).
 */
export function ProductStockDialog({ product, onClose }: ProductStockDialogProps) {
  const open = product !== null;
  const id = product?.id ?? 0;
  const prices = useApiQuery('productPrices', { query: { id: [id], limit: 5 } }, { enabled: open });
  const attributes = useApiQuery('productAttributes', { query: { product_id: id, limit: 50 } }, { enabled: open });
  const related = useApiQuery(
    'productsRelated',
    { params: { type: 'accessories', variant: 'all', id }, query: { limit: 10 } },
    { enabled: open },
  );
  const uom = product?.uom ?? '';
  const price = prices.data?.items[0];
  const c = stockMessages.columns;
  return (
    <Modal
      isOpen={product !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={fillMessage(m.title, { name: product?.name ?? '' })}
      size="xl"
    >
      <WarehouseStockTable productId={product?.id ?? 0} uom={uom} enabled={open} autoFocus />
      {price ? (
        <section aria-label={m.prices}>
          <h3 className="mb-1 font-medium">{m.prices}</h3>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
            {(
              [
                [c.catalog_price, price.catalog_price],
                [c.recommended_price, price.recommended_price],
                [c.minimal_price, price.minimal_price],
                [c.market_price, price.market_price],
                [c.buy_price, price.buy_price],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className="text-text-muted">{label}</dt>
                <dd className="tabular-nums">{formatMoney(value)}</dd>
              </div>
            ))}
            <div>
              <dt className="text-text-muted">{c.tax_rate}</dt>
              <dd>{price.tax_rate}%</dd>
            </div>
          </dl>
        </section>
      ) : null}
      <ProductChangeHistory productId={id} uom={uom} enabled={open} />
      {attributes.data?.items.length ? (
        <section aria-label={m.attributes}>
          <h3 className="mb-1 font-medium">{m.attributes}</h3>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {attributes.data.items.map((a) => (
              <div key={a.id}>
                <dt className="text-text-muted">{a.name}</dt>
                <dd>{a.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <section aria-label={m.related}>
        <h3 className="mb-1 font-medium">{m.related}</h3>
        {related.data?.items.length ? (
          <ul className="text-sm">
            {related.data.items.map((r) => (
              <li key={r.id} className="flex justify-between gap-2 border-t border-border py-1">
                <span>{r.index_name}</span>
                <span className="text-text-muted tabular-nums">
                  {formatQuantity(r.available_stock, r.uom)} · {formatMoney(r.catalog_price)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-text-muted">{m.noRelated}</p>
        )}
      </section>
      {product ? (
        <section aria-label={m.addTitle}>
          <h3 className="mb-1 font-medium">{m.addTitle}</h3>
          <AddToOffer product={product} />
        </section>
      ) : null}
      {/* Focus starts on the stock table (the first stop), not on "Zamknij": Escape closes too. */}
      <div className="flex justify-end">
        <Button onPress={onClose}>{m.close}</Button>
      </div>
    </Modal>
  );
}
