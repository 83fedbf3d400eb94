import { createHash } from 'node:crypto';

/**
 * The entity tag of a JSON answer: a weak tag (`W/"…"`) over the answer's text. Made from the
 * bytes the user gets, it changes with the content and with what this user may see of it (two
 * users who see different things get different tags); weak because the same JSON goes out
 * plain, gzip or brotli, and a strong tag would have to differ per coding
 * (docs/decisions/etag-cors-location.md).
 */
export function etagOf(text: string): string {
  return `W/"${createHash('sha1').update(text).digest('base64url')}"`;
}

/**
 * Whether `If-None-Match` names `etag` (weak comparison, RFC 9110 §13.1.2: `W/` is ignored on
 * both sides), or is `*`.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}
