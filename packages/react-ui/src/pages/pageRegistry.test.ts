import { DEFAULT_SHORTCUTS } from '@salesdesk/sdk';
import { describe, expect, it } from 'vitest';
import type { RouteLocation } from '../context/routeSource';
import { DASHBOARD_TILES } from '../dashboard/dashboardTiles';
import { DASHBOARD_NAV, navFor } from '../layout/dashboardNav';
import { guardRedirect, loginPathFor, pageAllowed } from './pageGuards';
import {
  isValidLocation,
  matchPage,
  PAGES,
  type PageName,
  pageDefinition,
  pagePath,
  shortcutHref,
} from './pageRegistry';

function at(href: string): RouteLocation {
  const url = new URL(href, 'http://app.invalid');
  const matched = matchPage(url.pathname);
  return {
    name: matched?.name ?? null,
    path: url.pathname,
    params: matched?.params ?? {},
    search: Object.fromEntries(url.searchParams),
  };
}

const IN = { loggedIn: true };
const OUT = { loggedIn: false };

describe('the page registry', () => {
  it('holds every route of SPEC §2 (and the API documentation, webhooks, trade synonyms and the product catalogue), matching fixed paths before parameterised ones', () => {
    expect(Object.keys(PAGES)).toHaveLength(28);
    expect(matchPage('/pl/dashboard/synonyms')?.name).toBe('synonyms');
    expect(matchPage('/pl/dashboard/products')?.name).toBe('products');
    expect(matchPage('/pl/dashboard/api')?.name).toBe('apiDocs');
    expect(matchPage('/pl/dashboard/webhooks')?.name).toBe('webhooks');
    expect(matchPage('/pl/dashboard/offers')?.name).toBe('offers');
    expect(matchPage('/pl/dashboard/offers/')?.name).toBe('offers');
    expect(matchPage('/pl/dashboard/offers/add-offer/1')).toEqual({ name: 'addOffer', params: { stepId: '1' } });
    expect(matchPage('/pl/dashboard/offers/17')).toEqual({ name: 'offer', params: { symbol: '17' } });
    expect(matchPage('/pl/dashboard/clients/Budmax%20Sp.')).toEqual({
      name: 'client',
      params: { clientName: 'Budmax Sp.' },
    });
    expect(matchPage('/pl/dashboard/nope')).toBeUndefined();
    // Invalid percent-encoding matches nothing instead of throwing.
    expect(matchPage('/pl/dashboard/offers/%E0%A4%A')).toBeUndefined();
  });

  it('validates route parameters: ids are positive decimal integers, wizard steps 1 or 2 with the id of step 2', () => {
    expect(isValidLocation(at('/pl/dashboard/offers/12'))).toBe(true);
    for (const bad of ['0', '012', '0x1', '1.0', '1e2', '-3', 'OF-2026-1']) {
      expect(isValidLocation(at(`/pl/dashboard/offers/${bad}`))).toBe(false);
    }
    expect(isValidLocation(at('/pl/dashboard/offers/add-offer/1'))).toBe(true);
    expect(isValidLocation(at('/pl/dashboard/offers/add-offer/2?offer-id=5'))).toBe(true);
    expect(isValidLocation(at('/pl/dashboard/offers/add-offer/2'))).toBe(false);
    expect(isValidLocation(at('/pl/dashboard/offers/add-offer/3?offer-id=5'))).toBe(false);
    expect(isValidLocation(at('/pl/dashboard/invoices/9'))).toBe(true);
    expect(isValidLocation(at('/pl/dashboard/invoices/abc'))).toBe(false);
  });

  it('builds every internal link from the registry', () => {
    expect(pagePath('offer', { symbol: 12 })).toBe('/pl/dashboard/offers/12');
    expect(pagePath('addOffer', { stepId: 2 }, { 'offer-id': 7 })).toBe('/pl/dashboard/offers/add-offer/2?offer-id=7');
    expect(pagePath('offers', {}, { tab: 'drafts', page: undefined })).toBe('/pl/dashboard/offers?tab=drafts');
    expect(pagePath('client', { clientName: 'A/B' })).toBe('/pl/dashboard/clients/A%2FB');
  });

  it('derives the navigation: pages with a nav entry, in order, the substitutions page as "Zastępstwa"', () => {
    expect(DASHBOARD_NAV.map((item) => item.id)).toEqual([
      'dashboard',
      'offers',
      'orders',
      'clients',
      'products',
      'stock',
      'invoices',
      'documents',
      'settlements',
      'notifications',
      'users',
      'imports',
      'webhooks',
      'synonyms',
      'substitutions',
      'settings',
    ]);
    expect(DASHBOARD_NAV.find((item) => item.id === 'substitutions')?.label).toBe('Zastępstwa');
    for (const item of DASHBOARD_NAV) expect(item.href).toBe(pageDefinition(item.id).path);
    const seller = navFor('Handlowiec').map((item) => item.id);
    expect(seller).not.toContain('users');
    expect(seller).not.toContain('imports');
    expect(seller).not.toContain('webhooks');
    expect(seller).not.toContain('synonyms');
    expect(navFor('Dyrektor Oddziału').map((item) => item.id)).not.toContain('webhooks');
    expect(navFor('Dyrektor Oddziału').map((item) => item.id)).toContain('substitutions');
  });

  it('derives the tiles: every shortcut key opens a page of the registry, investments an external address', () => {
    expect(DASHBOARD_TILES.map((tile) => tile.href)).toEqual([
      '/pl/dashboard/orders',
      '/pl/dashboard/clients',
      '/pl/dashboard/orders/add-order/1',
      '/pl/dashboard/offers/add-offer/1',
      '/pl/dashboard/offers',
      'external',
    ]);
    for (const key of DEFAULT_SHORTCUTS) {
      const href = shortcutHref(key);
      if (key === 'investments') expect(href).toBe('external');
      else expect(isValidLocation(at(href))).toBe(true);
    }
  });
});

