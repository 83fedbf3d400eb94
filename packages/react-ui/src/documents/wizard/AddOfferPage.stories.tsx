import { pageStory, storyState } from '../../test/pageStory';
import { AddOfferPage } from './AddDocumentPage';

export default { title: 'Offers / AddOfferPage (wizard)' };

const stepOne = { path: '/pl/dashboard/offers/add-offer/1', params: { stepId: '1' }, search: {} } as never;
const offer = storyState.offers.find((o) => o.items.length > 1) ?? storyState.offers[0];
const id = offer?.id ?? 1;
const stepTwo = {
  path: '/pl/dashboard/offers/add-offer/2',
  params: { stepId: '2' },
  search: { 'offer-id': String(id) },
} as never;

/** Step 1: client, receiver and payer, validity, template, delivery. */
export const ClientAndTerms = pageStory(<AddOfferPage location={stepOne} />, '/pl/dashboard/offers/add-offer/1');
/** Step 2: the line editor of the new offer (add-line field, prediction, quantities in place). */
export const Lines = pageStory(<AddOfferPage location={stepTwo} />, `/pl/dashboard/offers/add-offer/2?offer-id=${id}`);
/** Step 2 while the offer loads. */
export const LinesLoading = pageStory(
  <AddOfferPage location={stepTwo} />,
  `/pl/dashboard/offers/add-offer/2?offer-id=${id}`,
  { endpoint: 'offerById', mode: 'loading' },
);
