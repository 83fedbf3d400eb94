import { type ApprovalLevel, type CoverLine, formatMessage, offerMessages, withinOffer } from '@salesdesk/sdk';
import { recordDocumentChange } from '../events/changeLog';
import type { AuthUser } from '../http/authenticate';
import type { ServerContext } from '../serverContext';
import type { ChangeTx } from './documentChange';
import { documentPushState, notifyDocumentChanged } from './documentPush';
import { addHistory, bumpVersion, cached, nowIso } from './documentStore';

// The approval an order carries from its offer (docs/offers.md, "Orders and approval"). An
// offer's approval covers its client, its products, quantities and prices, and no more; the
// orders of one offer share it: an order carries it while it is for the offer's client and its
// lines stay within what the offer's other orders leave (sdk `withinOffer`). The orders that hold
// a share are the non-archived ones that are confirmed or carry the approval, so a draft carrying
// it keeps its share until it is archived, deleted or changed beyond it.

/** An approval as stored on a document: level, approver, the absent user a deputy approved for, time. */
export interface CarriedApproval {
  approval_level: ApprovalLevel;
  approved_by: number | null;
  approved_on_behalf_of: number | null;
  approved_at: string | null;
}

/** What the rule reads of an order. */
interface CoverOrder {
  id: number;
  offer_id: number | null;
  client_id: number;
  approval_level: ApprovalLevel | null;
}

/** What the rule reads of the offer an order was made from. */
interface CoverOffer extends CarriedApproval {
  id: number;
  number: string;
  client_id: number;
}

/**
 * Which other orders of the offer count as holding their lines' share of it: all that are
 * confirmed or carry its approval (a change, a new order), or only the confirmed ones (an order
 * carrying the approval when it is confirmed: what was really taken).
 */
type Holders = 'confirmed' | 'confirmed_or_carrying';

function coverOrder(ctx: ServerContext, id: number): CoverOrder {
  return cached(ctx.db, 'SELECT id, offer_id, client_id, approval_level FROM orders WHERE id = ?').get(
    id,
  ) as CoverOrder;
}

/** The order's offer, when it has one with an approval to carry. */
function approvedOffer(ctx: ServerContext, offerId: number | null): CoverOffer | undefined {
  if (offerId === null) return undefined;
  return cached(
    ctx.db,
    `SELECT id, number, client_id, approval_level, approved_by, approved_on_behalf_of, approved_at
       FROM offers WHERE id = ? AND approval_level IS NOT NULL`,
  ).get(offerId) as CoverOffer | undefined;
}

/** Whether the order is for the offer's client and its lines stay within what the other holders leave of the offer. */
function fits(ctx: ServerContext, order: CoverOrder, offer: CoverOffer, holders: Holders): boolean {
  if (order.client_id !== offer.client_id) return false;
  const lines = (sql: string, ...args: unknown[]) => cached(ctx.db, sql).all(...args) as CoverLine[];
  return withinOffer(
    lines('SELECT product_id, quantity, client_price FROM order_items WHERE order_id = ?', order.id),
    lines('SELECT product_id, quantity, client_price FROM offer_items WHERE offer_id = ?', offer.id),
    lines(
      `SELECT i.product_id, i.quantity, 0 AS client_price FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE o.offer_id = ? AND o.id <> ? AND o.archived = 0
          AND (o.status = 'confirmed' OR (? = 1 AND o.approval_level IS NOT NULL))`,
      offer.id,
      order.id,
      holders === 'confirmed_or_carrying' ? 1 : 0,
    ),
  );
}

/** Stores the approval an order carries from its offer (null: none). */
export function storeCover(ctx: ServerContext, orderId: number, cover: CarriedApproval | null): void {
  cached(
    ctx.db,
    'UPDATE orders SET approval_level = ?, approved_by = ?, approved_on_behalf_of = ?, approved_at = ? WHERE id = ?',
  ).run(
    cover?.approval_level ?? null,
    cover?.approved_by ?? null,
    cover?.approved_on_behalf_of ?? null,
    cover?.approved_at ?? null,
    orderId,
  );
}

const carried = (offer: CoverOffer): CarriedApproval => ({
  approval_level: offer.approval_level,
  approved_by: offer.approved_by,
  approved_on_behalf_of: offer.approved_on_behalf_of,
  approved_at: offer.approved_at,
});

