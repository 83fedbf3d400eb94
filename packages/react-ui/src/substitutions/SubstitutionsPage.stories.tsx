import { pageStory } from '../test/pageStory';
import { SubstitutionsPage } from './SubstitutionsPage';

export default { title: 'Administration / SubstitutionsPage' };

/** The fixtures' substitutions, latest first, with "Dodaj zastępstwo" and per-row end or cancel. */
export const Default = pageStory(<SubstitutionsPage />, '/pl/dashboard/substitutions');
/** Only the substitutions in force today. */
export const Active = pageStory(<SubstitutionsPage />, '/pl/dashboard/substitutions?status=active');
/** The list still loading. */
export const Loading = pageStory(<SubstitutionsPage />, '/pl/dashboard/substitutions', {
  endpoint: 'substitutionList',
  mode: 'loading',
});
