import { approvalRank } from '@salesdesk/sdk';
import type { AuthUser } from '../http/authenticate';
import type { SqlCondition } from '../http/sqlList';
import type { ServerContext } from '../serverContext';
import { cached } from './documentStore';
import { approverRanks } from './offerAccess';
import { approvalCovers, ORDER_FROM, ORDER_SELECT, type OrderRow, orderApprovalLevel } from './orderStore';

/**
 * The orders waiting for `user`'s confirmation ("Do potwierdzenia", `orderList` with
 * `to_confirm=true`), as a condition of the order lists: drafts, not archived, not the user's own,
 * whose lines need a level their approval does not cover and the user may confirm at — in their own
 * right, or through an active substitution for anyone but the absent person (the rule of
 * `approvalFor`). The needed level is the sdk's rule on each order's stored sums
 * (`orderApprovalLevel`), evaluated here rather than restated in SQL.
 */
export function toConfirmCondition(ctx: ServerContext, user: AuthUser): SqlCondition {
  const { own, deputised } = approverRanks(ctx.db, user, ctx.now());
  if (own === 0 && deputised.size === 0) return { sql: '0 = 1', params: [] };
  const drafts = cached(
    ctx.db,
    `SELECT ${ORDER_SELECT} FROM ${ORDER_FROM} WHERE o.status = 'draft' AND o.archived = 0 AND o.creator_id <> ?`,
  ).all(user.id) as OrderRow[];
  const ids = drafts
    .filter((order) => {
      const needed = orderApprovalLevel(ctx, order);
      if (approvalCovers(order.approval_level, needed)) return false;
      const rank = approvalRank(needed);
      if (own >= rank) return true;
      for (const [absentId, deputyRank] of deputised)
        if (deputyRank >= rank && order.creator_id !== absentId) return true;
      return false;
    })
    .map((order) => order.id);
  return ids.length ? { sql: `o.id IN (${ids.map(() => '?').join(', ')})`, params: ids } : { sql: '0 = 1', params: [] };
}
