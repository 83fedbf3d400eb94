import { canAccess, DEFAULT_SHORTCUTS, type ShortcutKey } from '@salesdesk/sdk';
import { dashboardMessages } from '../messages/dashboard';
import { pageDefinition, shortcutHref, shortcutPage } from '../pages/pageRegistry';

/** A shortcut tile of the dashboard. */
export interface DashboardTile {
  /** The shortcut key (`/api/shortcuts`). */
  id: ShortcutKey;
  label: string;
  description: string;
  /** App path, or `external` for the brand's investments application. */
  href: string | 'external';
}

const { tiles, tileDescriptions } = dashboardMessages;

// The six tiles of SPEC §2 have their own wording; the other pages are named by their title.
const OWN_WORDING: Partial<Record<ShortcutKey, keyof typeof tiles>> = {
  orders: 'orders',
  clients: 'clients',
  'create-order': 'createOrder',
  'prepare-offer': 'prepareOffer',
  offers: 'offers',
  investments: 'investments',
};

/** The tile of a shortcut key: label, sentence and target from the messages and the page registry. */
export function shortcutTile(key: ShortcutKey): DashboardTile {
  const own = OWN_WORDING[key];
  const page = shortcutPage(key);
  return {
    id: key,
    label: own ? tiles[own] : page ? pageDefinition(page).title : key,
    description: own ? tileDescriptions[own] : dashboardMessages.openPage,
    href: shortcutHref(key),
  };
}

/** Whether a user of `role` may open the shortcut's page (tiles of refused pages are not shown). */
export function shortcutAllowed(key: ShortcutKey, role: string | null | undefined): boolean {
  const page = shortcutPage(key);
  return page === null || canAccess(role, pageDefinition(page).access);
}

/** The six shortcut tiles of SPEC §2, in the spec's order: what a user sees before pinning their own. */
export const DASHBOARD_TILES: readonly DashboardTile[] = DEFAULT_SHORTCUTS.map(shortcutTile);
