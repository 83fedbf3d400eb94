import {
  ADMIN_ROLE,
  formatMessage,
  pageAccess,
  ROLES,
  rankRefusal,
  referenceMessages,
  roleGrantRefusal,
  selfChangeRefusal,
} from '@salesdesk/sdk';
import { revokeAllApiTokens } from '../auth/apiTokens';
import { actingOnBehalfOf, recordAudit } from '../auth/auditLog';
import { endResetTokens } from '../auth/passwordReset';
import { adminActor, adminPerson, enforce, ensureAnAdministratorRemains } from '../auth/userAdmin';
import type { AuthUser } from '../http/authenticate';
import type { Handlers } from '../http/contractRouter';
import { HttpError } from '../http/httpError';
import { likePattern, runList, type SqlCondition } from '../http/sqlList';
import type { ServerContext } from '../serverContext';

interface UserRow {
  id: number;
  firstname: string;
  lastname: string;
  username: string;
  role: string;
  email: string;
  phone: string;
  default_warehouse: string | null;
  organizational_unit: string;
  company_code: string;
  is_acceptor: number;
  is_active: number;
  source: 'local' | 'erp' | 'ad';
}

const USER_COLUMNS =
  'u.id, u.firstname, u.lastname, u.username, u.role, u.email, u.phone, u.default_warehouse, u.organizational_unit, u.company_code, u.is_acceptor, u.is_active, u.source';

function warehousesOf(ctx: ServerContext, ids: number[]): Map<number, string[]> {
  const out = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const rows = ctx.db
    .prepare(
      `SELECT user_id, warehouse_code FROM user_warehouses WHERE user_id IN (${ids.map(() => '?').join(',')}) ORDER BY warehouse_code`,
    )
    .all(...ids) as { user_id: number; warehouse_code: string }[];
  for (const r of rows) out.get(r.user_id)?.push(r.warehouse_code);
  return out;
}

function toItem(r: UserRow, warehouses: string[]) {
  return {
    id: r.id,
    name: `${r.firstname} ${r.lastname}`,
    username: r.username,
    role: r.role,
    email: r.email,
    phone: r.phone,
    default_warehouse: r.default_warehouse,
    available_warehouses: warehouses,
    organizational_unit: r.organizational_unit,
    company_code: r.company_code,
    is_acceptor: r.is_acceptor === 1,
    is_active: r.is_active === 1,
    source: r.source,
  };
}

