// The Idempotency-Key header of the line writes, without zod: the api client reads it, and the
// client loads the contract's schemas only on its first call.

import { contractCommonMessages } from '../messages/contractCommon';
import { formatMessage } from '../messages/pl';

/**
 * Name of the request header that makes a line write safe to retry (IETF httpapi
 * "The Idempotency-Key HTTP Header Field"): a write sent again with the key of a write already
 * applied to the same document answers what the first one answered, without applying it again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Largest idempotency key, characters. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 64;

/** What an idempotency key may be: 1–64 characters of `A-Z a-z 0-9 -` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

// Marked pure so the api client, which reads this module for the header and the pattern, leaves the message out.
/** Polish message of a key that is not one. */
export const IDEMPOTENCY_KEY_MESSAGE = /* @__PURE__ */ formatMessage(contractCommonMessages.idempotencyKey, {
  max: MAX_IDEMPOTENCY_KEY_LENGTH,
});

/**
 * The key of an `Idempotency-Key` header value: the draft's structured-field string (`"…"`) or
 * the bare key most clients send; null when the value is not a valid key.
 */
export function parseIdempotencyKey(value: string): string | null {
  const trimmed = value.trim();
  const key = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed;
  return IDEMPOTENCY_KEY_PATTERN.test(key) ? key : null;
}
