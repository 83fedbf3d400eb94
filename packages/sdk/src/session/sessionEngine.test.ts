import { describe, expect, it, vi } from 'vitest';
import { decodeTokenExp, messages } from '../index';
import { createFakeBrowser, settle, stayActive } from './sessionTestKit';

const MIN = 60_000;

async function loggedInTab(config = {}, ttlSeconds = 1800) {
  const browser = createFakeBrowser(config);
  browser.api.ttlSeconds = ttlSeconds;
  const tab = browser.openTab();
  await tab.engine.login('anowak', 'secret');
  await settle();
  return { ...browser, tab };
}

describe('login and logout', () => {
  it('login stores the token, sets logged-in and the company code, loads the user and goes to the dashboard', async () => {
    const { tab, jar } = await loggedInTab();
    const session = tab.stores.$session.get();
    expect(session.loggedIn).toBe(true);
    expect(session.loading).toBe(false);
    expect(session.companyCode).toBe('3W');
    expect(session.tokenExpiry).toBe(decodeTokenExp(jar.get('salesdesk_account_token')) * 1000);
    expect(tab.stores.$user.get()?.user_id).toBe(7);
    expect(tab.navigations).toEqual(['/pl/dashboard']);
    expect(tab.socket.open).toHaveBeenCalledTimes(1);
  });

  it('login goes to a given target, never to another site', async () => {
    const browser = createFakeBrowser();
    const tab = browser.openTab();
    await tab.engine.login('anowak', 'secret', '/pl/dashboard/offers?page=2');
    expect(tab.navigations).toEqual(['/pl/dashboard/offers?page=2']);
    await tab.engine.logout();
    await tab.engine.login('anowak', 'secret', '//evil.example');
    expect(tab.navigations.at(-1)).toBe('/pl/dashboard');
  });

  it('a failed login rejects and stays logged out', async () => {
    const browser = createFakeBrowser();
    const tab = browser.openTab();
    await expect(tab.engine.login('anowak', 'wrong')).rejects.toMatchObject({ status: 401 });
    expect(tab.stores.$session.get()).toMatchObject({ loggedIn: false, loading: false });
    expect(tab.tokenStore.get()).toBeNull();
  });

  it('logout calls the server, clears user and cookie, goes to login; a second logout is a no-op', async () => {
    const { tab, api, time } = await loggedInTab();
    await tab.engine.logout();
    expect(api.count('POST /api/account/logout')).toBe(1);
    expect(tab.stores.$user.get()).toBeNull();
    expect(tab.stores.$session.get()).toMatchObject({ loggedIn: false, tokenExpiry: 0, idle: false });
    expect(tab.tokenStore.get()).toBeNull();
    expect(tab.navigations.at(-1)).toBe('/pl/login');
    expect(tab.socket.close).toHaveBeenCalledTimes(1);
    expect(tab.logouts).toEqual(['manual']);
    expect(time.pending).toBe(0);
    await tab.engine.logout();
    expect(api.count('POST /api/account/logout')).toBe(1);
    expect(tab.logouts).toEqual(['manual']);
  });

  it('logout goes on when the server call fails', async () => {
    const { tab, api } = await loggedInTab();
    api.fetch = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    await tab.engine.logout();
    expect(tab.stores.$session.get().loggedIn).toBe(false);
    expect(tab.navigations.at(-1)).toBe('/pl/login');
  });

  it('a tab started with a valid cookie restores the session; an expired cookie is removed', async () => {
    const { openTab, time, jar } = await loggedInTab();
    const second = openTab();
    await settle();
    expect(second.stores.$session.get().loggedIn).toBe(true);
    expect(second.stores.$user.get()?.username).toBe('anowak');
    time.jump(31 * MIN);
    const third = openTab();
    expect(third.stores.$session.get().loggedIn).toBe(false);
    expect(jar.get('salesdesk_account_token')).toBeUndefined();
  });
});

