import { SPECIAL_CLIENTS } from '@salesdesk/fixtures';
import { createMockState } from '@salesdesk/fixtures/msw';
import { sampleUser } from '../test/fakeSalesdesk';
import { pageStory } from '../test/pageStory';
import { ClientNotices, type NoticeDocument } from './ClientNotices';

export default { title: 'Document / ClientNotices' };

const draft = (clientId: number, grossGrosze = 1_230_000): NoticeDocument => ({
  client_id: clientId,
  creator_id: sampleUser.user_id,
  status: 'draft',
  archived: false,
  grand_total_incl_tax: grossGrosze,
});

/** Client 4 of the mock with its limit set to what it uses already and one invoice three days late. */
function stretchedClient() {
  const state = createMockState();
  const client = state.clients.find((c) => c.id === 4);
  const invoice = state.invoices.find((i) => i.client_id === 4);
  if (client) Object.assign(client, { credit_limit: 1_000_000, payment_term_days: 14 });
  if (invoice) {
    const due = new Date(state.now - 3 * 86_400_000).toISOString().slice(0, 10);
    Object.assign(invoice, { 'date-of-payment': due, 'left-to-pay': 950_000, 'status-invoices': 'overdue' });
  }
  return state;
}

/** Order wizard, a blocked client: no new order, whom to write to. */
export const NewOrderBlocked = pageStory(
  <ClientNotices kind="order" clientId={SPECIAL_CLIENTS.blocked} />,
  '/pl/dashboard/orders/add-order/1',
);
/** Order page of the author, a blocked client: it will not be confirmed. */
export const OrderBlocked = pageStory(
  <ClientNotices kind="order" clientId={SPECIAL_CLIENTS.blocked} document={draft(SPECIAL_CLIENTS.blocked)} />,
  '/pl/dashboard/orders/1',
);
/** Offer wizard, a blocked client: the offer can still be prepared. */
export const OfferBlocked = pageStory(
  <ClientNotices kind="offer" clientId={SPECIAL_CLIENTS.blocked} />,
  '/pl/dashboard/offers/add-offer/1',
);
/** Order page, a client near its limit with a late invoice: over the limit once confirmed, late within tolerance. */
export const CreditWarnings = pageStory(
  <ClientNotices kind="order" clientId={4} document={draft(4)} />,
  '/pl/dashboard/orders/1',
  { state: stretchedClient() },
);
