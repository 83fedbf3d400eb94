import { describe, expect, it } from 'vitest';
import { type AppPage, guardRedirect, loginPathFor, pageAllowed, ROUTE_META, ROUTES } from './routes';

function page(route: AppPage['route'], search: Record<string, string> = {}): AppPage {
  return { route, params: {}, search, path: ROUTES[route], hash: '' } as AppPage;
}

const IN = { loggedIn: true };
const OUT = { loggedIn: false };

describe('route guards', () => {
  it('sends / and /pl to the dashboard or login', () => {
    for (const route of ['home', 'pl'] as const) {
      expect(guardRedirect(page(route), IN, '/')).toBe('/pl/dashboard');
      expect(guardRedirect(page(route), OUT, '/')).toBe('/pl/login');
    }
  });

  it('keeps logged-in users off the login page only', () => {
    expect(guardRedirect(page('login'), IN, '/pl/login')).toBe('/pl/dashboard');
    expect(guardRedirect(page('login'), OUT, '/pl/login')).toBeNull();
    expect(guardRedirect(page('forgotPassword'), IN, '/pl/forgot-password')).toBeNull();
  });

  it('requires id or token on reset-password', () => {
    expect(guardRedirect(page('resetPassword'), OUT, '/pl/reset-password')).toBe('/pl/login');
    expect(guardRedirect(page('resetPassword', { token: 'abc' }), OUT, '/x')).toBeNull();
    expect(guardRedirect(page('resetPassword', { id: '1' }), OUT, '/x')).toBeNull();
  });

  it('guards every dashboard route and keeps the target', () => {
    const dashboardRoutes = (Object.keys(ROUTES) as AppPage['route'][]).filter((r) =>
      ROUTES[r].startsWith('/pl/dashboard'),
    );
    expect(dashboardRoutes).toHaveLength(19);
    for (const route of dashboardRoutes) {
      expect(ROUTE_META[route].guard).toBe('user');
      expect(guardRedirect(page(route), IN, ROUTES[route])).toBeNull();
    }
    expect(guardRedirect(page('offers'), OUT, '/pl/dashboard/offers?page=2')).toBe(
      '/pl/login?target=%2Fpl%2Fdashboard%2Foffers%3Fpage%3D2',
    );
    expect(loginPathFor('/pl/dashboard')).toBe('/pl/login?target=%2Fpl%2Fdashboard');
  });

  it('shows unknown routes (the 404 page) without redirecting', () => {
    expect(guardRedirect(undefined, OUT, '/nope')).toBeNull();
  });

  it('puts imports and substitutions behind the page-access check', () => {
    expect(pageAllowed(page('imports'), 'Handlowiec')).toBe(false);
    expect(pageAllowed(page('substitutions'), 'Administrators')).toBe(true);
    expect(pageAllowed(page('imports'), null)).toBeUndefined();
    expect(pageAllowed(page('offers'), 'Handlowiec')).toBe(true);
  });

  it('uses the empty layout for the two wizards', () => {
    expect(ROUTE_META.addOffer.layout).toBe('empty');
    expect(ROUTE_META.addOrder.layout).toBe('empty');
  });
});
