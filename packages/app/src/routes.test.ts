import { memoryRouteSource } from '@salesdesk/react-ui';
import { describe, expect, it } from 'vitest';
import { createAppRouter, routeSourceFromRouter } from './routes';

describe('the app router over the page registry', () => {
  it('gives the UI the route, its params and its query, and navigates with push or replace', () => {
    window.history.replaceState(null, '', '/pl/dashboard');
    const router = createAppRouter();
    const route = routeSourceFromRouter(router);
    const seen: string[] = [];
    const off = route.$location.subscribe((location) => seen.push(`${location.name}:${location.path}`));
    const before = window.history.length;
    route.navigate('/pl/dashboard/offers/12?tab=drafts');
    expect(route.$location.get()).toEqual({
      name: 'offer',
      path: '/pl/dashboard/offers/12',
      params: { symbol: '12' },
      search: { tab: 'drafts' },
    });
    expect(window.history.length).toBe(before + 1);
    route.navigate('/pl/dashboard/offers?page=2', { replace: true });
    expect(window.history.length).toBe(before + 1);
    expect(window.location.search).toBe('?page=2');
    expect(seen).toEqual(['dashboard:/pl/dashboard', 'offer:/pl/dashboard/offers/12', 'offers:/pl/dashboard/offers']);
    off();
  });

  it('keeps an unknown path with its address for the 404 page, and a malformed one without throwing', () => {
    const router = createAppRouter();
    const route = routeSourceFromRouter(router);
    route.navigate('/pl/nie-ma-takiej');
    expect(route.$location.get()).toMatchObject({ name: null, path: '/pl/nie-ma-takiej' });
    route.navigate('/pl/dashboard/offers/%E0%A4%A');
    expect(route.$location.get()).toMatchObject({ name: 'offer', params: { symbol: '%E0%A4%A' } });
  });

  it('matches like the memory route source stories and tests use', () => {
    const memory = memoryRouteSource('/pl/dashboard/invoices/7');
    expect(memory.$location.get().path).toBe('/pl/dashboard/invoices/7');
  });
});
