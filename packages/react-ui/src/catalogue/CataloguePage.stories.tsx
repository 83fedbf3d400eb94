import { pageStory, storyState } from '../test/pageStory';
import { CataloguePage } from './CataloguePage';

export default { title: 'Catalogue / CataloguePage' };

/** The catalogue with the stock of the user's default warehouse, only available products as the `catalog` flag says. */
export const Default = pageStory(<CataloguePage />, '/pl/dashboard/products');
/** Every product, one manufacturer, 20 a page. */
export const Filtered = pageStory(
  <CataloguePage />,
  `/pl/dashboard/products?in_stock=all&manufacturer=${encodeURIComponent(storyState.products[0]?.manufacturer ?? '')}&limit=20`,
);
/** A search that matches nothing: the empty state with "Wyczyść filtry". */
export const NothingFound = pageStory(<CataloguePage />, '/pl/dashboard/products?search=zzzz');
/** The catalogue still loading. */
export const Loading = pageStory(<CataloguePage />, '/pl/dashboard/products', {
  endpoint: 'productsAll',
  mode: 'loading',
});
/** The server failing: the Polish error with "Spróbuj ponownie". */
export const ServerError = pageStory(<CataloguePage />, '/pl/dashboard/products', {
  endpoint: 'productsAll',
  mode: 'error',
});
