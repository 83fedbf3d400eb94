import { roleRank, warsawDay } from '@salesdesk/sdk';
import type { Db } from '../db/database';
import { prepareCached } from '../http/sqlList';

/** A substitution in force for a deputy: whose permission level the deputy holds. */
export interface ActiveSubstitution {
  id: number;
  absentUserId: number;
  role: string;
  isAcceptor: boolean;
  dateFrom: string;
  dateTo: string;
}

/**
 * Substitutions in which `deputyUserId` stands in for someone at `now`: date_from <= today <=
 * date_to, not ended early, and the absent account still active.
 */
export function activeSubstitutionsFor(db: Db, deputyUserId: number, now: number): ActiveSubstitution[] {
  // Whole Warsaw days, both ends inclusive, as the people who set them count them.
  const today = warsawDay(now);
  // Asked on every offer write (the actions the caller may take): compiled once.
  const rows = prepareCached(
    db,
    `SELECT s.id, s.absent_user_id, u.role, u.is_acceptor, s.date_from, s.date_to
       FROM substitutions s JOIN users u ON u.id = s.absent_user_id
       WHERE s.deputy_user_id = ? AND s.date_from <= ? AND s.date_to >= ? AND s.ended_at IS NULL AND u.is_active = 1
       ORDER BY s.date_from, s.id`,
  ).all(deputyUserId, today, today) as {
    id: number;
    absent_user_id: number;
    role: string;
    is_acceptor: number;
    date_from: string;
    date_to: string;
  }[];
  return rows.map((r) => ({
    id: r.id,
    absentUserId: r.absent_user_id,
    role: r.role,
    isAcceptor: r.is_acceptor === 1,
    dateFrom: r.date_from,
    dateTo: r.date_to,
  }));
}

/** The permission level a user acts with right now. */
export interface EffectivePermission {
  /** The highest role among the user's own and the users they substitute. */
  role: string;
  /** True if the user is an acceptor or substitutes one. */
  isAcceptor: boolean;
  /** The absent user whose level `role` is, or null when it is the user's own. */
  onBehalfOf: number | null;
  /** Every substitution in force for the user. */
  substitutions: ActiveSubstitution[];
}

/**
 * The user's permission level counting active substitutions: while a substitution is active the
 * deputy holds the absent user's level (when it is higher than their own). Actions that need
 * that level are recorded as taken by the deputy on behalf of `onBehalfOf`.
 */
export function effectivePermission(
  db: Db,
  user: { id: number; role: string; isAcceptor: boolean },
  now: number,
): EffectivePermission {
  const substitutions = activeSubstitutionsFor(db, user.id, now);
  let role = user.role;
  let onBehalfOf: number | null = null;
  for (const s of substitutions) {
    if (roleRank(s.role) > roleRank(role)) {
      role = s.role;
      onBehalfOf = s.absentUserId;
    }
  }
  return { role, isAcceptor: user.isAcceptor || substitutions.some((s) => s.isAcceptor), onBehalfOf, substitutions };
}
