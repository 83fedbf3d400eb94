import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatQuantity,
  type ProductChange,
  productChangeValueKind,
} from '@salesdesk/sdk';
import type { ReactNode } from 'react';
import { useApiQuery } from '../data/useApiQuery';
import { fillMessage } from '../messages';
import { stockMessages } from '../messages/stock';

const m = stockMessages.history;
/** Changes shown at once: the newest ones. */
const SHOWN = 20;

/** A history field as the dialog names it (the stock page's column labels). */
function fieldLabel(change: ProductChange): string {
  const label = change.field === 'incoming' ? m.incoming : stockMessages.columns[change.field];
  return change.warehouse_code ? fillMessage(m.inWarehouse, { field: label, warehouse: change.warehouse_code }) : label;
}

/** A value before or after a change, formatted as the rest of the application shows it. */
function valueText(change: ProductChange, value: ProductChange['old_value'], uom: string): string {
  if (value === null) return m.none;
  const kind = productChangeValueKind(change.field);
  if (kind === 'money' && typeof value === 'number') return formatMoney(value);
  if (kind === 'quantity' && typeof value === 'number') return formatQuantity(value, uom);
  return formatDate(String(value));
}

/**
 * "Historia cen i stanów": what the imports changed of a product, newest first — a price, or a
 * warehouse's stock figure, from what to what, when and from which file. Read when `enabled`.
 */
export function ProductChangeHistory({
  productId,
  uom,
  enabled = true,
}: {
  productId: number;
  uom: string;
  enabled?: boolean;
}) {
  const history = useApiQuery(
    'productChanges',
    { params: { id: productId }, query: { limit: SHOWN } },
    { enabled: enabled && productId > 0 },
  );
  let body: ReactNode;
  if (history.error) {
    body = (
      <p role="alert" className="text-sm text-danger">
        {m.loadError}
      </p>
    );
  } else if (!history.data) {
    body = (
      <p role="status" className="text-sm text-text-muted">
        {m.loading}
      </p>
    );
  } else if (!history.data.items.length) {
    body = <p className="text-sm text-text-muted">{m.empty}</p>;
  } else {
    body = (
      <>
        <table className="w-full text-sm">
          <caption className="sr-only">{m.title}</caption>
          <thead>
            <tr className="text-left text-text-muted">
              <th className="py-1 font-medium">{m.when}</th>
              <th className="py-1 pl-3 font-medium">{m.what}</th>
              <th className="py-1 pl-3 text-right font-medium">{m.before}</th>
              <th className="py-1 pl-3 text-right font-medium">{m.after}</th>
              <th className="py-1 pl-3 font-medium">{m.source}</th>
            </tr>
          </thead>
          <tbody>
            {history.data.items.map((change) => (
              <tr key={change.id} className="border-t border-border">
                <td className="py-1 whitespace-nowrap">{formatDateTime(change.changed_at)}</td>
                <th scope="row" className="py-1 pl-3 text-left font-normal">
                  {fieldLabel(change)}
                </th>
                <td className="py-1 pl-3 text-right whitespace-nowrap tabular-nums text-text-muted">
                  {valueText(change, change.old_value, uom)}
                </td>
                <td className="py-1 pl-3 text-right font-medium whitespace-nowrap tabular-nums">
                  {valueText(change, change.new_value, uom)}
                </td>
                <td className="py-1 pl-3 break-all">
                  {change.file_name ??
                    (change.import_file_id ? fillMessage(m.unknownFile, { id: change.import_file_id }) : m.none)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {history.data.total > history.data.items.length ? (
          <p className="text-xs text-text-muted">
            {fillMessage(m.more, { shown: history.data.items.length, total: history.data.total })}
          </p>
        ) : null}
      </>
    );
  }
  // Like the stock table: on a phone the table scrolls sideways in its own box, reachable by keyboard.
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      aria-label={m.title}
      className="-mx-1 overflow-x-auto px-1 outline-none focus-visible:ring-2 focus-visible:ring-focus"
    >
      <h3 className="mb-1 font-medium">{m.title}</h3>
      {body}
    </section>
  );
}