describe('idle, warning and the user countdown', () => {
  it('idle after 5 s, warning at 5 min left, logout at 0', async () => {
    const { tab, time } = await loggedInTab({}, 3600);
    await time.advance(4999);
    expect(tab.stores.$session.get().idle).toBe(false);
    await time.advance(1);
    expect(tab.stores.$session.get()).toMatchObject({ idle: true, sessionWarning: false });
    expect(tab.stores.$session.get().userSessionExpiry).toBe(time.now + 30 * MIN);
    await time.advance(25 * MIN - 1);
    expect(tab.stores.$session.get().sessionWarning).toBe(false);
    await time.advance(1);
    expect(tab.stores.$session.get().sessionWarning).toBe(true);
    expect(tab.engine.secondsLeft()).toBe(300);
    await time.advance(5 * MIN - 1);
    expect(tab.stores.$session.get().loggedIn).toBe(true);
    await time.advance(1);
    expect(tab.stores.$session.get().loggedIn).toBe(false);
    expect(tab.logouts).toEqual(['userTimer']);
    expect(tab.navigations.at(-1)).toBe('/pl/login?reason=userTimer');
  });

  it('after the countdown the login page says why and brings the user back to the page they were on', async () => {
    const { tab, time } = await loggedInTab({}, 3600);
    tab.place.path = '/pl/dashboard/offers?tab=drafts&status=draft';
    await time.advance(30 * MIN + 5000);
    expect(tab.logouts).toEqual(['userTimer']);
    expect(tab.navigations.at(-1)).toBe(
      '/pl/login?target=%2Fpl%2Fdashboard%2Foffers%3Ftab%3Ddrafts%26status%3Ddraft&reason=userTimer',
    );
  });

  it('an expired token: the reason, and no target outside the app', async () => {
    const { tab, time } = await loggedInTab({}, 60);
    tab.place.path = '//evil.example/x';
    await time.advance(125_000);
    expect(tab.logouts).toEqual(['expired']);
    expect(tab.navigations.at(-1)).toBe('/pl/login?reason=expired');
  });

  it('a logout the user asked for keeps no reason and no target', async () => {
    const { tab } = await loggedInTab();
    tab.place.path = '/pl/dashboard/orders';
    await tab.engine.logout('manual');
    expect(tab.navigations.at(-1)).toBe('/pl/login');
  });

  it('activity resets the countdown and hides the warning', async () => {
    const { tab, time } = await loggedInTab({}, 3600);
    await time.advance(27 * MIN);
    expect(tab.stores.$session.get().sessionWarning).toBe(true);
    tab.activity.emit();
    expect(tab.stores.$session.get()).toMatchObject({ idle: false, sessionWarning: false, userSessionExpiry: 0 });
    await time.advance(5000);
    expect(tab.stores.$session.get().userSessionExpiry).toBe(time.now + 30 * MIN);
  });

  it('activity events are throttled, and the last one of a burst still counts', async () => {
    const { tab, time } = await loggedInTab({ activityThrottleMs: 200 });
    tab.activity.emit();
    await time.advance(50);
    tab.activity.emit(); // inside the throttle window: handled at its trailing edge (t = 200)
    await time.advance(150);
    await time.advance(4999);
    expect(tab.stores.$session.get().idle).toBe(false);
    await time.advance(1);
    expect(tab.stores.$session.get().idle).toBe(true);
  });

  it('markActivity (the warning button) keeps the user signed in', async () => {
    const { tab, time } = await loggedInTab({}, 3600);
    await time.advance(26 * MIN);
    tab.engine.markActivity();
    expect(tab.stores.$session.get().sessionWarning).toBe(false);
    await time.advance(20 * MIN);
    expect(tab.stores.$session.get().loggedIn).toBe(true);
  });
});

