import {
  type ApprovalLevel,
  approvalRank,
  type BrandId,
  brands,
  type OrderHeader,
  type OrderSummary,
  offerMessages,
} from '@salesdesk/sdk';
import type { AuthUser } from '../http/authenticate';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';
import { type DocumentRowBase, deliveryField, documentRead, withLines } from './documentRead';
import { cachedRow, lineOut, person, type SumsDelta, storeSums, sumsAfterWrite } from './documentStore';
import { reevaluateCover } from './orderCover';
import { requiredApprovalLevel } from './pricing';

// Orders as stored and answered: the row, its reads and the order's own rules (read-only once
// confirmed, the approval carried from the offer: orderCover.ts). Shared document work is in
// documentLayer.ts.

/** A stored order with its creator's name joined in: the shared columns (documentRead.ts) and its own. */
export interface OrderRow extends DocumentRowBase {
  status: 'draft' | 'confirmed';
  offer_id: number | null;
  realization_date: string | null;
  payment_deadline: string | null;
  confirmed_at: string | null;
  approval_level: ApprovalLevel | null;
  warehouse_code: string | null;
}

/** The order's row of the shared read side (documentRead.ts): its keys and access. */
const orderRead = documentRead<OrderRow, OrderSummary, OrderHeader>({
  kind: 'order',
  secondDate: 'realization_date',
  summary: { afterReceiver: ['offer_id'] },
  header: [
    'comment',
    'payment_deadline',
    'confirmed_at',
    deliveryField,
    ['footer', (_row, ctx) => brands[(ctx.config as { brand?: BrandId }).brand ?? 'one'].orderFooter],
    'creator_id',
    'warehouse_code',
    ['required_approval_level', (row, ctx) => orderApprovalLevel(ctx, row)],
    'approval_level',
    ['approval', (row, ctx) => orderApproval(ctx, row)],
  ],
  notFound: offerMessages.errors.orderNotFound,
  forbidden: offerMessages.errors.notYourOrder,
});

/** FROM clause of the order lists and reads. */
export const ORDER_FROM = orderRead.from;
/** SELECT clause matching {@link ORDER_FROM}. */
export const ORDER_SELECT = orderRead.select;
/** SQL sort expressions of the order lists. */
export const ORDER_SORT_COLUMNS = orderRead.sortColumns;
/** The API shape of an order list row. */
export const orderSummary = orderRead.summary;

/** The order as stored now, with its creator's name, or undefined. */
export function orderRow(ctx: ServerContext, id: number): OrderRow | undefined {
  return orderRead.row(ctx.db, id);
}

/** Loads an order (404) the user may see (403). */
export function loadOrder(ctx: ServerContext, user: AuthUser, id: number): OrderRow {
  return orderRead.load(ctx.db, user, id);
}

/**
 * The order without its lines: the header a line write answers with (one read of its row), the
 * summary's keys then the header's own (`orderHeader.test.ts` holds it to the spread shape).
 */
export function orderHeader(ctx: ServerContext, id: number): OrderHeader {
  return orderRead.header(ctx, null as unknown as AuthUser, id);
}

/** An approval as stored on an order or an offer row. */
type StoredApproval = Pick<OrderRow, 'approval_level' | 'approved_by' | 'approved_on_behalf_of' | 'approved_at'>;

/** The API shape of a stored approval, or null when the row carries none. */
function approvalOut(ctx: ServerContext, a: StoredApproval | undefined) {
  if (!a || a.approval_level === null || a.approved_by === null || a.approved_at === null) return null;
  const by = person(ctx.db, a.approved_by);
  if (!by) return null;
  return {
    level: a.approval_level,
    approved_by: by,
    on_behalf_of: person(ctx.db, a.approved_on_behalf_of),
    approved_at: a.approved_at,
  };
}

/**
 * Who approved the order's lines and when: its own approval; a confirmed order without one shows
 * its offer's. An author confirms only lines that need none or that the offer's approval covers
 * (an approver's confirmation stores its own), so a confirmed order without its own approval was
 * confirmed under its offer's — as orders made before approvals were carried, and the demo data,
 * are.
 */
export function orderApproval(ctx: ServerContext, r: OrderRow) {
  if (r.approved_by !== null) return approvalOut(ctx, r);
  if (r.status !== 'confirmed' || r.offer_id === null) return null;
  return approvalOut(
    ctx,
    cachedRow(
      ctx.db,
      'SELECT approval_level, approved_by, approved_on_behalf_of, approved_at FROM offers WHERE id = ?',
    ).get(r.offer_id) as StoredApproval | undefined,
  );
}

/** The full API shape of an order: its header and all its lines. */
export function orderDetail(ctx: ServerContext, id: number) {
  return withLines(ctx, 'order', id, orderHeader(ctx, id), lineOut);
}

/** The approval level the order's lines need now: the offers' rule on the order's totals. */
export function orderApprovalLevel(ctx: ServerContext, r: OrderRow): ApprovalLevel {
  return requiredApprovalLevel(ctx, r);
}

/** Whether an approval given for the order's lines covers the level they need now. */
export function approvalCovers(given: ApprovalLevel | null, needed: ApprovalLevel): boolean {
  return needed === 'none' || (given !== null && approvalRank(given) >= approvalRank(needed));
}

/** 409 unless the order's lines and header may still change (neither confirmed nor archived). */
export function ensureOrderEditable(order: OrderRow): void {
  if (order.status === 'confirmed' || order.archived) throw HttpError.conflict(offerMessages.errors.readOnlyOrder);
}

/**
 * After a change of an order's lines: totals (moved by `delta` from the sums of `order` as loaded
 * before the change, or summed from all lines without one), and whether the order still carries
 * its offer's approval decided again (orderCover.ts): kept while the lines stay within what is
 * left of the offer, dropped with a history entry when they no longer do, as an offer's approval
 * is voided.
 */
export function reevaluateOrder(ctx: ServerContext, user: AuthUser, order: OrderRow, delta: SumsDelta | null): void {
  storeSums(ctx.db, 'order', order.id, sumsAfterWrite(ctx.db, 'order', order, delta));
  // An order of no offer carries nothing: nothing to read for most line writes.
  if (order.offer_id === null && order.approval_level === null) return;
  reevaluateCover(ctx, user, order.id, 'lines');
}
