import { type CookieJar, DEFAULT_COOKIE_PREFIX } from './tokenStore';

/** The interface's only locale (SPEC §1). */
export const APP_LOCALE = 'pl';

/** Lifetime of the locale cookies: 365 days (SPEC §9). */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Name of the locale cookie: prefix + `locale` (`salesdesk_locale=pl`). */
export function localeCookieName(prefix: string = DEFAULT_COOKIE_PREFIX): string {
  return `${prefix}locale`;
}

/**
 * Name of the cookie that records the language redirect of `/` (SPEC §9): prefix +
 * `i18n_redirected` (`salesdesk_i18n_redirected=pl`), the name Nuxt's i18n module gives it, so
 * a proxy or an older front end that reads it keeps working.
 */
export function languageRedirectCookieName(prefix: string = DEFAULT_COOKIE_PREFIX): string {
  return `${prefix}i18n_redirected`;
}

/**
 * Writes both locale cookies for 365 days (path `/`, SameSite Lax): the landing routes `/`
 * and `/pl` call it before they redirect (SPEC §2, §9).
 */
export function writeLocaleCookies(jar: CookieJar, prefix: string = DEFAULT_COOKIE_PREFIX): void {
  const options = { path: '/', sameSite: 'Lax', maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_SECONDS } as const;
  jar.set(localeCookieName(prefix), APP_LOCALE, options);
  jar.set(languageRedirectCookieName(prefix), APP_LOCALE, options);
}
