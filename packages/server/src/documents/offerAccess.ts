import {
  ADMIN_ROLE,
  type ApprovalLevel,
  type Approver,
  approvalAuthority,
  approvalRank,
  approverLevel,
  type OfferStatus,
  offerMessages,
} from '@salesdesk/sdk';
import { activeSubstitutionsFor } from '../auth/substitutions';
import type { Db } from '../db/database';
import type { AuthUser } from '../http/authenticate';
import { HttpError } from '../http/httpError';

// Who may see, change and approve an offer or order (docs/offers.md, "Who may do what").

/** Roles that see every document of every company. */
const SEE_ALL_ROLES = [ADMIN_ROLE, 'Zarząd'];
/** Roles that see every document of their own company. */
const SEE_COMPANY_ROLES = ['Dyrektor Regionu', 'Dyrektor Oddziału'];

/** What the access rules need to know of a user (a logged-in caller, or a user a push may reach). */
export type AccessUser = Pick<AuthUser, 'id' | 'role' | 'companyCode' | 'isAcceptor'>;

/** What visibility needs from a document. */
export interface OwnedDoc {
  creator_id: number;
  company_code: string;
}

/** Whether `user` may see documents of others (all, or their company's). */
export function seesDocument(user: AccessUser, doc: OwnedDoc): boolean {
  if (doc.creator_id === user.id || SEE_ALL_ROLES.includes(user.role)) return true;
  return SEE_COMPANY_ROLES.includes(user.role) && doc.company_code === user.companyCode;
}

/** The SQL condition of {@link seesDocument} over alias `o` (for the lists). */
export function visibilityCondition(user: AuthUser): { sql: string; params: unknown[] } {
  if (SEE_ALL_ROLES.includes(user.role)) return { sql: '1 = 1', params: [] };
  if (SEE_COMPANY_ROLES.includes(user.role))
    return { sql: '(o.creator_id = ? OR o.company_code = ?)', params: [user.id, user.companyCode] };
  return { sql: 'o.creator_id = ?', params: [user.id] };
}

/** Whether `user` owns the document (its creator; administrators act as owners of every document). */
export function ownsDocument(user: AuthUser, doc: OwnedDoc): boolean {
  return doc.creator_id === user.id || user.role === ADMIN_ROLE;
}

/** The 403 message of a document that is not the caller's, by kind. */
const NOT_YOURS = { offer: offerMessages.errors.notYourOffer, order: offerMessages.errors.notYourOrder } as const;

/** 403 unless `user` owns the document. */
export function ensureOwner(user: AuthUser, doc: OwnedDoc, kind: 'offer' | 'order' = 'offer'): void {
  if (!ownsDocument(user, doc)) throw HttpError.forbidden(NOT_YOURS[kind]);
}

/**
 * Users the given deputy substitutes right now (active substitutions of the reference-data
 * area: today within date_from..date_to, not ended, the absent account active).
 */
export function absentUsersFor(db: Db, deputyId: number, now: number): Approver[] {
  return activeSubstitutionsFor(db, deputyId, now).map((s) => ({
    id: s.absentUserId,
    role: s.role,
    is_acceptor: s.isAcceptor,
  }));
}

/** The caller as an approver. */
export function asApprover(user: AccessUser): Approver {
  return { id: user.id, role: user.role, is_acceptor: user.isAcceptor };
}

/**
 * Whether `user` may approve an offer needing `level` (own right or substitution). Nobody
 * approves their own offer: that would let a director skip the control meant for them. Nor does
 * a deputy approve the offer of the person they stand in for by borrowing that person's level:
 * that would be the author approving their own offer through a deputy.
 */
export function approvalFor(db: Db, user: AccessUser, offer: OwnedDoc, level: ApprovalLevel, now: number) {
  if (offer.creator_id === user.id) return { allowed: false, onBehalfOf: null, level: 'none' as const };
  const absent = absentUsersFor(db, user.id, now).filter((a) => a.id !== offer.creator_id);
  return approvalAuthority(asApprover(user), absent, level);
}

/** What {@link maySeeOffer} needs of an offer. */
export type OfferVisibility = OwnedDoc & { status: OfferStatus; required_approval_level: ApprovalLevel };

/**
 * An approver who may approve a pending offer sees it too (that is how it reaches them), even
 * without the right to see the author's documents.
 */
export function approverSeesOffer(db: Db, user: AccessUser, offer: OfferVisibility, now: number): boolean {
  return (
    offer.status === 'pending_approval' && approvalFor(db, user, offer, offer.required_approval_level, now).allowed
  );
}

/** Whether `user` may see the offer: the rule `loadOffer` applies to the caller, for any user. */
export function maySeeOffer(db: Db, user: AccessUser, offer: OfferVisibility, now: number): boolean {
  return seesDocument(user, offer) || approverSeesOffer(db, user, offer, now);
}

/**
 * Which pending offers `user` may approve, as ranks: their own rank, and for each absent user
 * they stand in for, that user's rank (which never covers that user's own offers).
 */
export function approverRanks(db: Db, user: AuthUser, now: number): { own: number; deputised: Map<number, number> } {
  const deputised = new Map<number, number>();
  for (const a of absentUsersFor(db, user.id, now)) deputised.set(a.id, approvalRank(approverLevel(a)));
  return { own: approvalRank(approverLevel(asApprover(user))), deputised };
}
