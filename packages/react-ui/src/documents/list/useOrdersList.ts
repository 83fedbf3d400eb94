import { useRoute, useUser } from '../../context/salesdeskContext';
import { useApiQuery } from '../../data/useApiQuery';
import { type ListController, useListController } from '../../data/useListController';

/** The tabs of the orders page: every order, and the ones waiting for this user's confirmation. */
export type OrderTab = 'all' | 'toConfirm';

/** State of the orders page: the tab in the URL, its list, and the "to confirm" count. */
export interface OrdersList {
  tab: OrderTab;
  list: ListController<'orderList'>;
  /** Orders waiting for this user's confirmation (also as a deputy); null until known. */
  toConfirmCount: number | null;
  /** Whether "Do potwierdzenia" shows: acceptors, and anyone with something to confirm (deputies). */
  showsToConfirm: boolean;
}

/**
 * The orders list (`?tab=toConfirm` for "Do potwierdzenia": orders whose lines need an approval
 * the caller may give, `to_confirm=true`), newest first unless the URL says otherwise; each tab
 * keeps its own saved columns. The count comes from the same call with one row, refreshed live.
 */
export function useOrdersList(): OrdersList {
  const location = useRoute();
  const user = useUser();
  const tab: OrderTab = location.search.tab === 'toConfirm' ? 'toConfirm' : 'all';
  const list = useListController({
    endpoint: 'orderList',
    tableId: tab === 'toConfirm' ? 'ordersToConfirm' : 'orders',
    rememberAs: 'orders',
    defaults: { sort: '-created_at' },
    ...(tab === 'toConfirm' ? { fixed: { to_confirm: 'true' as const } } : {}),
  });
  const toConfirm = useApiQuery('orderList', { query: { to_confirm: 'true', limit: 1 } });
  const toConfirmCount = toConfirm.data?.total ?? null;
  return {
    tab,
    list,
    toConfirmCount,
    showsToConfirm: Boolean(user?.is_acceptor) || (toConfirmCount ?? 0) > 0 || tab === 'toConfirm',
  };
}
