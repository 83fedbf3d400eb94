import type { ShortcutKey } from '@salesdesk/sdk';
import { uiMessages } from '../messages';
import { shortcutHref } from '../pages/pageRegistry';

/** A shortcut tile of the dashboard. */
export interface DashboardTile {
  id: 'orders' | 'clients' | 'createOrder' | 'prepareOffer' | 'offers' | 'investments';
  label: string;
  description: string;
  /** App path, or `external` for the brand's investments application. */
  href: string | 'external';
}

const { tiles, tileDescriptions } = uiMessages.dashboard;

const TILE_KEYS: Record<DashboardTile['id'], ShortcutKey> = {
  orders: 'orders',
  clients: 'clients',
  createOrder: 'create-order',
  prepareOffer: 'prepare-offer',
  offers: 'offers',
  investments: 'investments',
};

/** The six shortcut tiles of SPEC §2, in the spec's order; their targets come from the page registry. */
export const DASHBOARD_TILES: readonly DashboardTile[] = (Object.keys(TILE_KEYS) as DashboardTile['id'][]).map(
  (id) => ({
    id,
    label: tiles[id],
    description: tileDescriptions[id],
    href: shortcutHref(TILE_KEYS[id]),
  }),
);
