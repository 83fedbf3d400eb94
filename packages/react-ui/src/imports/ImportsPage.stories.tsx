import { pageStory } from '../test/pageStory';
import { ImportsPage } from './ImportsPage';

export default { title: 'Administration / ImportsPage' };

/** The fixtures' import jobs with state, schedule and times. */
export const Default = pageStory(<ImportsPage />, '/pl/dashboard/imports');
/** Only the failed jobs. */
export const Failed = pageStory(<ImportsPage />, '/pl/dashboard/imports?current_job_status=failed');
/** The list still loading. */
export const Loading = pageStory(<ImportsPage />, '/pl/dashboard/imports', { endpoint: 'importList', mode: 'loading' });