describe('the periodic check and renew', () => {
  it('renew window: 11 min left active → nothing; 9 active → renew; 9 idle → nothing; 0 → logout', async () => {
    const eleven = await loggedInTab({}, 11 * 60);
    eleven.tab.engine.check();
    await settle();
    expect(eleven.api.count('POST /api/account/renew-token')).toBe(0);

    const nine = await loggedInTab({}, 9 * 60);
    const before = nine.tab.stores.$session.get().tokenExpiry;
    nine.api.ttlSeconds = 1800;
    nine.tab.engine.check();
    await settle();
    expect(nine.api.count('POST /api/account/renew-token')).toBe(1);
    expect(nine.tab.stores.$session.get().tokenExpiry).toBeGreaterThan(before);

    const idle = await loggedInTab({}, 9 * 60 + 6);
    await idle.time.advance(6000);
    expect(idle.tab.stores.$session.get().idle).toBe(true);
    idle.tab.engine.check();
    await settle();
    expect(idle.api.count('POST /api/account/renew-token')).toBe(0);

    const zero = await loggedInTab({}, 9 * 60);
    zero.time.jump(9 * MIN);
    zero.tab.engine.check();
    await settle();
    expect(zero.tab.stores.$session.get().loggedIn).toBe(false);
    expect(zero.tab.logouts).toEqual(['expired']);
  });

  it('the 60 s check renews while the user works', async () => {
    const { tab, time, api } = await loggedInTab();
    await stayActive(tab, time, 20 * MIN - 1000);
    expect(api.count('POST /api/account/renew-token')).toBe(0);
    await stayActive(tab, time, 61_000);
    expect(api.count('POST /api/account/renew-token')).toBe(1);
    expect(tab.stores.$session.get().tokenExpiry - time.now).toBeGreaterThanOrEqual(28 * MIN);
  });

  it('five concurrent renew callers → one request', async () => {
    const { tab, api } = await loggedInTab({}, 9 * 60);
    const results = await Promise.all(Array.from({ length: 5 }, () => tab.engine.renew()));
    expect(results).toEqual(['renewed', 'renewed', 'renewed', 'renewed', 'renewed']);
    expect(api.count('POST /api/account/renew-token')).toBe(1);
  });

  it('a renew network error or 5xx keeps the session; a renew 401 logs out with the session error', async () => {
    const { tab, api } = await loggedInTab({}, 9 * 60);
    api.renewMode = 'network';
    expect(await tab.engine.renew()).toBe('failed');
    api.renewMode = '500';
    expect(await tab.engine.renew()).toBe('failed');
    expect(tab.stores.$session.get().loggedIn).toBe(true);
    api.renewMode = '401';
    expect(await tab.engine.renew()).toBe('loggedOut');
    expect(tab.stores.$session.get().loggedIn).toBe(false);
    expect(tab.logouts).toEqual(['unauthorized']);
    expect(tab.stores.$sessionError.get()).toMatchObject({
      title: messages.session.errorTitle,
      message: messages.session.errorMessage,
    });
  });

  it('a renew that throws does not leave the lock held', async () => {
    const { tab, api } = await loggedInTab({}, 9 * 60);
    api.renewMode = 'network';
    expect(await tab.engine.renew()).toBe('failed');
    api.renewMode = 'ok';
    expect(await tab.engine.renew()).toBe('renewed');
    expect(api.count('POST /api/account/renew-token')).toBe(2);
  });

  it('a hung renew releases the lock after lockTimeoutMs, so another tab can renew', async () => {
    const { tab, api, time, openTab } = await loggedInTab({ lockTimeoutMs: 10_000 }, 9 * 60);
    const other = openTab();
    await settle();
    api.renewMode = 'hang';
    void tab.engine.renew();
    await settle();
    expect(await other.engine.renew()).toBe('skipped');
    await time.advance(10_000);
    api.renewMode = 'ok';
    expect(await other.engine.renew()).toBe('renewed');
  });

  it('a store listener calling renew while a renew runs does not deadlock', async () => {
    const { tab, time } = await loggedInTab({}, 9 * 60);
    time.jump(1000);
    const fromListener: Array<Promise<unknown>> = [];
    const off = tab.stores.$session.listen(() => {
      fromListener.push(tab.engine.renew());
    });
    expect(await tab.engine.renew()).toBe('renewed');
    off();
    const settledResults = await Promise.all(fromListener);
    expect(settledResults.length).toBeGreaterThan(0);
    for (const r of settledResults) expect(['renewed', 'notNeeded']).toContain(r);
  });
});

