import { pageStory, storyState } from '../test/pageStory';
import { ProductStockDialog } from './ProductStockDialog';
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
/** A product's dialog: stock in every warehouse, prices, and the price and stock history of the imports. */
export const ProductDialog = pageStory(
  <ProductStockDialog
    product={(({ id, index_name, uom }) => ({ id, name: index_name, uom }))(
      storyState.products.find((p) => p.id === 7) ?? (storyState.products[0] as (typeof storyState.products)[number]),
    )}
    onClose={() => {}}
  />,
  '/pl/dashboard/stock',
);
