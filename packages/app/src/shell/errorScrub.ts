/**
 * Scrubbing of what error reporting sends (SPEC §8): no tokens in URLs, messages or
 * breadcrumbs, no personal data. Pure functions over plain objects, so they are tested
 * without the reporting SDK and applied to every event, transaction and breadcrumb it emits.
 */

/** What replaces a scrubbed value. */
export const FILTERED = '[Filtered]';

/** Query parameters that carry secrets: the reset link's `token` (and `id`, its older name), any auth value. */
const SECRET_PARAMS = /^(token|id|access_token|refresh_token|auth|authorization|password|secret|code|key)$/i;

/** A JWT (three base64url parts, the first one `eyJ…`): the session token wherever it shows up. */
const JWT = /eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]{4,}/g;

/** An e-mail address: personal data. */
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

/** Headers and object keys whose values never leave the browser. */
const SECRET_KEYS =
  /^(authorization|cookie|set-cookie|token|password|email|username|firstname|lastname|phone|ip_address)$/i;

/** `text` with secret query values, JWTs and e-mail addresses replaced by {@link FILTERED}. */
export function scrubText(text: string): string {
  const scrubbedQuery = text.replace(/([?&])([^=&#\s]+)=([^&#\s]*)/g, (whole, sep: string, name: string) =>
    SECRET_PARAMS.test(decodeSafe(name)) ? `${sep}${name}=${FILTERED}` : whole,
  );
  return scrubbedQuery.replace(JWT, FILTERED).replace(EMAIL, FILTERED);
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A deep copy of `value` with every string scrubbed ({@link scrubText}) and the values of
 * secret or personal keys (`Authorization`, `Cookie`, `email`, …) replaced. Cycles and depth
 * beyond 12 are cut.
 */
export function scrubDeep<T>(value: T, depth = 0, seen = new WeakSet<object>()): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (value === null || typeof value !== 'object') return value;
  if (depth > 12 || seen.has(value)) return FILTERED as T;
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => scrubDeep(v, depth + 1, seen)) as T;
  // Binary data (a replay segment, an attachment) is passed through untouched.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = SECRET_KEYS.test(key) && v !== undefined && v !== null ? FILTERED : scrubDeep(v, depth + 1, seen);
  }
  return out as T;
}

/** An event or transaction as the reporting SDK hands it to `beforeSend`: only what is scrubbed here is named. */
export interface ReportEvent {
  user?: { id?: string | number | undefined; [key: string]: unknown } | undefined;
  request?: { cookies?: unknown; headers?: Record<string, string>; [key: string]: unknown } | undefined;
  [key: string]: unknown;
}

/**
 * The event to send: everything scrubbed, the user reduced to their id (SPEC §8 "with the user
 * id"; no name, e-mail or address), the request's cookies dropped.
 */
export function scrubEvent<E extends ReportEvent>(event: E): E {
  const { user, ...rest } = event;
  const out = scrubDeep(rest) as E;
  if (out.request) delete out.request.cookies;
  if (user?.id !== undefined) out.user = { id: String(user.id) };
  return out;
}