describe('wall-clock time: throttled tabs and sleeping laptops', () => {
  it('clock moved 25 min with one interval callback: idle, no renew, the right time left', async () => {
    const { tab, time, api } = await loggedInTab();
    time.jump(25 * MIN);
    await time.fireIntervals();
    expect(api.count('POST /api/account/renew-token')).toBe(0);
    expect(tab.stores.$session.get()).toMatchObject({ loggedIn: true, idle: true, sessionWarning: false });
    expect(tab.engine.secondsLeft()).toBe(5 * 60 + 5);
  });

  it('clock moved 31 min with one interval callback: logout without the warning', async () => {
    const { tab, time } = await loggedInTab();
    const warnings: boolean[] = [];
    tab.stores.$session.listen((s) => warnings.push(s.sessionWarning));
    time.jump(31 * MIN);
    await time.fireIntervals();
    expect(tab.stores.$session.get().loggedIn).toBe(false);
    expect(tab.logouts).toEqual(['expired']);
    expect(warnings).not.toContain(true);
  });

  it('activity after a long pause renews at once when the window was reached', async () => {
    const { tab, time, api } = await loggedInTab();
    time.jump(22 * MIN);
    tab.activity.emit();
    await settle();
    expect(api.count('POST /api/account/renew-token')).toBe(1);
    expect(tab.stores.$session.get().idle).toBe(false);
  });

  it('activity never revives a session whose countdown ran out while asleep', async () => {
    const { tab, time } = await loggedInTab({}, 3 * 3600);
    time.jump(31 * MIN);
    tab.activity.emit();
    await settle();
    expect(tab.stores.$session.get().loggedIn).toBe(false);
    expect(tab.logouts).toEqual(['userTimer']);
  });

  it('page comes back past expiry → logout at once', async () => {
    const { tab, time } = await loggedInTab({}, 10 * 60);
    time.jump(11 * MIN);
    tab.visibility.show();
    await settle();
    expect(tab.logouts).toEqual(['expired']);
  });

  it('page comes back with 9 min left while the user is active → renew at once', async () => {
    // The interval is throttled away: only the visibility check can renew.
    const { tab, time, api } = await loggedInTab({ checkIntervalMs: 10 * 3600_000 });
    await stayActive(tab, time, 21 * MIN);
    expect(api.count('POST /api/account/renew-token')).toBe(0);
    tab.activity.emit();
    tab.visibility.show();
    await settle();
    expect(api.count('POST /api/account/renew-token')).toBe(1);
  });

  it('waking inside the warning window shows the warning at once; past the end logs out with no warning', async () => {
    const inside = await loggedInTab({}, 3600);
    inside.time.jump(27 * MIN);
    inside.tab.visibility.show();
    expect(inside.tab.stores.$session.get().sessionWarning).toBe(true);
    expect(inside.tab.engine.secondsLeft()).toBe(3 * 60 + 5);

    const past = await loggedInTab({}, 3600);
    const warnings: boolean[] = [];
    past.tab.stores.$session.listen((s) => warnings.push(s.sessionWarning));
    past.time.jump(40 * MIN);
    past.tab.visibility.show();
    await settle();
    expect(past.tab.logouts).toEqual(['userTimer']);
    expect(warnings).not.toContain(true);
  });
});

