/**
 * The offer status machine. SPEC §4 names draft, pending_correct and pending_approval_client;
 * the rest is ours (docs/offers.md has the diagram):
 *
 *   draft ──submit──► pending_approval ──approve──► approved ──send_to_client──► pending_approval_client
 *     ▲   └─submit (no approval needed)─────────────►┘                          ├─accept──► accepted
 *     │               └─send_back──► pending_correct ──submit──► (as from draft) ├─reject──► rejected
 *     └──────── withdraw (owner) ◄── pending_approval / approved                  └─expire──► expired
 *
 * Archived is a flag beside the status, not a status. accepted, rejected and expired are final.
 * Any change to lines, prices, discounts or quantities in pending_approval, approved or
 * pending_approval_client voids the approval and returns the offer to draft.
 */

/** Every offer status. */
export const OFFER_STATUSES = [
  'draft',
  'pending_approval',
  'approved',
  'pending_correct',
  'pending_approval_client',
  'accepted',
  'rejected',
  'expired',
] as const;
/** An offer status. */
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The statuses SPEC §4 lists as allowed (the ones the offer wizard opens for editing). */
export const WIZARD_OFFER_STATUSES: readonly OfferStatus[] = ['draft', 'pending_correct', 'pending_approval_client'];

/** Statuses after which nothing of the offer changes any more. */
export const FINAL_OFFER_STATUSES: readonly OfferStatus[] = ['accepted', 'rejected', 'expired'];

/** Statuses in which a change of lines voids the approval (or the approval request). */
export const APPROVAL_VOIDING_STATUSES: readonly OfferStatus[] = [
  'pending_approval',
  'approved',
  'pending_approval_client',
];

/** Statuses an order may be made from: sent to the client (the order is their acceptance) or accepted. */
export const ORDERABLE_OFFER_STATUSES: readonly OfferStatus[] = ['pending_approval_client', 'accepted'];

/** Statuses of offers "in circulation" (submitted, not yet final). */
export const CIRCULATION_OFFER_STATUSES: readonly OfferStatus[] = [
  'pending_approval',
  'approved',
  'pending_correct',
  'pending_approval_client',
];

/** Every action of `PUT /api/offer/:id/action`. */
export const OFFER_ACTIONS = [
  'submit',
  'approve',
  'send_back',
  'send_to_client',
  'accept',
  'reject',
  'expire',
  'withdraw',
] as const;
/** An offer action. */
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/** Who may take an action: the offer's owner (its creator, or an administrator) or an approver of its level. */
export type OfferActor = 'owner' | 'approver';

/** One row of the transition table. */
export interface OfferTransition {
  from: readonly OfferStatus[];
  /** Target status; `submit` goes to `approved` instead when no approval is needed. */
  to: OfferStatus;
  by: OfferActor;
  /** The action needs a comment (why it was sent back). */
  needsComment?: boolean;
}

/** The transition table. */
export const OFFER_TRANSITIONS: Readonly<Record<OfferAction, OfferTransition>> = {
  submit: { from: ['draft', 'pending_correct'], to: 'pending_approval', by: 'owner' },
  approve: { from: ['pending_approval'], to: 'approved', by: 'approver' },
  send_back: { from: ['pending_approval'], to: 'pending_correct', by: 'approver', needsComment: true },
  send_to_client: { from: ['approved'], to: 'pending_approval_client', by: 'owner' },
  accept: { from: ['pending_approval_client'], to: 'accepted', by: 'owner' },
  reject: { from: ['pending_approval_client'], to: 'rejected', by: 'owner' },
  expire: { from: ['draft', 'pending_correct', 'approved', 'pending_approval_client'], to: 'expired', by: 'owner' },
  withdraw: { from: ['pending_approval', 'approved'], to: 'draft', by: 'owner' },
};

/**
 * The status after `action`, or null when the machine has no such transition.
 * `approvalNeeded` decides where `submit` goes.
 */
export function nextOfferStatus(status: OfferStatus, action: OfferAction, approvalNeeded: boolean): OfferStatus | null {
  // The table is indexed by untrusted input on the server: an unknown action has no transition.
  const t = Object.hasOwn(OFFER_TRANSITIONS, action) ? OFFER_TRANSITIONS[action] : undefined;
  if (!t?.from.includes(status)) return null;
  if (action === 'submit' && !approvalNeeded) return 'approved';
  return t.to;
}

/** Actions possible from `status` (ignoring who asks). */
export function availableOfferActions(status: OfferStatus): OfferAction[] {
  return OFFER_ACTIONS.filter((a) => OFFER_TRANSITIONS[a].from.includes(status));
}

/** Whether lines and header of an offer in `status` may still change. */
export function isOfferEditable(status: OfferStatus, archived: boolean): boolean {
  return !archived && !FINAL_OFFER_STATUSES.includes(status);
}

/** The status after a change of lines: approvals and approval requests are voided. */
export function statusAfterLineChange(status: OfferStatus): OfferStatus {
  return APPROVAL_VOIDING_STATUSES.includes(status) ? 'draft' : status;
}
