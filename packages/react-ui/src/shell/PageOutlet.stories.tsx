import type { Story } from '@ladle/react';
import { memoryRouteSource } from '../context/routeSource';
import { DashboardPage } from '../dashboard/DashboardPage';
import { matchPage, PAGES, type PageName } from '../pages/pageRegistry';
import { StoryProviders } from '../test/storyProviders';
import { PageOutlet, type PageOutletProps } from './PageOutlet';

export default { title: 'Shell / PageOutlet' };

/** Every page is the dashboard here: the outlet's part is the layout, the guards and the 404 and 403 around it. */
const pages = Object.fromEntries(
  Object.keys(PAGES).map((name) => [name, PAGES[name as PageName].guard === 'landing' ? null : DashboardPage]),
) as PageOutletProps['pages'];

const outletAt = (href: string) => () => (
  <StoryProviders route={memoryRouteSource(href, matchPage)}>
    <PageOutlet pages={pages} loggedInShell={(page) => page} />
  </StoryProviders>
);

/** A page in the dashboard layout. */
export const Dashboard: Story = outletAt('/pl/dashboard');
/** An unknown path: the 404 inside the dashboard's shell. */
export const NotFound: Story = outletAt('/pl/dashboard/nie-ma');