describe('several tabs', () => {
  it('two tabs reaching the renew window together → one request; the other adopts the new exp', async () => {
    const { tab, openTab, api, jar } = await loggedInTab({}, 9 * 60);
    const other = openTab();
    await settle();
    tab.engine.check();
    other.engine.check();
    await settle();
    expect(api.count('POST /api/account/renew-token')).toBe(1);
    const exp = decodeTokenExp(jar.get('salesdesk_account_token')) * 1000;
    expect(tab.stores.$session.get().tokenExpiry).toBe(exp);
    expect(other.stores.$session.get().tokenExpiry).toBe(exp);
  });

  it('a tab that did not get the lock adopts the cookie another tab renewed meanwhile', async () => {
    const { tab, openTab, api, jar } = await loggedInTab({}, 9 * 60);
    const other = openTab();
    await settle();
    // `other` misses the tokenRefreshed broadcast: inside the lock it re-reads the cookie instead of renewing again.
    other.channel.close();
    expect(await tab.engine.renew()).toBe('renewed');
    expect(await other.engine.renew({ force: true })).toBe('adopted');
    expect(api.count('POST /api/account/renew-token')).toBe(1);
    expect(other.stores.$session.get().tokenExpiry).toBe(decodeTokenExp(jar.get('salesdesk_account_token')) * 1000);
  });

  it('without a shared lock, the tab whose renew lost the race adopts the winner token instead of logging out', async () => {
    const browser = createFakeBrowser();
    browser.api.ttlSeconds = 9 * 60;
    const a = browser.openTab({}, true);
    await a.engine.login('anowak', 'secret');
    const b = browser.openTab({}, true);
    await settle();
    browser.api.ttlSeconds = 1800;
    const [ra, rb] = await Promise.all([a.engine.renew(), b.engine.renew()]);
    expect([ra, rb].sort()).toEqual(['adopted', 'renewed']);
    expect(browser.api.count('POST /api/account/renew-token')).toBe(2);
    expect(a.stores.$session.get().loggedIn && b.stores.$session.get().loggedIn).toBe(true);
    expect(b.stores.$session.get().tokenExpiry).toBe(a.stores.$session.get().tokenExpiry);
  });

  it('activity in tab A keeps tab B unwarned for 29 min, with one renew for both', async () => {
    const { tab, openTab, time, api } = await loggedInTab();
    const b = openTab();
    await settle();
    const bStates: Array<{ idle: boolean; warning: boolean }> = [];
    b.stores.$session.listen((s) => bStates.push({ idle: s.idle, warning: s.sessionWarning }));
    await stayActive(tab, time, 29 * MIN);
    expect(bStates.some((s) => s.warning)).toBe(false);
    expect(bStates.some((s) => s.idle)).toBe(false);
    expect(b.stores.$session.get().loggedIn).toBe(true);
    expect(api.count('POST /api/account/renew-token')).toBe(1);
    expect(b.stores.$session.get().tokenExpiry).toBe(tab.stores.$session.get().tokenExpiry);
  });

  it('a tab opened during the warning shows the same time left', async () => {
    const { tab, openTab, time } = await loggedInTab({}, 3600);
    await time.advance(26 * MIN);
    expect(tab.stores.$session.get().sessionWarning).toBe(true);
    const late = openTab();
    await settle();
    expect(late.stores.$session.get().sessionWarning).toBe(true);
    expect(Math.abs(late.engine.secondsLeft() - tab.engine.secondsLeft())).toBeLessThanOrEqual(1);
    expect(late.stores.$session.get().userSessionExpiry).toBe(tab.stores.$session.get().userSessionExpiry);
  });

  it('logout in one tab: every tab logs out, timers stop, one server call, no further requests', async () => {
    const { tab, openTab, time, api } = await loggedInTab();
    const b = openTab();
    const c = openTab();
    await settle();
    await tab.engine.logout();
    await settle();
    for (const t of [tab, b, c]) {
      expect(t.stores.$session.get().loggedIn).toBe(false);
      expect(t.stores.$user.get()).toBeNull();
      // The other tabs say why: the user logged out elsewhere.
      expect(t.navigations.at(-1)).toBe(t === tab ? '/pl/login' : '/pl/login?reason=remote');
      expect(t.socket.close).toHaveBeenCalledTimes(1);
    }
    expect(b.logouts).toEqual(['remote']);
    expect(api.count('POST /api/account/logout')).toBe(1);
    expect(time.pending).toBe(0);
    const callsAfter = api.calls.length;
    await time.advance(2 * 3600_000);
    b.activity.emit();
    b.visibility.show();
    await b.engine.logout();
    await settle();
    expect(api.calls.length).toBe(callsAfter);
  });

  it('a login in one tab brings the tabs on the login page in', async () => {
    const browser = createFakeBrowser();
    const a = browser.openTab();
    const b = browser.openTab();
    await a.engine.login('anowak', 'secret');
    await settle();
    expect(b.stores.$session.get().loggedIn).toBe(true);
    expect(b.stores.$user.get()?.user_id).toBe(7);
  });
});

describe('401 replay and error reporting', () => {
  it('three concurrent GETs get 401 → one renew, three replays', async () => {
    const { tab, api } = await loggedInTab();
    api.rejectGetsWith = tab.tokenStore.get();
    const query = { query: { key: 'userZoomConfig' as const } };
    const results = await Promise.all([
      tab.engine.client.call('getUiConfig', query),
      tab.engine.client.call('getUiConfig', query),
      tab.engine.client.call('getUiConfig', query),
    ]);
    expect(results).toEqual([100, 100, 100]);
    expect(api.count('POST /api/account/renew-token')).toBe(1);
    expect(api.count('GET /api/ui-config')).toBe(6);
    expect(tab.stores.$sessionError.get()).toBeNull();
  });

  it('a 401 whose renew also gets 401 logs out, raises the session error and replays nothing', async () => {
    const { tab, api } = await loggedInTab();
    api.rejectGetsWith = tab.tokenStore.get();
    api.renewMode = '401';
    const seen = vi.fn();
    tab.stores.$sessionError.listen(seen);
    await expect(tab.engine.client.call('getUiConfig', { query: { key: 'userZoomConfig' } })).rejects.toMatchObject({
      status: 401,
    });
    expect(api.count('GET /api/ui-config')).toBe(1);
    expect(tab.stores.$session.get().loggedIn).toBe(false);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen.mock.calls[0]?.[0]).toMatchObject({ title: 'Sesja wygasła' });
  });

  it('other response errors go to the log only', async () => {
    const { tab, api } = await loggedInTab();
    api.uiConfigStatus = 500;
    await expect(tab.engine.client.call('getUiConfig', { query: { key: 'userZoomConfig' } })).rejects.toMatchObject({
      status: 500,
    });
    expect(tab.log.error).toHaveBeenCalledWith('GET /api/ui-config:', expect.objectContaining({ status: 500 }));
    expect(tab.stores.$sessionError.get()).toBeNull();
  });
});

