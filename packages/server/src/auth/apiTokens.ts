import { createHash, randomBytes } from 'node:crypto';
import {
  API_TOKEN_MAX_ACTIVE,
  API_TOKEN_PREFIX,
  type ApiToken,
  type ApiTokenAdminItem,
  type ApiTokenCreateBody,
  type ApiTokenScope,
  apiTokenMessages,
  formatMessage,
} from '@salesdesk/sdk';
import { type IdempotencyRequest, rememberAnswer, storedAnswer } from '../documents/idempotency';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';

// Personal API tokens (docs/decisions/api-tokens.md). The secret is `sdpat_` + 43 base64url
// characters (32 random bytes); only its SHA-256 is stored.

/** How many characters of a token the lists show: the prefix and four of the secret. */
const HINT_LENGTH = API_TOKEN_PREFIX.length + 4;
/** The last use is written at most once a minute per token: every request would be a write otherwise. */
export const LAST_USE_PRECISION_SECONDS = 60;

/** The stored hash of a token's secret. */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The session-like id of a token: sockets opened with it are closed under this id when it is revoked. */
export const apiTokenJti = (id: number) => `api-token-${id}`;

/** A row of `api_tokens`. */
export interface ApiTokenRow {
  id: number;
  user_id: number;
  name: string;
  scope: ApiTokenScope;
  hint: string;
  created_at: number;
  expires_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** A row as the lists show it (no hash), with its status at `nowSeconds`. */
export function apiTokenView(row: ApiTokenRow, nowSeconds: number): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    hint: row.hint,
    created_at: iso(row.created_at),
    expires_at: iso(row.expires_at),
    last_used_at: row.last_used_at === null ? null : iso(row.last_used_at),
    revoked_at: row.revoked_at === null ? null : iso(row.revoked_at),
    status: row.revoked_at !== null ? 'revoked' : row.expires_at <= nowSeconds ? 'expired' : 'active',
  };
}

const nowSeconds = (ctx: ServerContext) => Math.floor(ctx.now() / 1000);

/** Revoked tokens stay on the owner's list this long, so a script's author can see what happened. */
const REVOKED_VISIBLE_SECONDS = 30 * 86_400;

/** The user's tokens, newest first: active, expired, and revoked ones of the last 30 days. */
export function listOwnApiTokens(ctx: ServerContext, userId: number): ApiToken[] {
  const now = nowSeconds(ctx);
  const rows = ctx.db
    .prepare(
      `SELECT id, user_id, name, scope, hint, created_at, expires_at, last_used_at, revoked_at FROM api_tokens
       WHERE user_id = ? AND (revoked_at IS NULL OR revoked_at > ?) ORDER BY created_at DESC, id DESC`,
    )
    .all(userId, now - REVOKED_VISIBLE_SECONDS) as ApiTokenRow[];
  return rows.map((r) => apiTokenView(r, now));
}

/**
 * Creates a token: a unique name among the user's active tokens, at most
 * {@link API_TOKEN_MAX_ACTIVE} active. Answers the secret (shown once) and the listed view.
 * With an `Idempotency-Key` the token is created once: the key is remembered with the view
 * only, never the secret (which is not stored anywhere in clear), so the same key again is a
 * 409 that names the token made with it (docs/decisions/api-tokens.md, "Retried creates").
 */
export function createApiToken(
  ctx: ServerContext,
  userId: number,
  body: ApiTokenCreateBody,
  idempotency?: IdempotencyRequest | undefined,
): { token: string; api_token: ApiToken } {
  const now = nowSeconds(ctx);
  return ctx.db
    .transaction(() => {
      const stored = idempotency && storedAnswer(ctx, userId, idempotency);
      if (stored) {
        const made = (stored.body as { api_token: ApiToken }).api_token;
        throw new HttpError(
          409,
          'api_token_already_created',
          formatMessage(apiTokenMessages.createdUnderKey, { name: made.name }),
        );
      }
      const active = ctx.db
        .prepare('SELECT name FROM api_tokens WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ?')
        .pluck()
        .all(userId, now) as string[];
      if (active.some((n) => n.toLocaleLowerCase('pl-PL') === body.name.toLocaleLowerCase('pl-PL'))) {
        throw HttpError.validation({ name: [apiTokenMessages.nameTaken] });
      }
      if (active.length >= API_TOKEN_MAX_ACTIVE) {
        throw HttpError.conflict(formatMessage(apiTokenMessages.tooMany, { max: API_TOKEN_MAX_ACTIVE }));
      }
      const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = ctx.db
        .prepare(
          `INSERT INTO api_tokens (user_id, name, scope, token_hash, hint, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         RETURNING id, user_id, name, scope, hint, created_at, expires_at, last_used_at, revoked_at`,
        )
        .get(
          userId,
          body.name,
          body.scope,
          hashApiToken(token),
          token.slice(0, HINT_LENGTH),
          now,
          now + body.expires_in_days * 86_400,
        ) as ApiTokenRow;
      const view = apiTokenView(row, now);
      if (idempotency) rememberAnswer(ctx, userId, idempotency, null, { api_token: view });
      return { token, api_token: view };
    })
    .immediate();
}

