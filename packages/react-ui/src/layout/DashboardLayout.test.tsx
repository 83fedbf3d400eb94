import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardLayout } from '../index';
import { createFakeSession, FakeSalesdesk, sampleUser } from '../test/fakeSalesdesk';

describe('DashboardLayout', () => {
  it('shows the user name, the page and marks the current nav entry', () => {
    render(
      <FakeSalesdesk>
        <DashboardLayout currentPath="/pl/dashboard/offers/OF-1">strona</DashboardLayout>
      </FakeSalesdesk>,
    );
    expect(screen.getByText('Łukasz Żółkiewski')).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('strona');
    const nav = within(screen.getByRole('navigation', { name: 'Menu główne' }));
    expect(nav.getByRole('link', { name: 'Oferty' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Pulpit' }).getAttribute('aria-current')).toBeNull();
  });

  it('hides imports and substitutions from a seller and shows them to an administrator', () => {
    const { unmount } = render(
      <FakeSalesdesk>
        <DashboardLayout />
      </FakeSalesdesk>,
    );
    expect(screen.queryByRole('link', { name: 'Importy' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Zastępstwa' })).toBeNull();
    unmount();
    render(
      <FakeSalesdesk session={createFakeSession({ user: { ...sampleUser, role: 'Administrators' } }).session}>
        <DashboardLayout />
      </FakeSalesdesk>,
    );
    expect(screen.getByRole('link', { name: 'Importy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zastępstwa' })).toBeTruthy();
  });

  it('logs out with the button', async () => {
    const fake = createFakeSession();
    render(
      <FakeSalesdesk session={fake.session}>
        <DashboardLayout />
      </FakeSalesdesk>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Wyloguj' }));
    await waitFor(() => expect(fake.calls).toEqual(['logout']));
    expect(fake.$session.get().loggedIn).toBe(false);
  });
});
