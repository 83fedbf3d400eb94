import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import type { RunningServer } from '@salesdesk/server';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bodyRows, expectAccessible, loggedInPage, table } from './listE2eKit';
import { launchChromium, startAppServer } from './sessionE2eKit';

// The administration pages against the real server in Chromium: one server and one browser.

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
});

afterAll(async () => {
  await Promise.allSettled([browser?.close(), server?.close()]);
});

afterEach(async () => {
  await Promise.allSettled(contexts.splice(0).map((c) => c.close()));
});

async function open(username: string, path: string) {
  const session = await loggedInPage(browser, server, username);
  contexts.push(session.context);
  await session.page.goto(path);
  return session.page;
}

describe('Użytkownicy', () => {
  it('an administrator deactivates a user, who can no longer log in', async () => {
    const page = await open('admin', '/pl/dashboard/users?search=zastepca');
    await expect.poll(() => bodyRows(page, 'Użytkownicy').count()).toBe(1);
    await expectAccessible(page);
    const row = bodyRows(page, 'Użytkownicy').first();
    const name = (await row.getByRole('rowheader').textContent()) ?? '';
    await row.getByRole('button', { name: `Akcje użytkownika ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Dezaktywuj' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Dezaktywować konto ${name}?` });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Dezaktywuj' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => row.getByText('Nieaktywny').count()).toBe(1);

    const guest = await browser.newContext({ baseURL: server.url });
    contexts.push(guest);
    const login = await guest.newPage();
    await login.goto('/pl/login');
    await login.getByLabel('Nazwa użytkownika').fill('zastepca');
    await login.getByLabel('Hasło').fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect
      .poll(() => login.getByText('Konto jest nieaktywne. Skontaktuj się z administratorem.').count())
      .toBe(1);
    expect(new URL(login.url()).pathname).toBe('/pl/login');
  });

  it('a salesperson is refused the users page', async () => {
    const page = await open('handlowiec', '/pl/dashboard/users');
    await expect.poll(() => page.getByText('Nie masz dostępu do tej strony.').count()).toBe(1);
    expect(await table(page, 'Użytkownicy').count()).toBe(0);
    await expectAccessible(page);
  });
});
