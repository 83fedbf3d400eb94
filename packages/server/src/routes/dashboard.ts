import {
  ADMIN_ROLE,
  CIRCULATION_OFFER_STATUSES,
  type DashboardCounts,
  type DocumentKind,
  endpoints,
} from '@salesdesk/sdk';
import { type DocumentListQuery, type ListScope, listDocuments } from '../documents/documentLayer';
import { expireOverdue } from '../documents/offerStore';
import { approvesAnything, toApproveCondition } from '../documents/offersToApprove';
import { toConfirmCondition } from '../documents/ordersToConfirm';
import type { AuthUser } from '../http/authenticate';
import type { Handlers } from '../http/contractRouter';
import type { ServerContext } from '../serverContext';

/** How far back a failed import still asks for the administrator's attention. */
const FAILED_IMPORTS_DAYS = 7;

const circulation: ListScope['where'] = [
  {
    sql: `o.status IN (${CIRCULATION_OFFER_STATUSES.map(() => '?').join(', ')})`,
    params: [...CIRCULATION_OFFER_STATUSES],
  },
];

/** Each document kind's list query, parsed as its list call parses it. */
const LIST_QUERY = {
  offer: endpoints.offerList.query,
  order: endpoints.orderList.query,
} satisfies Record<DocumentKind, unknown>;

/**
 * The number of rows a document list shows for `filters`: the list's own query parsing (defaults,
 * archive left out) and its own scope, so a tile's count and the list behind its link never differ.
 */
function listTotal(
  ctx: ServerContext,
  kind: DocumentKind,
  filters: Record<string, string | number>,
  scope: ListScope,
): number {
  const schema = LIST_QUERY[kind];
  if (!schema) throw new Error('the document lists have a query schema');
  const query = schema.parse({ ...filters, limit: 1 }) as DocumentListQuery;
  return listDocuments(ctx, kind, query, scope).total;
}

function approverCounts(ctx: ServerContext, user: AuthUser) {
  if (!approvesAnything(ctx, user))
    return { offers_to_approve: null, offers_to_approve_as_deputy: null, orders_to_confirm: null };
  const toApprove = listTotal(ctx, 'offer', {}, { visibleTo: null, where: [toApproveCondition(ctx, user)] });
  const ownRight = listTotal(
    ctx,
    'offer',
    {},
    { visibleTo: null, where: [toApproveCondition(ctx, user, { ownRightOnly: true })] },
  );
  return {
    offers_to_approve: toApprove,
    offers_to_approve_as_deputy: toApprove - ownRight,
    orders_to_confirm: listTotal(ctx, 'order', {}, { visibleTo: user, where: [toConfirmCondition(ctx, user)] }),
  };
}

function adminCounts(ctx: ServerContext, user: AuthUser) {
  if (user.role !== ADMIN_ROLE) return { imports_failed: null, webhooks_failing: null };
  const since = new Date(ctx.now() - FAILED_IMPORTS_DAYS * 86_400_000).toISOString();
  return ctx.db
    .prepare(
      `SELECT
         (SELECT COUNT(*) FROM import_files WHERE status IN ('failed', 'refused') AND created_at >= ?) AS imports_failed,
         (SELECT COUNT(*) FROM webhook_endpoints WHERE enabled = 0 AND disabled_reason = 'failing')
           + (SELECT COUNT(*) FROM webhook_messages WHERE status = 'failed') AS webhooks_failing`,
    )
    .get(since) as { imports_failed: number; webhooks_failing: number };
}

/**
 * The dashboard's counts (`/api/dashboard-counts`): the caller's own work for everyone; what waits
 * for their approval or confirmation for whoever approves anything today (in their own right or as
 * a deputy); failed imports and webhooks for administrators. Every document count is the total of
 * the list the tile opens, with the same filters.
 */
export const dashboardHandlers: Handlers = {
  dashboardCounts: ({ ctx, user }): DashboardCounts => {
    // The lists expire overdue offers before they answer; so do the counts.
    expireOverdue(ctx);
    const mine = { creator_id: user.id };
    const ownOffers = (status: string) =>
      listTotal(ctx, 'offer', { ...mine, status }, { visibleTo: user, where: circulation });
    return {
      offer_drafts: listTotal(
        ctx,
        'offer',
        {},
        { visibleTo: null, where: [{ sql: "o.creator_id = ? AND o.status = 'draft'", params: [user.id] }] },
      ),
      offers_to_correct: ownOffers('pending_correct'),
      offers_approved: ownOffers('approved'),
      offers_at_client: ownOffers('pending_approval_client'),
      order_drafts: listTotal(ctx, 'order', { ...mine, status: 'draft' }, { visibleTo: user }),
      ...approverCounts(ctx, user),
      ...adminCounts(ctx, user),
    };
  },
};
