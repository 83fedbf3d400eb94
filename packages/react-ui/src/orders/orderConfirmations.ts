import type { OrderSummary } from '@salesdesk/sdk';
import type { ConfirmRequest } from '../dialogs/RequestedConfirmDialog';
import { fillMessage } from '../messages';
import { ordersMessages } from '../messages/orders';
import type { OrderActions } from './useOrderActions';

const c = ordersMessages.confirm;

/** The questions asked before an order action, each with its action. */
export const orderConfirmations = {
  archive: (actions: OrderActions, order: OrderSummary): ConfirmRequest => ({
    title: fillMessage(c.archiveTitle, { number: order.number }),
    body: c.archiveBody,
    confirmLabel: c.archive,
    run: () => actions.archive(order),
  }),
  delete: (actions: OrderActions, order: OrderSummary): ConfirmRequest => ({
    title: fillMessage(c.deleteTitle, { number: order.number }),
    body: c.deleteBody,
    confirmLabel: c.delete,
    destructive: true,
    run: () => actions.remove(order),
  }),
  createOffer: (actions: OrderActions, orders: readonly OrderSummary[]): ConfirmRequest => ({
    title: fillMessage(c.createOfferTitle, { count: orders.length }),
    body: c.createOfferBody,
    confirmLabel: c.createOffer,
    run: () => actions.createOffer(orders),
  }),
};
