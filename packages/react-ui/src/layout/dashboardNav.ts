import { canAccess, type PageAccessRule, pageAccess } from '@salesdesk/sdk';
import { uiMessages } from '../messages';

/** An entry of the dashboard navigation. */
export interface NavItem {
  id: keyof typeof uiMessages.nav;
  label: string;
  href: string;
  /** Page-access rule on top of being logged in (SPEC §2). */
  access?: PageAccessRule;
}

const n = uiMessages.nav;

/** The dashboard navigation, in display order. */
export const DASHBOARD_NAV: readonly NavItem[] = [
  { id: 'dashboard', label: n.dashboard, href: '/pl/dashboard' },
  { id: 'offers', label: n.offers, href: '/pl/dashboard/offers' },
  { id: 'orders', label: n.orders, href: '/pl/dashboard/orders' },
  { id: 'clients', label: n.clients, href: '/pl/dashboard/clients' },
  { id: 'stock', label: n.stock, href: '/pl/dashboard/stock' },
  { id: 'invoices', label: n.invoices, href: '/pl/dashboard/invoices' },
  { id: 'documents', label: n.documents, href: '/pl/dashboard/documents' },
  { id: 'settlements', label: n.settlements, href: '/pl/dashboard/settlements' },
  { id: 'notifications', label: n.notifications, href: '/pl/dashboard/notifications' },
  { id: 'users', label: n.users, href: '/pl/dashboard/users' },
  { id: 'imports', label: n.imports, href: '/pl/dashboard/imports', access: pageAccess.imports },
  {
    id: 'substitutions',
    label: n.substitutions,
    href: '/pl/dashboard/substitutions',
    access: pageAccess.substitutions,
  },
  { id: 'settings', label: n.settings, href: '/pl/dashboard/settings' },
];

/** The navigation entries a role may see. */
export function navFor(role: string | null | undefined): NavItem[] {
  return DASHBOARD_NAV.filter((item) => canAccess(role, item.access));
}

/** Whether `item` is the current page or one of its sub-pages (the dashboard only itself). */
export function isCurrentNav(item: NavItem, path: string): boolean {
  if (item.href === '/pl/dashboard') return path === item.href || path === `${item.href}/`;
  return path === item.href || path.startsWith(`${item.href}/`);
}
