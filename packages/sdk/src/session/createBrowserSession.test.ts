// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { browserCookieJar, createBrowserSession, createSessionStores } from '../index';
import { createFakeApi, settle } from './sessionTestKit';

describe('browser session wiring', () => {
  const disposers: Array<() => void> = [];
  afterEach(() => {
    for (const d of disposers.splice(0)) d();
    browserCookieJar().remove('salesdesk_account_token');
  });

  it('logs in through the cookie, sees window activity and logs out', async () => {
    const api = createFakeApi({ now: () => Date.now() });
    const paths: string[] = [];
    const stores = createSessionStores();
    const session = createBrowserSession({
      baseURL: 'http://api.test',
      navigate: (p) => paths.push(p),
      fetch: api.fetch,
      stores,
      config: { idleTimeoutMs: 50, activityThrottleMs: 0 },
    });
    disposers.push(session.dispose);
    session.engine.start();
    await session.engine.login('anowak', 'secret');
    expect(document.cookie).toContain('salesdesk_account_token=');
    expect(paths).toEqual(['/pl/dashboard']);
    await new Promise((r) => setTimeout(r, 80));
    expect(stores.$session.get().idle).toBe(true);
    window.dispatchEvent(new Event('keydown'));
    expect(stores.$session.get().idle).toBe(false);
    await session.engine.logout();
    await settle();
    expect(document.cookie).not.toContain('salesdesk_account_token=e');
    expect(paths.at(-1)).toBe('/pl/login');
  });
});
