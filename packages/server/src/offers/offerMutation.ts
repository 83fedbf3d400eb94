import { approvalLevelFor, type DocumentChangeEvent, offerMessages, statusAfterLineChange } from '@salesdesk/sdk';
import type { Db } from '../db/database';
import type { AuthUser } from '../http/authenticate';
import type { ServerContext } from '../serverContext';
import { notifyOfferChanged } from './documentPush';
import { approvalThreshold, bumpVersion, cached, type LineRow, nowIso, recomputeTotals } from './documentStore';
import { ensureOwner } from './offerAccess';
import {
  addHistory,
  ensureEditable,
  loadOffer,
  type OfferListRow,
  offerDetail,
  offerHeader,
  offerLineOut,
} from './offerStore';
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
  runChange(ctx, user, offerId, version, change, options);
  return offerDetail(ctx, user, offerId);
}

/** What a line write did: the lines it added or changed and the ones it removed. */
export interface LinesChanged {
  /** The lines added or changed as stored, in the order the answer lists them. */
  changed: readonly LineRow[];
  /** Ids of the lines removed. */
  removed: readonly number[];
}

/**
 * {@link mutateOffer} for a write of lines (totals and approval re-evaluated), answering what
 * changed rather than the whole offer: the header after the change, the lines `change` reports
 * as added or changed (as it stored them) and the removed ids. `options` default to a change of lines. Nothing else of the offer is read, which keeps a write of one line of a 500-line
 * offer close to the cost of its SQL (bench/offers.bench.ts).
 */
export function mutateOfferLines(
  ctx: ServerContext,
  user: AuthUser,
  offerId: number,
  version: number | undefined,
  change: (offer: OfferListRow) => LinesChanged,
  options: MutateOptions = { lines: true },
) {
  let result: LinesChanged = { changed: [], removed: [] };
  runChange(
    ctx,
    user,
    offerId,
    version,
    (offer) => {
      result = change(offer);
    },
    options,
  );
  const threshold = approvalThreshold(ctx).margin_threshold;
  return {
    offer: offerHeader(ctx, user, offerId),
    items: result.changed.map((line) => offerLineOut(line, threshold)),
    removed_item_ids: [...result.removed],
  };
}

/**
 * One transaction wrapper per database, taking the work as its argument: `db.transaction(fn)`
 * builds a new wrapper (and its begin/commit variants) on each call, which a write of one line
 * paid every time.
 */
const transactions = new WeakMap<Db, (work: () => void) => void>();

function inTransaction(db: Db, work: () => void): void {
  let run = transactions.get(db);
  if (!run) {
    run = db.transaction((w: () => void) => w());
    transactions.set(db, run);
  }
  run(work);
}

/** The transaction of {@link mutateOffer}: checks, version bump, change, re-evaluation. */
function runChange(
  ctx: ServerContext,
  user: AuthUser,
  offerId: number,
  version: number | undefined,
  change: (offer: OfferListRow) => void,
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
    change(offer);
    if (options.lines) reevaluate(ctx, user, offer);
  });
  notifyOfferChanged(ctx, user.id, before, options.event ?? 'content', offerId);
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
