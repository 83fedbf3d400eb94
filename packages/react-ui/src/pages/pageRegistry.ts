import { type PageAccessRule, pageAccess, type ShortcutKey } from '@salesdesk/sdk';
import type { ComponentType } from 'react';
import { hrefOf, type RouteLocation } from '../context/routeSource';
import { pageMessages } from '../messages/pages';
import { clientIdFromParam } from './clientIdParam';
import { GUEST_PATHS } from './guestPaths';

// TYPES

/** The layout a page renders in (SPEC §2: guest, dashboard, empty). */
export type PageLayout = 'guest' | 'dashboard' | 'empty' | 'none';

/**
 * Who may open a page (SPEC §2 global guards): `landing` always redirects, `guestOnly` is the
 * login page, `resetPassword` needs `id` or `token` in the query, `user` needs a session.
 */
export type PageGuard = 'landing' | 'guestOnly' | 'public' | 'resetPassword' | 'user';

/** What every page component receives. */
export interface PageProps {
  location: RouteLocation;
}

/** A page component module, loaded on first visit (one chunk per page). */
export type PageModule = { default: ComponentType<PageProps> };

/** One page of the product. */
export interface PageDefinition {
  /** Path with `:name` parameters, e.g. `/pl/dashboard/offers/:symbol`. */
  readonly path: string;
  /** Polish title: document title and heading. */
  readonly title: string;
  readonly layout: PageLayout;
  readonly guard: PageGuard;
  /** Page-access rule on top of being logged in (SPEC §2: imports, substitutions; users). */
  readonly access?: PageAccessRule;
  /**
   * Validates the path and query parameters; a failure shows the error page with
   * "Page Not Found: {path}" (SPEC §8 route validation).
   */
  readonly validate?: (params: Readonly<Record<string, string>>, search: Readonly<Record<string, string>>) => boolean;
  /** Entry of the side navigation: its label and position. */
  readonly nav?: { readonly label: string; readonly order: number };
  /** The dashboard tile (`/api/shortcuts` key) that opens this page, with the parameters it opens it with. */
  readonly tile?: { readonly key: ShortcutKey; readonly params?: Readonly<Record<string, string>> };
}

// VALIDATION

// A positive id in decimal digits (no zero padding, signs, exponents or spaces).
const POSITIVE_ID = /^[1-9][0-9]{0,14}$/;
const isPositiveId = (value: string | undefined): boolean => value !== undefined && POSITIVE_ID.test(value);

/** Absent, or a positive decimal id. */
const optionalId = (value: string | undefined): boolean => value === undefined || isPositiveId(value);

/** Every named path parameter is a positive decimal id. */
function idParams(...names: string[]): PageDefinition['validate'] {
  return (params) => names.every((name) => isPositiveId(params[name]));
}

// REGISTRY

const t = pageMessages.titles;
const n = pageMessages.nav;

const dashboardPage = (
  title: string,
  extra: Omit<PageDefinition, 'path' | 'title' | 'layout' | 'guard'> = {},
): Omit<PageDefinition, 'path'> => ({ title, layout: 'dashboard', guard: 'user', ...extra });

/**
 * Every page of the product (SPEC §2), in matching order: the first pattern that matches a
 * path wins, so fixed paths come before parameterised ones. The app's route table, the side
 * navigation, the dashboard tiles and internal links all derive from this table: adding a page
 * is one entry here, its loader in `pageLoaders.ts` and its component. (The loaders live apart so
 * that code linking to a page never bundles every page.)
 */
