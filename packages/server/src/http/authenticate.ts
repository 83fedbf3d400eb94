import { type ApiTokenScope, apiTokenMessages, isApiToken, messages } from '@salesdesk/sdk';
import type { Context } from 'hono';
import { apiTokenJti, hashApiToken, LAST_USE_PRECISION_SECONDS } from '../auth/apiTokens';
import { verifyToken } from '../auth/tokens';
import { noteCaller } from '../observability/requestContext';
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
  /** Token id of this session (logout revokes it); `api-token-<id>` for a personal API token. */
  jti: string;
  /** Token expiry, epoch seconds. */
  exp: number;
  /** Set when the caller came with a personal API token (not a session): its id and scope. */
  apiToken: { id: number; scope: ApiTokenScope } | null;
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

const USER_COLUMNS = `u.id, u.username, u.role, u.company_code, u.is_acceptor, u.is_active, u.default_warehouse,
       (SELECT json_group_array(warehouse_code) FROM
         (SELECT warehouse_code FROM user_warehouses WHERE user_id = u.id ORDER BY warehouse_code)) AS warehouses`;

function authUserOf(row: SessionRow, jti: string, exp: number, apiToken: AuthUser['apiToken']): AuthUser {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    companyCode: row.company_code,
    isAcceptor: row.is_acceptor === 1,
    availableWarehouses: JSON.parse(row.warehouses ?? '[]') as string[],
    defaultWarehouse: row.default_warehouse,
    jti,
    exp,
    apiToken,
  };
}

/**
 * A personal API token: found by the hash of its secret; refused when revoked, expired or its
 * owner is inactive. Its last use is written at most once a minute.
 */
function userFromApiToken(ctx: ServerContext, token: string): AuthUser | { problem: string } {
  const row = prepareCached(
    ctx.db,
    `SELECT t.id AS token_id, t.scope, t.expires_at, t.last_used_at, t.revoked_at, ${USER_COLUMNS}
     FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ?`,
  ).get(hashApiToken(token)) as
    | (SessionRow & { token_id: number; scope: ApiTokenScope; expires_at: number; last_used_at: number | null })
    | undefined;
  if (!row) return { problem: apiTokenMessages.invalid };
  const now = Math.floor(ctx.now() / 1000);
  if (row.revoked_at !== null) return { problem: apiTokenMessages.revoked };
  if (row.expires_at <= now) return { problem: apiTokenMessages.expired };
  if (!row.is_active) return { problem: messages.errors.tokenRevoked };
  if (row.last_used_at === null || now - row.last_used_at >= LAST_USE_PRECISION_SECONDS) {
    prepareCached(ctx.db, 'UPDATE api_tokens SET last_used_at = ? WHERE id = ?').run(now, row.token_id);
  }
  return authUserOf(row, apiTokenJti(row.token_id), row.expires_at, { id: row.token_id, scope: row.scope });
}

/**
 * Callers of session tokens by token id, per database, with the `auth_epoch` counter they were
 * read at. The counter moves (triggers, migration 014) whenever a session is revoked or deleted
 * or a user or their warehouses change, so a cached caller is used only while nothing it is made
 * of can have changed; reading the session with its user and warehouses again cost a tenth of a
 * one-line write (docs/decisions/performance.md, "Server write against the HTTP floor").
 * Expiry is still checked on every call (`verifyToken`). Bounded: cleared when full.
 */
const sessionCallers = new WeakMap<ServerContext['db'], Map<string, { epoch: number; user: AuthUser }>>();
const SESSION_CALLERS_MAX = 10_000;

function authEpoch(ctx: ServerContext): number {
  return prepareCached(ctx.db, 'SELECT n FROM auth_epoch WHERE id = 1').pluck().get() as number;
}

/** Resolves a raw token (a session's or a personal API token) to the user it belongs to, or the reason it is refused. */
export function userFromToken(ctx: ServerContext, token: string): AuthUser | { problem: string } {
  if (isApiToken(token)) return userFromApiToken(ctx, token);
  const verified = verifyToken(ctx.config.tokenSecret, token, Math.floor(ctx.now() / 1000));
  if (!verified.ok) {
    return { problem: verified.problem === 'expired' ? messages.errors.tokenExpired : messages.errors.tokenInvalid };
  }
  const { payload } = verified;
  const epoch = authEpoch(ctx);
  let callers = sessionCallers.get(ctx.db);
  const known = callers?.get(payload.jti);
  if (known && known.epoch === epoch && known.user.id === payload.sub) return known.user;
  // One statement per request: the session, its user and the user's warehouses.
  const row = prepareCached(
    ctx.db,
    `SELECT s.revoked_at, ${USER_COLUMNS}
     FROM sessions s LEFT JOIN users u ON u.id = s.user_id WHERE s.jti = ? AND s.user_id = ?`,
  ).get(payload.jti, payload.sub) as SessionRow | undefined;
  if (!row) return { problem: messages.errors.tokenInvalid };
  if (row.revoked_at !== null) return { problem: messages.errors.tokenRevoked };
  if (!row.is_active) return { problem: messages.errors.tokenRevoked };
  const user = authUserOf(row, payload.jti, payload.exp, null);
  // Frozen: every request of the session gets this one object.
  Object.freeze(user.availableWarehouses);
  Object.freeze(user);
  if (!callers) {
    callers = new Map();
    sessionCallers.set(ctx.db, callers);
  }
  if (callers.size >= SESSION_CALLERS_MAX) callers.clear();
  callers.set(payload.jti, { epoch, user });
  return user;
}

/** Reads `Authorization: Bearer <token>`; a missing, malformed, expired or revoked token is a 401. */
export function authenticate(c: Context, ctx: ServerContext): AuthUser {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw HttpError.unauthorized(messages.errors.tokenMissing);
  const result = userFromToken(ctx, match[1]);
  if ('problem' in result) throw HttpError.unauthorized(result.problem);
  // The request's log lines name the caller from here on.
  noteCaller(result.id);
  return result;
}
