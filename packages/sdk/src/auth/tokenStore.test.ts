import { describe, expect, it } from 'vitest';
import { authCookieName, cookieTokenStore, decodeTokenExp, memoryCookieJar } from '../index';

function fakeToken(payload: Record<string, unknown>): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(payload)}.sig`;
}

describe('token store', () => {
  it('reads exp from the payload, default 0', () => {
    expect(decodeTokenExp(fakeToken({ exp: 1_900_000_000 }))).toBe(1_900_000_000);
    expect(decodeTokenExp(fakeToken({ sub: 1 }))).toBe(0);
    expect(decodeTokenExp('not-a-token')).toBe(0);
    expect(decodeTokenExp(null)).toBe(0);
  });

  it('keeps the token in the prefixed account_token cookie', () => {
    const jar = memoryCookieJar();
    const store = cookieTokenStore({ jar, prefix: 'x_' });
    expect(store.get()).toBeNull();
    const token = fakeToken({ exp: Math.floor(Date.now() / 1000) + 60 });
    store.set(token);
    expect(authCookieName('x_')).toBe('x_account_token');
    expect(jar.get('x_account_token')).toBe(token);
    store.clear();
    expect(store.get()).toBeNull();
  });
});
