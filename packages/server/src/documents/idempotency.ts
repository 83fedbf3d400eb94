import { createHash } from 'node:crypto';
import { offerMessages } from '@salesdesk/sdk';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';
import { inTransaction } from './documentChange';
import { cached, type DocKind } from './documentStore';

// Writes sent with an `Idempotency-Key` (IETF httpapi draft; docs/offers.md, "Idempotency"): the
// line writes and every call that creates something (an offer, an order, a copy, a comment, an
// attachment, a sent PDF, a substitution, an API token). The answer of the first, successful
// write with a key is stored in the same transaction as the write, so a write cannot be applied
// without its key being remembered (nor the key remembered for a write rolled back). The same
// key again from the same user answers the stored status and body without applying anything;
// with another request (method, path or body) it answers 422. Keys are kept 24 hours; a write
// on a document keeps at most 100 per document, a create (no document yet) at most 100 per user.

/** How long a key is remembered, ms. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How many keys are remembered per document (the newest). */
export const IDEMPOTENCY_KEYS_PER_DOCUMENT = 100;
/** How many keys of creating calls (no document) are remembered per user (the newest). */
export const IDEMPOTENCY_CREATE_KEYS_PER_USER = 100;

/** A write's key and what the request was (method, path, hash of the body). */
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

/** The document a remembered write changed; null for a call that created something. */
export type KeyedDocument = { kind: DocKind; docId: number } | null;

/**
 * Remembers the answer of a write under its key, tied to the document it changed (or to none,
 * for a create), and forgets keys older than a day and all but the newest
 * {@link IDEMPOTENCY_KEYS_PER_DOCUMENT} of the document (or, for a create, the newest
 * {@link IDEMPOTENCY_CREATE_KEYS_PER_USER} creates of the user). Run inside the write's transaction.
 * `answer` is what a repeat answers: a create whose answer must not be kept (an API token's
 * secret) stores a redacted one and decides itself what a repeat gets.
 */
export function rememberAnswer(
  ctx: ServerContext,
  userId: number,
  request: IdempotencyRequest,
  document: KeyedDocument,
  answer: object,
): void {
  const now = ctx.now();
  const text = JSON.stringify(answer);
  serialised.set(answer, text);
  cached(
    ctx.db,
    `INSERT OR REPLACE INTO idempotency_keys (user_id, idempotency_key, doc_kind, doc_id, fingerprint, status, response, created_at)
     VALUES (?, ?, ?, ?, ?, 200, ?, ?)`,
  ).run(userId, request.key, document?.kind ?? null, document?.docId ?? null, request.fingerprint, text, now);
  cached(ctx.db, 'DELETE FROM idempotency_keys WHERE created_at <= ?').run(now - IDEMPOTENCY_TTL_MS);
  if (document) {
    const oldestKept = cached(
      ctx.db,
      `SELECT created_at FROM idempotency_keys WHERE doc_kind = ? AND doc_id = ?
        ORDER BY created_at DESC LIMIT 1 OFFSET ${IDEMPOTENCY_KEYS_PER_DOCUMENT - 1}`,
    )
      .pluck()
      .get(document.kind, document.docId) as number | undefined;
    if (oldestKept !== undefined)
      cached(
        ctx.db,
        `DELETE FROM idempotency_keys WHERE doc_kind = ? AND doc_id = ? AND created_at < ?
           AND NOT (user_id = ? AND idempotency_key = ?)`,
      ).run(document.kind, document.docId, oldestKept, userId, request.key);
    return;
  }
  const oldestKept = cached(
    ctx.db,
    `SELECT created_at FROM idempotency_keys WHERE user_id = ? AND doc_id IS NULL
      ORDER BY created_at DESC LIMIT 1 OFFSET ${IDEMPOTENCY_CREATE_KEYS_PER_USER - 1}`,
  )
    .pluck()
    .get(userId) as number | undefined;
  if (oldestKept !== undefined)
    cached(
      ctx.db,
      `DELETE FROM idempotency_keys WHERE user_id = ? AND doc_id IS NULL AND created_at < ? AND idempotency_key <> ?`,
    ).run(userId, oldestKept, request.key);
}

/** What {@link createOnce} answers: the answer, and whether it is a stored one (nothing was created now). */
export interface CreatedOnce<A> {
  answer: A;
  replayed: boolean;
}

/**
 * Runs a creating call once per key: in one transaction it answers a repeated key with the
 * stored answer (422 for a key used for another request) or runs `create` and remembers its
 * answer under the key, tied to `document` (null: the call creates what it is about). Without a
 * key `create` simply runs in a transaction. Pushes and other after-commit effects belong to the
 * caller, only when `replayed` is false.
 */
export function createOnce<A extends object>(
  ctx: ServerContext,
  userId: number,
  request: IdempotencyRequest | undefined,
  create: () => A,
  document: KeyedDocument = null,
): CreatedOnce<A> {
  return inTransaction(ctx.db, () => {
    if (request) {
      const stored = storedAnswer(ctx, userId, request);
      if (stored) return { answer: stored.body as A, replayed: true };
    }
    const answer = create();
    if (request) rememberAnswer(ctx, userId, request, document, answer);
    return { answer, replayed: false };
  });
}

/**
 * {@link createOnce} for a call that creates a document: the runner it answers takes the create
 * (which answers the new document's id) and answers the document as `answerOf` reads it inside
 * the transaction, with the new id, or null when a repeated key answered the stored answer.
 */
export function createDocumentOnce<A extends object>(
  ctx: ServerContext,
  userId: number,
  request: IdempotencyRequest | undefined,
  answerOf: (id: number) => A,
): (create: () => number) => { answer: A; id: number | null } {
  return (create) => {
    let id = 0;
    const { answer, replayed } = createOnce(ctx, userId, request, () => {
      id = create();
      return answerOf(id);
    });
    return { answer, id: replayed ? null : id };
  };
}

/** Calls with a key whose work is still running (an asynchronous write), per server. */
const inFlight = new WeakMap<ServerContext, Map<string, { fingerprint: string; done: Promise<void> }>>();

/**
 * Runs an asynchronous keyed write (a PDF rendered in the worker pool before it is written)
 * one at a time per user and key: a repeat that arrives while the first is still running waits
 * for it (and then finds its stored answer, or runs itself when the first failed); the same key
 * with another request is a 422 at once. The stored-answer check inside the write's
 * transaction covers repeats that come after; this covers the ones that overlap it.
 */
export async function oneAtATime<T>(
  ctx: ServerContext,
  userId: number,
  request: IdempotencyRequest,
  work: () => Promise<T>,
): Promise<T> {
  let running = inFlight.get(ctx);
  if (!running) {
    running = new Map();
    inFlight.set(ctx, running);
  }
  const slot = `${userId} ${request.key}`;
  for (let first = running.get(slot); first; first = running.get(slot)) {
    if (first.fingerprint !== request.fingerprint) {
      throw new HttpError(422, 'idempotency_key_reused', offerMessages.errors.idempotencyKeyReused);
    }
    await first.done;
  }
  let finished = () => {};
  running.set(slot, { fingerprint: request.fingerprint, done: new Promise<void>((r) => (finished = r)) });
  try {
    return await work();
  } finally {
    running.delete(slot);
    finished();
  }
}

/** Forgets every key of a deleted document. */
export function forgetDocumentKeys(ctx: ServerContext, kind: DocKind, docId: number): void {
  cached(ctx.db, 'DELETE FROM idempotency_keys WHERE doc_kind = ? AND doc_id = ?').run(kind, docId);
}
