import type { StockFilter } from '@salesdesk/sdk';
import { useListController } from '../data/useListController';
import { useAvailability } from '../stock/StockFilters';

/**
 * The product catalogue's list (`productsAll`, table `products`): "only available" starts as the
 * user's saved `catalog` flag says; no default sort, so the server orders by name and ranks a
 * search until a column is chosen.
 */
export function useCatalogueList(flags: StockFilter) {
  const { availability, defaults } = useAvailability(flags, 'productsAll');
  const list = useListController({ endpoint: 'productsAll', tableId: 'products', defaults });
  return { list, availability };
}
