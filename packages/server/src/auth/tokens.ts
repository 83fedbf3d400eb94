import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** Payload of a session token: an HS256 JWT. */
export interface TokenPayload {
  /** User id. */
  sub: number;
  /** Token id, recorded in `sessions` so logout can revoke it. */
  jti: string;
  /** Issued at, epoch seconds. */
  iat: number;
  /** Expires at, epoch seconds (the SDK reads it, SPEC §5). */
  exp: number;
  /** Company code of the user. */
  cc: string;
}

const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

/** Signs a new token for a user; returns the token and its payload. */
export function issueToken(
  secret: string,
  user: { id: number; companyCode: string },
  nowSeconds: number,
  ttlSeconds: number,
): { token: string; payload: TokenPayload } {
  const payload: TokenPayload = {
    sub: user.id,
    jti: randomUUID(),
    iat: nowSeconds,
    exp: nowSeconds + ttlSeconds,
    cc: user.companyCode,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { token: `${header}.${body}.${sign(`${header}.${body}`, secret)}`, payload };
}

/** Why a token was refused. */
export type TokenProblem = 'malformed' | 'signature' | 'expired';

/**
 * Payloads of tokens whose signature already verified, by secret then token: a client sends the
 * same token with every call, and checking its HMAC and decoding it again each time was a
 * measurable part of a one-line write (bench/offers.bench.ts). Expiry is still checked on every
 * call, and revocation is the database's (`sessions`). Bounded: cleared when full.
 */
const verifiedTokens = new Map<string, Map<string, Readonly<TokenPayload>>>();
const VERIFIED_TOKENS_MAX = 10_000;

/** Verifies signature and expiry (not revocation, which needs the database). */
export function verifyToken(
  secret: string,
  token: string,
  nowSeconds: number,
): { ok: true; payload: TokenPayload } | { ok: false; problem: TokenProblem } {
  let known = verifiedTokens.get(secret);
  const seen = known?.get(token);
  if (seen) return seen.exp <= nowSeconds ? { ok: false, problem: 'expired' } : { ok: true, payload: seen };
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !p || !/^[\w-]+$/.test(p))) return { ok: false, problem: 'malformed' };
  const [h, b, s] = parts as [string, string, string];
  const expected = Buffer.from(sign(`${h}.${b}`, secret));
  const actual = Buffer.from(s);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    return { ok: false, problem: 'signature' };
  let payload: TokenPayload;
  try {
    payload = JSON.parse(Buffer.from(b, 'base64url').toString('utf8')) as TokenPayload;
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (typeof payload.sub !== 'number' || typeof payload.exp !== 'number' || typeof payload.jti !== 'string') {
    return { ok: false, problem: 'malformed' };
  }
  if (!known) {
    known = new Map();
    verifiedTokens.set(secret, known);
  }
  if (known.size >= VERIFIED_TOKENS_MAX) known.clear();
  known.set(token, Object.freeze(payload));
  if (payload.exp <= nowSeconds) return { ok: false, problem: 'expired' };
  return { ok: true, payload };
}
