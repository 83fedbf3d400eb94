import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { decodeTokenExp } from '@salesdesk/sdk';
import type { RunningServer, StartServerOptions } from '@salesdesk/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './listE2eKit';
import { launchChromium, startAppServer } from './sessionE2eKit';

// SPEC §4/§9 session behaviour in real headless chromium against the real server, three tabs
// (pages of one browser context) of one user. Every duration is shortened through the server's
// session/socket overrides (served in /app-config.json), never by sleeping for minutes.

const USERNAME = 'handlowiec';
const USER_ID = 2;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** What the app exposes for tests and debugging (`window.__salesdeskSession`). */
interface SessionProbe {
  loggedIn: boolean;
  idle: boolean;
  sessionWarning: boolean;
  tokenExpiry: number;
  socketStatus: string;
  unreadCount: number;
}

function probe(page: Page): Promise<SessionProbe> {
  return page.evaluate(() => {
    const handle = (window as unknown as { __salesdeskSession?: { snapshot(): unknown } }).__salesdeskSession;
    if (!handle) throw new Error('window.__salesdeskSession is missing');
    return handle.snapshot() as SessionProbe;
  });
}

/** A user context: tab 1 logs in through the login page, tabs 2 and 3 open the dashboard with the shared cookie. */
async function threeTabs(server: RunningServer): Promise<{ context: BrowserContext; tabs: Page[] }> {
  const context = await browser.newContext({ baseURL: server.url });
  const first = await context.newPage();
  await first.goto('/pl/login');
  await first.getByLabel('Nazwa użytkownika').fill(USERNAME);
  await first.getByLabel('Hasło').fill(DEMO_PASSWORD);
  await first.getByRole('button', { name: 'Zaloguj się' }).click();
  await first.waitForURL('**/pl/dashboard');
  const tabs = [first];
  for (let i = 0; i < 2; i++) {
    const page = await context.newPage();
    await page.goto('/pl/dashboard');
    tabs.push(page);
  }
  for (const tab of tabs) await expect.poll(async () => (await probe(tab)).loggedIn).toBe(true);
  return { context, tabs };
}

/** Moves the mouse in a tab every `everyMs` for `forMs` (real mousemove events). */
async function keepActive(page: Page, forMs: number, everyMs = 400) {
  const end = Date.now() + forMs;
  let x = 10;
  while (Date.now() < end) {
    x = x === 10 ? 200 : 10;
    await page.mouse.move(x, 100);
    await page.waitForTimeout(everyMs);
  }
}

/** The login page, with or without a `?target=`. */
const onLogin = (url: URL) => url.pathname === '/pl/login';

const contexts: BrowserContext[] = [];
afterEach(async () => {
  for (const c of contexts.splice(0)) await c.close();
});

