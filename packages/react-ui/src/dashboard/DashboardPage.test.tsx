import { brands } from '@salesdesk/sdk';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardPage, memoryRouteSource } from '../index';
import { FakeSalesdesk } from '../test/fakeSalesdesk';

function renderDashboard(route = memoryRouteSource('/pl/dashboard'), brand = brands.one) {
  render(
    <FakeSalesdesk route={route} brand={brand}>
      <DashboardPage />
    </FakeSalesdesk>,
  );
  return within(screen.getByRole('list', { name: 'Skróty' }));
}

describe('DashboardPage', () => {
  it('shows the six shortcut tiles with their targets', () => {
    const tiles = renderDashboard();
    const links = tiles.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/pl/dashboard/orders',
      '/pl/dashboard/clients',
      '/pl/dashboard/orders/add-order/1',
      '/pl/dashboard/offers/add-offer/1',
      '/pl/dashboard/offers',
      brands.one.investmentsUrl,
    ]);
    expect(tiles.getByRole('link', { name: /Przygotuj ofertę/ })).toBeTruthy();
  });

  it('opens the investments application of the brand in a new tab', () => {
    const tiles = renderDashboard(memoryRouteSource('/pl/dashboard'), brands.two);
    const link = tiles.getByRole('link', { name: /Inwestycje/ });
    expect(link.getAttribute('href')).toBe(brands.two.investmentsUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('navigates inside the app on a plain click', () => {
    const route = memoryRouteSource('/pl/dashboard');
    const tiles = renderDashboard(route);
    fireEvent.click(tiles.getByRole('link', { name: /^Oferty/ }), { button: 0 });
    expect(route.history).toEqual(['/pl/dashboard', '/pl/dashboard/offers']);
  });

  it('greets the user by name', () => {
    renderDashboard();
    expect(screen.getByText('Witaj, Łukasz Żółkiewski!')).toBeTruthy();
  });
});
