import type { DashboardCounts } from '@salesdesk/sdk';
import { hrefOf } from '../context/routeSource';
import { fillMessage } from '../messages';
import { dashboardMessages } from '../messages/dashboard';
import { pagePath } from '../pages/pageRegistry';

/** A count of the dashboard that has a tile. */
export type WorkTileId = Exclude<keyof DashboardCounts, 'offers_to_approve_as_deputy'>;

/** A tile of "Na dziś": what waits, how many, and the filtered list that shows them. */
export interface WorkTile {
  id: WorkTileId;
  label: string;
  count: number;
  /** The list behind the count, its filters in the URL. */
  href: string;
  /** A second line (how many came through a substitution). */
  note?: string;
  /** Work waiting on this user that others wait for (approvals, corrections, failures): stands out while above zero. */
  urgent: boolean;
}

const t = dashboardMessages.work;

/**
 * The order of the tiles: what others wait for first (approvals, confirmations), then what went
 * wrong (administrators), then the user's own work from the first draft to the client's answer.
 */
const ORDER: readonly WorkTileId[] = [
  'offers_to_approve',
  'orders_to_confirm',
  'imports_failed',
  'webhooks_failing',
  'offers_to_correct',
  'offer_drafts',
  'offers_approved',
  'offers_at_client',
  'order_drafts',
];

const URGENT = new Set<WorkTileId>([
  'offers_to_approve',
  'orders_to_confirm',
  'imports_failed',
  'webhooks_failing',
  'offers_to_correct',
]);

function tileHref(id: WorkTileId, userId: number): string {
  const offers = pagePath('offers');
  const mine = (status: string) => hrefOf(offers, { status, creator_id: String(userId) });
  switch (id) {
    case 'offers_to_approve':
      return hrefOf(offers, { tab: 'toApprove' });
    case 'orders_to_confirm':
      return hrefOf(pagePath('orders'), { tab: 'toConfirm' });
    case 'imports_failed':
      return hrefOf(pagePath('imports'), { tab: 'history' });
    case 'webhooks_failing':
      return pagePath('webhooks');
    case 'offer_drafts':
      return hrefOf(offers, { tab: 'drafts' });
    case 'offers_to_correct':
      return mine('pending_correct');
    case 'offers_approved':
      return mine('approved');
    case 'offers_at_client':
      return mine('pending_approval_client');
    case 'order_drafts':
      return hrefOf(pagePath('orders'), { status: 'draft', creator_id: String(userId) });
  }
}

/**
 * The tiles of "Na dziś" for the counts the server gave this user: a count the user's role does
 * not have (null) has no tile, so a salesperson sees their own work, an approver also what waits
 * for them (as a deputy too), an administrator also failed imports and webhooks.
 */
export function workTiles(counts: DashboardCounts, userId: number): WorkTile[] {
  const tiles: WorkTile[] = [];
  for (const id of ORDER) {
    const count = counts[id];
    if (count === null) continue;
    const deputy = id === 'offers_to_approve' ? (counts.offers_to_approve_as_deputy ?? 0) : 0;
    tiles.push({
      id,
      label: t.tiles[id],
      count,
      href: tileHref(id, userId),
      ...(deputy > 0 ? { note: fillMessage(t.asDeputy, { count: deputy }) } : {}),
      urgent: URGENT.has(id),
    });
  }
  return tiles;
}
