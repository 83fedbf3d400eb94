import { userAdminMessages } from '../messages/userAdmin';
import { ADMIN_ROLE, canAccess, pageAccess, ROLES, type RoleName } from './access';

/**
 * Rank of a role's permission level: Handlowiec 0 … Administrators 4 (unknown roles: -1). The
 * order of {@link ROLES}, which runs from the highest level down.
 */
export function roleRank(role: string): number {
  const i = (ROLES as readonly string[]).indexOf(role);
  return i < 0 ? -1 : ROLES.length - 1 - i;
}

/**
 * The person who administers, as user administration sees them: their **own** role (never a
 * level held through a substitution) and company.
 */
export interface UserAdminActor {
  id: number;
  role: string;
  companyCode: string;
}

/** The person a change is about. */
export interface UserAdminTarget {
  id: number;
  role: string;
  companyCode: string;
}

/** What a change does to a person. */
export type UserAdminAction = 'role' | 'status' | 'warehouse' | 'substitution';

/** Why a change is refused: the HTTP status the server answers with and the Polish reason. */
export interface UserAdminRefusal {
  status: 400 | 403;
  /** The body field the reason belongs to, when it is one field's fault (400). */
  field?: string;
  message: string;
}

/**
 * The rank rule of user administration (docs/decisions/access.md, "Ranks"), shared by the server,
 * which enforces it, and the users page, which does not offer what would be refused:
 *
 * 1. Only an own role of the administration rule (`pageAccess.userAdmin`) administers; a level
 *    held through a substitution approves offers, it never changes roles, statuses, warehouses
 *    or substitutions.
 * 2. Only an administrator acts on an administrator.
 * 3. Nobody acts on a person of a higher rank than their own.
 * 4. A director acts on people of their own company only; an administrator on every company.
 *
 * Answers null when the change may go ahead as far as rank goes; see {@link userAdminRefusal}
 * for the whole rule.
 */
export function rankRefusal(
  actor: UserAdminActor,
  target: UserAdminTarget,
  action: UserAdminAction,
): UserAdminRefusal | null {
  const rule = action === 'substitution' ? pageAccess.substitutions : pageAccess.userAdmin;
  if (!canAccess(actor.role, rule)) return { status: 403, message: userAdminMessages.substitutedLevel };
  const isAdmin = actor.role === ADMIN_ROLE;
  if (target.role === ADMIN_ROLE && !isAdmin) return { status: 403, message: userAdminMessages.adminsOnly };
  if (roleRank(target.role) > roleRank(actor.role)) return { status: 403, message: userAdminMessages.higherRank };
  if (!isAdmin && target.companyCode !== actor.companyCode) {
    return { status: 403, message: userAdminMessages.otherCompany };
  }
  return null;
}

/**
 * What nobody does on their own say: change their own role (403), deactivate their own account
 * (400 on `is_active`). The server asks this after the last-administrator check, so the last
 * administrator demoting himself hears why it matters (409).
 */
export function selfChangeRefusal(
  actor: UserAdminActor,
  target: UserAdminTarget,
  action: UserAdminAction,
  change: { activate?: boolean } = {},
): UserAdminRefusal | null {
  if (target.id !== actor.id) return null;
  if (action === 'role') return { status: 403, message: userAdminMessages.ownRole };
  if (action === 'status' && change.activate === false) {
    return { status: 400, field: 'is_active', message: userAdminMessages.ownStatus };
  }
  return null;
}

/**
 * The whole rule of one change: {@link rankRefusal}, then {@link selfChangeRefusal}. Null when
 * it may go ahead; the role to be granted is checked apart ({@link roleGrantRefusal}), the last
 * active administrator by the server (it needs a count of them).
 */
export function userAdminRefusal(
  actor: UserAdminActor,
  target: UserAdminTarget,
  action: UserAdminAction,
  change: { activate?: boolean } = {},
): UserAdminRefusal | null {
  return rankRefusal(actor, target, action) ?? selfChangeRefusal(actor, target, action, change);
}

/** Why `actor` may not grant `role`: nobody hands out a level above their own. */
export function roleGrantRefusal(actor: UserAdminActor, role: string): UserAdminRefusal | null {
  return roleRank(role) > roleRank(actor.role) ? { status: 403, message: userAdminMessages.roleAboveOwn } : null;
}

/** The roles `actor` may grant: their own level and those below it. */
export function grantableRoles(actor: UserAdminActor): RoleName[] {
  return ROLES.filter((role) => roleRank(role) <= roleRank(actor.role));
}

/**
 * Why `actor` may not create a substitution of `absent` with `deputy`: both people pass the rank
 * rule, and nobody makes themselves someone else's deputy on their own say (naming one's own
 * deputy stays allowed).
 */
export function substitutionRefusal(
  actor: UserAdminActor,
  absent: UserAdminTarget,
  deputy: UserAdminTarget,
): UserAdminRefusal | null {
  const refusal = rankRefusal(actor, absent, 'substitution') ?? rankRefusal(actor, deputy, 'substitution');
  if (refusal) return refusal;
  if (deputy.id === actor.id && absent.id !== actor.id) return { status: 403, message: userAdminMessages.selfDeputy };
  return null;
}
