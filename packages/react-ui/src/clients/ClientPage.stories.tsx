import { SPECIAL_CLIENTS } from '@salesdesk/fixtures';
import { pageStory, storyState } from '../test/pageStory';
import { clientHref } from './ClientLink';
import { ClientPage } from './ClientPage';

export default { title: 'Clients / ClientPage (card)' };

const client = (id: number) => {
  const found = storyState.clients.find((c) => c.id === id);
  if (!found) throw new Error(`no client ${id} in the fixtures`);
  return found;
};

/** A key account: data, terms and credit in use, contacts, its active offers. */
export const Default = pageStory(<ClientPage />, clientHref(client(4)));
/** Blocked for new orders: over its limit and with invoices long overdue; the notice with the mailbox. */
export const Blocked = pageStory(<ClientPage />, clientHref(client(SPECIAL_CLIENTS.blocked)));
/** The invoices tab of the blocked client: overdue ones with their days past due. */
export const BlockedInvoices = pageStory(
  <ClientPage />,
  `${clientHref(client(SPECIAL_CLIENTS.blocked))}?tab=invoices&sort=-left-to-pay`,
);
/** A name with a slash, an ampersand and Polish letters, opened from the number alone. */
export const AwkwardName = pageStory(<ClientPage />, `/pl/dashboard/clients/${SPECIAL_CLIENTS.awkwardName}?tab=orders`);
/** The settlements tab. */
export const Settlements = pageStory(<ClientPage />, `${clientHref(client(9))}?tab=settlements`);
/** While the client loads. */
export const Loading = pageStory(<ClientPage />, clientHref(client(4)), { endpoint: 'clientById', mode: 'loading' });
/** A client that is not there. */
export const Missing = pageStory(<ClientPage />, '/pl/dashboard/clients/999999-nikt');