/** One token by id (any owner), or 404. */
export function apiTokenById(ctx: ServerContext, id: number): ApiTokenRow {
  const row = ctx.db
    .prepare(
      'SELECT id, user_id, name, scope, hint, created_at, expires_at, last_used_at, revoked_at FROM api_tokens WHERE id = ?',
    )
    .get(id) as ApiTokenRow | undefined;
  if (!row) throw HttpError.notFound(apiTokenMessages.notFound);
  return row;
}

/** Revokes a token and closes the sockets opened with it; a token revoked before is a 409. */
export function revokeApiToken(ctx: ServerContext, row: ApiTokenRow, byUserId: number): ApiToken {
  if (row.revoked_at !== null) throw HttpError.conflict(apiTokenMessages.alreadyRevoked);
  const now = nowSeconds(ctx);
  ctx.db.prepare('UPDATE api_tokens SET revoked_at = ?, revoked_by = ? WHERE id = ?').run(now, byUserId, row.id);
  ctx.live.closeForToken(apiTokenJti(row.id), row.expires_at * 1000);
  return apiTokenView({ ...row, revoked_at: now }, now);
}

/**
 * Revokes every token of a user: a password reset (whoever knew the old password may have made
 * some; `byUserId` the owner) or a deactivation (`byUserId` the administrator), so that
 * re-activating the account does not bring the tokens back. Their sockets are the user's, closed
 * by the caller once committed.
 */
export function revokeAllApiTokens(ctx: ServerContext, userId: number, byUserId: number = userId): void {
  ctx.db
    .prepare('UPDATE api_tokens SET revoked_at = ?, revoked_by = ? WHERE user_id = ? AND revoked_at IS NULL')
    .run(nowSeconds(ctx), byUserId, userId);
}

/** Filters and page of the administrator's list. */
export interface AdminTokenQuery {
  page: number;
  limit: number;
  sort?: string;
  search?: string;
  user_id?: number;
  status?: 'active' | 'expired' | 'revoked';
  /** Only tokens of people of this company (a director sees their own company's). */
  companyCode?: string;
}

const ADMIN_SORT: Record<string, string> = {
  created_at: 't.created_at',
  expires_at: 't.expires_at',
  last_used_at: 't.last_used_at',
  name: 't.name COLLATE NOCASE',
  user_name: 'user_name COLLATE NOCASE',
};

/** Every user's tokens for user administration, newest first unless sorted. */
export function listAllApiTokens(
  ctx: ServerContext,
  q: AdminTokenQuery,
): { items: ApiTokenAdminItem[]; total: number; page: number; limit: number } {
  const now = nowSeconds(ctx);
  const where: string[] = [];
  const args: (string | number)[] = [];
  if (q.user_id !== undefined) {
    where.push('t.user_id = ?');
    args.push(q.user_id);
  }
  if (q.companyCode !== undefined) {
    where.push('u.company_code = ?');
    args.push(q.companyCode);
  }
  if (q.status === 'revoked') where.push('t.revoked_at IS NOT NULL');
  if (q.status === 'expired') {
    where.push('t.revoked_at IS NULL AND t.expires_at <= ?');
    args.push(now);
  }
  if (q.status === 'active') {
    where.push('t.revoked_at IS NULL AND t.expires_at > ?');
    args.push(now);
  }
  if (q.search) {
    where.push(
      "(t.name LIKE ? ESCAPE '\\' OR u.firstname || ' ' || u.lastname LIKE ? ESCAPE '\\' OR u.username LIKE ? ESCAPE '\\')",
    );
    const like = `%${q.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    args.push(like, like, like);
  }
  const from = `FROM api_tokens t JOIN users u ON u.id = t.user_id ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
  const total = ctx.db
    .prepare(`SELECT COUNT(*) ${from}`)
    .pluck()
    .get(...args) as number;
  const key = q.sort?.replace(/^-/, '') ?? 'created_at';
  const direction = q.sort ? (q.sort.startsWith('-') ? 'DESC' : 'ASC') : 'DESC';
  const rows = ctx.db
    .prepare(
      `SELECT t.id, t.user_id, t.name, t.scope, t.hint, t.created_at, t.expires_at, t.last_used_at, t.revoked_at,
         u.firstname || ' ' || u.lastname AS user_name, u.username ${from}
       ORDER BY ${ADMIN_SORT[key] ?? 't.created_at'} ${direction}, t.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, q.limit, (q.page - 1) * q.limit) as (ApiTokenRow & { user_name: string; username: string })[];
  return {
    items: rows.map((r) => ({
      ...apiTokenView(r, now),
      user_id: r.user_id,
      user_name: r.user_name,
      username: r.username,
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}
