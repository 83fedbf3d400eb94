import { messages } from '@salesdesk/sdk';
import type { Context } from 'hono';
import { verifyToken } from '../auth/tokens';
import type { ServerContext } from '../serverContext';
import { HttpError } from './httpError';
import { prepareCached } from './sqlList';

/** The caller of a `user` endpoint. */
export interface AuthUser {
  id: number;
  username: string;
  role: string;
  companyCode: string;
  isAcceptor: boolean;
  availableWarehouses: string[];
  defaultWarehouse: string | null;
  /** Token id of this session (logout revokes it). */
  jti: string;
  /** Token expiry, epoch seconds. */
  exp: number;
}

interface SessionRow {
  revoked_at: number | null;
  /** The user columns are null when the user row is gone (then `is_active` refuses the token). */
  id: number;
  username: string;
  role: string;
  company_code: string;
  is_acceptor: number;
  is_active: number;
  default_warehouse: string | null;
  /** JSON array of the user's warehouse codes. */
  warehouses: string | null;
}

/** Resolves a raw token to the user it belongs to, or the reason it is refused. */
export function userFromToken(ctx: ServerContext, token: string): AuthUser | { problem: string } {
  const verified = verifyToken(ctx.config.tokenSecret, token, Math.floor(ctx.now() / 1000));
  if (!verified.ok) {
    return { problem: verified.problem === 'expired' ? messages.errors.tokenExpired : messages.errors.tokenInvalid };
  }
  const { payload } = verified;
  // One statement per request: the session, its user and the user's warehouses.
  const row = prepareCached(
    ctx.db,
    `SELECT s.revoked_at, u.id, u.username, u.role, u.company_code, u.is_acceptor, u.is_active, u.default_warehouse,
       (SELECT json_group_array(warehouse_code) FROM
         (SELECT warehouse_code FROM user_warehouses WHERE user_id = u.id ORDER BY warehouse_code)) AS warehouses
     FROM sessions s LEFT JOIN users u ON u.id = s.user_id WHERE s.jti = ? AND s.user_id = ?`,
  ).get(payload.jti, payload.sub) as SessionRow | undefined;
  if (!row) return { problem: messages.errors.tokenInvalid };
  if (row.revoked_at !== null) return { problem: messages.errors.tokenRevoked };
  if (!row.is_active) return { problem: messages.errors.tokenRevoked };
  const warehouses = JSON.parse(row.warehouses ?? '[]') as string[];
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    companyCode: row.company_code,
    isAcceptor: row.is_acceptor === 1,
    availableWarehouses: warehouses,
    defaultWarehouse: row.default_warehouse,
    jti: payload.jti,
    exp: payload.exp,
  };
}

/** Reads `Authorization: Bearer <token>`; a missing, malformed, expired or revoked token is a 401. */
export function authenticate(c: Context, ctx: ServerContext): AuthUser {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw HttpError.unauthorized(messages.errors.tokenMissing);
  const result = userFromToken(ctx, match[1]);
  if ('problem' in result) throw HttpError.unauthorized(result.problem);
  return result;
}
