import { pageStory } from '../test/pageStory';
import { SettingsPage } from './SettingsPage';

export default { title: 'Administration / SettingsPage' };

/** Zoom, stock filter flags, dashboard shortcuts and the reset of table layouts. */
export const Default = pageStory(<SettingsPage />, '/pl/dashboard/settings');
/** The settings still loading. */
export const Loading = pageStory(<SettingsPage />, '/pl/dashboard/settings', {
  endpoint: 'getUiConfig',
  mode: 'loading',
});
