import { createMockState } from '@salesdesk/fixtures/msw';
import { sampleUser } from '../../test/fakeSalesdesk';
import { pageStory, storyState } from '../../test/pageStory';
import { AddOrderPage } from './AddDocumentPage';

export default { title: 'Orders / AddOrderPage (wizard)' };

const step = (stepId: 1 | 2, search: Record<string, string> = {}) =>
  ({ path: `/pl/dashboard/orders/add-order/${stepId}`, params: { stepId: String(stepId) }, search }) as never;
const href = (stepId: 1 | 2, search: Record<string, string> = {}) =>
  `/pl/dashboard/orders/add-order/${stepId}${Object.keys(search).length ? `?${new URLSearchParams(search)}` : ''}`;

/** Step 1, empty: client, receiver and payer, deadlines, delivery, remarks. */
export const ClientAndDelivery = pageStory(<AddOrderPage location={step(1)} />, href(1));

/** Step 1 started from an offer sent to the client: filled in from it. */
export const FromOffer = (() => {
  const state = createMockState();
  const offer = state.offers.find((o) => o.items.length > 1);
  if (offer) Object.assign(offer, { status: 'pending_approval_client', creator_id: sampleUser.user_id });
  const search = { 'offer-id': String(offer?.id ?? 1) };
  return pageStory(<AddOrderPage location={step(1, search)} />, href(1, search), { state });
})();

/** Step 2: the order's line editor (add-line field focused, whole units, stock inline). */
export const Lines = (() => {
  const order = storyState.orders.find((o) => o.status === 'draft') ?? storyState.orders[0];
  if (order) Object.assign(order, { creator_id: sampleUser.user_id });
  const search = { 'order-id': String(order?.id ?? 1) };
  return pageStory(<AddOrderPage location={step(2, search)} />, href(2, search));
})();
