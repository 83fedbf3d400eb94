import { canAccess, type PageAccessRule } from '@salesdesk/sdk';
import { PAGES, type PageName, pageDefinition, pagePath } from '../pages/pageRegistry';

/** An entry of the dashboard navigation. */
export interface NavItem {
  id: PageName;
  label: string;
  href: string;
  /** Page-access rule on top of being logged in (SPEC §2). */
  access?: PageAccessRule;
}

/** The dashboard navigation, in display order: every page of the registry with a `nav` entry. */
export const DASHBOARD_NAV: readonly NavItem[] = (Object.keys(PAGES) as PageName[])
  .flatMap((id) => {
    const page = pageDefinition(id);
    if (!page.nav) return [];
    return [
      { id, label: page.nav.label, order: page.nav.order, href: pagePath(id as 'dashboard'), access: page.access },
    ];
  })
  .sort((a, b) => a.order - b.order)
  .map(({ order: _order, access, ...item }) => (access ? { ...item, access } : item));

/** The navigation entries a role may see. */
export function navFor(role: string | null | undefined): NavItem[] {
  return DASHBOARD_NAV.filter((item) => canAccess(role, item.access));
}

/** Whether `item` is the current page or one of its sub-pages (the dashboard only itself). */
export function isCurrentNav(item: NavItem, path: string): boolean {
  if (item.href === PAGES.dashboard.path) return path === item.href || path === `${item.href}/`;
  return path === item.href || path.startsWith(`${item.href}/`);
}
