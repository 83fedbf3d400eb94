import {
  ADMIN_ROLE,
  referenceMessages,
  type UserAdminActor,
  type UserAdminRefusal,
  type UserAdminTarget,
  userAdminMessages,
} from '@salesdesk/sdk';
import type { AuthUser } from '../http/authenticate';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';

/** A person of user administration with what the rank rule and the last-administrator check read. */
export interface AdminPerson extends UserAdminTarget {
  isActive: boolean;
}

/**
 * One person as user administration sees them, read inside the change's transaction (the role
 * may have changed since the caller's token was checked). Missing → 400 on `field`.
 */
export function adminPerson(ctx: ServerContext, id: number, field = 'user_id'): AdminPerson {
  const row = ctx.db.prepare('SELECT id, role, company_code, is_active FROM users WHERE id = ?').get(id) as
    | { id: number; role: string; company_code: string; is_active: number }
    | undefined;
  if (!row) throw HttpError.validation({ [field]: [referenceMessages.userNotFound] });
  return { id: row.id, role: row.role, companyCode: row.company_code, isActive: row.is_active === 1 };
}

/**
 * The caller as an administrator: their own role and company as stored now, never a level held
 * through a substitution (docs/decisions/access.md, "Ranks").
 */
export function adminActor(ctx: ServerContext, user: AuthUser): UserAdminActor {
  const me = adminPerson(ctx, user.id);
  return { id: me.id, role: me.role, companyCode: me.companyCode };
}

/** Throws the refusal as the HTTP error it names (nothing when there is none). */
export function enforce(refusal: UserAdminRefusal | null): void {
  if (!refusal) return;
  if (refusal.status === 400)
    throw HttpError.validation({ [refusal.field ?? '_']: [refusal.message] }, refusal.message);
  throw HttpError.forbidden(refusal.message);
}

/**
 * 409 when `target`, an active administrator, would stop being one (demoted or deactivated) and
 * no other active administrator is left: nobody could grant the role again.
 */
export function ensureAnAdministratorRemains(
  ctx: ServerContext,
  target: AdminPerson,
  after: { role: string; isActive: boolean },
): void {
  const loses = target.role === ADMIN_ROLE && target.isActive && (after.role !== ADMIN_ROLE || !after.isActive);
  if (!loses) return;
  const others = ctx.db
    .prepare('SELECT COUNT(*) FROM users WHERE role = ? AND is_active = 1 AND id <> ?')
    .pluck()
    .get(ADMIN_ROLE, target.id) as number;
  if (others === 0) throw HttpError.conflict(userAdminMessages.lastAdmin);
}
