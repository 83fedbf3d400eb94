import { formatMessage, formatQuantity, offerMessages, type StockShortage } from '@salesdesk/sdk';
import type { AuthUser } from '../http/authenticate';
import type { ServerContext } from '../serverContext';
import { addHistory, cached } from './documentStore';

// Stock reserved by confirmed orders (docs/offers.md, "Stock reservation"). Confirming an order
// adds its quantities, product by product, to `warehouse_stock.reserved` of the order's
// warehouse, so `available_stock` (stock minus reservations, never below 0) drops wherever it is
// read: the line editor, the stock page, the product panel, product-in-warehouses. What was added
// is recorded in `stock_reservations`, and archiving or deleting the order takes back exactly
// that. Everything runs inside the caller's transaction: SQLite runs one writer at a time, so
// two confirmations for the last pieces are serialised; the second is not refused but reserves
// beyond what is available and answers the shortage (`stock_shortages`).

/** What an order needs of one product. */
interface Need {
  product_id: number;
  name: string;
  unit: string;
  quantity: number;
  available_before: number | null;
}

/**
 * What the order needs of each product in `warehouse` (its lines summed, in line order) and what
 * is available there now; a product no longer in the catalogue is skipped (there is no stock of it).
 */
function orderNeeds(ctx: ServerContext, orderId: number, warehouse: string): Need[] {
  return cached(
    ctx.db,
    `SELECT i.product_id, MIN(i.name) AS name, MIN(i.unit) AS unit, SUM(i.quantity) AS quantity,
        w.available_stock AS available_before
       FROM order_items i JOIN products p ON p.id = i.product_id
       LEFT JOIN warehouse_stock w ON w.product_id = i.product_id AND w.warehouse_code = ?
      WHERE i.order_id = ? GROUP BY i.product_id ORDER BY MIN(i.ordinal_no)`,
  ).all(warehouse, orderId) as Need[];
}

/** Quantities are stored with up to 3 decimals; a sum is rounded back to them. */
const roundQuantity = (quantity: number) => Math.round(quantity * 1000) / 1000;

/** The shortage of a need, or null when what is available covers it. */
function shortageOf(need: Need, warehouse: string): StockShortage | null {
  const quantity = roundQuantity(need.quantity);
  const available = need.available_before ?? 0;
  if (quantity <= available) return null;
  return {
    product_id: need.product_id,
    name: need.name,
    unit: need.unit,
    quantity,
    available_before: available,
    warehouse_code: warehouse,
  };
}

/**
 * What confirming the order now would reserve beyond what is available, product by product, as
 * `reserveOrderStock` would answer it; nothing is written. Empty for an order without a
 * warehouse (it reserves nothing).
 */
export function previewOrderShortages(
  ctx: ServerContext,
  order: { id: number; warehouse_code: string | null },
): StockShortage[] {
  const warehouse = order.warehouse_code;
  if (!warehouse) return [];
  return orderNeeds(ctx, order.id, warehouse).flatMap((need) => shortageOf(need, warehouse) ?? []);
}

/**
 * Reserves the order's quantities in its warehouse and records them; returns the products it
 * reserved more of than was available (empty when all was). An order without a warehouse
 * reserves nothing; a product no longer in the catalogue is skipped (there is no stock of it).
 */
export function reserveOrderStock(
  ctx: ServerContext,
  user: AuthUser,
  order: { id: number; warehouse_code: string | null },
): StockShortage[] {
  const warehouse = order.warehouse_code;
  if (!warehouse) return [];
  const needs = orderNeeds(ctx, order.id, warehouse);
  const reserve = cached(
    ctx.db,
    `INSERT INTO warehouse_stock (warehouse_code, product_id, stock_quantity, reserved) VALUES (?, ?, 0, ?)
     ON CONFLICT (warehouse_code, product_id) DO UPDATE SET reserved = reserved + excluded.reserved`,
  );
  const record = cached(
    ctx.db,
    'INSERT INTO stock_reservations (order_id, warehouse_code, product_id, quantity) VALUES (?, ?, ?, ?)',
  );
  const shortages: StockShortage[] = [];
  for (const need of needs) {
    const quantity = roundQuantity(need.quantity);
    reserve.run(warehouse, need.product_id, quantity);
    record.run(order.id, warehouse, need.product_id, quantity);
    const shortage = shortageOf(need, warehouse);
    if (shortage) shortages.push(shortage);
  }
  if (needs.length)
    addHistory(
      ctx,
      'order',
      order.id,
      user.id,
      'stock_reserved',
      formatMessage(offerMessages.history.stockReserved, { warehouse, count: needs.length }),
    );
  if (shortages.length)
    addHistory(
      ctx,
      'order',
      order.id,
      user.id,
      'stock_shortage',
      formatMessage(offerMessages.history.stockShortage, {
        warehouse,
        products: shortages
          .map((s) =>
            formatMessage(offerMessages.history.stockShortageItem, {
              name: s.name,
              quantity: formatQuantity(s.quantity, s.unit),
              available: formatQuantity(s.available_before, s.unit),
            }),
          )
          .join('; '),
      }),
    );
  return shortages;
}

/**
 * Takes back what the order reserved (archived or deleted), never below zero reserved, and
 * forgets the record; writes the history entry when there was something to release.
 */
export function releaseOrderStock(ctx: ServerContext, user: AuthUser, orderId: number): void {
  const held = cached(
    ctx.db,
    'DELETE FROM stock_reservations WHERE order_id = ? RETURNING warehouse_code, product_id, quantity',
  ).all(orderId) as { warehouse_code: string; product_id: number; quantity: number }[];
  if (!held.length) return;
  const release = cached(
    ctx.db,
    'UPDATE warehouse_stock SET reserved = max(reserved - ?, 0) WHERE warehouse_code = ? AND product_id = ?',
  );
  for (const h of held) release.run(h.quantity, h.warehouse_code, h.product_id);
  addHistory(
    ctx,
    'order',
    orderId,
    user.id,
    'stock_released',
    formatMessage(offerMessages.history.stockReleased, { warehouse: held[0]?.warehouse_code ?? '' }),
  );
}
