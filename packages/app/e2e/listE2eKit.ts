import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import type { RunningServer, StartServerOptions } from '@salesdesk/server';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchChromium, startAppServer } from './sessionE2eKit';

const require = createRequire(import.meta.url);
/** axe-core's browser bundle, injected into pages under test. */
const AXE_SOURCE_PATH: string = require.resolve('axe-core/axe.min.js');

/** WCAG 2.2 A and AA rules (axe tags), the level every page must meet. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** One axe finding, trimmed for a readable assertion message. */
export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

let axeCode: string | undefined;
/** axe-core's source, read once. */
function axeSource(): string {
  axeCode ??= readFileSync(AXE_SOURCE_PATH, 'utf8');
  return axeCode;
}

/**
 * Runs axe-core in the page against WCAG 2.2 A/AA and returns what it found (an empty list is
 * a pass). `exclude` leaves out selectors the test does not own.
 */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the debugging protocol, not added as a <script>: the app's CSP (script-src
  // 'self') rightly refuses inline scripts, and the test must not weaken it.
  if (!loaded) await page.evaluate(axeSource());
  return page.evaluate(
    async ({ tags, exclude }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: unknown,
              options: unknown,
            ) => Promise<{
              violations: Array<{
                id: string;
                impact: string | null;
                help: string;
                nodes: Array<{ target: string[] }>;
              }>;
            }>;
          };
        }
      ).axe;
      const result = await axe.run(
        { exclude: exclude.map((selector) => [selector]) },
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      );
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      }));
    },
    { tags: WCAG_AA_TAGS, exclude },
  );
}

/** Asserts the page has no WCAG 2.2 A/AA violations, printing them when it has. */
export async function expectAccessible(page: Page, exclude: string[] = []): Promise<void> {
  const violations = await axeViolations(page, exclude);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

/** A new browser context (fresh profile: no cookies, no storage) logged in as `username`. */
export async function loggedInPage(
  browser: Browser,
  server: RunningServer,
  username: string,
  viewport = { width: 1366, height: 768 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, viewport });
  const page = await context.newPage();
  await page.goto('/pl/login');
  await page.getByLabel('Nazwa użytkownika').fill(username);
  await page.getByLabel('Hasło').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.waitForURL('**/pl/dashboard');
  return { context, page };
}

/** The data table of a list page by its accessible name. */
export function table(page: Page, name: string): Locator {
  return page.getByRole('grid', { name });
}

/** The body rows of a data table (rows with a row header). */
export function bodyRows(page: Page, name: string): Locator {
  // Data rows carry their key; the loading and empty states are a row without one.
  return table(page, name)
    .getByRole('row')
    .and(page.locator('[data-key]'))
    .filter({ has: page.getByRole('rowheader') });
}

/** The rows of an offer's line editor: a plain table (its inputs ordinary tab stops), not a grid. */
export function editorRows(page: Page, name = 'Pozycje'): Locator {
  return page.getByRole('table', { name }).locator('tbody tr');
}

/** The text of column `header` in every body row, in order. */
export async function columnTexts(page: Page, name: string, header: string): Promise<string[]> {
  const headers = await table(page, name).getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((h) => h.replace(/[↕▲▼]/g, '').trim() === header);
  if (index < 0) throw new Error(`No column "${header}" in ${headers.join(' | ')}`);
  const rows = await bodyRows(page, name).all();
  return Promise.all(rows.map(async (row) => ((await row.locator('th, td').nth(index).textContent()) ?? '').trim()));
}

/** The header texts of a data table, in order, without sort marks. */
export async function headerTexts(page: Page, name: string): Promise<string[]> {
  const headers = await table(page, name).getByRole('columnheader').allInnerTexts();
  return headers.map((h) => h.replace(/[↕▲▼]/g, '').trim()).filter(Boolean);
}

/** The path and query of the page's address. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** One server and one browser shared by the tests of a file, and the contexts each test opened. */
export interface SharedBrowserSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** Contexts closed after each test. */
  readonly contexts: BrowserContext[];
  /** A fresh context logged in as `username`, on `path`. */
  open(username: string, path: string): Promise<Page>;
}

/**
 * Starts the app's server and Chromium once for the file (closed after it), closes every context
 * a test opened after that test: the e2e files share this instead of repeating it.
 * `serverOptions` is read in the suite's `beforeAll`, after any hook registered before it.
 */
export function sharedBrowserSuite(
  serverOptions: () => StartServerOptions | Promise<StartServerOptions> = () => ({}),
): SharedBrowserSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(await serverOptions()), launchChromium()]);
  });
  afterAll(async () => {
    await Promise.allSettled([browser?.close(), server?.close()]);
  });
  afterEach(async () => {
    await Promise.allSettled(contexts.splice(0).map((c) => c.close()));
  });
  const suite: SharedBrowserSuite = {
    get server() {
      if (!server) throw new Error('the suite has not started');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the suite has not started');
      return browser;
    },
    contexts,
    async open(username, path) {
      const session = await loggedInPage(suite.browser, suite.server, username);
      contexts.push(session.context);
      await session.page.goto(path);
      return session.page;
    },
  };
  return suite;
}
