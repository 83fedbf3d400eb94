/** Options of a cookie write. */
export interface CookieOptions {
  /** Lifetime in seconds; absent makes a session cookie. */
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** Reads and writes cookies: `document.cookie` in the browser, memory in Node and tests. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path'>): void;
}

/** Where the session token lives. */
export interface TokenStore {
  /** The current token, or null when logged out. */
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** Default cookie prefix (configurable; SPEC §9). */
export const DEFAULT_COOKIE_PREFIX = 'salesdesk_';

/** Name of the auth cookie: prefix + `account_token` (SPEC §9). */
export function authCookieName(prefix: string = DEFAULT_COOKIE_PREFIX): string {
  return `${prefix}account_token`;
}

/** A cookie jar over `document.cookie`. Touches the DOM only when called. */
export function browserCookieJar(doc: { cookie: string } = globalThis.document): CookieJar {
  return {
    get(name) {
      for (const part of doc.cookie.split('; ')) {
        const eq = part.indexOf('=');
        if (eq > 0 && decodeURIComponent(part.slice(0, eq)) === name) return decodeURIComponent(part.slice(eq + 1));
      }
      return undefined;
    },
    set(name, value, options = {}) {
      let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${options.path ?? '/'}; SameSite=${options.sameSite ?? 'Lax'}`;
      if (options.maxAgeSeconds !== undefined) cookie += `; max-age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`;
      if (options.secure) cookie += '; Secure';
      doc.cookie = cookie;
    },
    remove(name, options = {}) {
      doc.cookie = `${encodeURIComponent(name)}=; path=${options.path ?? '/'}; max-age=0`;
    },
  };
}

/** A cookie jar in memory, for Node (CLI) and tests. Several engines may share one. */
export function memoryCookieJar(initial: Record<string, string> = {}): CookieJar {
  const values = new Map(Object.entries(initial));
  return {
    get: (name) => values.get(name),
    set: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
  };
}

/** A token store that reads and writes the auth cookie (`prefix + account_token`). */
export function cookieTokenStore(options: { jar: CookieJar; prefix?: string; secure?: boolean }): TokenStore {
  const name = authCookieName(options.prefix);
  return {
    get: () => options.jar.get(name) || null,
    set(token) {
      const exp = decodeTokenExp(token);
      const maxAge = exp > 0 ? exp - Math.floor(Date.now() / 1000) : undefined;
      options.jar.set(name, token, {
        path: '/',
        sameSite: 'Lax',
        ...(options.secure ? { secure: true } : {}),
        ...(maxAge !== undefined && maxAge > 0 ? { maxAgeSeconds: maxAge } : {}),
      });
    },
    clear: () => options.jar.remove(name, { path: '/' }),
  };
}

/** A token store holding the token in memory only. */
export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set(t) {
      token = t;
    },
    clear() {
      token = null;
    },
  };
}

function base64UrlDecode(segment: string): string {
  const b64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(b64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The decoded payload of a JWT-shaped token, or null when it cannot be read. Not verified. */
export function decodeTokenPayload(token: string | null | undefined): Record<string, unknown> | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The token's expiry in epoch seconds, read from its payload's `exp` (default 0, SPEC §5). */
export function decodeTokenExp(token: string | null | undefined): number {
  const exp = decodeTokenPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : 0;
}
