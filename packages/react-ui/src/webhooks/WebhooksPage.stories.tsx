import { emptiedMockState } from '@salesdesk/fixtures/msw';
import { sampleUser } from '../test/fakeSalesdesk';
import { pageStory, storyState } from '../test/pageStory';
import { WebhooksPage } from './WebhooksPage';

export default { title: 'Administration / WebhooksPage' };

const session = { user: { ...sampleUser, user_id: 1, username: 'admin', role: 'Administrators' } };
const path = '/pl/dashboard/webhooks';

/** An ERP endpoint with its deliveries, and a warehouse endpoint switched off after a day of failures. */
export const Default = pageStory(<WebhooksPage />, path, { session });
/** No endpoint yet: the form and the empty list. */
export const Empty = pageStory(<WebhooksPage />, path, { session, state: emptiedMockState(storyState) });
/** The endpoints still loading. */
export const Loading = pageStory(<WebhooksPage />, path, { session, endpoint: 'webhookList', mode: 'loading' });
/** The endpoints could not be read. */
export const LoadError = pageStory(<WebhooksPage />, path, { session, endpoint: 'webhookList', mode: 'error' });
