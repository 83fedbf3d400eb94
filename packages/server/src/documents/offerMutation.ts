import { approvalLevelFor, type DocumentChangeEvent, offerMessages, statusAfterLineChange } from '@salesdesk/sdk';
import type { Db } from '../db/database';
import type { AuthUser } from '../http/authenticate';
import type { ServerContext } from '../serverContext';
import { notifyOfferChanged } from './documentPush';
import {
  approvalThreshold,
  bumpVersion,
  cached,
  nowIso,
  type SumsDelta,
  storeSums,
  sumsAfterWrite,
} from './documentStore';
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
  runOfferChange(
    ctx,
    user,
    offerId,
    version,
    (offer) => {
      change(offer);
      return null;
    },
    options,
  );
  return offerDetail(ctx, user, offerId);
}

/**
 * One transaction wrapper per database, taking the work as its argument: `db.transaction(fn)`
 * builds a new wrapper (and its begin/commit variants) on each call, which a write of one line
 * paid every time.
 */
const transactions = new WeakMap<Db, (work: () => void) => void>();

/** Runs `work` in a transaction of `db` (rolled back when it throws). */
export function inTransaction(db: Db, work: () => void): void {
  let run = transactions.get(db);
  if (!run) {
    run = db.transaction((w: () => void) => w());
    transactions.set(db, run);
  }
  run(work);
}

/**
 * The transaction of {@link mutateOffer}: checks, version bump, change, re-evaluation when
 * `options.lines`, then the push. `change` returns how it moved the offer's sums (null: sum the
 * lines again).
 */
export function runOfferChange(
  ctx: ServerContext,
  user: AuthUser,
  offerId: number,
  version: number | undefined,
  change: (offer: OfferListRow) => SumsDelta | null,
  options: MutateOptions,
): void {
  const { db } = ctx;
  // The offer as loaded before the change is the push's "before": no read of its own.
  let before: OfferListRow | undefined;
  inTransaction(db, () => {
    const offer = loadOffer(db, user, offerId, ctx);
    before = offer;
    if (!options.anyViewer) ensureOwner(user, offer);
    if (!options.evenIfReadOnly) ensureEditable(offer);
    if (options.heldByJob) ensureNoProductGroupJob(offer.id);
    bumpVersion(db, 'offer', offerId, version, nowIso(ctx));
    const delta = change(offer);
    if (options.lines) reevaluate(ctx, user, offer, delta);
  });
  notifyOfferChanged(ctx, user.id, before, options.event ?? 'content', offerId);
}

/**
 * After a change of lines: totals, required level, and the approval voided when there was one.
 * `offer` is the row as loaded before the change, in the same transaction; with a `delta` the
 * totals are moved by it from that row's sums, without one they are summed from all lines. The
 * level is the sdk's rule on the totals (line count, margin, any line below its minimal price),
 * and is stored with the totals in one statement.
 */
export function reevaluate(
  ctx: ServerContext,
  user: AuthUser,
  offer: OfferListRow,
  delta: SumsDelta | null = null,
): void {
  const sums = sumsAfterWrite(ctx.db, 'offer', offer, delta);
  const level = approvalLevelFor(
    { lineCount: sums.line_count, margin: sums.margin, anyBelowMinimal: sums.below_minimal_count > 0 },
    approvalThreshold(ctx),
  );
  storeSums(ctx.db, 'offer', offer.id, sums, level);
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
