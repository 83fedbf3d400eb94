import type { MiddlewareHandler } from 'hono';

/** Request headers a page of an allowed origin may send (the token, retries' keys, revalidation). */
const ALLOWED_HEADERS = 'Authorization, Content-Type, Idempotency-Key, If-None-Match, X-Request-Id';
/** Answer headers its script may read: revalidation, creates, throttling, downloads, request ids. */
const EXPOSED_HEADERS = 'ETag, Location, Retry-After, RateLimit, RateLimit-Policy, Content-Disposition, X-Request-Id';

/**
 * CORS for the origins of `CORS_ORIGINS` only (docs/embedding.md, "Another origin"): a
 * preflight from one of them is answered 204 with the methods and headers the API takes, and
 * every answer to one of them names it in `Access-Control-Allow-Origin`. Any other origin gets
 * nothing: its preflight falls through to the API's 404, so the browser refuses the call.
 * Credentials are not allowed: the API authenticates by the `Authorization` header, never by a
 * cookie, so a page of another origin cannot ride on a session it was not handed.
 */
export function corsFor(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (!origin || !allowed.has(origin)) {
      await next();
      // The answer differs by Origin: a cache must not hand this one to an allowed origin.
      c.res.headers.append('Vary', 'Origin');
      return;
    }
    if (c.req.method === 'OPTIONS' && c.req.header('Access-Control-Request-Method')) {
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, DELETE',
          'Access-Control-Allow-Headers': ALLOWED_HEADERS,
          'Access-Control-Max-Age': '600',
          Vary: 'Origin',
        },
      });
    }
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', origin);
    c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    c.res.headers.append('Vary', 'Origin');
  };
}
