import type { Story } from '@ladle/react';
import { createMockState, emptiedMockState } from '@salesdesk/fixtures/msw';
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

/** A salesperson: "Na dziś" with their drafts, offers to correct, at the client and unconfirmed orders; the sales drawn. */
export const Salesperson = pageStory(<DashboardPage />, '/pl/dashboard');

const approverState = createMockState();
approverState.me = { ...approverState.me, role: 'Dyrektor Oddziału', is_acceptor: true };
const approver = { user: { ...sampleUser, role: 'Dyrektor Oddziału', is_acceptor: true } };

/** A branch director who approves: the offers waiting for their approval and the orders to confirm come first. */
export const Approver = pageStory(<DashboardPage />, '/pl/dashboard', { session: approver, state: approverState });

/** The counts still loading: placeholders of the tiles, the rest of the page already there. */
export const CountsLoading = pageStory(<DashboardPage />, '/pl/dashboard', {
  endpoint: 'dashboardCounts',
  mode: 'loading',
});

/** The counts failed to load: a message in place of the tiles. */
export const CountsError = pageStory(<DashboardPage />, '/pl/dashboard', {
  endpoint: 'dashboardCounts',
  mode: 'error',
});
