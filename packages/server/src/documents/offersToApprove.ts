import { APPROVAL_LEVELS, approvalRank } from '@salesdesk/sdk';
import type { AuthUser } from '../http/authenticate';
import type { SqlCondition } from '../http/sqlList';
import type { ServerContext } from '../serverContext';
import { approverRanks } from './offerAccess';

const inList = (values: readonly string[]) => values.map(() => '?').join(', ');

/**
 * The offers waiting for `user`'s approval ("Do akceptacji", `offerToApproveList`), as a condition
 * of the offer lists: pending, within the caller's level, never their own. A level held only
 * through a substitution covers every author except the absent person themselves. `ownRightOnly`
 * leaves the substitutions out (the dashboard tells how many of them came through one).
 */
export function toApproveCondition(
  ctx: ServerContext,
  user: AuthUser,
  options: { ownRightOnly?: boolean } = {},
): SqlCondition {
  const { own, deputised } = approverRanks(ctx.db, user, ctx.now());
  const levelsUpTo = (rank: number) => APPROVAL_LEVELS.filter((l) => approvalRank(l) > 0 && approvalRank(l) <= rank);
  const parts: string[] = [];
  const params: unknown[] = [];
  const ownLevels = levelsUpTo(own);
  if (ownLevels.length) {
    parts.push(`o.required_approval_level IN (${inList(ownLevels)})`);
    params.push(...ownLevels);
  }
  if (!options.ownRightOnly) {
    for (const [absentId, rank] of deputised) {
      const levels = levelsUpTo(rank).filter((l) => !ownLevels.includes(l));
      if (!levels.length) continue;
      parts.push(`(o.required_approval_level IN (${inList(levels)}) AND o.creator_id <> ?)`);
      params.push(...levels, absentId);
    }
  }
  if (!parts.length) return { sql: '0 = 1', params: [] };
  return {
    sql: `o.status = 'pending_approval' AND o.creator_id <> ? AND (${parts.join(' OR ')})`,
    params: [user.id, ...params],
  };
}

/** Whether `user` approves anything today: in their own right or through an active substitution. */
export function approvesAnything(ctx: ServerContext, user: AuthUser): boolean {
  const { own, deputised } = approverRanks(ctx.db, user, ctx.now());
  return own > 0 || [...deputised.values()].some((rank) => rank > 0);
}