export const PAGES = {
  home: { path: '/', title: t.home, layout: 'none', guard: 'landing' },
  pl: { path: '/pl', title: t.pl, layout: 'none', guard: 'landing' },
  login: {
    path: GUEST_PATHS.login,
    title: t.login,
    layout: 'guest',
    guard: 'guestOnly',
  },
  forgotPassword: { path: GUEST_PATHS.forgotPassword, title: t.forgotPassword, layout: 'guest', guard: 'public' },
  resetPassword: { path: GUEST_PATHS.resetPassword, title: t.resetPassword, layout: 'guest', guard: 'resetPassword' },
  dashboard: {
    path: '/pl/dashboard',
    .../* @__PURE__ */ dashboardPage(t.dashboard, {
      nav: { label: n.dashboard, order: 0 },
    }),
  },
  offers: {
    path: '/pl/dashboard/offers',
    .../* @__PURE__ */ dashboardPage(t.offers, {
      nav: { label: n.offers, order: 10 },
      tile: { key: 'offers' },
    }),
  },
  orders: {
    path: '/pl/dashboard/orders',
    .../* @__PURE__ */ dashboardPage(t.orders, {
      nav: { label: n.orders, order: 20 },
      tile: { key: 'orders' },
    }),
  },
  clients: {
    path: '/pl/dashboard/clients',
    .../* @__PURE__ */ dashboardPage(t.clients, {
      nav: { label: n.clients, order: 30 },
      tile: { key: 'clients' },
    }),
  },
  // SPEC §2 names no catalogue route; the catalogue call is `/api/products` (docs/decisions/ui.md).
  products: {
    path: '/pl/dashboard/products',
    .../* @__PURE__ */ dashboardPage(t.products, { nav: { label: n.products, order: 35 } }),
  },
  stock: {
    path: '/pl/dashboard/stock',
    .../* @__PURE__ */ dashboardPage(t.stock, { nav: { label: n.stock, order: 40 }, tile: { key: 'stock' } }),
  },
  invoices: {
    path: '/pl/dashboard/invoices',
    .../* @__PURE__ */ dashboardPage(t.invoices, {
      nav: { label: n.invoices, order: 50 },
      tile: { key: 'invoices' },
    }),
  },
  documents: {
    path: '/pl/dashboard/documents',
    .../* @__PURE__ */ dashboardPage(t.documents, {
      nav: { label: n.documents, order: 60 },
      tile: { key: 'documents' },
    }),
  },
  settlements: {
    path: '/pl/dashboard/settlements',
    .../* @__PURE__ */ dashboardPage(t.settlements, {
      nav: { label: n.settlements, order: 70 },
      tile: { key: 'settlements' },
    }),
  },
  notifications: {
    path: '/pl/dashboard/notifications',
    .../* @__PURE__ */ dashboardPage(t.notifications, {
      nav: { label: n.notifications, order: 80 },
      tile: { key: 'notifications' },
    }),
  },
  users: {
    path: '/pl/dashboard/users',
    .../* @__PURE__ */ dashboardPage(t.users, {
      access: pageAccess.userAdmin,
      nav: { label: n.users, order: 90 },
      tile: { key: 'users' },
    }),
  },
  imports: {
    path: '/pl/dashboard/imports',
    .../* @__PURE__ */ dashboardPage(t.imports, {
      access: pageAccess.imports,
      nav: { label: n.imports, order: 100 },
      tile: { key: 'imports' },
    }),
  },
  substitutions: {
    path: '/pl/dashboard/substitutions',
    .../* @__PURE__ */ dashboardPage(t.substitutions, {
      access: pageAccess.substitutions,
      nav: { label: n.substitutions, order: 110 },
      tile: { key: 'substitutions' },
    }),
  },
  settings: {
    path: '/pl/dashboard/settings',
    .../* @__PURE__ */ dashboardPage(t.settings, { nav: { label: n.settings, order: 120 }, tile: { key: 'settings' } }),
  },
  apiDocs: {
    path: '/pl/dashboard/api',
    .../* @__PURE__ */ dashboardPage(t.apiDocs),
  },
  webhooks: {
    path: '/pl/dashboard/webhooks',
    .../* @__PURE__ */ dashboardPage(t.webhooks, {
      access: pageAccess.webhooks,
      nav: { label: n.webhooks, order: 105 },
    }),
  },
  synonyms: {
    path: '/pl/dashboard/synonyms',
    .../* @__PURE__ */ dashboardPage(t.synonyms, {
      access: pageAccess.synonyms,
      nav: { label: n.synonyms, order: 107 },
    }),
  },
  addOffer: {
    path: '/pl/dashboard/offers/add-offer/:stepId',
    title: t.addOffer,
    layout: 'empty',
    guard: 'user',
    tile: { key: 'prepare-offer', params: { stepId: '1' } },
    // Step 2 edits the offer created in step 1 (SPEC §2: `?offer-id=`); step 1 with it edits that draft.
    validate: (params, search) =>
      (params.stepId === '1' && optionalId(search['offer-id'])) ||
      (params.stepId === '2' && isPositiveId(search['offer-id'])),
  },
  addOrder: {
    path: '/pl/dashboard/orders/add-order/:stepId',
    title: t.addOrder,
    layout: 'empty',
    guard: 'user',
    tile: { key: 'create-order', params: { stepId: '1' } },
    // Step 2 edits the order created in step 1 (`?order-id=`); step 1 may name the draft, the
    // accepted offer it is made from (`offer-id`) or the client it is for (`client-id`).
    validate: (params, search) =>
      (params.stepId === '1' &&
        optionalId(search['order-id']) &&
        optionalId(search['offer-id']) &&
        optionalId(search['client-id'])) ||
      (params.stepId === '2' && isPositiveId(search['order-id'])),
  },
  offer: {
    path: '/pl/dashboard/offers/:symbol',
    .../* @__PURE__ */ dashboardPage(t.offer, { validate: /* @__PURE__ */ idParams('symbol') }),
  },
  order: {
    path: '/pl/dashboard/orders/:symbol',
    .../* @__PURE__ */ dashboardPage(t.order, { validate: /* @__PURE__ */ idParams('symbol') }),
  },
  client: {
    path: '/pl/dashboard/clients/:clientName',
    // `{id}-{name as words}` or the id alone; the id decides (docs/decisions/ui.md).
    .../* @__PURE__ */ dashboardPage(t.client, {
      validate: (params) => clientIdFromParam(params.clientName) !== null,
    }),
  },
  invoice: {
    path: '/pl/dashboard/invoices/:invoiceId',
    .../* @__PURE__ */ dashboardPage(t.invoice, { validate: /* @__PURE__ */ idParams('invoiceId') }),
  },
} as const satisfies Record<string, PageDefinition>;