describe('session in three tabs', () => {
  describe('idle, warning and logout timers', () => {
    // idle after 1 s; countdown 8 s; warning in the last 5 s.
    const session = { idleTimeoutMs: 1000, sessionSeconds: 8, warningSeconds: 5, checkIntervalMs: 1000 };
    let server: RunningServer;
    beforeAll(async () => {
      server = await startAppServer({ sessionOverrides: session });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('activity in one tab keeps the other tabs alive', async () => {
      const { context, tabs } = await threeTabs(server);
      contexts.push(context);
      const [a, b, c] = tabs as [Page, Page, Page];
      // 14 s of activity in tab A only: far past idle (1 s) + countdown (8 s).
      await keepActive(a, 14_000);
      for (const tab of [a, b, c]) {
        const state = await probe(tab);
        expect(state.loggedIn).toBe(true);
        expect(state.sessionWarning).toBe(false);
        expect(new URL(tab.url()).pathname).toBe('/pl/dashboard');
      }
      expect(await b.getByTestId('session-warning').count()).toBe(0);
    });

    it('the warning modal appears in every tab, counts down, and "stay" hides it everywhere', async () => {
      const { context, tabs } = await threeTabs(server);
      contexts.push(context);
      const [a, b, c] = tabs as [Page, Page, Page];
      // Idle at +1 s, warning from +4 s (5 s left).
      for (const tab of tabs) await tab.getByTestId('session-warning').waitFor({ timeout: 8000 });
      const first = await b.getByTestId('session-countdown').textContent();
      expect(first).toMatch(/^0 min 0[1-5] s$/);
      await b.waitForTimeout(1500);
      const second = await b.getByTestId('session-countdown').textContent();
      expect(Number(second?.match(/(\d+) s$/)?.[1])).toBeLessThan(Number(first?.match(/(\d+) s$/)?.[1]));
      // A synthetic click: moving the real mouse onto the button is itself activity and would
      // hide the warning before the click lands; this checks the button's own markActivity().
      await a.getByRole('button', { name: 'Pozostań zalogowany' }).dispatchEvent('click');
      for (const tab of [a, b, c])
        await tab.getByTestId('session-warning').waitFor({ state: 'detached', timeout: 3000 });
      // Detached because of "stay", not because the countdown logged out.
      for (const tab of [a, b, c]) expect((await probe(tab)).loggedIn).toBe(true);
    });

    it('the countdown reaching 0 logs every tab out to /pl/login', async () => {
      const { context, tabs } = await threeTabs(server);
      contexts.push(context);
      for (const tab of tabs) await tab.waitForURL(onLogin, { timeout: 15_000 });
    });
  });

  describe('renew, logout and notifications', () => {
    // Token of 60 s renewed in its last 50 s, checked every second; never idle during the test.
    // The 10 s between a renew and the next window leave room for the checks on a slow machine.
    const session = { idleTimeoutMs: 60_000, refreshBufferSeconds: 50, checkIntervalMs: 1000 };
    let server: RunningServer;
    beforeAll(async () => {
      server = await startAppServer({ sessionOverrides: session, tokenTtlSeconds: 60 });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('a renew happens once and every tab carries the new token', async () => {
      const { context, tabs } = await threeTabs(server);
      contexts.push(context);
      const renewals: number[] = [];
      context.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/account/renew-token') renewals.push(Date.now());
      });
      const before = (await probe(tabs[0] as Page)).tokenExpiry;
      // The window opens 10 s after login; a renewed token (60 s) is due again 10 s later.
      await expect.poll(() => renewals.length, { timeout: 20_000 }).toBeGreaterThan(0);
      await (tabs[0] as Page).waitForTimeout(1500);
      expect(renewals).toHaveLength(1);
      const cookie = (await context.cookies()).find((c) => c.name.endsWith('account_token'));
      expect(cookie).toBeDefined();
      const exp = decodeTokenExp(cookie?.value ?? '') * 1000;
      expect(exp).toBeGreaterThan(before);
      for (const tab of tabs) expect((await probe(tab)).tokenExpiry).toBe(exp);
      // And their next calls send it: each tab opens the notifications page in-app.
      for (const tab of tabs) {
        const [request] = await Promise.all([
          tab.waitForRequest((r) => new URL(r.url()).pathname === '/api/notification/list'),
          tab.getByTestId('unread-badge').click(),
        ]);
        expect(await request.headerValue('authorization')).toBe(`Bearer ${cookie?.value}`);
      }
    });

    it('logout in one tab puts every tab on /pl/login', async () => {
      const { context, tabs } = await threeTabs(server);
      contexts.push(context);
      const [a, b, c] = tabs as [Page, Page, Page];
      await b.getByRole('button', { name: 'Wyloguj' }).click();
      for (const tab of [a, b, c]) await tab.waitForURL(onLogin, { timeout: 5000 });
      for (const tab of [a, b, c]) expect((await probe(tab)).loggedIn).toBe(false);
      expect((await context.cookies()).some((c) => c.name.endsWith('account_token'))).toBe(false);
    });

    it('a server-pushed notification shows the unread count in the header and a toast in every tab', async () => {
      const { context, tabs } = await threeTabs(server);
      contexts.push(context);
      // The badge's first count (notificationUnreadCounter) is in before the push, so it cannot overwrite it.
      const unread = server.ctx.db
        .prepare('SELECT COUNT(*) FROM notifications WHERE user_id = ? AND read_at IS NULL')
        .pluck()
        .get(USER_ID);
      for (const tab of tabs) {
        await expect.poll(async () => (await probe(tab)).socketStatus).toBe('authenticated');
        await expect.poll(async () => (await probe(tab)).unreadCount).toBe(unread);
      }
      server.ctx.live.pushToUser(USER_ID, {
        notification: {
          count: 3,
          type: 'offer_add_product_group',
          metadata: [
            { key: 'group_name', value: 'Rury PP' },
            { key: 'number', value: 'OF/2026/0042' },
            { key: 'offer_id', value: '42' },
          ],
        },
      });
      for (const tab of tabs) {
        await expect.poll(() => tab.getByTestId('unread-count').textContent()).toBe('3');
        await tab.getByText('Zakończono dodawanie grupy produktów').waitFor();
        await tab.getByText('Grupa cenowa Rury PP została prawidłowo dodana do oferty numer OF/2026/0042.').waitFor();
      }
      const a = tabs[0] as Page;
      await a.getByText('Przejdź do oferty').click();
      await a.waitForURL('**/pl/dashboard/offers/add-offer/2?offer-id=42');
    });
    it('the notifications page lists, pages and marks read, and the badge of every tab follows', async () => {
      // Seven notifications of the user, four of them unread (ids 1..7, newest = 7).
      const db = server.ctx.db;
      db.prepare('DELETE FROM notifications WHERE user_id = ?').run(USER_ID);
      const insert = db.prepare(
        'INSERT INTO notifications (user_id, type, metadata, created_at, read_at) VALUES (?, ?, ?, ?, ?)',
      );
      // This user pages notifications five at a time (saved layout; lists show 20 by default).
      db.prepare(
        `INSERT INTO table_configs (user_id, table_key, table_columns, items_per_page) VALUES (?, 'notifications', '[]', 5)
         ON CONFLICT (user_id, table_key) DO UPDATE SET items_per_page = 5`,
      ).run(USER_ID);
      for (let i = 1; i <= 7; i++) {
        const metadata = JSON.stringify([
          { key: 'group_name', value: `Grupa ${i}` },
          { key: 'number', value: `OF/2026/000${i}` },
          { key: 'offer_id', value: String(i) },
        ]);
        const at = new Date(Date.UTC(2026, 10, i, 9)).toISOString();
        insert.run(USER_ID, 'offer_add_product_group', metadata, at, i % 2 === 0 ? at : null);
      }
      const { context, tabs } = await threeTabs(server);
      contexts.push(context);
      const [a, b, c] = tabs as [Page, Page, Page];
      // The first count comes from notificationUnreadCounter.
      for (const tab of tabs) await expect.poll(() => tab.getByTestId('unread-count').textContent()).toBe('4');
      await a.getByTestId('unread-badge').click();
      await a.waitForURL('**/pl/dashboard/notifications');
      const rows = a
        .getByRole('grid', { name: 'Powiadomienia' })
        .getByRole('row')
        .filter({ has: a.getByRole('rowheader') });
      await expect.poll(() => rows.count()).toBe(5);
      await a.getByText('Strona 1 z 2').waitFor();
      await expectAccessible(a);
      await a.getByRole('button', { name: 'Następna strona' }).click();
      await a.getByText('Strona 2 z 2').waitFor();
      await expect.poll(() => rows.count()).toBe(2);
      await a.getByRole('button', { name: 'Poprzednia strona' }).click();
      await a.getByText('Strona 1 z 2').waitFor();
      // Mark the newest (id 7, unread) read: the server pushes the new count to every tab.
      await rows
        .first()
        .getByRole('button', { name: /^Oznacz jako przeczytane/ })
        .click();
      for (const tab of [a, b, c]) await expect.poll(() => tab.getByTestId('unread-count').textContent()).toBe('3');
      await a.getByRole('button', { name: 'Oznacz wszystkie jako przeczytane' }).click();
      for (const tab of [a, b, c]) await expect.poll(() => tab.getByTestId('unread-count').count()).toBe(0);
      expect(
        db.prepare('SELECT COUNT(*) FROM notifications WHERE user_id = ? AND read_at IS NULL').pluck().get(USER_ID),
      ).toBe(0);
    });
  });

  it('the socket comes back after the server restarts on the same port and data directory', async () => {
    const options: StartServerOptions = { socketOverrides: { retryDelayMs: 1000 } };
    let server = await startAppServer(options);
    try {
      const { context, tabs } = await threeTabs(server);
      contexts.push(context);
      for (const tab of tabs) await expect.poll(async () => (await probe(tab)).socketStatus).toBe('authenticated');
      const { port, config } = server;
      await server.close();
      for (const tab of tabs) await expect.poll(async () => (await probe(tab)).socketStatus).not.toBe('authenticated');
      server = await startAppServer({ ...options, port, dataDir: config.dataDir });
      for (const tab of tabs) {
        await expect.poll(async () => (await probe(tab)).socketStatus, { timeout: 15_000 }).toBe('authenticated');
      }
      // The push tells what the database says (one notification read elsewhere): the counter the
      // tabs read again on reconnecting may land before or after it, and agrees with it either way.
      const db = server.ctx.db;
      db.prepare(
        `UPDATE notifications SET read_at = datetime('now')
          WHERE id = (SELECT id FROM notifications WHERE user_id = ? AND read_at IS NULL ORDER BY id LIMIT 1)`,
      ).run(USER_ID);
      const unread = db
        .prepare('SELECT count(*) FROM notifications WHERE user_id = ? AND read_at IS NULL')
        .pluck()
        .get(USER_ID) as number;
      server.ctx.live.pushToUser(USER_ID, { notification: { count: unread } });
      for (const tab of tabs) {
        await expect.poll(() => tab.getByTestId('unread-count').textContent()).toBe(String(unread));
      }
    } finally {
      await server.close();
    }
  });
});
