import { approvalLevelFor, type DocumentChangeEvent, offerMessages, statusAfterLineChange } from '@salesdesk/sdk';
import type { AuthUser } from '../http/authenticate';
import type { ServerContext } from '../serverContext';
import { notifyOfferChanged, offerPushState } from './documentPush';
import { approvalThreshold, bumpVersion, cached, nowIso, recomputeTotals } from './documentStore';
import { ensureOwner } from './offerAccess';
import { addHistory, ensureEditable, loadOffer, type OfferListRow, offerDetail } from './offerStore';
import { ensureNoProductGroupJob } from './productGroupJob';

/** Options of {@link mutateOffer}. */
export interface MutateOptions {
  /** The change touches lines, prices, discounts or quantities: totals and approval are re-evaluated. */
  lines?: boolean;
  /** Skip the owner check (comments may come from approvers). */
  anyViewer?: boolean;
  /** Skip the editable check (archive). */
  evenIfReadOnly?: boolean;
  /** Refused (409) while a product-group job holds the offer (archive, status moves). */
  heldByJob?: boolean;
  /** What the live push says happened (default `content`). */
  event?: DocumentChangeEvent;
}

/**
 * Runs one change of an offer in a transaction: loads it (404/403), checks the caller may change
 * it and that it is still editable (409), moves it to the next version only if it is still at
 * `version` (409 otherwise, nothing written), applies `change`, then, when lines changed,
 * recomputes totals and the required approval level and voids any approval given before.
 * Once committed, the change is pushed to the screens showing the offer.
 */
export function mutateOffer(
  ctx: ServerContext,
  user: AuthUser,
  offerId: number,
  version: number | undefined,
  change: (offer: OfferListRow) => void,
  options: MutateOptions = {},
) {
  const { db } = ctx;
  const before = offerPushState(db, offerId);
  db.transaction(() => {
    const offer = loadOffer(db, user, offerId, ctx);
    if (!options.anyViewer) ensureOwner(user, offer);
    if (!options.evenIfReadOnly) ensureEditable(offer);
    if (options.heldByJob) ensureNoProductGroupJob(offer.id);
    bumpVersion(db, 'offer', offerId, version, nowIso(ctx));
    change(offer);
    if (options.lines) reevaluate(ctx, user, offer);
  })();
  notifyOfferChanged(ctx, user.id, before, options.event ?? 'content');
  return offerDetail(ctx, user, offerId);
}

/** After a change of lines: totals, required level, and the approval voided when there was one. */
export function reevaluate(ctx: ServerContext, user: AuthUser, offer: OfferListRow): void {
  const sums = recomputeTotals(ctx.db, 'offer', offer.id);
  const level = approvalLevelFor(
    { lineCount: sums.line_count, margin: sums.margin, anyBelowMinimal: sums.below_minimal_count > 0 },
    approvalThreshold(ctx),
  );
  cached(ctx.db, 'UPDATE offers SET required_approval_level = ? WHERE id = ?').run(level, offer.id);
  voidApproval(ctx, user, offer, offerMessages.history.approvalVoided);
}

/**
 * Voids the approval of an offer in approval or approved (back to draft, approval cleared, a
 * history entry saying why); nothing happens to a draft without an approval. An approval is given
 * for these lines at these prices to this client until this date, so a change of any of them
 * voids it.
 */
export function voidApproval(ctx: ServerContext, user: AuthUser, offer: OfferListRow, why: string): void {
  const status = statusAfterLineChange(offer.status);
  if (status === offer.status && offer.approved_by === null) return;
  cached(
    ctx.db,
    'UPDATE offers SET status = ?, approval_level = NULL, approved_by = NULL, approved_on_behalf_of = NULL, approved_at = NULL WHERE id = ?',
  ).run(status, offer.id);
  addHistory(ctx, offer.id, user.id, 'approval_voided', why);
}
