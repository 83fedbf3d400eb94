import type { Story } from '@ladle/react';
import { DashboardPage } from '../dashboard/DashboardPage';
import { createColorMode } from '../shell/colorMode';
import { createFakeSession, FakeSalesdesk, sampleUser } from '../test/fakeSalesdesk';
import { DashboardLayout } from './DashboardLayout';
import { EmptyLayout } from './EmptyLayout';
import { GuestLayout } from './GuestLayout';

export default { title: 'Layout / Layouts' };

export const Dashboard: Story = () => (
  <FakeSalesdesk>
    <DashboardLayout currentPath="/pl/dashboard" colorMode={createColorMode()}>
      <DashboardPage />
    </DashboardLayout>
  </FakeSalesdesk>
);

export const DashboardAdmin: Story = () => (
  <FakeSalesdesk session={createFakeSession({ user: { ...sampleUser, role: 'Administrators' } }).session}>
    <DashboardLayout currentPath="/pl/dashboard/imports">
      <DashboardPage />
    </DashboardLayout>
  </FakeSalesdesk>
);

export const Guest: Story = () => (
  <FakeSalesdesk>
    <GuestLayout>Treść strony dla gości</GuestLayout>
  </FakeSalesdesk>
);

export const Empty: Story = () => <EmptyLayout>Kreator oferty</EmptyLayout>;
