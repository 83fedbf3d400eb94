import { formatMoney } from '../format/formats';
import { formatMessage } from '../messages/pl';
import { referenceMessages } from '../messages/reference';
import type { RoleName } from './access';

/**
 * Blocked sales: a client over its credit limit, or with an invoice overdue longer than the
 * selling company's tolerance, gets no new orders, neither made nor confirmed (offers stay allowed). The server
 * computes the facts in SQL and the mock backend in memory; both ask this rule, so they cannot
 * disagree (docs/decisions/reference.md, "Credit and blocked sales").
 */

/** Why a client is blocked. */
export const SALES_BLOCK_REASONS = ['credit_limit', 'overdue', 'erp'] as const;
/** A reason code of a sales block. */
export type SalesBlockReasonCode = (typeof SALES_BLOCK_REASONS)[number];

/** A reason of a sales block, with its Polish sentence (figures filled in). */
export interface SalesBlockReason {
  code: SalesBlockReasonCode;
  message: string;
}

/** What the rule looks at. Money in grosze. */
export interface ClientCreditFacts {
  /** The client's credit (merchant) limit. */
  creditLimit: number;
  /** Days to pay an invoice; 0 is prepayment, which uses no credit, so the limit does not apply. */
  paymentTermDays: number;
  /** Credit in use: unpaid invoices plus confirmed orders not invoiced yet. */
  creditUsed: number;
  /** Days the oldest unpaid invoice is past its date of payment (0: none overdue). */
  overdueDays: number;
  /** What is left to pay on overdue invoices. */
  overdueAmount: number;
  /** Days past the date of payment the selling company tolerates before it blocks sales. */
  toleranceDays: number;
  /** A block the ERP set on the client (the clients import), with its reason; absent or null: none. */
  erpBlock?: { reason: string } | null;
}

/** `1 dzień`, `5 dni`: days in Polish (every count but one takes "dni"). */
export function formatDays(days: number): string {
  const m = referenceMessages.salesBlock;
  return `${days}\u00a0${days === 1 ? m.day : m.days}`;
}

/** The reasons a client is blocked for new orders; empty when it is not. */
export function salesBlockReasons(facts: ClientCreditFacts): SalesBlockReason[] {
  const m = referenceMessages.salesBlock;
  const reasons: SalesBlockReason[] = [];
  if (facts.paymentTermDays > 0 && facts.creditUsed > facts.creditLimit) {
    reasons.push({
      code: 'credit_limit',
      message: formatMessage(m.creditLimit, {
        used: formatMoney(facts.creditUsed),
        limit: formatMoney(facts.creditLimit),
      }),
    });
  }
  if (facts.erpBlock) {
    const reason = facts.erpBlock.reason.trim();
    reasons.push({
      code: 'erp',
      message: reason ? formatMessage(m.erp, { reason }) : m.erpNoReason,
    });
  }
  if (facts.overdueDays > facts.toleranceDays) {
    reasons.push({
      code: 'overdue',
      message: formatMessage(m.overdue, {
        tolerance: formatDays(facts.toleranceDays),
        days: formatDays(facts.overdueDays),
        amount: formatMoney(facts.overdueAmount),
      }),
    });
  }
  return reasons;
}

/**
 * Roles that may make or confirm an order for a blocked client (releasing the block for that order):
 * the regional director, the board and administrators; a deputy holding one of these levels
 * through a substitution too. The branch director is left out on purpose: the branch's own sales
 * are theirs, the credit risk is the region's (docs/decisions/reference.md).
 */
export const SALES_BLOCK_OVERRIDE_ROLES: readonly RoleName[] = ['Administrators', 'Zarząd', 'Dyrektor Regionu'];

/** Whether a user with `role` may make or confirm an order for a blocked client. */
export function canOverrideSalesBlock(role: string | null | undefined): boolean {
  return role != null && (SALES_BLOCK_OVERRIDE_ROLES as readonly string[]).includes(role);
}

/** The steps of an order at which a blocked client's sale is refused: making the order and confirming it. */
export type SalesBlockStep = 'create' | 'confirm';

/**
 * The refusal of a blocked client's order (the server's 409 message) at `step` (default the
 * confirmation): the client, the reasons, who may do it instead and, when one is configured,
 * the mailbox to write to about lifting the block.
 */
export function salesBlockRefusal(
  client: string,
  reasons: readonly SalesBlockReason[],
  mailbox: string | null | undefined,
  step: SalesBlockStep = 'confirm',
): string {
  const m = referenceMessages.salesBlock;
  const create = step === 'create';
  const values = {
    client,
    reasons: reasons.map((r) => r.message).join('; '),
    roles: create ? m.createRoles : m.overrideRoles,
  };
  if (mailbox) return formatMessage(create ? m.createRefused : m.confirmRefused, { ...values, mailbox });
  return formatMessage(create ? m.createRefusedNoMailbox : m.confirmRefusedNoMailbox, values);
}
