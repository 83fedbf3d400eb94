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
import { recordDocumentChange } from '../events/changeLog';
import type { AuthUser } from '../http/authenticate';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';
import { addHistory, bumpVersion, cached, nowIso } from './documentStore';
import type { OfferListRow } from './offerStore';
import type { OrderRow } from './orderStore';

// Status changes of offers and orders: the sdk's machines decide the next status and the only
// writes of a status are here, with the history entry, so an action of the offer page, an offer
// accepted by the order made from it and a confirmed order leave the same trace. A status action
// of a route runs in the change wrapper (documentChange.ts), which moves the version: `plan…`
// in its `check`, `apply…` in its `change`. Runs inside the caller's transaction.

/** The status `action` moves the offer to (409 when the machine has no such move from its status). */
export function planOfferTransition(offer: OfferListRow, action: OfferAction): OfferStatus {
  const to = nextOfferStatus(offer.status, action, offer.required_approval_level !== 'none');
  if (!to) {
    throw HttpError.conflict(
      formatMessage(offerMessages.errors.transitionNotAllowed, {
        action: offerMessages.actions[action],
        status: offerMessages.statuses[offer.status],
      }),
    );
  }
  return to;
}

/** What a planned offer transition stores besides the status. */
export interface OfferTransitionFacts {
  /** Why (send back): appended to the history entry and stored as a comment. */
  comment?: string | null | undefined;
  /** The absent user a deputy approved for. */
  onBehalfOf?: number | null;
  /** The level an approval is given at (the approver's own, `approvalAuthority`); the required one when absent. */
  level?: ApprovalLevel | undefined;
}

/**
 * Stores the offer's new status and what it means for the approval (approve stores it; withdraw,
 * send back and submit drop any earlier one), writes the history entry and the comment. The
 * version has moved already.
 */
export function applyOfferTransition(
  ctx: ServerContext,
  user: AuthUser,
  offer: OfferListRow,
  action: OfferAction,
  to: OfferStatus,
  facts: OfferTransitionFacts = {},
): void {
  const { db } = ctx;
  const at = nowIso(ctx);
  const onBehalfOf = facts.onBehalfOf ?? null;
  if (action === 'approve') {
    cached(
      db,
      'UPDATE offers SET status = ?, approval_level = ?, approved_by = ?, approved_on_behalf_of = ?, approved_at = ? WHERE id = ?',
    ).run(to, facts.level ?? offer.required_approval_level, user.id, onBehalfOf, at, offer.id);
  } else if (action === 'withdraw' || action === 'send_back' || action === 'submit') {
    // Leaving approval (or asking again) drops any earlier approval.
    cached(
      db,
      'UPDATE offers SET status = ?, approval_level = NULL, approved_by = NULL, approved_on_behalf_of = NULL, approved_at = NULL WHERE id = ?',
    ).run(to, offer.id);
  } else cached(db, 'UPDATE offers SET status = ? WHERE id = ?').run(to, offer.id);
  const description = formatMessage(offerMessages.history.action, {
    from: offerMessages.statuses[offer.status],
    to: offerMessages.statuses[to],
  });
  const { comment } = facts;
  addHistory(ctx, 'offer', offer.id, user.id, action, comment ? `${description}: ${comment}` : description, onBehalfOf);
  if (comment)
    cached(db, 'INSERT INTO offer_comments (offer_id, user_id, created_at, text) VALUES (?, ?, ?, ?)').run(
      offer.id,
      user.id,
      at,
      comment,
    );
}

/**
 * Moves an offer by `action` when the server itself moves it inside another change (an offer at
 * the client accepted by the order made from it): plan, version bump without a comparison, apply.
 */
export function transitionOfferWithin(
  ctx: ServerContext,
  user: AuthUser,
  offer: OfferListRow,
  action: OfferAction,
): OfferStatus {
  const to = planOfferTransition(offer, action);
  bumpVersion(ctx.db, 'offer', offer.id, undefined, nowIso(ctx));
  applyOfferTransition(ctx, user, offer, action, to);
  recordDocumentChange(ctx, 'offer', offer.id, offer);
  return to;
}

/** The status `action` moves the order to (409 "read-only" when it has none: already confirmed). */
export function planOrderTransition(order: OrderRow, action: OrderAction): OrderStatus {
  const to = nextOrderStatus(order.status, action);
  if (!to) throw HttpError.conflict(offerMessages.errors.readOnlyOrder);
  return to;
}

/**
 * Stores the order's new status and its date, the approval the move gives (an approver
 * confirming above the author's level) and the history entry. The version has moved already.
 */
export function applyOrderTransition(
  ctx: ServerContext,
  user: AuthUser,
  order: OrderRow,
  to: OrderStatus,
  approval?: { level: ApprovalLevel; onBehalfOf: number | null },
): void {
  const at = nowIso(ctx);
  if (approval) {
    cached(
      ctx.db,
      'UPDATE orders SET approval_level = ?, approved_by = ?, approved_on_behalf_of = ?, approved_at = ? WHERE id = ?',
    ).run(approval.level, user.id, approval.onBehalfOf, at, order.id);
  }
  cached(ctx.db, 'UPDATE orders SET status = ?, confirmed_at = ? WHERE id = ?').run(to, at, order.id);
  const description = formatMessage(offerMessages.history.action, {
    from: offerMessages.orderStatuses[order.status],
    to: offerMessages.orderStatuses[to],
  });
  const withApproval = approval
    ? ` (${formatMessage(offerMessages.history.orderConfirmedBy, { level: offerMessages.approvalLevels[approval.level] })})`
    : '';
  addHistory(ctx, 'order', order.id, user.id, 'confirm', `${description}${withApproval}`, approval?.onBehalfOf ?? null);
}
