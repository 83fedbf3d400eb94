import {
  type ApprovalLevel,
  formatMessage,
  nextOfferStatus,
  nextOrderStatus,
  type OfferAction,
  type OfferStatus,
  type OrderAction,
  type OrderStatus,
  offerMessages,
} from '@salesdesk/sdk';
import type { AuthUser } from '../http/authenticate';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';
import { bumpVersion, nowIso } from './documentStore';
import { addHistory, type OfferListRow } from './offerStore';
import type { OrderRow } from './orderStore';

// Status changes of offers and orders: the sdk's machine decides the next status and the only
// writes of a status are here, with the version bump and (for offers) the history entry, so an
// action of the offer page and an offer accepted by the order made from it leave the same trace.
// Runs inside the caller's transaction.

/** Options of {@link transitionOffer}. */
export interface OfferTransitionOptions {
  /** The version the caller saw (409 when stale); absent when the server moves the offer itself. */
  version?: number | undefined;
  /** Why (send back): appended to the history entry and stored as a comment. */
  comment?: string | null | undefined;
  /**
   * Checks the caller may take the action now that it is known to exist (403, 400, 409) and
   * returns whom an approval is given on behalf of (a deputy), or null.
   */
  authorise?: (to: OfferStatus) => OfferGrant | null;
}

/** What an approval gives: on whose behalf (a deputy) and at which level (the approver's, `approvalAuthority`). */
export interface OfferGrant {
  onBehalfOf: number | null;
  level: ApprovalLevel;
}

/**
 * Moves an offer by `action` through the status machine (`nextOfferStatus`; 409 when the machine
 * has no such move from its status), after `authorise`: bumps the version, stores the status and
 * what it means for the approval (approve stores it; withdraw, send back and submit drop any
 * earlier one), writes the history entry and the comment. Returns the new status.
 */
export function transitionOffer(
  ctx: ServerContext,
  user: AuthUser,
  offer: OfferListRow,
  action: OfferAction,
  options: OfferTransitionOptions = {},
): OfferStatus {
  const { db } = ctx;
  const to = nextOfferStatus(offer.status, action, offer.required_approval_level !== 'none');
  if (!to) {
    throw HttpError.conflict(
      formatMessage(offerMessages.errors.transitionNotAllowed, {
        action: offerMessages.actions[action],
        status: offerMessages.statuses[offer.status],
      }),
    );
  }
  const grant = options.authorise?.(to) ?? null;
  const onBehalfOf = grant?.onBehalfOf ?? null;
  const at = nowIso(ctx);
  bumpVersion(db, 'offer', offer.id, options.version, at);
  if (action === 'approve') {
    db.prepare(
      'UPDATE offers SET status = ?, approval_level = ?, approved_by = ?, approved_on_behalf_of = ?, approved_at = ? WHERE id = ?',
    ).run(to, grant?.level ?? offer.required_approval_level, user.id, onBehalfOf, at, offer.id);
  } else if (action === 'withdraw' || action === 'send_back' || action === 'submit') {
    // Leaving approval (or asking again) drops any earlier approval.
    db.prepare(
      'UPDATE offers SET status = ?, approval_level = NULL, approved_by = NULL, approved_on_behalf_of = NULL, approved_at = NULL WHERE id = ?',
    ).run(to, offer.id);
  } else db.prepare('UPDATE offers SET status = ? WHERE id = ?').run(to, offer.id);
  const description = formatMessage(offerMessages.history.action, {
    from: offerMessages.statuses[offer.status],
    to: offerMessages.statuses[to],
  });
  const { comment } = options;
  addHistory(ctx, offer.id, user.id, action, comment ? `${description}: ${comment}` : description, onBehalfOf);
  if (comment)
    db.prepare('INSERT INTO offer_comments (offer_id, user_id, created_at, text) VALUES (?, ?, ?, ?)').run(
      offer.id,
      user.id,
      at,
      comment,
    );
  return to;
}

/** Options of {@link transitionOrder}. */
export interface OrderTransitionOptions {
  /** The version the caller saw (409 when stale). */
  version: number;
  /** An approval the move gives the order's lines (an approver confirming above the author's level). */
  approval?: { level: ApprovalLevel; onBehalfOf: number | null } | undefined;
}

/**
 * Moves an order by `action` through the order machine (`nextOrderStatus`; 409 "read-only" when
 * it has no such move, i.e. the order is already confirmed): bumps the version, stores the
 * approval the move gives, then the status and its date. The caller has checked who may act.
 * Orders keep no history table yet; their history entry would be written here.
 */
export function transitionOrder(
  ctx: ServerContext,
  user: AuthUser,
  order: OrderRow,
  action: OrderAction,
  options: OrderTransitionOptions,
): OrderStatus {
  const { db } = ctx;
  const to = nextOrderStatus(order.status, action);
  if (!to) throw HttpError.conflict(offerMessages.errors.readOnlyOrder);
  const at = nowIso(ctx);
  bumpVersion(db, 'order', order.id, options.version, at);
  if (options.approval) {
    db.prepare(
      'UPDATE orders SET approval_level = ?, approved_by = ?, approved_on_behalf_of = ?, approved_at = ? WHERE id = ?',
    ).run(options.approval.level, user.id, options.approval.onBehalfOf, at, order.id);
  }
  db.prepare('UPDATE orders SET status = ?, confirmed_at = ? WHERE id = ?').run(to, at, order.id);
  return to;
}