/** Name of a page of the registry. */
export type PageName = keyof typeof PAGES;

/** The names of the `:params` of a path pattern. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters page `N` takes. */
export type PageParams<N extends PageName> = { [K in ParamNames<(typeof PAGES)[N]['path']>]: string | number };

/** The definition of a page, widened to the common shape. */
export function pageDefinition(name: PageName): PageDefinition {
  return PAGES[name];
}

// MATCHING

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

// Built on first use, so importing the registry (for a link) runs nothing.
let matcherCache: { name: PageName; names: string[]; regexp: RegExp }[] | undefined;
function matchers() {
  matcherCache ??= (Object.keys(PAGES) as PageName[]).map((name) => {
    const names: string[] = [];
    const source = PAGES[name].path
      .split('/')
      .map((part) => {
        if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part.slice(1));
        return '([^/]+)';
      })
      .join('/');
    return { name, names, regexp: new RegExp(`^${source}$`, 'i') };
  });
  return matcherCache;
}

/**
 * The registry as a router's route table (@nanostores/router takes `[RegExp, toParams]`
 * patterns): the same patterns {@link matchPage} uses, and a parameter that is not valid
 * percent-encoding is kept raw, so the page's validation turns it into the 404 page instead of
 * the router throwing.
 */
export function routerPatterns(): Record<PageName, [RegExp, (...groups: string[]) => Record<string, string>]> {
  return Object.fromEntries(
    matchers().map(({ name, names, regexp }) => [
      name,
      [
        regexp,
        (...groups: string[]) =>
          Object.fromEntries(names.map((key, i) => [key, safeDecode(groups[i] ?? '') ?? groups[i] ?? ''])),
      ],
    ]),
  ) as Record<PageName, [RegExp, (...groups: string[]) => Record<string, string>]>;
}

/**
 * The page a path shows and its decoded parameters, or undefined for an unknown path. A
 * trailing slash is ignored; a parameter that is not valid percent-encoding matches nothing
 * (the 404 page) instead of throwing.
 */
export function matchPage(path: string): { name: PageName; params: Record<string, string> } | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  for (const { name, names, regexp } of matchers()) {
    const match = regexp.exec(normalised);
    if (!match) continue;
    const params: Record<string, string> = {};
    for (const [i, key] of names.entries()) {
      const value = safeDecode(match[i + 1] ?? '');
      if (value === undefined) return undefined;
      params[key] = value;
    }
    return { name, params };
  }
  return undefined;
}

/** Whether a matched location passes its page's parameter validation (SPEC §8). */
export function isValidLocation(location: RouteLocation): boolean {
  if (!location.name || !(location.name in PAGES)) return false;
  const validate = pageDefinition(location.name as PageName).validate;
  return validate ? validate(location.params, location.search) : true;
}

// LINKS

/**
 * The href of a page: its path with the parameters filled in and an optional query
 * (`pagePath('offer', { symbol: 12 })` → `/pl/dashboard/offers/12`). Every internal link is
 * built here, so a path is written once.
 */
export function pagePath<N extends PageName>(
  name: N,
  ...[params, search]: keyof PageParams<N> extends never
    ? [params?: Record<string, never>, search?: Record<string, string | number | undefined>]
    : [params: PageParams<N>, search?: Record<string, string | number | undefined>]
): string {
  return hrefOf(fillPath(PAGES[name].path, params as Readonly<Record<string, string | number>> | undefined), search);
}

function fillPath(pattern: string, params: Readonly<Record<string, string | number>> | undefined): string {
  return pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params?.[key] ?? '')));
}

/** The page a dashboard shortcut opens (null for the external investments application). */
export function shortcutPage(key: ShortcutKey): PageName | null {
  for (const name of Object.keys(PAGES) as PageName[]) if (pageDefinition(name).tile?.key === key) return name;
  return null;
}

/** The page a dashboard tile opens, or `external` for the brand's investments application. */
export function shortcutHref(key: ShortcutKey): string | 'external' {
  if (key === 'investments') return 'external';
  for (const name of Object.keys(PAGES) as PageName[]) {
    const tile = pageDefinition(name).tile;
    if (tile?.key !== key) continue;
    return fillPath(PAGES[name].path, tile.params);
  }
  return 'external';
}
