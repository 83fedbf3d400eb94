import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('starts with a skip link that moves focus to the page', () => {
    render(
      <FakeSalesdesk>
        <DashboardLayout>strona</DashboardLayout>
      </FakeSalesdesk>,
    );
    const links = screen.getAllByRole('link');
    expect(links[0]?.textContent).toBe('Przejdź do treści');
    expect(links[0]?.getAttribute('href')).toBe('#content');
    fireEvent.click(links[0] as HTMLElement);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  describe('below md', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('folds the navigation, the name and logout behind a "Menu" button', () => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
      render(
        <FakeSalesdesk>
          <DashboardLayout currentPath="/pl/dashboard">strona</DashboardLayout>
        </FakeSalesdesk>,
      );
      const menu = screen.getByRole('button', { name: 'Menu' });
      expect(menu.getAttribute('aria-expanded')).toBe('false');
      const nav = document.getElementById(menu.getAttribute('aria-controls') ?? '');
      expect(nav?.hasAttribute('data-open')).toBe(false);
      fireEvent.click(menu);
      expect(menu.getAttribute('aria-expanded')).toBe('true');
      expect(nav?.hasAttribute('data-open')).toBe(true);
      expect(within(nav as HTMLElement).getByRole('button', { name: 'Wyloguj' })).toBeTruthy();
      expect(within(nav as HTMLElement).getByText('Łukasz Żółkiewski')).toBeTruthy();
    });
  });
});
