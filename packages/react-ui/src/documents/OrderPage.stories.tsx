import { createMockState } from '@salesdesk/fixtures/msw';
import { sampleUser } from '../test/fakeSalesdesk';
import { pageStory } from '../test/pageStory';
import { OrderPage } from './OrderPage';

export default { title: 'Orders / OrderPage' };

/** A mock backend whose first order with lines is set up by `fields`. */
function orderStory(fields: Record<string, unknown>) {
  const state = createMockState();
  const order = state.orders.find((o) => o.items.length > 1) ?? state.orders[0];
  if (order) Object.assign(order, { archived: false, ...fields });
  const id = order?.id ?? 1;
  const at = { path: `/pl/dashboard/orders/${id}`, params: { symbol: String(id) }, search: {} } as never;
  return pageStory(<OrderPage location={at} />, `/pl/dashboard/orders/${id}`, { state });
}

/** The author's draft: the line editor (scanner first), deadlines, delivery, remarks, "Potwierdź zamówienie". */
export const Draft = orderStory({
  status: 'draft',
  confirmed_at: null,
  creator_id: sampleUser.user_id,
  approval_level: 'board',
});
/** The author's draft whose lines need an approval they lack: who can confirm it instead. */
export const NeedsApprover = orderStory({
  status: 'draft',
  confirmed_at: null,
  creator_id: sampleUser.user_id,
  required_approval_level: 'regional_manager',
  approval_level: null,
});
/** Confirmed: read-only, and the page says so. */
export const Confirmed = orderStory({
  status: 'confirmed',
  confirmed_at: '2026-11-20T09:30:00.000Z',
  creator_id: sampleUser.user_id,
});
/** Confirmed from an accepted offer: who accepted its lines and when, not what they "need". */
export const ConfirmedFromAcceptedOffer = orderStory({
  status: 'confirmed',
  confirmed_at: '2026-11-20T09:30:00.000Z',
  creator_id: sampleUser.user_id,
  required_approval_level: 'regional_manager',
  approval_level: 'regional_manager',
  approval: {
    level: 'regional_manager',
    approved_by: { id: 7, fullname: 'Renata Regionalna' },
    on_behalf_of: null,
    approved_at: '2026-11-18T14:05:00.000Z',
  },
});
/** The order still loading. */
export const Loading = pageStory(
  <OrderPage location={{ path: '/pl/dashboard/orders/1', params: { symbol: '1' }, search: {} } as never} />,
  '/pl/dashboard/orders/1',
  { endpoint: 'orderById', mode: 'loading' },
);
