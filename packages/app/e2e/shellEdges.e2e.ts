// The shell's edges against the real server in Chromium: locale cookies, the update prompt after
// a deploy under a running page, and error reporting into a local envelope receiver.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAppBuilt } from './ensureAppBuilt';
import { bodyRows, expectAccessible, pathOf, sharedBrowserSuite } from './listE2eKit';
import { APP_DIST } from './sessionE2eKit';

/** Envelopes the app posted, as text (replays go uncompressed). */
const envelopes: string[] = [];
let receiver: Server | undefined;
let dsn = '';
/** A copy of the built app, so the test can "deploy" a new build id under a running page. */
let appDir = '';

beforeAll(async () => {
  receiver = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method !== 'POST') {
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      envelopes.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((done) => receiver?.listen(0, '127.0.0.1', done));
  dsn = `http://e2epublickey@127.0.0.1:${(receiver.address() as AddressInfo).port}/7`;
  await ensureAppBuilt();
  appDir = mkdtempSync(join(tmpdir(), 'salesdesk-app-'));
  cpSync(APP_DIST, appDir, { recursive: true });
});
afterAll(async () => {
  await new Promise((done) => receiver?.close(done));
});

const suite = sharedBrowserSuite(() => ({ appDir, errorReportingDsn: dsn, updateCheckSeconds: 1 }));

describe('locale cookies', () => {
  it('/ and /pl write the locale and the language-redirect cookie for 365 days', async () => {
    for (const path of ['/', '/pl']) {
      const context = await suite.browser.newContext({ baseURL: suite.server.url });
      suite.contexts.push(context);
      const page = await context.newPage();
      const before = Date.now() / 1000;
      await page.goto(path);
      await page.waitForURL('**/pl/login');
      const cookies = await context.cookies();
      for (const name of ['salesdesk_locale', 'salesdesk_i18n_redirected']) {
        const cookie = cookies.find((c) => c.name === name);
        expect(cookie?.value, name).toBe('pl');
        expect(cookie?.path).toBe('/');
        const days = ((cookie?.expires ?? 0) - before) / 86_400;
        expect(days).toBeGreaterThan(364.9);
        expect(days).toBeLessThan(365.1);
      }
      // The landing's redirect ends on a login page a person can use.
      await page.getByRole('button', { name: 'Zaloguj się' }).waitFor();
      await expectAccessible(page);
    }
  });

  it('a page other than the landing writes no locale cookie', async () => {
    const context = await suite.browser.newContext({ baseURL: suite.server.url });
    suite.contexts.push(context);
    const page = await context.newPage();
    await page.goto('/pl/login');
    await page.getByRole('button', { name: 'Zaloguj się' }).waitFor();
    expect((await context.cookies()).map((c) => c.name)).not.toContain('salesdesk_locale');
    await expectAccessible(page);
  });
});

describe('error reporting', () => {
  it('the login route loads no reporting code; an error thrown in a page arrives with release 2.2.3 and the user id, without the token', async () => {
    const context = await suite.browser.newContext({ baseURL: suite.server.url });
    suite.contexts.push(context);
    const login = await context.newPage();
    const scripts: string[] = [];
    login.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await login.goto('/pl/login');
    await login.getByRole('button', { name: 'Zaloguj się' }).waitFor();
    expect(envelopes).toEqual([]);
    const loginScripts = [...scripts];

    await login.getByLabel('Nazwa użytkownika').fill('handlowiec');
    await login.getByLabel('Hasło').fill('demo1234');
    await login.getByRole('button', { name: 'Zaloguj się' }).click();
    await login.waitForURL('**/pl/dashboard');
    // The reporting chunk came after login, not with the login route.
    expect(loginScripts.filter((url) => /\/assets\/sentry-/.test(url))).toEqual([]);
    await expect.poll(() => scripts.some((url) => /\/assets\/sentry-/.test(url))).toBe(true);
    const token = (await context.cookies()).find((c) => c.name === 'salesdesk_account_token')?.value ?? '';
    expect(token.length).toBeGreaterThan(20);

    await login.goto(`/pl/dashboard/offers?token=${token}`);
    await login.getByRole('heading', { name: 'Oferty', level: 1 }).waitFor();
    // The page the error is thrown in: its list has loaded (with the reporting code running).
    await expect.poll(() => bodyRows(login, 'W obiegu').count()).toBeGreaterThan(0);
    await expectAccessible(login);
    await login.evaluate((t) => {
      setTimeout(() => {
        throw new Error(`e2e: awaria strony ${t}`);
      });
    }, token);
    await expect.poll(() => envelopes.find((e) => e.includes('e2e: awaria strony')), { timeout: 15_000 }).toBeTruthy();
    const event = envelopes.find((e) => e.includes('e2e: awaria strony')) ?? '';
    expect(event).toContain('"release":"2.2.3"');
    expect(event).toMatch(/"user":\{"id":"2"\}/);
    expect(event).not.toContain('handlowiec@');
    // Nothing that left the browser carries the token: not the event, its URL, breadcrumbs or replay.
    for (const envelope of envelopes) expect(envelope).not.toContain(token);
  });
});

describe('update prompt', () => {
  it('offers "Dostępna nowa wersja — odśwież" once a new build id is deployed under a running page, and reloads into it', async () => {
    const page = await suite.open('handlowiec', '/pl/dashboard/clients');
    await page.getByRole('heading', { name: 'Klienci', level: 1 }).waitFor();
    const file = join(appDir, 'builds', 'latest.json');
    const running = JSON.parse(readFileSync(file, 'utf8')) as { id: string };
    expect(await page.getByText('Dostępna nowa wersja — odśwież').count()).toBe(0);

    writeFileSync(file, JSON.stringify({ id: `${running.id}-nowa`, time: new Date().toISOString() }));
    const prompt = page.getByRole('region', { name: 'Dostępna nowa wersja — odśwież' });
    await prompt.waitFor({ timeout: 10_000 });
    expect(await prompt.textContent()).toContain('Niezapisane zmiany w pozycjach ofert i zamówień zostaną zachowane');
    // The page stays as it was: nothing reloads by itself.
    expect(pathOf(page)).toBe('/pl/dashboard/clients');
    // The prompt over the page, as a person meets it.
    await expectAccessible(page);

    // "Odśwież teraz" loads the page again; the new build's file is what it is served.
    writeFileSync(file, JSON.stringify(running));
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Odśwież teraz' }).click()]);
    await page.getByRole('heading', { name: 'Klienci', level: 1 }).waitFor();
    expect(await page.getByText('Dostępna nowa wersja — odśwież').count()).toBe(0);
  });

  it('serves builds/latest.json without caching', async () => {
    const res = await fetch(`${suite.server.url}/builds/latest.json`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toMatchObject({ id: expect.any(String), time: expect.any(String) });
  });
});
