import {
  canOverrideSalesBlock,
  formatMessage,
  referenceMessages,
  type SalesBlockReason,
  type SalesBlockStep,
  salesBlockRefusal,
  warsawDay,
} from '@salesdesk/sdk';
import { recordAudit } from '../auth/auditLog';
import { effectivePermission } from '../auth/substitutions';
import { clientCreditById } from '../clients/blockedSales';
import type { AuthUser } from '../http/authenticate';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';
import { KINDS } from './documentKinds';
import { addHistory, clientName, type DocKind, TABLES } from './documentStore';

// Blocked sales on the document flow (docs/decisions/reference.md, "Credit, blocked sales"):
// a kind whose row in KINDS says `refusesBlockedClient` (orders; offers stay allowed) is not made
// for a blocked client, nor confirmed, unless the caller may release the block. Asked by the
// layer itself, never by a route: `createDocument` and a client change (`admitSale`) and
// `changeDocument` with `sells` (the confirmation).

/** A blocked client's sale at one step: why it is blocked, and whether the caller releases it. */
export interface SaleGate {
  step: SalesBlockStep;
  clientId: number;
  reasons: SalesBlockReason[];
  /** Set when the caller may release the block (`onBehalfOf`: the absent user whose level a deputy used). */
  release: { onBehalfOf: number | null } | null;
}

/** The sale being asked about: its client, the company selling, and the author (null: the caller, a new document). */
export interface SaleOf {
  clientId: number;
  companyCode: string;
  authorId: number | null;
}

/**
 * The block on a sale of `kind` at `step`, or null when the kind sells to blocked clients (an
 * offer) or the client is not blocked (with the tolerance of the selling company). The caller
 * releases it with a role of `SALES_BLOCK_OVERRIDE_ROLES`, own or held through a substitution.
 * At the confirmation, as nobody approves their own offer, nobody releases the block on their own
 * order, nor a deputy on the absent person's: the order's author and its releaser are two people.
 * Asks only; {@link ensureSale} refuses, {@link recordRelease} records.
 */
export function saleGate(
  ctx: ServerContext,
  user: AuthUser,
  kind: DocKind,
  sale: SaleOf,
  step: SalesBlockStep,
): SaleGate | null {
  if (!KINDS[kind].refusesBlockedClient) return null;
  const credit = clientCreditById(ctx.db, sale.clientId, sale.companyCode, warsawDay(ctx.now()));
  if (!credit?.blocked) return null;
  const blocked: SaleGate = { step, clientId: sale.clientId, reasons: credit.reasons, release: null };
  const author = sale.authorId ?? user.id;
  if (step === 'confirm' && author === user.id) return blocked;
  if (canOverrideSalesBlock(user.role)) return { ...blocked, release: { onBehalfOf: null } };
  const effective = effectivePermission(ctx.db, user, ctx.now());
  if (!canOverrideSalesBlock(effective.role)) return blocked;
  if (step === 'confirm' && effective.onBehalfOf === author) return blocked;
  return { ...blocked, release: { onBehalfOf: effective.onBehalfOf } };
}

/**
 * Lets the sale go on: a blocked client's sale without a release gets 409 with the client, the
 * reasons, who may do it and the blocked-sales mailbox, before anything is written.
 */
export function ensureSale(ctx: ServerContext, gate: SaleGate | null, client: string): void {
  if (!gate || gate.release) return;
  throw HttpError.conflict(salesBlockRefusal(client, gate.reasons, ctx.config.blockedSalesMailbox || null, gate.step));
}

/**
 * Records a released block in the document's history ("Utworzono / Potwierdzono mimo blokady
 * sprzedaży klienta (…)", on behalf of the absent user for a deputy) and in `audit_log`
 * (`{kind}.sales_block_release`), in the caller's transaction.
 */
export function recordRelease(
  ctx: ServerContext,
  user: AuthUser,
  kind: DocKind,
  docId: number,
  gate: SaleGate | null,
): void {
  if (!gate?.release) return;
  const number = ctx.db.prepare(`SELECT number FROM ${TABLES[kind].doc} WHERE id = ?`).pluck().get(docId) as string;
  const m = referenceMessages.salesBlock;
  const reasons = gate.reasons.map((r) => r.message);
  const text = formatMessage(gate.step === 'create' ? m.releasedOnCreate : m.releasedOnConfirm, {
    reasons: reasons.join('; '),
  });
  addHistory(ctx, kind, docId, user.id, 'sales_block_release', text, gate.release.onBehalfOf);
  recordAudit(ctx, {
    user,
    onBehalfOf: gate.release.onBehalfOf,
    action: `${kind}.sales_block_release`,
    target: `${kind}:${docId}`,
    details: { number, client_id: gate.clientId, step: gate.step, reasons },
  });
}

/**
 * A document of `kind` is about to be made for (or moved to) client `clientId` by `user`: 409
 * when the client is blocked and the caller may not release it; otherwise the gate, to
 * {@link recordRelease} once the document exists.
 */
export function admitSale(ctx: ServerContext, user: AuthUser, kind: DocKind, clientId: number): SaleGate | null {
  const gate = saleGate(ctx, user, kind, { clientId, companyCode: user.companyCode, authorId: null }, 'create');
  if (gate) ensureSale(ctx, gate, clientName(ctx.db, clientId, 'client_id'));
  return gate;
}