/** Why an order's cover is decided again. */
export type CoverChange = 'created' | 'lines' | 'client';

/**
 * Decides again whether a draft order carries its offer's approval, after it was made or its
 * lines or client changed (inside that change's transaction, lines and sums stored): it takes
 * the offer's approval when it fits, loses it when it no longer does, each with a history entry
 * (a new order that does not fit says why it needs its own approval).
 */
export function reevaluateCover(ctx: ServerContext, user: AuthUser, orderId: number, why: CoverChange): void {
  const order = coverOrder(ctx, orderId);
  const offer = approvedOffer(ctx, order.offer_id);
  const fitting = offer !== undefined && fits(ctx, order, offer, 'confirmed_or_carrying');
  const history = offerMessages.history;
  if (fitting) {
    if (order.approval_level !== null) return;
    storeCover(ctx, order.id, carried(offer));
    if (why !== 'created')
      addHistory(
        ctx,
        'order',
        order.id,
        user.id,
        'approval_carried',
        formatMessage(history.orderApprovalCarried, { number: offer.number }),
      );
  } else if (order.approval_level !== null) {
    storeCover(ctx, order.id, null);
    const text = why === 'client' ? history.orderApprovalDroppedClient : history.orderApprovalDropped;
    addHistory(ctx, 'order', order.id, user.id, 'approval_voided', text);
  } else if (why === 'created' && offer) {
    addHistory(
      ctx,
      'order',
      order.id,
      user.id,
      'approval_beyond_offer',
      formatMessage(history.orderBeyondOffer, { number: offer.number }),
    );
  }
}

/**
 * The approval the order carries from its offer at its confirmation, or null: one it carries is
 * kept while its lines fit what the offer's confirmed orders left (another may have been
 * confirmed meanwhile); one it does not carry yet it takes when its lines fit what the other
 * holders leave (an order that took the share of one archived since). Always for the offer's
 * client.
 */
export function coverAtConfirmation(ctx: ServerContext, orderId: number): CarriedApproval | null {
  const order = coverOrder(ctx, orderId);
  const offer = approvedOffer(ctx, order.offer_id);
  if (!offer) return null;
  return fits(ctx, order, offer, order.approval_level !== null ? 'confirmed' : 'confirmed_or_carrying')
    ? carried(offer)
    : null;
}

/**
 * After an order of the offer was confirmed: the offer's other draft orders still carrying its
 * approval that no longer fit what is left lose it. The oldest keep their share first: all are
 * released, then each, oldest first, takes it back when it fits beside the confirmed orders and
 * those already back. Each that loses it is a change of its own (version, history, push once
 * committed).
 */
export function dropOutgrownCovers(
  ctx: ServerContext,
  user: AuthUser,
  confirmed: { id: number; offer_id: number | null; number: string },
  tx: ChangeTx,
): void {
  const offer = approvedOffer(ctx, confirmed.offer_id);
  if (!offer) return;
  const carrying = cached(
    ctx.db,
    `SELECT id, approval_level, approved_by, approved_on_behalf_of, approved_at FROM orders
      WHERE offer_id = ? AND id <> ? AND status = 'draft' AND archived = 0 AND approval_level IS NOT NULL
      ORDER BY id`,
  ).all(offer.id, confirmed.id) as (CarriedApproval & { id: number })[];
  for (const order of carrying) storeCover(ctx, order.id, null);
  for (const { id, ...cover } of carrying) {
    if (fits(ctx, coverOrder(ctx, id), offer, 'confirmed_or_carrying')) {
      storeCover(ctx, id, cover);
      continue;
    }
    const before = documentPushState(ctx.db, 'order', id);
    bumpVersion(ctx.db, 'order', id, undefined, nowIso(ctx));
    addHistory(
      ctx,
      'order',
      id,
      user.id,
      'approval_voided',
      formatMessage(offerMessages.history.orderApprovalOutgrown, { order: confirmed.number, offer: offer.number }),
    );
    recordDocumentChange(ctx, 'order', id, { status: 'draft', archived: 0 });
    tx.afterCommit(() => notifyDocumentChanged(ctx, 'order', user.id, before, 'content', id));
  }
}
