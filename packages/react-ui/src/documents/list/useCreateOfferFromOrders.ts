import type { OrderSummary } from '@salesdesk/sdk';
import { useSalesdesk } from '../../context/salesdeskContext';
import { useApiMutation } from '../../data/useApiMutation';
import { fillMessage } from '../../messages';
import { ordersMessages } from '../../messages/orders';
import { pagePath } from '../../pages/pageRegistry';
import { toasts } from '../../toast/toastStore';

/**
 * "Utwórz ofertę z zamówień" of the orders list: a draft offer of the orders' lines (current
 * prices), announced by a toast, then opened. (Copy, archive and delete are the document's own:
 * `useDocumentActions('order')`.)
 */
export function useCreateOfferFromOrders(): (orders: readonly OrderSummary[]) => Promise<void> {
  const { navigate } = useSalesdesk();
  const createOffer = useApiMutation('offerCreateFromOrders');
  return async (orders) => {
    const offer = await createOffer.mutateAsync({ body: { order_ids: orders.map((o) => o.id) } });
    toasts.show({
      type: 'success',
      title: fillMessage(ordersMessages.done.offerCreated, { number: offer.number, count: orders.length }),
    });
    navigate(pagePath('offer', { symbol: offer.id }));
  };
}
