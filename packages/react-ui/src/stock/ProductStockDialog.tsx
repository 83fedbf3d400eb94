import { formatDate, formatMoney, formatQuantity } from '@salesdesk/sdk';
import { Button } from '../controls/Button';
import { Modal } from '../controls/Modal';
import { useApiQuery } from '../data/useApiQuery';
import { fillMessage } from '../messages';
import { stockMessages } from '../messages/stock';
import { AddToOffer } from './AddToOffer';

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
      <div className="flex justify-end">
        <Button autoFocus onPress={onClose}>
          {m.close}
        </Button>
      </div>
    </Modal>
  );
}
