import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { createApiClient, memoryTokenStore } from '@salesdesk/sdk';
import { type RunningServer, startServer } from '@salesdesk/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExample, installExample, type Preview, packPackages, previewExample, REPO_ROOT } from './embedKit';
import { expectAccessible } from './listE2eKit';
import { launchChromium } from './sessionE2eKit';

// react-ui in a host app, as an integrator gets it: the sdk and react-ui packed into tarballs
// (`pnpm pack`), installed with npm outside the workspace into examples/embed (Vite + React),
// built with the host's own Vite, and driven in Chromium against the real server. Two hosts:
// one with Tailwind (the theme's @source) and one with the precompiled stylesheet only.

const dir = mkdtempSync(join(tmpdir(), 'salesdesk-embed-'));
let server: RunningServer;
let preview: Preview;
let browser: Browser;
let app: string;

beforeAll(async () => {
  const started = Date.now();
  const lap = (what: string) => console.info(`embed: ${what} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const tarballs = await packPackages(dir);
  lap('packed');
  app = await installExample(dir, tarballs);
  lap('installed with npm');
  await buildExample(app);
  lap('built with vite');
  server = await startServer({ env: {}, port: 0, host: '127.0.0.1', dataDir: join(dir, 'data'), appDir: null });
  preview = await previewExample(app, server.url);
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  preview?.stop();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The user's unread count as the server answers it. */
async function unreadCount(username: string): Promise<number> {
  const client = createApiClient({ baseURL: server.url, tokenStore: memoryTokenStore() });
  const { token } = await client.call('login', { body: { username, password: DEMO_PASSWORD } });
  client.tokenStore?.set(token);
  return (await client.call('notificationUnreadCounter')).count;
}

/** The computed value of a CSS property of the first element matching `selector`. */
function style(page: Page, selector: string, property: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
}

describe('react-ui embedded in a host app from the packed tarballs', () => {
  it('installs what was packed: no workspace ranges, the sdk and query cache as peers of the host', () => {
    const installed = JSON.parse(readFileSync(join(app, 'node_modules/@salesdesk/react-ui/package.json'), 'utf8'));
    expect(JSON.stringify(installed)).not.toContain('workspace:');
    expect(Object.keys(installed.peerDependencies)).toEqual(
      expect.arrayContaining(['@salesdesk/sdk', '@tanstack/react-query', 'nanostores', '@nanostores/react']),
    );
    // One copy of each shared singleton in the host: the host's, not a private one of react-ui.
    for (const shared of ['@salesdesk/sdk', '@tanstack/react-query', 'nanostores']) {
      expect(() =>
        readFileSync(join(app, 'node_modules/@salesdesk/react-ui/node_modules', shared, 'package.json')),
      ).toThrow();
    }
  });

  for (const [host, path] of [
    ['Host z Tailwind', '/'],
    ['Host bez Tailwind', '/plain.html'],
  ] as const) {
    it(`${host}: the login page and the invoices page render styled and work against the server`, async () => {
      const context = await browser.newContext({ baseURL: preview.url, viewport: { width: 1366, height: 768 } });
      try {
        const page = await context.newPage();
        await page.goto(path);
        await page.getByText(host).waitFor();
        const submit = page.getByRole('button', { name: 'Zaloguj się' });
        await submit.waitFor();
        // The theme's primary green (primary-700) on the submit button.
        expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(2, 122, 72)');
        await page.getByLabel('Nazwa użytkownika').fill('handlowiec');
        await page.getByLabel('Hasło').fill(DEMO_PASSWORD);
        await submit.click();
        const table = page.getByRole('grid', { name: 'Faktury' });
        await expect.poll(() => table.getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(1);
        expect(await style(page, 'h1', 'font-size')).toBe('24px');
        // The component: the unread counter, loaded from the server.
        const unread = await unreadCount('handlowiec');
        const badge = page.getByTestId('unread-badge');
        await expect.poll(() => badge.getAttribute('data-count')).toBe(String(unread));
        await expectAccessible(page);
        // Kept for a look after the run (artifacts/ is not committed).
        mkdirSync(join(REPO_ROOT, 'artifacts'), { recursive: true });
        await page.screenshot({
          path: join(REPO_ROOT, 'artifacts', `embed-${path === '/' ? 'tailwind' : 'plain'}.png`),
        });
      } finally {
        await context.close();
      }
    });
  }
});
