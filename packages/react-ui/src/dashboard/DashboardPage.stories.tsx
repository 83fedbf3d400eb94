import type { Story } from '@ladle/react';
import { brands } from '@salesdesk/sdk';
import { FakeSalesdesk } from '../test/fakeSalesdesk';
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
