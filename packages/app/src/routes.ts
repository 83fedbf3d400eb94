import { createRouter } from '@nanostores/router';
import type { RouteLocation, RouteSource } from '@salesdesk/react-ui';
import { routerPatterns } from '@salesdesk/react-ui';
import { computed } from 'nanostores';

/**
 * The app's router over the page registry of react-ui (the one route table); `links` makes
 * plain `<a href>` clicks navigate without a reload.
 */
export function createAppRouter() {
  return createRouter(routerPatterns(), { links: true });
}

/** The router type. */
export type AppRouter = ReturnType<typeof createAppRouter>;

/** The router as the UI's route state: the current location and navigation. */
export function routeSourceFromRouter(router: AppRouter, win: Pick<Window, 'location'> = window): RouteSource {
  const $location = computed(router, (page): RouteLocation => {
    if (page) return { name: page.route, path: page.path, params: page.params, search: page.search };
    // An unknown path: the 404 page needs the address itself.
    return {
      name: null,
      path: win.location.pathname,
      params: {},
      search: Object.fromEntries(new URLSearchParams(win.location.search)),
    };
  });
  return {
    $location,
    navigate: (to, options) => void router.open(to, options?.replace),
  };
}
