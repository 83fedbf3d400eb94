import {
  type ApprovalLevel,
  approvalLevelFor,
  approvalRank,
  type BrandId,
  brands,
  offerMessages,
} from '@salesdesk/sdk';
import type { AuthUser } from '../http/authenticate';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';
import {
  approvalThreshold,
  cachedRow,
  type DocSums,
  lineOut,
  linesOf,
  person,
  type SumsDelta,
  storeSums,
  sumsAfterWrite,
} from './documentStore';
import { seesDocument } from './offerAccess';
import { reevaluateCover } from './orderCover';

// Orders as stored and answered: the row, its reads and the order's own rules (read-only once
// confirmed, the approval carried from the offer: orderCover.ts). Shared document work is in
// documentLayer.ts.

/** A stored order with its creator's name joined in. */
export interface OrderRow extends DocSums {
  id: number;
  number: string;
  client_id: number;
  receiver_id: number | null;
  customer_fullname: string;
  receiver_fullname: string;
  status: 'draft' | 'confirmed';
  archived: number;
  offer_id: number | null;
  comment: string | null;
  realization_date: string | null;
  payment_deadline: string | null;
  delivery: string | null;
  creator_id: number;
  company_code: string;
  created_at: string;
  updated_at: string;
  confirmed_at: string | null;
  version: number;
  approval_level: ApprovalLevel | null;
  approved_by: number | null;
  approved_on_behalf_of: number | null;
  approved_at: string | null;
  warehouse_code: string | null;
  creator_fullname: string;
}

/** FROM clause of the order lists and reads. */
export const ORDER_FROM = 'orders o JOIN users cu ON cu.id = o.creator_id';
/** SELECT clause matching {@link ORDER_FROM}. */
export const ORDER_SELECT = "o.*, cu.firstname || ' ' || cu.lastname AS creator_fullname";

/** SQL sort expressions of the order lists. */
export const ORDER_SORT_COLUMNS: Record<string, string> = {
  created_at: 'o.created_at',
  updated_at: 'o.updated_at',
  realization_date: 'o.realization_date',
  number: 'o.number',
  customer_fullname: 'o.customer_fullname',
  receiver_fullname: 'o.receiver_fullname',
  status: 'o.status',
  grand_total_excl_tax: 'o.grand_total_excl_tax',
  grand_total_incl_tax: 'o.grand_total_incl_tax',
  margin: 'o.margin',
  creator_fullname: "cu.lastname || ' ' || cu.firstname",
};

/** The API shape of an order list row. */
export function orderSummary(r: OrderRow) {
  return {
    id: r.id,
    created_at: r.created_at,
    updated_at: r.updated_at,
    realization_date: r.realization_date,
    number: r.number,
    customer_fullname: r.customer_fullname,
    receiver_fullname: r.receiver_fullname,
    status: r.status,
    grand_total_excl_tax: r.grand_total_excl_tax,
    grand_total_incl_tax: r.grand_total_incl_tax,
    margin: r.margin,
    creator_fullname: r.creator_fullname,
    client_id: r.client_id,
    receiver_id: r.receiver_id,
    offer_id: r.offer_id,
    archived: r.archived === 1,
    version: r.version,
  };
}

/** The order as stored now, with its creator's name, or undefined. */
export function orderRow(ctx: ServerContext, id: number): OrderRow | undefined {
  return cachedRow(ctx.db, `SELECT ${ORDER_SELECT} FROM ${ORDER_FROM} WHERE o.id = ?`).get(id) as OrderRow | undefined;
}

/** Loads an order (404) the user may see (403). */
export function loadOrder(ctx: ServerContext, user: AuthUser, id: number): OrderRow {
  const row = orderRow(ctx, id);
  if (!row) throw HttpError.notFound(offerMessages.errors.orderNotFound);
  if (!seesDocument(user, row)) throw HttpError.forbidden(offerMessages.errors.notYourOrder);
  return row;
}

/** The order without its lines: the header a line write answers with (one read of its row). */
export function orderHeader(ctx: ServerContext, id: number) {
  const r = orderRow(ctx, id) as OrderRow;
  // One object literal with every key, in the order of `orderSummary`'s keys and then the
  // header's own, as the offer's header (offerStore.ts): a spread summary with keys added after it
  // leaves V8's fast properties and cost most of the header's time. `orderHeader.test.ts` holds it
  // to the spread shape.
  return {
    id: r.id,
    created_at: r.created_at,
    updated_at: r.updated_at,
    realization_date: r.realization_date,
    number: r.number,
    customer_fullname: r.customer_fullname,
    receiver_fullname: r.receiver_fullname,
    status: r.status,
    grand_total_excl_tax: r.grand_total_excl_tax,
    grand_total_incl_tax: r.grand_total_incl_tax,
    margin: r.margin,
    creator_fullname: r.creator_fullname,
    client_id: r.client_id,
    receiver_id: r.receiver_id,
    offer_id: r.offer_id,
    archived: r.archived === 1,
    version: r.version,
    grand_total_tax: r.grand_total_tax,
    margin_amount: r.margin_amount,
    comment: r.comment,
    payment_deadline: r.payment_deadline,
    confirmed_at: r.confirmed_at,
    delivery: r.delivery ? JSON.parse(r.delivery) : null,
    footer: brands[(ctx.config as { brand?: BrandId }).brand ?? 'one'].orderFooter,
    creator_id: r.creator_id,
    warehouse_code: r.warehouse_code,
    required_approval_level: orderApprovalLevel(ctx, r),
    approval_level: r.approval_level,
    approval: orderApproval(ctx, r),
  };
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
  const threshold = approvalThreshold(ctx).margin_threshold;
  return { ...orderHeader(ctx, id), items: linesOf(ctx.db, 'order', id).map((l) => lineOut(l, threshold)) };
}

/** The approval level the order's lines need now: the offers' rule on the order's totals. */
export function orderApprovalLevel(ctx: ServerContext, r: OrderRow): ApprovalLevel {
  return approvalLevelFor(
    { lineCount: r.line_count, margin: r.margin, anyBelowMinimal: r.below_minimal_count > 0 },
    approvalThreshold(ctx),
  );
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
