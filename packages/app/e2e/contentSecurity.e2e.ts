import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import type { RunningServer } from '@salesdesk/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './listE2eKit';
import { launchChromium, startAppServer } from './sessionE2eKit';

// The page's Content-Security-Policy as Chromium enforces it: a page load and a login report no
// violation (the `securitypolicyviolation` event, which a caught one fires too, unlike the console),
// and the live socket connects under `connect-src`.

let server: RunningServer;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
});

afterAll(async () => {
  await Promise.allSettled([browser?.close(), server?.close()]);
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A page that records every CSP violation event from its first script on. */
async function recordingPage(baseURL: string): Promise<Page> {
  context = await browser.newContext({ baseURL });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return context.newPage();
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

describe('content security policy in Chromium', () => {
  it('a page load and a login report no violation (no eval probe), and the live socket connects', async () => {
    const page = await recordingPage(server.url);
    await page.goto('/pl');
    await page.getByLabel('Nazwa użytkownika').fill('handlowiec');
    await page.getByLabel('Hasło').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.waitForURL(/\/pl\/dashboard/);
    const sellerId = server.ctx.db
      .prepare("SELECT id FROM users WHERE username = 'handlowiec'")
      .pluck()
      .get() as number;
    await expect.poll(() => server.ctx.live.connectionCount(sellerId), { timeout: 15_000 }).toBe(1);
    // A reload: the first script of a returning user runs again with the session in place.
    await page.reload();
    await page.waitForURL(/\/pl\/dashboard/);
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    // The page the policy was checked on is also the one a person sees: accessible under it too.
    await expectAccessible(page, ['[data-live-announcer]']);
  });

  it("Chromium counts a ws: socket to the page's own host and port as 'self'", async () => {
    // CSP Level 3 counts ws(s) to the page's own host and port as 'self'; the server's policy keeps
    // its explicit ws(s)://host entry only for browsers older than that.
    const plain: Server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': "connect-src 'self'" });
      res.end('<!doctype html><title>ws</title>');
    });
    plain.on('upgrade', (_req, socket) => socket.destroy());
    await new Promise<void>((r) => plain.listen(0, '127.0.0.1', r));
    try {
      const { port } = plain.address() as AddressInfo;
      const page = await recordingPage(`http://127.0.0.1:${port}`);
      await page.goto('/');
      const outcome = await page.evaluate(
        (target) =>
          new Promise<string>((resolve) => {
            try {
              const ws = new WebSocket(target);
              ws.onerror = () => resolve('attempted');
              ws.onclose = () => resolve('attempted');
            } catch (error) {
              resolve(`refused: ${(error as Error).message}`);
            }
          }),
        `ws://127.0.0.1:${port}/ws`,
      );
      expect(outcome).toBe('attempted');
      expect(await violations(page)).toEqual([]);
      const other = await page.evaluate(
        (target) =>
          new Promise<string>((resolve) => {
            try {
              const ws = new WebSocket(target);
              ws.onerror = () => resolve('attempted');
            } catch (error) {
              resolve(`refused: ${(error as Error).name}`);
            }
            setTimeout(() => resolve('timeout'), 2000);
          }),
        `ws://127.0.0.1:${port + 1}/ws`,
      );
      // The control: another port is not 'self', and the browser says so.
      expect(await violations(page)).toEqual([expect.stringMatching(/^connect-src ws:\/\/127\.0\.0\.1:\d+/)]);
      expect(other).not.toBe('timeout');
    } finally {
      plain.close();
    }
  });
});
