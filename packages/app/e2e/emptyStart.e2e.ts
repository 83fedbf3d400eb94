import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, sharedBrowserSuite } from './listE2eKit';

// The first production start of an empty database (docs/operations.md, "An empty start"): the
// built app on the real server with NODE_ENV=production semantics, no demo data, the
// administrator's password from ADMIN_PASSWORD. One server and one browser for the file.

const ADMIN_PASSWORD = 'Pierwsze-haslo-2026';

const suite = sharedBrowserSuite(() => ({ production: true, env: { ADMIN_PASSWORD } }));

/** A fresh browser profile signed in as the administrator of the empty system. */
async function adminPage(): Promise<Page> {
  const context = await suite.browser.newContext({
    baseURL: suite.server.url,
    viewport: { width: 1366, height: 768 },
  });
  suite.contexts.push(context);
  const page = await context.newPage();
  await page.goto('/pl/login');
  await page.getByLabel('Nazwa użytkownika').fill('admin');
  await page.getByLabel('Hasło').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.waitForURL('**/pl/dashboard');
  return page;
}

describe('an empty production start', () => {
  it('holds no demo data: only the administrator, the home company and the import jobs', () => {
    const { db } = suite.server.ctx;
    const count = (table: string) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
    expect(suite.server.config.seedData).toBe('empty');
    expect([count('users'), count('companies'), count('products'), count('clients'), count('offers')]).toEqual([
      1, 1, 0, 0, 0,
    ]);
  });

  it('shows the administrator "Pierwsze kroki" on the dashboard, accessible, and the keyboard reaches the imports', async () => {
    const failed: string[] = [];
    const page = await adminPage();
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    const card = page.getByRole('region', { name: 'Pierwsze kroki' });
    await card.waitFor();
    const steps = card.getByRole('list', { name: 'Kolejność importu' }).getByRole('listitem');
    await expect.poll(() => steps.count()).toBe(10);
    expect(await steps.first().textContent()).toBe('Firmy (gotowe: 1)');
    expect(await steps.nth(2).textContent()).toBe('Produkty (kartoteka towarowa) (do zaimportowania)');
    // The sales panel of a system without sales: zeros, no error.
    const sales = page.getByRole('region', { name: 'Twoja sprzedaż' });
    await sales.getByText('0,00 zł').first().waitFor();
    expect(await sales.getByRole('alert').count()).toBe(0);
    await page.screenshot({ path: resolve(import.meta.dirname, '../../../artifacts/empty-start-dashboard.png') });
    await expectAccessible(page);

    // Keyboard only: Tab until the card's link has the focus (past the steps' own links to the
    // upload), Enter opens the imports page.
    const link = card.getByRole('link', { name: 'Przejdź do importów' });
    let focused = false;
    for (let i = 0; i < 60 && !focused; i++) {
      await page.keyboard.press('Tab');
      focused = await link.evaluate((a) => a === document.activeElement);
    }
    expect(focused).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/pl/dashboard/imports');
    await page.getByRole('heading', { name: 'Importy', level: 1 }).waitFor();
    expect(failed).toEqual([]);
  });
});
