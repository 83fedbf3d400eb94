import { createHash, randomBytes } from 'node:crypto';
import { formatMessage, mailMessages, messages } from '@salesdesk/sdk';
import { HttpError } from '../http/httpError';
import { rateLimitHeaders } from '../http/rateLimitHeaders';
import { queueForDelivery, systemSender } from '../mail/mailQueue';
import type { ServerContext } from '../serverContext';
import { revokeAllApiTokens } from './apiTokens';
import { hashPassword } from './password';
import { createRateLimiter, type RateLimiter } from './rateLimiter';

/** How long a reset link works, seconds. */
const LINK_TTL_SECONDS = 3600;

/** Limits of {@link createResetLimiter}. */
export interface ResetLimitOptions {
  /** Requests one caller address may make in `windowMs` (default 10 per 15 min); then 429. */
  perAddress?: number;
  /** Links sent to one e-mail address in `targetWindowMs` (default 3 per hour); then nothing is sent. */
  perTarget?: number;
  windowMs?: number;
  targetWindowMs?: number;
  now?: () => number;
}

/** The throttles of `forgot-password`: per caller address and per e-mail address asked about. */
export interface ResetLimiter {
  address: RateLimiter;
  target: RateLimiter;
}

/** Creates the throttles of `forgot-password` (docs/decisions/access.md, "Password reset"). */
export function createResetLimiter(options: ResetLimitOptions = {}): ResetLimiter {
  return {
    address: createRateLimiter({
      limit: options.perAddress ?? 10,
      windowMs: options.windowMs ?? 15 * 60_000,
      now: options.now,
    }),
    target: createRateLimiter({
      limit: options.perTarget ?? 3,
      windowMs: options.targetWindowMs ?? 60 * 60_000,
      now: options.now,
    }),
  };
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Ends every unused reset link of a user (a new request, a reset, a deactivation). */
export function endResetTokens(ctx: ServerContext, userId: number): void {
  ctx.db
    .prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL')
    .run(Math.floor(ctx.now() / 1000), userId);
}

/**
 * A link into the app for an e-mail: absolute with `PUBLIC_URL` (a mail client has no page to
 * resolve a relative link against), relative on a server without it, which sends no mail.
 */
export function appLink(ctx: ServerContext, path: string): string {
  return `${ctx.config.publicUrl ?? ''}${path}`;
}

/** Writes a new link for the active account with this e-mail, if there is one, ending its earlier ones. */
function sendResetLink(ctx: ServerContext, email: string): void {
  const user = ctx.db
    .prepare('SELECT id, email, username FROM users WHERE lower(email) = lower(?) AND is_active = 1')
    .get(email) as { id: number; email: string; username: string } | undefined;
  if (!user) return;
  const token = randomBytes(24).toString('base64url');
  const expires = Math.floor(ctx.now() / 1000) + LINK_TTL_SECONDS;
  ctx.db
    .transaction(() => {
      endResetTokens(ctx, user.id);
      ctx.db
        .prepare('INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)')
        .run(sha256(token), user.id, expires);
      const outboxId = ctx.db
        .prepare('INSERT INTO outbox (created_at, recipient, subject, body) VALUES (?, ?, ?, ?)')
        .run(
          new Date(ctx.now()).toISOString(),
          user.email,
          mailMessages.reset.subject,
          formatMessage(mailMessages.reset.body, {
            username: user.username,
            link: appLink(ctx, `/pl/reset-password?token=${token}`),
          }),
        ).lastInsertRowid;
      queueForDelivery(ctx, Number(outboxId), systemSender(ctx));
    })
    .immediate();
}

/**
 * `forgot-password`: the caller's address is throttled (429), the e-mail address asked about is
 * throttled silently (nothing more is sent, the answer stays ok). Both counters count every
 * request, whether an account has that address or not, and the account is looked up only after
 * the answer (`ctx.runLater`), so neither the answer nor its time tells whether it exists.
 */
export function requestPasswordReset(ctx: ServerContext, email: string, address: string): void {
  const wait = ctx.resetLimiter.address.take(address);
  if (wait > 0) {
    throw new HttpError(
      429,
      'too_many_attempts',
      formatMessage(messages.errors.tooManyResetRequests, { seconds: wait }),
      undefined,
      {
        'Retry-After': String(wait),
        ...rateLimitHeaders({
          policy: 'forgot-password',
          quota: ctx.resetLimiter.address.limit,
          windowMs: ctx.resetLimiter.address.windowMs,
          remaining: 0,
          resetSeconds: wait,
        }),
      },
    );
  }
  if (ctx.resetLimiter.target.take(email.trim().toLowerCase()) > 0) return;
  ctx.runLater(() => {
    try {
      sendResetLink(ctx, email);
    } catch (error) {
      ctx.log.error('password reset link could not be written', error);
    }
  });
}

/**
 * `reset-password`: the link is claimed in one statement (used once, even by concurrent
 * resets), only for an active account, and the reset ends the user's other links and sessions.
 * Answers the user whose password changed.
 */
export async function resetPassword(ctx: ServerContext, token: string, password: string): Promise<number> {
  const hash = sha256(token);
  const invalid = () => HttpError.validation({ token: [messages.errors.resetLinkInvalid] });
  const usable = `token_hash = ? AND used_at IS NULL AND expires_at > ?
    AND user_id IN (SELECT id FROM users WHERE is_active = 1)`;
  // A cheap look first, so a wrong token costs no password hashing.
  if (!ctx.db.prepare(`SELECT 1 FROM password_resets WHERE ${usable}`).get(hash, Math.floor(ctx.now() / 1000))) {
    throw invalid();
  }
  const passwordHash = await hashPassword(password);
  const now = Math.floor(ctx.now() / 1000);
  return ctx.db
    .transaction(() => {
      // Claimed here, after the await: of concurrent resets only the first one finds it unused.
      const claimed = ctx.db
        .prepare(`UPDATE password_resets SET used_at = ? WHERE ${usable} RETURNING user_id`)
        .get(now, hash, now) as { user_id: number } | undefined;
      if (!claimed) throw invalid();
      ctx.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, claimed.user_id);
      endResetTokens(ctx, claimed.user_id);
      ctx.db
        .prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL')
        .run(now, claimed.user_id);
      // Personal API tokens too: whoever knew the old password may have made some.
      revokeAllApiTokens(ctx, claimed.user_id);
      return claimed.user_id;
    })
    .immediate();
}
