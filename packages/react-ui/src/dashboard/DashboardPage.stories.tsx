import type { Story } from '@ladle/react';
import { emptiedMockState } from '@salesdesk/fixtures/msw';
import { brands } from '@salesdesk/sdk';
import { FakeSalesdesk, sampleUser } from '../test/fakeSalesdesk';
import { pageStory, storyState } from '../test/pageStory';
import { DashboardPage } from './DashboardPage';

export default { title: 'Dashboard / DashboardPage' };

export const BrandOne: Story = () => (
  <FakeSalesdesk brand={brands.one}>
    <DashboardPage />
  </FakeSalesdesk>
);

export const BrandTwo: Story = () => (
  <FakeSalesdesk brand={brands.two}>
    <DashboardPage />
  </FakeSalesdesk>
);

const admin = { user: { ...sampleUser, user_id: 1, username: 'admin', role: 'Administrators' } };

/**
 * An administrator of an empty system (the first production start): "Pierwsze kroki" lists the
 * imports in their order, the home company done, with the link to the imports page.
 */
export const EmptySystemAdmin = pageStory(<DashboardPage />, '/pl/dashboard', {
  session: admin,
  state: emptiedMockState(storyState),
});

/** An administrator of a system with its catalogue and clients: no first steps. */
export const AdminWithData = pageStory(<DashboardPage />, '/pl/dashboard', { session: admin });
