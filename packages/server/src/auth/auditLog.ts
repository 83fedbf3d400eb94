import { canAccess, type PageAccessRule } from '@salesdesk/sdk';
import type { AuthUser } from '../http/authenticate';
import type { ServerContext } from '../serverContext';
import { effectivePermission } from './substitutions';

/**
 * The absent user an action is taken on behalf of: null when the caller's own role passes
 * `rule`, else the user whose substituted level let the caller in.
 */
export function actingOnBehalfOf(ctx: ServerContext, user: AuthUser, rule: PageAccessRule | undefined): number | null {
  if (canAccess(user.role, rule)) return null;
  return effectivePermission(ctx.db, user, ctx.now()).onBehalfOf;
}

/**
 * Records an action in `audit_log`: always by the caller, with `on_behalf_of` set when the
 * caller acted with a substituted user's permission level. Call inside the write's transaction.
 */
export function recordAudit(
  ctx: ServerContext,
  entry: { user: AuthUser; onBehalfOf: number | null; action: string; target: string; details?: unknown },
): void {
  ctx.db
    .prepare(
      'INSERT INTO audit_log (created_at, user_id, on_behalf_of, action, target, details) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(
      new Date(ctx.now()).toISOString(),
      entry.user.id,
      entry.onBehalfOf,
      entry.action,
      entry.target,
      JSON.stringify(entry.details ?? {}),
    );
}
