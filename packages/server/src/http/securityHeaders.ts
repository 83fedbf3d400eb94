import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config';

/** The origin of an absolute http(s)/ws(s) URL, or null for '' and relative URLs. */
function originOf(url: string): string | null {
  if (!/^(https?|wss?):\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** A host (the page's, from the request URL) fit to quote in a policy (name or address and an optional port). */
const SAFE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The Content-Security-Policy of the app's HTML. Scripts only from the app's own files; styles
 * also inline because react-aria positions popovers through `style` attributes; connections
 * to the app itself, the configured API and socket origins, and the socket on the host the
 * page came from (older browsers do not count `ws:` of the same host as `'self'`).
 */
export function contentSecurityPolicy(config: ServerConfig, requestUrl: URL): string {
  const connect = new Set(["'self'"]);
  // The error-reporting DSN's origin: the browser SDK posts its envelopes there.
  for (const url of [config.apiBaseUrl, config.socketUrl, config.errorReportingDsn ?? '']) {
    const origin = originOf(url);
    if (origin) connect.add(origin);
  }
  const host = requestUrl.host;
  if (SAFE_HOST.test(host)) connect.add(`${requestUrl.protocol === 'https:' ? 'wss' : 'ws'}://${host}`);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src ${[...connect].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Headers on every answer: no MIME sniffing, no framing, referrers only to the same origin;
 * the CSP on HTML; and `Cache-Control: no-store` on every `/api` answer, which carry tokens
 * (login, refresh) or personal data that no shared or browser cache should keep.
 */
export function securityHeaders(config: ServerConfig): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('X-Frame-Options', 'DENY');
    h.set('Referrer-Policy', 'same-origin');
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) h.set('Cache-Control', 'no-store');
    if (h.get('Content-Type')?.startsWith('text/html')) {
      h.set('Content-Security-Policy', contentSecurityPolicy(config, new URL(c.req.url)));
    }
  };
}
