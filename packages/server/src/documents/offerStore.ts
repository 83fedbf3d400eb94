import {
  type ApprovalLevel,
  availableOfferActions,
  type BrandId,
  brands,
  formatMessage,
  isOfferEditable,
  OFFER_TRANSITIONS,
  type OfferAction,
  type OfferHeader,
  type OfferStatus,
  type OfferSummary,
  offerMessages,
  statusAfterLineChange,
  warsawDay,
} from '@salesdesk/sdk';
import type { Db } from '../db/database';
import { recordDocumentChange } from '../events/changeLog';
import type { AuthUser } from '../http/authenticate';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';
import { notifyDocumentChanged } from './documentPush';
import { type DocumentColumns, deliveryField, documentRead, withLines } from './documentRead';
import {
  addHistory,
  cached,
  type LineRow,
  lineOut,
  nowIso,
  person,
  type SumsDelta,
  storeSums,
  sumsAfterWrite,
} from './documentStore';
import { approvalFor, approverSeesOffer, ownsDocument } from './offerAccess';
import { requiredApprovalLevel } from './pricing';

/** A stored offer: the shared columns (documentRead.ts) and the offer's own. */
export interface OfferRow extends DocumentColumns {
  status: OfferStatus;
  valid_until: string | null;
  template: string | null;
  footer: string | null;
  required_approval_level: ApprovalLevel;
  approval_level: ApprovalLevel | null;
  copied_from_id: number | null;
}

/** A list row: the offer plus names joined in. */
export type OfferListRow = OfferRow & { creator_fullname: string; acceptor_fullname: string | null };

/** The offer's row of the shared read side (documentRead.ts): its joins, keys and access. */
const offerRead = documentRead<OfferListRow, OfferSummary, OfferHeader>({
  kind: 'offer',
  joins: ' LEFT JOIN users au ON au.id = o.approved_by',
  select: `,
  CASE WHEN au.id IS NULL THEN NULL ELSE au.firstname || ' ' || au.lastname END AS acceptor_fullname`,
  secondDate: 'valid_until',
  ownSort: { acceptor_fullname: "au.lastname || ' ' || au.firstname" },
  summary: { afterCreator: ['acceptor_fullname', 'comment', 'template'], afterArchived: ['required_approval_level'] },
  header: [
    ['footer', (row, ctx) => (row.footer ? (JSON.parse(row.footer) as string[]) : defaultFooter(ctx))],
    deliveryField,
    ['approval', (row, ctx) => offerApproval(ctx.db, row)],
    ['available_actions', (row, ctx, user) => actionsFor(ctx, user, row)],
    'copied_from_id',
    'creator_id',
  ],
  notFound: offerMessages.errors.offerNotFound,
  forbidden: offerMessages.errors.notYourOffer,
  alsoSees: (db, user, row, ctx) => approverSeesOffer(db, user, row, ctx.now()),
});

/** FROM clause of the offer lists and reads. */
export const OFFER_FROM = offerRead.from;
/** SELECT clause matching {@link OFFER_FROM}. */
export const OFFER_SELECT = offerRead.select;
/** SQL sort expressions of the offer lists. */
export const OFFER_SORT_COLUMNS = offerRead.sortColumns;
/** The API shape of a list row. */
export const offerSummary = offerRead.summary;

/**
 * Offers sent to the client whose validity has passed become `expired` (with a history entry).
 * Run before reads so nobody sees a stale status; cheap thanks to the status index.
 */
export function expireOverdue(ctx: ServerContext): void {
  const today = warsawDay(ctx.now());
  const ids = ctx.db
    .prepare(
      `SELECT id FROM offers WHERE status = 'pending_approval_client' AND valid_until IS NOT NULL AND valid_until < ?`,
    )
    .pluck()
    .all(today) as number[];
  if (!ids.length) return;
  const at = nowIso(ctx);
  ctx.db
    .transaction(() => {
      for (const id of ids) {
        ctx.db
          .prepare(`UPDATE offers SET status = 'expired', version = version + 1, updated_at = ? WHERE id = ?`)
          .run(at, id);
        ctx.db
          .prepare(
            `INSERT INTO offer_history (offer_id, user_id, on_behalf_of, created_at, event, description)
           SELECT id, creator_id, NULL, ?, 'expire', ? FROM offers WHERE id = ?`,
          )
          .run(
            at,
            formatMessage(offerMessages.history.action, {
              from: offerMessages.statuses.pending_approval_client,
              to: offerMessages.statuses.expired,
            }),
            id,
          );
        recordDocumentChange(ctx, 'offer', id, { status: 'pending_approval_client', archived: 0 });
      }
    })
    .immediate();
  // Nobody acted: the creator's screens (and anyone else who sees it) learn it expired.
  for (const id of ids) notifyDocumentChanged(ctx, 'offer', null, undefined, 'status', id);
}

