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
import type { DocRow } from './documentKinds';
import { addHistory, bumpVersion, cached, type DocKind, nowIso } from './documentStore';

// Status changes of offers and orders: the sdk's machines decide the next status and the only
// writes of a status are here, with the history entry, so an action of the offer page, an offer
// accepted by the order made from it and a confirmed order leave the same trace. What differs by
// kind is a row of `STATUS`; planning and applying are written once. A status action of a route
// runs in the change wrapper (documentChange.ts), which moves the version: `planTransition` in
// its `check`, `applyTransition` in its `change`. Runs inside the caller's transaction.

/** The actions of each kind's status machine. */
export interface StatusAction {
  offer: OfferAction;
  order: OrderAction;
}

/** The statuses of each kind. */
export interface DocStatus {
  offer: OfferStatus;
  order: OrderStatus;
}

/** What a planned transition stores besides the status. */
export interface TransitionFacts {
  /** Why (an offer sent back): appended to the history entry and stored as a comment. */
  comment?: string | null | undefined;
  /** The absent user a deputy approved for. */
  onBehalfOf?: number | null;
  /**
   * The level an approval is given at (the approver's own, `approvalAuthority`). An offer's
   * approval without one is given at the required level; an order stores an approval only when
   * one is given (an approver confirming above the author's level).
   */
  level?: ApprovalLevel | undefined;
}

/** The status rules of one kind of document. */
interface StatusKind<K extends DocKind> {
  /** Polish names of its statuses, for the history entry. */
  names: Record<DocStatus[K], string>;
  /** The status `action` moves the document to, or null when its machine has no such move. */
  next(doc: DocRow[K], action: StatusAction[K]): DocStatus[K] | null;
  /** The 409 message when there is no such move. */
  refused(doc: DocRow[K], action: StatusAction[K]): string;
  /**
   * Stores the new status and what it means for the approval (and the comment); returns what
   * the history entry adds after "from → to".
   */
  store(
    ctx: ServerContext,
    user: AuthUser,
    doc: DocRow[K],
    action: StatusAction[K],
    to: DocStatus[K],
    facts: TransitionFacts,
    at: string,
  ): string;
}

const CLEAR_APPROVAL =
  'UPDATE offers SET status = ?, approval_level = NULL, approved_by = NULL, approved_on_behalf_of = NULL, approved_at = NULL WHERE id = ?';

/** The status rules of each kind: a new kind is a new row. */
const STATUS: { [K in DocKind]: StatusKind<K> } = {
  offer: {
    names: offerMessages.statuses,
    next: (offer, action) => nextOfferStatus(offer.status, action, offer.required_approval_level !== 'none'),
    refused: (offer, action) =>
      formatMessage(offerMessages.errors.transitionNotAllowed, {
        action: offerMessages.actions[action],
        status: offerMessages.statuses[offer.status],
      }),
    // Approve stores the approval; withdraw, send back and submit drop any earlier one.
    store: (ctx, user, offer, action, to, facts, at) => {
      const { db } = ctx;
      if (action === 'approve') {
        cached(
          db,
          'UPDATE offers SET status = ?, approval_level = ?, approved_by = ?, approved_on_behalf_of = ?, approved_at = ? WHERE id = ?',
        ).run(to, facts.level ?? offer.required_approval_level, user.id, facts.onBehalfOf ?? null, at, offer.id);
      } else if (action === 'withdraw' || action === 'send_back' || action === 'submit') {
        // Leaving approval (or asking again) drops any earlier approval.
        cached(db, CLEAR_APPROVAL).run(to, offer.id);
      } else cached(db, 'UPDATE offers SET status = ? WHERE id = ?').run(to, offer.id);
      const { comment } = facts;
      if (!comment) return '';
      cached(db, 'INSERT INTO offer_comments (offer_id, user_id, created_at, text) VALUES (?, ?, ?, ?)').run(
        offer.id,
        user.id,
        at,
        comment,
      );
      return `: ${comment}`;
    },
  },
  order: {
    names: offerMessages.orderStatuses,
    next: (order, action) => nextOrderStatus(order.status, action),
    // The order's only move is confirm: without it, it is confirmed already.
    refused: () => offerMessages.errors.readOnlyOrder,
    // Confirming stores its date, and the approval an approver's confirmation gives.
    store: (ctx, user, order, _action, to, facts, at) => {
      const { level } = facts;
      if (level) {
        cached(
          ctx.db,
          'UPDATE orders SET approval_level = ?, approved_by = ?, approved_on_behalf_of = ?, approved_at = ? WHERE id = ?',
        ).run(level, user.id, facts.onBehalfOf ?? null, at, order.id);
      }
      cached(ctx.db, 'UPDATE orders SET status = ?, confirmed_at = ? WHERE id = ?').run(to, at, order.id);
      return level
        ? ` (${formatMessage(offerMessages.history.orderConfirmedBy, { level: offerMessages.approvalLevels[level] })})`
        : '';
    },
  },
};

/** The status `action` moves the document to (409 when its machine has no such move from its status). */
export function planTransition<K extends DocKind>(kind: K, doc: DocRow[K], action: StatusAction[K]): DocStatus[K] {
  const rules = STATUS[kind] as StatusKind<K>;
  const to = rules.next(doc, action);
  if (!to) throw HttpError.conflict(rules.refused(doc, action));
  return to;
}

/**
 * Stores the document's new status and what the move means for its approval (and an offer's
 * comment), and writes the history entry (the action as its event). The version has moved already.
 */
export function applyTransition<K extends DocKind>(
  ctx: ServerContext,
  user: AuthUser,
  kind: K,
  doc: DocRow[K],
  action: StatusAction[K],
  to: DocStatus[K],
  facts: TransitionFacts = {},
): void {
  const rules = STATUS[kind] as StatusKind<K>;
  const own = rules.store(ctx, user, doc, action, to, facts, nowIso(ctx));
  const from = doc.status as DocStatus[K];
  const description = formatMessage(offerMessages.history.action, { from: rules.names[from], to: rules.names[to] });
  addHistory(ctx, kind, doc.id, user.id, action, `${description}${own}`, facts.onBehalfOf ?? null);
}

/**
 * Moves a document by `action` when the server itself moves it inside another change (an offer at
 * the client accepted by the order made from it): plan, version bump without a comparison, apply.
 */
export function transitionWithin<K extends DocKind>(
  ctx: ServerContext,
  user: AuthUser,
  kind: K,
  doc: DocRow[K],
  action: StatusAction[K],
): DocStatus[K] {
  const to = planTransition(kind, doc, action);
  bumpVersion(ctx.db, kind, doc.id, undefined, nowIso(ctx));
  applyTransition(ctx, user, kind, doc, action, to);
  recordDocumentChange(ctx, kind, doc.id, doc);
  return to;
}
