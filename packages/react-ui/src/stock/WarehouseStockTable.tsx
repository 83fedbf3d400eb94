import { formatDate, formatQuantity } from '@salesdesk/sdk';
import { Fragment, useEffect, useRef } from 'react';
import { useApiQuery } from '../data/useApiQuery';
import { stockMessages } from '../messages/stock';

const m = stockMessages.panel;

// On a phone the company (the same for every row) and the unit would push the figures out of
// view: they show from sm up, the stock figures always.
const WIDE_ONLY = 'hidden sm:table-cell';

/**
 * A product's stock in every warehouse of the user's company (`product-in-warehouses`), the
 * user's own first and marked "Twój", then the company's others under their own heading row:
 * on hand, really available (the server's figure: stock minus reservations), on its way and when.
 * Read when `enabled`.
 */
export function WarehouseStockTable({
  productId,
  uom,
  enabled = true,
  autoFocus = false,
}: {
  productId: number;
  uom: string;
  enabled?: boolean;
  /** Take the focus when shown (the first stop of the product's dialog). */
  autoFocus?: boolean;
}) {
  const region = useRef<HTMLElement>(null);
  // Runs before the enclosing dialog's own focus handling, which then leaves the focus here.
  useEffect(() => {
    if (autoFocus) region.current?.focus();
  }, [autoFocus]);
  const stock = useApiQuery('productInWarehouses', { query: { product_id: productId, limit: 50 } }, { enabled });
  const firstOther = stock.data?.items.findIndex((row) => !row.own_warehouse) ?? -1;
  // The region is there from the start (loading, error or table), so a dialog that opens on it
  // starts with the stock, the first thing a salesperson looks for. On a phone the columns do
  // not fit the dialog: the table scrolls sideways in its own box (reachable by keyboard) and
  // its cells keep their distance instead of running together.
  return (
    <section
      ref={region}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      aria-label={m.warehouses}
      data-stock-table=""
      className="-mx-1 shrink-0 overflow-x-auto px-1 outline-none focus-visible:ring-2 focus-visible:ring-focus"
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
              <th scope="col" data-column="source_code" className="py-1 font-medium">
                {m.warehouse}
              </th>
              <th scope="col" data-column="company" className={`${WIDE_ONLY} py-1 pl-3 font-medium`}>
                {m.company}
              </th>
              <th scope="col" data-column="organizational_unit_name" className={`${WIDE_ONLY} py-1 pl-3 font-medium`}>
                {m.unitName}
              </th>
              <th
                scope="col"
                data-column="stock_quantity"
                className="py-1 pl-3 text-right font-medium whitespace-nowrap"
              >
                {m.stock}
              </th>
              <th
                scope="col"
                data-column="available_stock"
                className="py-1 pl-3 text-right font-medium whitespace-nowrap"
              >
                {m.available}
              </th>
              <th
                scope="col"
                data-column="fw_available_stock"
                className="py-1 pl-3 text-right font-medium whitespace-nowrap"
              >
                {m.forward}
              </th>
              <th scope="col" data-column="forward_to" className="py-1 pl-3 text-right font-medium whitespace-nowrap">
                {m.forwardTo}
              </th>
            </tr>
          </thead>
          <tbody>
            {stock.data.items.map((row, index) => (
              <Fragment key={row.source_code}>
                {index === firstOther && index > 0 ? (
                  <tr>
                    <td colSpan={7} className="pt-3 pb-1 text-left text-xs font-medium text-text-muted">
                      {m.others}
                    </td>
                  </tr>
                ) : null}
                <tr data-own={row.own_warehouse || undefined} className="border-t border-border">
                  <th scope="row" className="min-w-32 py-1 pr-2 text-left font-normal">
                    <span className="font-medium">{row.source_code}</span>{' '}
                    <span className="text-text-muted">{row.source_name}</span>
                    {row.own_warehouse ? (
                      <span
                        className="ml-2 rounded-full border border-primary-600 px-1.5 text-xs text-primary-800 dark:text-primary-200"
                        title={m.ownLabel}
                      >
                        {m.own}
                      </span>
                    ) : null}
                  </th>
                  <td className={`${WIDE_ONLY} py-1 pl-3`}>{row.company}</td>
                  <td className={`${WIDE_ONLY} py-1 pl-3`}>{row.organizational_unit_name}</td>
                  <td className="py-1 pl-3 text-right whitespace-nowrap tabular-nums">
                    {formatQuantity(row.stock_quantity, uom)}
                  </td>
                  <td className="py-1 pl-3 text-right font-medium whitespace-nowrap tabular-nums">
                    {formatQuantity(row.available_stock, uom)}
                  </td>
                  <td className="py-1 pl-3 text-right whitespace-nowrap tabular-nums">
                    {formatQuantity(row.fw_available_stock, uom)}
                  </td>
                  <td className="py-1 pl-3 text-right whitespace-nowrap">
                    {row.forward_to ? formatDate(row.forward_to) : <span className="text-text-muted">{m.none}</span>}
                  </td>
                </tr>
              </Fragment>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