/** Loads an offer (404) that `user` may see (403; its approvers too when `ctx` is given). */
export const loadOffer = offerRead.load;

/** 409 unless lines and header of the offer may still change. */
export function ensureOfferEditable(offer: OfferRow): void {
  if (offer.archived) throw HttpError.conflict(offerMessages.errors.archivedOffer);
  if (!isOfferEditable(offer.status, false)) {
    throw HttpError.conflict(
      formatMessage(offerMessages.errors.readOnlyOffer, { status: offerMessages.statuses[offer.status] }),
    );
  }
}

/**
 * Actions `user` may take on the offer now. The approver's actions (approve, send back) all ask
 * the same question of the same offer, so `approvalFor` (a read of the caller's substitutions)
 * runs once, and only when such an action is possible.
 */
export function actionsFor(ctx: ServerContext, user: AuthUser, offer: OfferRow): OfferAction[] {
  if (offer.archived) return [];
  let approves: boolean | undefined;
  return availableOfferActions(offer.status).filter((action) => {
    if (OFFER_TRANSITIONS[action].by === 'owner') return ownsDocument(user, offer);
    approves ??= approvalFor(ctx.db, user, offer, offer.required_approval_level, ctx.now()).allowed;
    return approves;
  });
}

/** The default offer footer of the server's brand. */
export function defaultFooter(ctx: ServerContext): string[] {
  return [...brands[(ctx.config as { brand?: BrandId }).brand ?? 'one'].offerFooter];
}

/**
 * The approval of an offer as answered: the approver's name came with the row (OFFER_FROM joins
 * them), the same `{ id, fullname }` as `person` would read, an empty name when their row is gone;
 * a person lookup only when it was given on someone's behalf.
 */
function offerApproval(db: Db, row: OfferListRow) {
  if (row.approved_by === null || !row.approval_level || !row.approved_at) return null;
  return {
    level: row.approval_level,
    approved_by: { id: row.approved_by, fullname: row.acceptor_fullname ?? '' },
    on_behalf_of: person(db, row.approved_on_behalf_of),
    approved_at: row.approved_at,
  };
}

/**
 * The API shape of an offer without its lines, comments and attachments (what a line write
 * answers with): one statement for the offer (with its approver's name), the summary's keys, then
 * the header's own (`offerHeader.test.ts` holds it to the summary spread with them after it).
 */
export const offerHeader = offerRead.header;

/** The API shape of one offer line (`offer_price` is the SPEC §3 name of its price). */
export function offerLineOut(line: LineRow, marginThreshold: number) {
  // Set on the line's own object rather than spread into a copy: 500 fewer objects per offer.
  const out: ReturnType<typeof lineOut> & { offer_price?: number } = lineOut(line, marginThreshold);
  out.offer_price = line.client_price;
  return out as ReturnType<typeof lineOut> & { offer_price: number };
}

/** The full API shape of an offer for `user`. */
export function offerDetail(ctx: ServerContext, user: AuthUser, id: number) {
  const { db } = ctx;
  const comments = cached(
    db,
    `SELECT c.id, c.created_at, c.text, u.id AS uid, u.firstname || ' ' || u.lastname AS fullname
       FROM offer_comments c JOIN users u ON u.id = c.user_id WHERE c.offer_id = ? ORDER BY c.id`,
  ).all(id) as { id: number; created_at: string; text: string; uid: number; fullname: string }[];
  const attachments = cached(
    db,
    'SELECT id, name, content_type, size, created_at FROM offer_attachments WHERE offer_id = ? ORDER BY id',
  ).all(id) as { id: number; name: string; content_type: string; size: number; created_at: string }[];
  return {
    ...withLines(ctx, 'offer', id, offerHeader(ctx, user, id), offerLineOut),
    comments: comments.map((c) => ({
      id: c.id,
      created_at: c.created_at,
      text: c.text,
      author: { id: c.uid, fullname: c.fullname },
    })),
    attachments,
  };
}

/**
 * After a change of lines: totals, required level, and the approval voided when there was one.
 * `offer` is the row as loaded before the change, in the same transaction; with a `delta` the
 * totals are moved by it from that row's sums, without one they are summed from all lines. The
 * level is the sdk's rule on the totals (line count, margin, any line below its minimal price),
 * and is stored with the totals in one statement.
 */
export function reevaluateOffer(
  ctx: ServerContext,
  user: AuthUser,
  offer: OfferListRow,
  delta: SumsDelta | null = null,
): void {
  const sums = sumsAfterWrite(ctx.db, 'offer', offer, delta);
  storeSums(ctx.db, 'offer', offer.id, sums, requiredApprovalLevel(ctx, sums));
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
  addHistory(ctx, 'offer', offer.id, user.id, 'approval_voided', why);
}
