import { sampleUser } from '../test/fakeSalesdesk';
import { pageStory } from '../test/pageStory';
import { SynonymsPage } from './SynonymsPage';

export default { title: 'Administration / SynonymsPage' };

const session = { user: { ...sampleUser, user_id: 1, username: 'admin', role: 'Administrators' } };
const path = '/pl/dashboard/synonyms';

/** The seeded dictionary of the trade's words and one learned match. */
export const Default = pageStory(<SynonymsPage />, path, { session });
/** The dictionary still loading. */
export const Loading = pageStory(<SynonymsPage />, path, { session, endpoint: 'synonymList', mode: 'loading' });
/** The dictionary could not be read. */
export const LoadError = pageStory(<SynonymsPage />, path, { session, endpoint: 'synonymList', mode: 'error' });
