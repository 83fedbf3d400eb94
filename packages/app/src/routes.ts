import { createRouter, type Page } from '@nanostores/router';
import { canAccess, type PageAccessRule, pageAccess } from '@salesdesk/sdk';

/** Every route of SPEC §2. Order matters: the first pattern that matches wins. */
export const ROUTES = {
  home: '/',
  pl: '/pl',
  login: '/pl/login',
  forgotPassword: '/pl/forgot-password',
  resetPassword: '/pl/reset-password',
  dashboard: '/pl/dashboard',
  stock: '/pl/dashboard/stock',
  users: '/pl/dashboard/users',
  imports: '/pl/dashboard/imports',
  settings: '/pl/dashboard/settings',
  settlements: '/pl/dashboard/settlements',
  offers: '/pl/dashboard/offers',
  orders: '/pl/dashboard/orders',
  clients: '/pl/dashboard/clients',
  notifications: '/pl/dashboard/notifications',
  substitutions: '/pl/dashboard/substitutions',
  invoices: '/pl/dashboard/invoices',
  documents: '/pl/dashboard/documents',
  addOffer: '/pl/dashboard/offers/add-offer/:stepId',
  addOrder: '/pl/dashboard/orders/add-order/:stepId',
  offer: '/pl/dashboard/offers/:symbol',
  order: '/pl/dashboard/orders/:symbol',
  client: '/pl/dashboard/clients/:clientName',
  invoice: '/pl/dashboard/invoices/:invoiceId',
} as const;

/** Name of a route. */
export type RouteName = keyof typeof ROUTES;
/** A matched page of the router. */
export type AppPage = Page<typeof ROUTES, RouteName>;

/** Who may open a route. */
export type RouteGuard = 'landing' | 'guestOnly' | 'public' | 'resetPassword' | 'user';

/** What the shell needs to know about a route. */
export interface RouteMeta {
  layout: 'guest' | 'dashboard' | 'empty' | 'none';
  guard: RouteGuard;
  /** Page-access rule on top of being logged in (SPEC §2: imports, substitutions). */
  access?: PageAccessRule;
  /** Polish title (document title, placeholder heading). */
  title: string;
}

const dash = (title: string, access?: PageAccessRule): RouteMeta => ({
  layout: 'dashboard',
  guard: 'user',
  title,
  ...(access ? { access } : {}),
});

/** The shell's facts per route. */
export const ROUTE_META: Record<RouteName, RouteMeta> = {
  home: { layout: 'none', guard: 'landing', title: 'salesdesk' },
  pl: { layout: 'none', guard: 'landing', title: 'salesdesk' },
  login: { layout: 'guest', guard: 'guestOnly', title: 'Logowanie' },
  forgotPassword: { layout: 'guest', guard: 'public', title: 'Przypomnienie hasła' },
  resetPassword: { layout: 'guest', guard: 'resetPassword', title: 'Ustawienie nowego hasła' },
  dashboard: dash('Pulpit'),
  stock: dash('Stany magazynowe'),
  users: dash('Użytkownicy'),
  imports: dash('Importy', pageAccess.imports),
  settings: dash('Ustawienia'),
  settlements: dash('Rozrachunki'),
  offers: dash('Oferty'),
  orders: dash('Zamówienia'),
  clients: dash('Klienci'),
  notifications: dash('Powiadomienia'),
  substitutions: dash('Zamienniki', pageAccess.substitutions),
  invoices: dash('Faktury'),
  documents: dash('Dokumenty'),
  addOffer: { layout: 'empty', guard: 'user', title: 'Kreator oferty' },
  addOrder: { layout: 'empty', guard: 'user', title: 'Kreator zamówienia' },
  offer: dash('Oferta'),
  order: dash('Zamówienie'),
  client: dash('Klient'),
  invoice: dash('Faktura'),
};

/** Where guarded routes send logged-out visitors. */
export const LOGIN_PATH = ROUTES.login;
/** Where the landing and guest-only routes send logged-in users. */
export const DASHBOARD_PATH = ROUTES.dashboard;

/** The app's router; `links` makes plain `<a href>` clicks navigate without a reload. */
export function createAppRouter() {
  return createRouter(ROUTES, { links: true });
}

/** The router type. */
export type AppRouter = ReturnType<typeof createAppRouter>;

/** The login path that brings the visitor back to `target` afterwards. */
export function loginPathFor(target: string): string {
  return `${LOGIN_PATH}?target=${encodeURIComponent(target)}`;
}

/** Where a page must send the visitor instead, or null to show it (SPEC §2 global guards). */
export function guardRedirect(
  page: AppPage | undefined,
  state: { loggedIn: boolean },
  fullPath: string,
): string | null {
  if (!page) return null;
  switch (ROUTE_META[page.route].guard) {
    case 'landing':
      return state.loggedIn ? DASHBOARD_PATH : LOGIN_PATH;
    case 'guestOnly':
      return state.loggedIn ? DASHBOARD_PATH : null;
    case 'resetPassword':
      return page.search.id || page.search.token ? null : LOGIN_PATH;
    case 'user':
      return state.loggedIn ? null : loginPathFor(fullPath);
    default:
      return null;
  }
}

/**
 * Whether a logged-in user may see a page: `undefined` while the user is still loading and the
 * page has an access rule (the shell waits instead of flashing a refusal).
 */
export function pageAllowed(page: AppPage, role: string | null | undefined): boolean | undefined {
  const rule = ROUTE_META[page.route].access;
  if (!rule) return true;
  if (role == null) return undefined;
  return canAccess(role, rule);
}
