import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config';
import { requestOrigin } from './clientAddress';

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
export function contentSecurityPolicy(
  config: ServerConfig,
  requestUrl: URL,
  https: boolean = requestUrl.protocol === 'https:',
): string {
  const connect = new Set(["'self'"]);
  // The error-reporting DSN's origin: the browser SDK posts its envelopes there.
  for (const url of [config.apiBaseUrl, config.socketUrl, config.errorReportingDsn ?? '']) {
    const origin = originOf(url);
    if (origin) connect.add(origin);
  }
  const host = requestUrl.host;
  // Behind a TLS-terminating proxy the request URL says http: the page was https (a trusted
  // proxy's X-Forwarded-Proto), so its socket is wss, on the host and port the browser used.
  if (SAFE_HOST.test(host)) connect.add(`${https ? 'wss' : 'ws'}://${host}`);
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
 * HSTS of answers that reached the browser over HTTPS: a year, this host only (a distributor's
 * other subdomains may still be plain http, so no `includeSubDomains`, and no `preload`).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** Headers on every answer: no MIME sniffing, no framing, referrers only to the same origin. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
} as const;

/**
 * The headers of an `/api` answer made whole by its route (`jsonAnswer`): its type, the
 * {@link SECURITY_HEADERS} and `Cache-Control: no-store`. A plain object written out, so the node
 * adapter hands it to `writeHead` as it is (a `Headers` object, which the middleware's `set`
 * calls make, is copied into one again for every answer).
 */
export function apiAnswerHeaders(contentType: string): Record<string, string> {
  return {
    'Content-Type': contentType,
    'X-Content-Type-Options': SECURITY_HEADERS['X-Content-Type-Options'],
    'X-Frame-Options': SECURITY_HEADERS['X-Frame-Options'],
    'Referrer-Policy': SECURITY_HEADERS['Referrer-Policy'],
    'Cache-Control': 'no-store',
  };
}

/** Whether a request path is the API's (`/api` and below), whose answers are never cached. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** Answers that already carry every header they need: the middlewares leave them as they are. */
const wholeAnswers = new WeakSet<Response>();

/** Marks `res` as made whole by its route (see {@link apiAnswerHeaders}); returns it. */
export function wholeAnswer(res: Response): Response {
  wholeAnswers.add(res);
  return res;
}

/** Whether `res` was made whole by its route ({@link wholeAnswer}). */
export function isWholeAnswer(res: Response): boolean {
  return wholeAnswers.has(res);
}

/**
 * Headers on every answer: the {@link SECURITY_HEADERS}; HSTS when the request came over HTTPS
 * (directly, or per a trusted proxy's `X-Forwarded-Proto`); the CSP on HTML; and
 * `Cache-Control: no-store` on every `/api` answer, which carry tokens (login, refresh) or
 * personal data that no shared or browser cache should keep. Answers made whole by their route
 * have them already.
 */
export function securityHeaders(config: ServerConfig): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isWholeAnswer(c.res)) return;
    const h = c.res.headers;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) h.set(name, value);
    if (isApiPath(c.req.path)) h.set('Cache-Control', 'no-store');
    const url = new URL(c.req.url);
    const https = url.protocol === 'https:' || requestOrigin(c, config.trustProxy).https;
    // Only over HTTPS (RFC 6797 §7.2: a browser ignores it over http, and it must not pin a plain-http install).
    if (https) h.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    if (h.get('Content-Type')?.startsWith('text/html')) {
      h.set('Content-Security-Policy', contentSecurityPolicy(config, url, https));
    }
  };
}
