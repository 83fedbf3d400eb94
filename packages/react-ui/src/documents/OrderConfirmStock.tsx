import { formatQuantity, type OrderStockPreview, type StockShortage } from '@salesdesk/sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { fillMessage } from '../messages';
import { orderPageMessages } from '../messages/order';

const m = orderPageMessages.confirm;
const TH = 'px-2 py-1 text-left font-medium';
const TD = 'px-2 py-1 align-top';

/** What is missing of a product: ordered less available, to the 3 decimals quantities have. */
const missing = (s: StockShortage) => Math.round((s.quantity - s.available_before) * 1000) / 1000;

/**
 * What the confirmation dialog says of the stock before the person confirms: each product the
 * order asks more of than its warehouse has available now (ordered, available, missing), and
 * that confirming anyway reserves it all; or that everything is available; or, while it is
 * asked or when it could not be, that. A shortage never refuses the confirmation.
 */
export function OrderConfirmStock({ preview }: { preview: UseQueryResult<OrderStockPreview, unknown> }) {
  const headingId = useId();
  if (preview.isPending && preview.fetchStatus !== 'idle')
    return (
      <p role="status" className="text-text-muted">
        {m.checking}
      </p>
    );
  if (preview.isError || !preview.data)
    return (
      <p role="status" className="text-text">
        {m.checkFailed}
      </p>
    );
  const { items, warehouse_code: warehouse } = preview.data;
  if (!warehouse) return null;
  if (items.length === 0)
    return (
      <p role="status" data-stock="available" className="text-text">
        <span aria-hidden="true">✓ </span>
        {fillMessage(m.allAvailable, { warehouse })}
      </p>
    );
  return (
    <section
      aria-labelledby={headingId}
      data-stock="short"
      className="flex flex-col gap-2 rounded-lg border border-warning-500 border-l-4 bg-warning-50 p-3 text-text dark:bg-transparent"
    >
      <h3 id={headingId} className="font-semibold text-warning-700 dark:text-warning-100">
        <span aria-hidden="true">⚠ </span>
        {fillMessage(m.shortTitle, { warehouse })}
      </h3>
      <p>{m.shortIntro}</p>
      <table className="hidden w-full text-sm sm:table" aria-labelledby={headingId}>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className={TH}>
              {m.shortColumns.product}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {m.shortColumns.ordered}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {m.shortColumns.available}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {m.shortColumns.missing}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((s) => (
            <tr key={s.product_id} className="border-b border-border last:border-b-0">
              <th scope="row" className={`${TD} text-left font-normal break-words`}>
                {s.name}
              </th>
              <td className={`${TD} text-right whitespace-nowrap tabular-nums`}>
                {formatQuantity(s.quantity, s.unit)}
              </td>
              <td className={`${TD} text-right whitespace-nowrap tabular-nums`}>
                {formatQuantity(s.available_before, s.unit)}
              </td>
              <td className={`${TD} text-right font-medium whitespace-nowrap tabular-nums text-danger`}>
                {formatQuantity(missing(s), s.unit)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* A phone has no room for four columns: each product in one line of words. */}
      <ul className="flex flex-col gap-1 sm:hidden" aria-labelledby={headingId}>
        {items.map((s) => (
          <li key={s.product_id} className="border-b border-border pb-1 last:border-b-0">
            <span className="font-medium break-words">{s.name}</span>
            <span className="block">
              {fillMessage(m.shortLine, {
                ordered: formatQuantity(s.quantity, s.unit),
                available: formatQuantity(s.available_before, s.unit),
                missing: formatQuantity(missing(s), s.unit),
              })}
            </span>
          </li>
        ))}
      </ul>
      <p>{m.shortChoice}</p>
    </section>
  );
}
