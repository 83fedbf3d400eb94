import { DEFAULT_STOCK_FILTER, DEFAULT_ZOOM, formatMessage, messages, type UiConfigKey } from '@salesdesk/sdk';
import type { Context } from 'hono';
import { UNKNOWN_USER_HASH, verifyPassword } from '../auth/password';
import { requestPasswordReset, resetPassword } from '../auth/passwordReset';
import { issueToken, type TokenPayload } from '../auth/tokens';
import { requestOrigin } from '../http/clientAddress';
import type { Handlers } from '../http/contractRouter';
import { HttpError } from '../http/httpError';
import { rateLimitHeaders } from '../http/rateLimitHeaders';
import type { ServerContext } from '../serverContext';
import { SERVER_VERSION } from '../serverVersion';

/** The client's address: the socket's peer, or behind a trusted proxy the address it forwards (TRUST_PROXY). */
function remoteAddress(c: Context, ctx: ServerContext): string {
  return requestOrigin(c, ctx.config.trustProxy).address;
}

/** The login throttle's `RateLimit` headers for this (account, address) pair, as it stands now. */
function loginRateLimit(ctx: ServerContext, address: string, username: string, wait = 0): Record<string, string> {
  const quota = ctx.loginLimiter.quota(address, username);
  return rateLimitHeaders({
    policy: 'login',
    quota: quota.limit,
    windowMs: quota.windowMs,
    remaining: wait > 0 ? 0 : quota.remaining,
    resetSeconds: wait > 0 ? wait : quota.resetSeconds,
  });
}

function newSession(
  ctx: ServerContext,
  user: { id: number; company_code: string },
): { token: string; payload: TokenPayload } {
  const now = Math.floor(ctx.now() / 1000);
  const { token, payload } = issueToken(
    ctx.config.tokenSecret,
    { id: user.id, companyCode: user.company_code },
    now,
    ctx.config.tokenTtlSeconds,
  );
  ctx.db
    .prepare('INSERT INTO sessions (jti, user_id, issued_at, expires_at) VALUES (?, ?, ?, ?)')
    .run(payload.jti, user.id, now, payload.exp);
  // Expired sessions are of no further use; keep the table small.
  ctx.db.prepare('DELETE FROM sessions WHERE expires_at < ?').run(now - 86_400);
  return { token, payload };
}

function readUiConfig(ctx: ServerContext, userId: number, key: UiConfigKey): number | string {
  const stored = ctx.db.prepare('SELECT value FROM ui_config WHERE user_id = ? AND key = ?').pluck().get(userId, key) as
    | string
    | undefined;
  if (key === 'userZoomConfig') return stored === undefined ? DEFAULT_ZOOM : Number(stored);
  return stored ?? JSON.stringify(DEFAULT_STOCK_FILTER);
}

/** Account, session and UI-settings handlers (SPEC §7, "Session and account"). */
export const accountHandlers: Handlers = {
  health: ({ ctx }) => {
    ctx.db.prepare('SELECT 1').get();
    return { status: 'ok', version: SERVER_VERSION, brand: ctx.config.brand };
  },

  login: async ({ body, ctx, c }) => {
    const address = remoteAddress(c, ctx);
    const wait = ctx.loginLimiter.retryAfter(address, body.username);
    if (wait > 0) {
      throw new HttpError(
        429,
        'too_many_attempts',
        formatMessage(messages.errors.tooManyAttempts, { seconds: wait }),
        undefined,
        {
          'Retry-After': String(wait),
          ...loginRateLimit(ctx, address, body.username, wait),
        },
      );
    }
    const user = ctx.db
      .prepare('SELECT id, password_hash, company_code, is_active FROM users WHERE username = ?')
      .get(body.username) as
      | { id: number; password_hash: string | null; company_code: string; is_active: number }
      | undefined;
    // Compare against a dummy hash for unknown users so timing does not reveal who exists.
    const ok = await verifyPassword(body.password, user?.password_hash ?? UNKNOWN_USER_HASH);
    if (!user || !ok) {
      ctx.loginLimiter.fail(address, body.username);
      throw new HttpError(
        401,
        'unauthorized',
        messages.errors.wrongCredentials,
        undefined,
        loginRateLimit(ctx, address, body.username),
      );
    }
    if (!user.is_active) throw HttpError.forbidden(messages.errors.accountInactive);
    ctx.loginLimiter.succeed(address, body.username);
    return { token: newSession(ctx, user).token, company_code: user.company_code };
  },

  logout: ({ user, ctx }) => {
    ctx.db.prepare('UPDATE sessions SET revoked_at = ? WHERE jti = ?').run(Math.floor(ctx.now() / 1000), user.jti);
    // Only this session's sockets: the user's other sessions (another browser) stay connected.
    ctx.live.closeForToken(user.jti, user.exp * 1000);
    return { ok: true };
  },

  renewToken: ({ user, ctx }) => {
    const { token, payload } = ctx.db
      .transaction(() => {
        ctx.db.prepare('UPDATE sessions SET revoked_at = ? WHERE jti = ?').run(Math.floor(ctx.now() / 1000), user.jti);
        return newSession(ctx, { id: user.id, company_code: user.companyCode });
      })
      .immediate();
    // A renew continues the session rather than ending it: open sockets follow the new token.
    ctx.live.tokenRenewed(user.jti, { tokenId: payload.jti, expiresAt: payload.exp * 1000 });
    return { token };
  },

  // Throttled, and the same answer in the same time whether the account exists (auth/passwordReset.ts).
  forgotPassword: ({ body, ctx, c }) => {
    requestPasswordReset(ctx, body.email, remoteAddress(c, ctx));
    return { ok: true };
  },

  resetPassword: async ({ body, ctx }) => {
    const userId = await resetPassword(ctx, body.token, body.password);
    ctx.live.closeForUser(userId, 'revoked');
    return { ok: true };
  },

  userInformation: ({ user, ctx }) => {
    const row = ctx.db
      .prepare(
        `SELECT u.id, u.firstname, u.lastname, u.email, u.username, u.role, c.name AS company, u.company_code,
                u.default_warehouse, u.is_acceptor
         FROM users u JOIN companies c ON c.code = u.company_code WHERE u.id = ?`,
      )
      .get(user.id) as {
      id: number;
      firstname: string;
      lastname: string;
      email: string;
      username: string;
      role: string;
      company: string;
      company_code: string;
      default_warehouse: string | null;
      is_acceptor: number;
    };
    return {
      user_id: row.id,
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      username: row.username,
      role: row.role,
      company: row.company,
      company_code: row.company_code,
      default_warehouse: row.default_warehouse,
      available_warehouses: user.availableWarehouses,
      is_acceptor: row.is_acceptor === 1,
    };
  },

  getUiConfig: ({ query, user, ctx }) => readUiConfig(ctx, user.id, query.key),

  setUiConfig: ({ body, user, ctx }) => {
    const value = body.key === 'userZoomConfig' ? String(body.value) : JSON.stringify(body.value);
    ctx.db
      .prepare(
        'INSERT INTO ui_config (user_id, key, value) VALUES (?, ?, ?) ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value',
      )
      .run(user.id, body.key, value);
    return readUiConfig(ctx, user.id, body.key);
  },
};
