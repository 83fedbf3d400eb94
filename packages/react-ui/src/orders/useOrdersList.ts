import { useListController } from '../data/useListController';

/** The orders list: newest first unless the URL says otherwise. */
export function useOrdersList() {
  return useListController({ endpoint: 'orderList', tableId: 'orders', defaults: { sort: '-created_at' } });
}
