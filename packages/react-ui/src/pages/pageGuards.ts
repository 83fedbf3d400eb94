import { canAccess } from '@salesdesk/sdk';
import { hrefOf, type RouteLocation } from '../context/routeSource';
import { PAGES, type PageName, pageDefinition, pagePath } from './pageRegistry';

/** Where guarded pages send logged-out visitors. */
export const LOGIN_PATH = PAGES.login.path;
/** Where the landing and guest-only pages send logged-in users. */
export const DASHBOARD_PATH = PAGES.dashboard.path;

/** The login path that brings the visitor back to `target` afterwards. */
export function loginPathFor(target: string): string {
  return pagePath('login', {}, { target });
}

/** The path and query of a location, as a login target. */
export function fullPathOf(location: RouteLocation): string {
  return hrefOf(location.path, location.search);
}

function known(location: RouteLocation): PageName | null {
  return location.name && location.name in PAGES ? (location.name as PageName) : null;
}

/** Where a location must send the visitor instead, or null to show it (SPEC §2 global guards). */
export function guardRedirect(location: RouteLocation, state: { loggedIn: boolean }): string | null {
  const name = known(location);
  if (!name) return null;
  switch (pageDefinition(name).guard) {
    case 'landing':
      return state.loggedIn ? DASHBOARD_PATH : LOGIN_PATH;
    case 'guestOnly':
      return state.loggedIn ? DASHBOARD_PATH : null;
    case 'resetPassword':
      return location.search.id || location.search.token ? null : LOGIN_PATH;
    case 'user':
      return state.loggedIn ? null : loginPathFor(fullPathOf(location));
    default:
      return null;
  }
}

/**
 * Whether a logged-in user may see a page: `undefined` while the user is still loading and the
 * page has an access rule (the shell waits instead of flashing a refusal).
 */
export function pageAllowed(location: RouteLocation, role: string | null | undefined): boolean | undefined {
  const name = known(location);
  const rule = name ? pageDefinition(name).access : undefined;
  if (!rule) return true;
  if (role == null) return undefined;
  return canAccess(role, rule);
}
