import { overdueDaysOf, type SalesBlockReason, salesBlockReasons } from '@salesdesk/sdk';
import type { Db } from '../db/database';

/**
 * Credit and blocked sales, computed here and nowhere else on the server: the client card
 * (`clientById`) shows it and the document layer asks it when an order is made or confirmed
 * (documents/salesBlock.ts; docs/decisions/reference.md, "Credit, blocked sales"). The rule
 * itself is the sdk's `salesBlockReasons`, which the mock backend asks too.
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
  client: {
    id: number;
    credit_limit: number;
    payment_term_days: number;
    sales_blocked?: number;
    sales_block_reason?: string;
  },
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
    erpBlock: client.sales_blocked === 1 ? { reason: client.sales_block_reason ?? '' } : null,
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
  const client = db
    .prepare('SELECT id, credit_limit, payment_term_days, sales_blocked, sales_block_reason FROM clients WHERE id = ?')
    .get(clientId) as
    | { id: number; credit_limit: number; payment_term_days: number; sales_blocked: number; sales_block_reason: string }
    | undefined;
  return client ? clientCredit(db, client, companyCode, today) : null;
}