describe('page guards (SPEC §2)', () => {
  it('sends / and /pl to the dashboard or login', () => {
    for (const path of ['/', '/pl']) {
      expect(guardRedirect(at(path), IN)).toBe('/pl/dashboard');
      expect(guardRedirect(at(path), OUT)).toBe('/pl/login');
    }
  });

  it('keeps logged-in users off the login page only', () => {
    expect(guardRedirect(at('/pl/login'), IN)).toBe('/pl/dashboard');
    expect(guardRedirect(at('/pl/login'), OUT)).toBeNull();
    expect(guardRedirect(at('/pl/forgot-password'), IN)).toBeNull();
  });

  it('requires id or token on reset-password', () => {
    expect(guardRedirect(at('/pl/reset-password'), OUT)).toBe('/pl/login');
    expect(guardRedirect(at('/pl/reset-password?token=abc'), OUT)).toBeNull();
    expect(guardRedirect(at('/pl/reset-password?id=1'), OUT)).toBeNull();
  });

  it('guards every dashboard route and keeps the target with its query', () => {
    const dashboard = (Object.keys(PAGES) as PageName[]).filter((name) => PAGES[name].path.startsWith('/pl/dashboard'));
    expect(dashboard).toHaveLength(23);
    for (const name of dashboard) expect(pageDefinition(name).guard).toBe('user');
    expect(guardRedirect(at('/pl/dashboard/offers?page=2'), OUT)).toBe(
      '/pl/login?target=%2Fpl%2Fdashboard%2Foffers%3Fpage%3D2',
    );
    expect(guardRedirect(at('/pl/dashboard/offers?page=2'), IN)).toBeNull();
    expect(loginPathFor('/pl/dashboard')).toBe('/pl/login?target=%2Fpl%2Fdashboard');
  });

  it('shows unknown routes (the 404 page) without redirecting', () => {
    expect(guardRedirect(at('/nope'), OUT)).toBeNull();
  });

  it('puts imports, substitutions and users behind the page-access check', () => {
    expect(pageAllowed(at('/pl/dashboard/webhooks'), 'Zarząd')).toBe(false);
    expect(pageAllowed(at('/pl/dashboard/webhooks'), 'Administrators')).toBe(true);
    expect(pageAllowed(at('/pl/dashboard/imports'), 'Handlowiec')).toBe(false);
    expect(pageAllowed(at('/pl/dashboard/users'), 'Zarząd')).toBe(false);
    expect(pageAllowed(at('/pl/dashboard/substitutions'), 'Administrators')).toBe(true);
    expect(pageAllowed(at('/pl/dashboard/imports'), null)).toBeUndefined();
    expect(pageAllowed(at('/pl/dashboard/offers'), 'Handlowiec')).toBe(true);
  });

  it('uses the empty layout for the two wizards', () => {
    expect(PAGES.addOffer.layout).toBe('empty');
    expect(PAGES.addOrder.layout).toBe('empty');
  });
});
