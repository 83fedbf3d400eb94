import { pageStory } from '../test/pageStory';
import { SettlementsPage } from './SettlementsPage';

export default { title: 'Lists / SettlementsPage' };

/** Payments matched to invoices, newest first. */
export const Default = pageStory(<SettlementsPage />, '/pl/dashboard/settlements');
/** Cash payments only. */
export const Cash = pageStory(<SettlementsPage />, '/pl/dashboard/settlements?method=cash');