/** One user as a list item, or a 400 on `user_id` when there is none. */
export function userItem(ctx: ServerContext, id: number) {
  const row = ctx.db.prepare(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = ?`).get(id) as UserRow | undefined;
  if (!row) throw HttpError.validation({ user_id: [referenceMessages.userNotFound] });
  return toItem(row, warehousesOf(ctx, [id]).get(id) ?? []);
}

function audit(ctx: ServerContext, user: AuthUser, action: string, target: number, details: unknown): void {
  recordAudit(ctx, {
    user,
    onBehalfOf: actingOnBehalfOf(ctx, user, pageAccess.userAdmin),
    action,
    target: `user:${target}`,
    details,
  });
}

/**
 * User administration handlers (SPEC §7); access rule `pageAccess.userAdmin` in the contract
 * (a deputy passes it and may read), and every change under the rank rule of the sdk
 * (`rankRefusal`: own role only, administrators by administrators, nobody above oneself, own
 * company for directors), the last active administrator kept (409), nothing on one's own say.
 */
export const userHandlers: Handlers = {
  userList: ({ query, ctx }) => {
    const filters: SqlCondition[] = [];
    if (query.role) filters.push({ sql: 'u.role = ?', params: [query.role] });
    if (query.is_active !== undefined) filters.push({ sql: 'u.is_active = ?', params: [query.is_active ? 1 : 0] });
    if (query.source) filters.push({ sql: 'u.source = ?', params: [query.source] });
    const page = runList(
      ctx.db,
      {
        from: 'users u',
        select: USER_COLUMNS,
        sortColumns: {
          name: "u.firstname || ' ' || u.lastname",
          role: 'u.role',
          email: 'u.email',
          phone: 'u.phone',
          default_warehouse: 'u.default_warehouse',
          is_active: 'u.is_active',
          source: 'u.source',
        },
        defaultSort: 'name',
        tieBreaker: 'u.id',
        search: (term) => {
          const p = likePattern(term);
          return {
            sql: "u.firstname || ' ' || u.lastname LIKE ? ESCAPE '\\' OR u.email LIKE ? ESCAPE '\\' OR u.username LIKE ? ESCAPE '\\'",
            params: [p, p, p],
          };
        },
        map: (r: UserRow) => r,
      },
      query,
      filters,
    );
    const warehouses = warehousesOf(
      ctx,
      page.items.map((r) => r.id),
    );
    return { ...page, items: page.items.map((r) => toItem(r, warehouses.get(r.id) ?? [])) };
  },

  userRole: ({ query, ctx }) => {
    // The roles are code constants (no quotes in them), inlined as a VALUES table.
    const values = ROLES.map((role) => `('${role}')`).join(', ');
    return runList(
      ctx.db,
      {
        from: `(SELECT v.column1 AS role, (SELECT COUNT(*) FROM users u WHERE u.role = v.column1) AS users_count FROM (VALUES ${values}) v) r`,
        select: 'r.role, r.users_count',
        sortColumns: { role: 'r.role', users_count: 'r.users_count' },
        defaultSort: 'role',
        tieBreaker: 'r.role',
        search: (term) => ({ sql: "r.role LIKE ? ESCAPE '\\'", params: [likePattern(term)] }),
        map: (r: { role: (typeof ROLES)[number]; users_count: number }) => ({ ...r, is_admin: r.role === ADMIN_ROLE }),
      },
      query,
    );
  },

  assignRole: ({ body, user, ctx }) =>
    ctx.db
      .transaction(() => {
        const target = adminPerson(ctx, body.user_id);
        const actor = adminActor(ctx, user);
        enforce(rankRefusal(actor, target, 'role') ?? roleGrantRefusal(actor, body.role));
        ensureAnAdministratorRemains(ctx, target, { role: body.role, isActive: target.isActive });
        enforce(selfChangeRefusal(actor, target, 'role'));
        ctx.db.prepare('UPDATE users SET role = ? WHERE id = ?').run(body.role, body.user_id);
        audit(ctx, user, 'user.assign_role', body.user_id, { from: target.role, to: body.role });
        return userItem(ctx, body.user_id);
      })
      .immediate(),

  assignStatus: ({ body, user, ctx }) => {
    const item = ctx.db
      .transaction(() => {
        const target = adminPerson(ctx, body.user_id);
        const actor = adminActor(ctx, user);
        enforce(rankRefusal(actor, target, 'status'));
        ensureAnAdministratorRemains(ctx, target, { role: target.role, isActive: body.is_active });
        enforce(selfChangeRefusal(actor, target, 'status', { activate: body.is_active }));
        ctx.db.prepare('UPDATE users SET is_active = ? WHERE id = ?').run(body.is_active ? 1 : 0, body.user_id);
        // A deactivated account loses its sessions at once, not when its token expires, every
        // password reset link sent before (a reset must not bring the account back), and its
        // personal API tokens (re-activation must not bring its scripts back).
        if (!body.is_active) {
          const now = Math.floor(ctx.now() / 1000);
          ctx.db
            .prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL')
            .run(now, body.user_id);
          endResetTokens(ctx, body.user_id);
          revokeAllApiTokens(ctx, body.user_id, user.id);
        }
        audit(ctx, user, 'user.assign_status', body.user_id, { from: target.isActive, to: body.is_active });
        return userItem(ctx, body.user_id);
      })
      .immediate();
    // After the commit: a rolled-back deactivation must not have closed anything.
    if (!body.is_active) ctx.live.closeForUser(body.user_id, 'deactivated');
    return item;
  },

  assignWarehouse: ({ body, user, ctx }) =>
    ctx.db
      .transaction(() => {
        enforce(rankRefusal(adminActor(ctx, user), adminPerson(ctx, body.user_id), 'warehouse'));
        const target = userItem(ctx, body.user_id);
        const codes = [...new Set(body.available_warehouses)];
        const known = ctx.db
          .prepare(`SELECT code, company_code FROM warehouses WHERE code IN (${codes.map(() => '?').join(',')})`)
          .all(...codes) as { code: string; company_code: string }[];
        const unknown = codes.filter((c) => !known.some((k) => k.code === c));
        if (unknown.length) {
          const message = formatMessage(referenceMessages.unknownWarehouse, { codes: unknown.join(', ') });
          throw HttpError.validation({
            available_warehouses: [message],
            ...(unknown.includes(body.default_warehouse) ? { default_warehouse: [message] } : {}),
          });
        }
        const foreign = known.filter((k) => k.company_code !== target.company_code).map((k) => k.code);
        if (foreign.length) {
          throw HttpError.validation({
            available_warehouses: [formatMessage(referenceMessages.foreignWarehouse, { codes: foreign.join(', ') })],
          });
        }
        ctx.db.prepare('DELETE FROM user_warehouses WHERE user_id = ?').run(body.user_id);
        const insert = ctx.db.prepare('INSERT INTO user_warehouses (user_id, warehouse_code) VALUES (?, ?)');
        for (const code of codes) insert.run(body.user_id, code);
        ctx.db.prepare('UPDATE users SET default_warehouse = ? WHERE id = ?').run(body.default_warehouse, body.user_id);
        audit(ctx, user, 'user.assign_warehouse', body.user_id, {
          from: { default_warehouse: target.default_warehouse, available_warehouses: target.available_warehouses },
          to: { default_warehouse: body.default_warehouse, available_warehouses: codes },
        });
        return userItem(ctx, body.user_id);
      })
      .immediate(),
};
