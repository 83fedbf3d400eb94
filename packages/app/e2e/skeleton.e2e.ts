import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { messages } from '@salesdesk/sdk';
import type { RunningServer } from '@salesdesk/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './listE2eKit';
import { launchChromium, startAppServer } from './sessionE2eKit';

// Issue 2, item 8: the walking skeleton in real headless chromium against the real server.

/** Screenshots go to the git-ignored artifacts folder at the repository root. */
const ARTIFACTS = resolve(import.meta.dirname, '../../../artifacts');

const TILES = ['Zamówienia', 'Klienci', 'Utwórz zamówienie', 'Przygotuj ofertę', 'Oferty', 'Inwestycje'];

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
/** Console reports of blocked content: the server's Content-Security-Policy must not break the app. */
let cspViolations: string[] = [];

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
});

afterAll(async () => {
  await Promise.allSettled([browser?.close(), server?.close()]);
});

afterEach(async () => {
  await context?.close();
  expect(cspViolations).toEqual([]);
  cspViolations = [];
});

/** A fresh browser profile (no cookies) on the server. */
async function newPage(): Promise<Page> {
  context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  return page;
}

async function logIn(page: Page, username: string, password: string) {
  await page.getByLabel('Nazwa użytkownika').fill(username);
  await page.getByLabel('Hasło').fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

describe('walking skeleton', () => {
  it('logs in as handlowiec and shows the dashboard tiles', async () => {
    const page = await newPage();
    // No request of the page may fail: the favicon and the manifest included.
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/');
    await page.waitForURL('**/pl/login');
    await page.getByRole('button', { name: 'Zaloguj się' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    for (const [path, type] of [
      ['/favicon.ico', 'image/x-icon'],
      ['/favicon.svg', 'image/svg+xml'],
      ['/site.webmanifest', 'application/manifest+json; charset=utf-8'],
    ]) {
      const response = await page.request.get(path as string);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toBe(type);
    }
    const manifest = (await (await page.request.get('/site.webmanifest')).json()) as { name: string };
    expect(manifest.name).toBe('salesdesk');
    await page.screenshot({ path: resolve(ARTIFACTS, 'login.png'), fullPage: true });
    await expectAccessible(page);

    await logIn(page, 'handlowiec', DEMO_PASSWORD);
    await page.waitForURL('**/pl/dashboard');
    const tiles = page.getByRole('list', { name: 'Skróty' });
    for (const name of TILES) {
      // waitFor: the dashboard's chunk loads lazily after the redirect.
      await tiles.getByRole('link', { name: new RegExp(`^${name}`) }).waitFor({ state: 'visible' });
    }
    const investments = tiles.getByRole('link', { name: /^Inwestycje/ });
    expect(await investments.getAttribute('target')).toBe('_blank');
    expect(await investments.getAttribute('rel')).toBe('noopener noreferrer');
    await page.getByText('Łukasz Żółkiewski').first().waitFor({ state: 'visible' });
    await page.screenshot({ path: resolve(ARTIFACTS, 'dashboard.png'), fullPage: true });
    await expectAccessible(page);

    // A tile navigates inside the app (placeholder page of a later issue, in the dashboard layout).
    await tiles.getByRole('link', { name: /^Oferty/ }).click();
    await page.waitForURL('**/pl/dashboard/offers');
    await page.getByRole('heading', { name: 'Oferty' }).waitFor({ state: 'visible' });

    // Logout goes back to login, and the dashboard is guarded again.
    await page.getByRole('button', { name: 'Wyloguj' }).click();
    await page.waitForURL('**/pl/login');
    await page.goto('/pl/dashboard');
    await page.waitForURL('**/pl/login?target=*');
  });

  it('shows the Polish error on a wrong password and stays on login', async () => {
    const page = await newPage();
    await page.goto('/pl/login');
    await logIn(page, 'handlowiec', 'zle-haslo');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(messages.errors.wrongCredentials);
    expect(pathOf(page)).toBe('/pl/login');
    expect(await page.getByRole('button', { name: 'Zaloguj się' }).isEnabled()).toBe(true);
    // The form with its error, as the person who mistyped sees it.
    await expectAccessible(page);
  });

  it('sends a logged-out visitor from /pl/dashboard/offers to login, and back after login', async () => {
    const page = await newPage();
    await page.goto('/pl/dashboard/offers');
    await page.waitForURL('**/pl/login?target=*');
    expect(pathOf(page)).toBe(`/pl/login?target=${encodeURIComponent('/pl/dashboard/offers')}`);
    // The login page with the target kept, then the page it leads back to.
    await expectAccessible(page);
    await logIn(page, 'handlowiec', DEMO_PASSWORD);
    await page.waitForURL('**/pl/dashboard/offers');
    await page.getByRole('heading', { name: 'Oferty', level: 1 }).waitFor();
    await expectAccessible(page);
  });

  it('sends a logged-in user from /pl/login (and /, /pl) to the dashboard', async () => {
    const page = await newPage();
    await page.goto('/pl/login');
    await logIn(page, 'handlowiec', DEMO_PASSWORD);
    await page.waitForURL('**/pl/dashboard');
    for (const path of ['/pl/login', '/', '/pl']) {
      await page.goto(path);
      await page.waitForURL('**/pl/dashboard');
      await page.getByRole('list', { name: 'Skróty' }).waitFor();
    }
    await expectAccessible(page);
  });

  it('shows the 404 text on an unknown route', async () => {
    const page = await newPage();
    for (const path of ['/pl/nie-ma-takiej-strony', '/cokolwiek/innego']) {
      await page.goto(path);
      const heading = page.getByRole('heading', { name: 'Nie znaleziono strony' });
      await heading.waitFor();
      expect(await page.locator('[data-status="404"]').getAttribute('data-status-message')).toBe(
        `Page not found: ${path}`,
      );
      expect(await page.locator('[data-status="404"] code').textContent()).toBe(path);
      expect(pathOf(page)).toBe(path);
      await expectAccessible(page);
    }
  });
});
