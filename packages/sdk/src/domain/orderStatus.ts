import type { ORDER_STATUSES } from '../contract/documentSchemas';

/**
 * The order status machine: an order is a draft until it is confirmed, and read-only afterwards.
 * Archived is a flag beside the status, as for offers. Who may confirm (the author when an
 * approval covers the lines, else an approver of the level) is the server's access rule, not
 * the machine's.
 */

/** An order status. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Every order status action. */
export const ORDER_ACTIONS = ['confirm'] as const;
/** An order status action. */
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** One row of the order transition table. */
export interface OrderTransition {
  from: readonly OrderStatus[];
  to: OrderStatus;
}

/** The order transition table. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderAction, OrderTransition>> = {
  confirm: { from: ['draft'], to: 'confirmed' },
};

/** The status after `action`, or null when the machine has no such transition. */
export function nextOrderStatus(status: OrderStatus, action: OrderAction): OrderStatus | null {
  // Indexed by input that may come from the wire: an unknown action has no transition.
  const t = Object.hasOwn(ORDER_TRANSITIONS, action) ? ORDER_TRANSITIONS[action] : undefined;
  return t?.from.includes(status) ? t.to : null;
}
