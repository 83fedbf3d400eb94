import { createHash } from 'node:crypto';
import { offerMessages } from '@salesdesk/sdk';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';
import { cached, type DocKind } from './documentStore';

// Line writes sent with an `Idempotency-Key` (IETF httpapi draft; docs/offers.md,
// "Idempotency"): the answer of the first, successful write with a key is stored in the same
// transaction as the write, so a write cannot be applied without its key being remembered (nor
// the key remembered for a write rolled back). The same key again from the same user answers the
// stored status and body without applying anything; with another request (method, path or body)
// it answers 422. Keys are kept 24 hours and at most 100 per document.

/** How long a key is remembered, ms. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How many keys are remembered per document (the newest). */
export const IDEMPOTENCY_KEYS_PER_DOCUMENT = 100;

/** A line write's key and what the request was (method, path, hash of the body). */
export interface IdempotencyRequest {
  key: string;
  fingerprint: string;
}

/** Serialises JSON with the keys of every object sorted, so the same body hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The fingerprint of a request: method, path and a SHA-256 of its body as canonical JSON. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  const hash = createHash('sha256')
    .update(canonicalJson(body ?? null))
    .digest('base64url');
  return `${method} ${path} ${hash}`;
}

/** A write already answered under a key: its status and body. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * The stored answer of `request`'s key for `userId` (undefined when the key is new or expired);
 * 422 when the key was used for another request. Run inside the write's transaction.
 */
export function storedAnswer(
  ctx: ServerContext,
  userId: number,
  request: IdempotencyRequest,
): StoredAnswer | undefined {
  const row = cached(
    ctx.db,
    'SELECT fingerprint, status, response, created_at FROM idempotency_keys WHERE user_id = ? AND idempotency_key = ?',
  ).get(userId, request.key) as
    | { fingerprint: string; status: number; response: string; created_at: number }
    | undefined;
  if (!row || row.created_at <= ctx.now() - IDEMPOTENCY_TTL_MS) return undefined;
  if (row.fingerprint !== request.fingerprint) {
    throw new HttpError(422, 'idempotency_key_reused', offerMessages.errors.idempotencyKeyReused);
  }
  return { status: row.status, body: JSON.parse(row.response) };
}

/** Answers serialised when they were stored, so the router sends the same text without serialising again. */
const serialised = new WeakMap<object, string>();

/** The JSON text an answer was stored as, when it was. */
export function storedJsonOf(answer: unknown): string | undefined {
  return answer && typeof answer === 'object' ? serialised.get(answer) : undefined;
}

/**
 * Remembers the answer of a write under its key, tied to the document, and forgets keys older
 * than a day and all but the newest {@link IDEMPOTENCY_KEYS_PER_DOCUMENT} of the document. Run
 * inside the write's transaction.
 */
export function rememberAnswer(
  ctx: ServerContext,
  userId: number,
  request: IdempotencyRequest,
  kind: DocKind,
  docId: number,
  answer: object,
): void {
  const now = ctx.now();
  const text = JSON.stringify(answer);
  serialised.set(answer, text);
  cached(
    ctx.db,
    `INSERT OR REPLACE INTO idempotency_keys (user_id, idempotency_key, doc_kind, doc_id, fingerprint, status, response, created_at)
     VALUES (?, ?, ?, ?, ?, 200, ?, ?)`,
  ).run(userId, request.key, kind, docId, request.fingerprint, text, now);
  cached(ctx.db, 'DELETE FROM idempotency_keys WHERE created_at <= ?').run(now - IDEMPOTENCY_TTL_MS);
  const oldestKept = cached(
    ctx.db,
    `SELECT created_at FROM idempotency_keys WHERE doc_kind = ? AND doc_id = ?
      ORDER BY created_at DESC LIMIT 1 OFFSET ${IDEMPOTENCY_KEYS_PER_DOCUMENT - 1}`,
  )
    .pluck()
    .get(kind, docId) as number | undefined;
  if (oldestKept !== undefined)
    cached(
      ctx.db,
      `DELETE FROM idempotency_keys WHERE doc_kind = ? AND doc_id = ? AND created_at < ?
         AND NOT (user_id = ? AND idempotency_key = ?)`,
    ).run(kind, docId, oldestKept, userId, request.key);
}

/** Forgets every key of a deleted document. */
export function forgetDocumentKeys(ctx: ServerContext, kind: DocKind, docId: number): void {
  cached(ctx.db, 'DELETE FROM idempotency_keys WHERE doc_kind = ? AND doc_id = ?').run(kind, docId);
}
