import { pageStory } from '../../test/pageStory';
import { OffersPage } from './DocumentListPage';

export default { title: 'Lists / OffersPage' };

/** "W obiegu": offers in approval, sent back, or at the client. */
export const InCirculation = pageStory(<OffersPage />, '/pl/dashboard/offers');
/** The seller's drafts, with their row menu (copy, archive, delete). */
export const Drafts = pageStory(<OffersPage />, '/pl/dashboard/offers?tab=drafts');
/** Every offer, the archive filter on. */
export const Archive = pageStory(<OffersPage />, '/pl/dashboard/offers?tab=all&archived=true');
/** The list still loading. */
export const Loading = pageStory(<OffersPage />, '/pl/dashboard/offers', {
  endpoint: 'offerCirculationList',
  mode: 'loading',
});
