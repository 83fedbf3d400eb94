import type { OrderSummary } from '@salesdesk/sdk';
import { useSalesdesk } from '../context/salesdeskContext';
import { errorMessage } from '../data/errorMessage';
import { useApiMutation } from '../data/useApiMutation';
import { fillMessage } from '../messages';
import { ordersMessages } from '../messages/orders';
import { pagePath } from '../pages/pageRegistry';
import { toasts } from '../toast/toastStore';

const d = ordersMessages.done;

/** What can be done to orders from the list. */
export interface OrderActions {
  copy(order: OrderSummary): Promise<void>;
  archive(order: OrderSummary): Promise<void>;
  remove(order: OrderSummary): Promise<void>;
  /** Makes a draft offer of the orders' lines (current prices) and opens it. */
  createOffer(orders: readonly OrderSummary[]): Promise<void>;
}

/**
 * Row and bulk actions of the orders list; writes carry the version the list showed (a stale
 * one is refused, not overwritten) and each outcome is announced by a toast.
 */
export function useOrderActions(): OrderActions {
  const { navigate } = useSalesdesk();
  const copy = useApiMutation('orderCopy');
  const archive = useApiMutation('orderArchive');
  const remove = useApiMutation('orderDelete');
  const createOffer = useApiMutation('offerCreateFromOrders');
  return {
    async copy(order) {
      try {
        const created = await copy.mutateAsync({ params: { id: order.id } });
        toasts.show({
          type: 'success',
          title: fillMessage(d.copied, { number: created.number }),
          action: { label: ordersMessages.actions.open, href: pagePath('order', { symbol: created.id }) },
        });
      } catch (error) {
        toasts.show({
          type: 'error',
          title: fillMessage(d.copyFailed, { number: order.number, message: errorMessage(error) }),
        });
      }
    },
    async archive(order) {
      await archive.mutateAsync({ params: { id: order.id }, body: { version: order.version } });
      toasts.show({ type: 'success', title: fillMessage(d.archived, { number: order.number }) });
    },
    async remove(order) {
      await remove.mutateAsync({ params: { id: order.id }, body: { version: order.version } });
      toasts.show({ type: 'success', title: fillMessage(d.deleted, { number: order.number }) });
    },
    async createOffer(orders) {
      const offer = await createOffer.mutateAsync({ body: { order_ids: orders.map((o) => o.id) } });
      toasts.show({
        type: 'success',
        title: fillMessage(d.offerCreated, { number: offer.number, count: orders.length }),
      });
      navigate(pagePath('offer', { symbol: offer.id }));
    },
  };
}