describe('the server closed the live socket for its token', () => {
  const RENEW = 'POST /api/account/renew-token';

  it('deactivated: a forced renew at once; its 401 logs out with the session error and closes the socket', async () => {
    const { tab, api } = await loggedInTab();
    api.revokeAll();
    tab.engine.socketAuthEnded('deactivated');
    await settle();
    expect(api.count(RENEW)).toBe(1);
    expect(tab.logouts).toEqual(['revoked']);
    expect(tab.stores.$sessionError.get()?.title).toBe(messages.session.errorTitle);
    expect(tab.socket.close).toHaveBeenCalledTimes(1);
    expect(tab.navigations.at(-1)).toBe('/pl/login?reason=revoked');
  });

  it('revoked elsewhere (password reset): the session is checked after revokedCheckDelayMs and ends', async () => {
    const { tab, api, time } = await loggedInTab();
    api.revokeAll();
    tab.engine.socketAuthEnded('revoked');
    tab.engine.socketAuthEnded('revoked');
    await time.advance(1999);
    expect(api.count(RENEW)).toBe(0);
    expect(tab.stores.$session.get().loggedIn).toBe(true);
    await time.advance(1);
    expect(api.count(RENEW)).toBe(1);
    expect(tab.logouts).toEqual(['revoked']);
  });

  it('a renew refused without such a sign from the socket is an unauthorized logout', async () => {
    const { tab, api } = await loggedInTab();
    api.revokeAll();
    tab.place.path = '/pl/dashboard/clients';
    await tab.engine.renew({ force: true });
    await settle();
    expect(tab.logouts).toEqual(['unauthorized']);
    expect(tab.navigations.at(-1)).toBe('/pl/login?target=%2Fpl%2Fdashboard%2Fclients&reason=unauthorized');
  });

  it('revoked by a logout in another tab: that logout wins, no renew and no session error', async () => {
    const browser = createFakeBrowser();
    const a = browser.openTab();
    await a.engine.login('anowak', 'secret');
    const b = browser.openTab();
    await settle();
    expect(b.stores.$session.get().loggedIn).toBe(true);
    const loggingOut = a.engine.logout();
    // The server closes tab B's socket while tab A's logout call is still under way.
    b.engine.socketAuthEnded('revoked');
    await loggingOut;
    await browser.time.advance(5000);
    expect(b.logouts).toEqual(['remote']);
    expect(b.stores.$sessionError.get()).toBeNull();
    expect(browser.api.count(RENEW)).toBe(0);
  });

  it('expired and past exp here too: the ordinary expiry logout, no server renew', async () => {
    const { tab, api, time } = await loggedInTab({}, 60);
    time.jump(61_000);
    tab.engine.socketAuthEnded('expired');
    await settle();
    expect(tab.logouts).toEqual(['expired']);
    expect(api.count(RENEW)).toBe(0);
  });

  it('expired by the server’s clock while valid here: a forced renew, and the new token reaches the socket', async () => {
    const { tab, api } = await loggedInTab();
    const before = tab.tokenStore.get();
    tab.engine.socketAuthEnded('expired');
    await settle();
    expect(api.count(RENEW)).toBe(1);
    expect(tab.tokenStore.get()).not.toBe(before);
    expect(tab.stores.$session.get().loggedIn).toBe(true);
    expect(tab.socket.tokenChanged).toHaveBeenCalledTimes(1);
  });

  it('a token adopted from another tab reaches this tab’s socket', async () => {
    const browser = createFakeBrowser();
    const a = browser.openTab();
    await a.engine.login('anowak', 'secret');
    const b = browser.openTab();
    await settle();
    await a.engine.renew({ force: true });
    await settle();
    expect(b.socket.tokenChanged).toHaveBeenCalledTimes(1);
    expect(a.socket.tokenChanged).toHaveBeenCalledTimes(1);
  });
});
