import {
  canOverrideSalesBlock,
  overdueDaysOf,
  type SalesBlockReason,
  salesBlockReasons,
  salesBlockRefusal,
  warsawDay,
} from '@salesdesk/sdk';
import { recordAudit } from '../auth/auditLog';
import { effectivePermission } from '../auth/substitutions';
import type { Db } from '../db/database';
import type { AuthUser } from '../http/authenticate';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';

/**
 * Credit and blocked sales, computed here and nowhere else on the server: the client card
 * (`clientById`) shows it and confirming an order asks it (docs/decisions/reference.md,
 * "Credit and blocked sales"). The rule itself is the sdk's `salesBlockReasons`, which the mock
 * backend asks too.
 */

/** A client's credit in use, what is overdue and whether its sales are blocked. Money in grosze. */
export interface ClientCredit {
  /** Left to pay on the client's invoices. */
  balance: number;
  hasOverdue: boolean;
  /** Gross value of confirmed orders without an invoice yet. */
  ordersNotInvoiced: number;
  /** `balance` + `ordersNotInvoiced`. */
  creditUsed: number;
  overdueAmount: number;
  /** Days the oldest unpaid invoice is past its date of payment (0: none). */
  overdueDays: number;
  toleranceDays: number;
  blocked: boolean;
  reasons: SalesBlockReason[];
}

/** Tolerance of overdue invoices of a company, in days (14 when the company is unknown). */
export function companyToleranceDays(db: Db, companyCode: string): number {
  const days = db.prepare('SELECT overdue_tolerance_days FROM companies WHERE code = ?').pluck().get(companyCode);
  return typeof days === 'number' ? days : 14;
}

/**
 * The credit of client `clientId` (its limit and payment term given) as seen by `companyCode`
 * on business day `today`. Two indexed queries: the client's invoices, its confirmed orders.
 */
export function clientCredit(
  db: Db,
  client: { id: number; credit_limit: number; payment_term_days: number },
  companyCode: string,
  today: string,
): ClientCredit {
  const invoices = db
    .prepare(
      `SELECT COALESCE(SUM(left_to_pay), 0) AS balance,
         COALESCE(MAX(status = 'overdue'), 0) AS has_overdue,
         COALESCE(SUM(CASE WHEN left_to_pay > 0 AND date_of_payment < ? THEN left_to_pay END), 0) AS overdue_amount,
         MIN(CASE WHEN left_to_pay > 0 AND date_of_payment < ? THEN date_of_payment END) AS oldest_due
       FROM invoices WHERE client_id = ?`,
    )
    .get(today, today, client.id) as {
    balance: number;
    has_overdue: number;
    overdue_amount: number;
    oldest_due: string | null;
  };
  const ordersNotInvoiced = db
    .prepare(
      `SELECT COALESCE(SUM(o.grand_total_incl_tax), 0) FROM orders o
       WHERE o.client_id = ? AND o.status = 'confirmed'
         AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = o.id)`,
    )
    .pluck()
    .get(client.id) as number;
  const toleranceDays = companyToleranceDays(db, companyCode);
  const overdueDays = invoices.oldest_due ? overdueDaysOf(invoices.oldest_due, 1, today) : 0;
  const creditUsed = invoices.balance + ordersNotInvoiced;
  const reasons = salesBlockReasons({
    creditLimit: client.credit_limit,
    paymentTermDays: client.payment_term_days,
    creditUsed,
    overdueDays,
    overdueAmount: invoices.overdue_amount,
    toleranceDays,
  });
  return {
    balance: invoices.balance,
    hasOverdue: invoices.has_overdue === 1,
    ordersNotInvoiced,
    creditUsed,
    overdueAmount: invoices.overdue_amount,
    overdueDays,
    toleranceDays,
    blocked: reasons.length > 0,
    reasons,
  };
}

/** The credit of a client by id, or null when there is no such client (a document keeps its client's id only). */
export function clientCreditById(db: Db, clientId: number, companyCode: string, today: string): ClientCredit | null {
  const client = db.prepare('SELECT id, credit_limit, payment_term_days FROM clients WHERE id = ?').get(clientId) as
    | { id: number; credit_limit: number; payment_term_days: number }
    | undefined;
  return client ? clientCredit(db, client, companyCode, today) : null;
}

/** The order being confirmed, as far as the block is concerned. */
export interface ConfirmedOrder {
  id: number;
  number: string;
  client_id: number;
  customer_fullname: string;
  company_code: string;
  creator_id: number;
}

/** A blocked client's order being confirmed: why it is blocked, and whether the caller releases it. */
export interface SalesBlockOnConfirm {
  reasons: SalesBlockReason[];
  /** Set when the caller may release the block (`onBehalfOf`: the absent user whose level a deputy used). */
  release: { onBehalfOf: number | null } | null;
}

/**
 * The block on confirming `order`, or null when its client is not blocked (with the tolerance of
 * the company the order belongs to). The caller releases it with a role of
 * `SALES_BLOCK_OVERRIDE_ROLES`, own or held through a substitution; as nobody approves their own
 * offer, nobody releases the block on their own order, nor a deputy on the absent person's.
 * Asks only; {@link ensureSalesAllowed} refuses or records.
 */
export function salesBlockOnConfirm(
  ctx: ServerContext,
  user: AuthUser,
  order: ConfirmedOrder,
): SalesBlockOnConfirm | null {
  const credit = clientCreditById(ctx.db, order.client_id, order.company_code, warsawDay(ctx.now()));
  if (!credit?.blocked) return null;
  const blocked = { reasons: credit.reasons, release: null };
  if (order.creator_id === user.id) return blocked;
  if (canOverrideSalesBlock(user.role)) return { ...blocked, release: { onBehalfOf: null } };
  const effective = effectivePermission(ctx.db, user, ctx.now());
  if (!canOverrideSalesBlock(effective.role) || effective.onBehalfOf === order.creator_id) return blocked;
  return { ...blocked, release: { onBehalfOf: effective.onBehalfOf } };
}

/**
 * Lets the confirmation of `order` go on: a blocked client's order without a release gets 409
 * with the client, the reasons, who may confirm and the blocked-sales mailbox; a release is
 * recorded in `audit_log` (`order.sales_block_release`, in the confirm's transaction).
 */
export function ensureSalesAllowed(
  ctx: ServerContext,
  user: AuthUser,
  order: ConfirmedOrder,
  block: SalesBlockOnConfirm | null,
): void {
  if (!block) return;
  if (!block.release) {
    throw HttpError.conflict(
      salesBlockRefusal(order.customer_fullname, block.reasons, ctx.config.blockedSalesMailbox || null),
    );
  }
  recordAudit(ctx, {
    user,
    onBehalfOf: block.release.onBehalfOf,
    action: 'order.sales_block_release',
    target: `order:${order.id}`,
    details: { number: order.number, client_id: order.client_id, reasons: block.reasons.map((r) => r.message) },
  });
}
