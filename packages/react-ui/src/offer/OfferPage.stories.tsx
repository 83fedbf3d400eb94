import { pageStory, storyState } from '../test/pageStory';
import { OfferPage } from './OfferPage';

export default { title: 'Offers / OfferPage' };

const offer = storyState.offers.find((o) => o.items.length > 0) ?? storyState.offers[0];
const id = offer?.id ?? 1;
const location = { path: `/pl/dashboard/offers/${id}`, params: { symbol: String(id) }, search: {} } as never;

/** An offer of the fixtures: facts, approval, totals, lines, comments and history. */
export const Default = pageStory(<OfferPage location={location} />, `/pl/dashboard/offers/${id}`);
/** The offer still loading. */
export const Loading = pageStory(<OfferPage location={location} />, `/pl/dashboard/offers/${id}`, {
  endpoint: 'offerById',
  mode: 'loading',
});
/** The server failing. */
export const ServerError = pageStory(<OfferPage location={location} />, `/pl/dashboard/offers/${id}`, {
  endpoint: 'offerById',
  mode: 'error',
});
