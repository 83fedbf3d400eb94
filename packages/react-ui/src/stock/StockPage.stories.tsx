import { pageStory } from '../test/pageStory';
import { StockPage } from './StockPage';

export default { title: 'Catalogue / StockPage' };

/** The user's default warehouse: its products, available ones first as the stock flags say. */
export const Warehouse = pageStory(<StockPage />, '/pl/dashboard/stock');
/** The catalogue search with stock summed over the user's warehouses. */
export const Catalogue = pageStory(<StockPage />, '/pl/dashboard/stock?tab=catalogue');
/** The warehouse list still loading. */
export const Loading = pageStory(<StockPage />, '/pl/dashboard/stock', {
  endpoint: 'warehouseProducts',
  mode: 'loading',
});
