import { describe, expect, it } from 'vitest';
import { browserCookieJar, LOCALE_COOKIE_MAX_AGE_SECONDS, writeLocaleCookies } from '../index';

describe('writeLocaleCookies', () => {
  it('writes the locale and the language-redirect cookie, pl, for 365 days on the whole site', () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    writeLocaleCookies(browserCookieJar(doc), 'sd_');
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(written).toEqual([
      'sd_locale=pl; path=/; SameSite=Lax; max-age=31536000',
      'sd_i18n_redirected=pl; path=/; SameSite=Lax; max-age=31536000',
    ]);
  });
});
