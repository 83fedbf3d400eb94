import { uiMessages } from '../messages';

/** A shortcut tile of the dashboard. */
export interface DashboardTile {
  id: 'orders' | 'clients' | 'createOrder' | 'prepareOffer' | 'offers' | 'investments';
  label: string;
  description: string;
  /** App path, or `external` for the brand's investments application. */
  href: string | 'external';
}

const { tiles, tileDescriptions } = uiMessages.dashboard;

/** The six shortcut tiles of SPEC §2, in the spec's order. */
export const DASHBOARD_TILES: readonly DashboardTile[] = [
  { id: 'orders', label: tiles.orders, description: tileDescriptions.orders, href: '/pl/dashboard/orders' },
  { id: 'clients', label: tiles.clients, description: tileDescriptions.clients, href: '/pl/dashboard/clients' },
  {
    id: 'createOrder',
    label: tiles.createOrder,
    description: tileDescriptions.createOrder,
    href: '/pl/dashboard/orders/add-order/1',
  },
  {
    id: 'prepareOffer',
    label: tiles.prepareOffer,
    description: tileDescriptions.prepareOffer,
    href: '/pl/dashboard/offers/add-offer/1',
  },
  { id: 'offers', label: tiles.offers, description: tileDescriptions.offers, href: '/pl/dashboard/offers' },
  { id: 'investments', label: tiles.investments, description: tileDescriptions.investments, href: 'external' },
];
