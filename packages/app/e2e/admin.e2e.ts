import { resolve } from 'node:path';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { applyOfferLineChange, createApiClient, memoryTokenStore } from '@salesdesk/sdk';
import { describe, expect, it } from 'vitest';
import { bodyRows, editorRows, expectAccessible, sharedBrowserSuite, table } from './listE2eKit';

// The administration pages against the real server in Chromium: one server and one browser.

const suite = sharedBrowserSuite();
const { contexts } = suite;
const open = suite.open;

/** An sdk client of the running server logged in as `username`. */
async function apiAs(username: string) {
  const client = createApiClient({ baseURL: suite.server.url, tokenStore: memoryTokenStore() });
  const { token } = await client.call('login', { body: { username, password: DEMO_PASSWORD } });
  client.tokenStore?.set(token);
  return client;
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

    const guest = await suite.browser.newContext({ baseURL: suite.server.url });
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

  it('a branch director sees an administrator’s actions disabled, each with the reason the server would give', async () => {
    const page = await open('dyrektor.oddzialu', '/pl/dashboard/users?search=admin%40');
    await expect.poll(() => bodyRows(page, 'Użytkownicy').count()).toBe(1);
    const row = bodyRows(page, 'Użytkownicy').first();
    const name = (await row.getByRole('rowheader').textContent()) ?? '';
    const trigger = row.getByRole('button', { name: `Akcje użytkownika ${name}` });
    // Nothing may be done to an administrator: the button opens the reasons, not a menu.
    await trigger.click();
    const note = page.getByRole('dialog', { name: `Akcje użytkownika ${name}` });
    await note.waitFor();
    expect(await note.textContent()).toContain('Administratorami może zarządzać tylko administrator.');
    expect(await page.getByRole('menuitem').count()).toBe(0);
    await expectAccessible(page);
    await page.screenshot({ path: resolve(import.meta.dirname, '../../../artifacts/users-director.png') });
    await page.keyboard.press('Escape');
    await expect.poll(() => note.count()).toBe(0);
    // On a seller of the branch the actions are there.
    await page.goto('/pl/dashboard/users?search=handlowiec%40');
    const seller = bodyRows(page, 'Użytkownicy').first();
    await seller.waitFor();
    await seller.getByRole('button', { name: /^Akcje użytkownika / }).click();
    await page.getByRole('menuitem', { name: 'Zmień rolę' }).waitFor();
    await page.keyboard.press('Escape');
    // And the server refuses what the page does not offer.
    const director = await apiAs('dyrektor.oddzialu');
    await expect(director.call('assignStatus', { body: { user_id: 1, is_active: false } })).rejects.toMatchObject({
      status: 403,
    });
  });

  it('a salesperson is refused the users page', async () => {
    const page = await open('handlowiec', '/pl/dashboard/users');
    await expect.poll(() => page.getByText('Nie masz dostępu do tej strony.').count()).toBe(1);
    expect(await table(page, 'Użytkownicy').count()).toBe(0);
    await expectAccessible(page);
  });
});

describe('Zastępstwa', () => {
  it('an administrator sets a deputy for today, who then sees the absent director’s approvals', async () => {
    // A salesperson's offer waiting for a branch director (margin 12 %: 3 points short).
    const seller = await apiAs('handlowiec');
    const [product] = (await seller.call('productList', { query: { limit: 1 } })).items;
    const clients = await seller.call('clientList', { query: { limit: 1 } });
    let offer = await seller.call('offerCreate', {
      body: { client_id: clients.items[0]?.id ?? 0, items: [{ product_id: product?.id ?? 0, quantity: 1 }] },
    });
    const line = offer.items[0];
    const changed = await seller.call('offerItemUpdate', {
      params: { id: line?.id ?? 0 },
      body: { version: offer.version, client_price: Math.round((line?.buy_price ?? 0) / 0.88) },
    });
    offer = applyOfferLineChange(offer, changed);
    expect(offer.required_approval_level).toBe('branch_manager');
    offer = await seller.call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'submit' },
    });
    const deputyApi = await apiAs('akceptant');
    const before = await deputyApi.call('offerToApproveList', { query: { search: offer.number } });
    expect(before.items).toHaveLength(0);

    const page = await open('admin', '/pl/dashboard/substitutions');
    await page.getByRole('button', { name: 'Dodaj zastępstwo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nowe zastępstwo' });
    await dialog.getByRole('combobox', { name: /Nieobecny/ }).fill('Kowalczyk');
    await page.getByRole('option', { name: /Małgorzata Kowalczyk/ }).click();
    await dialog.getByRole('combobox', { name: /Zastępca/ }).fill('Dąbrowski');
    await page.getByRole('option', { name: /Paweł Dąbrowski/ }).click();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Zapisz zastępstwo' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => bodyRows(page, 'Zastępstwa').filter({ hasText: 'Paweł Dąbrowski' }).count())
      .toBeGreaterThan(0);

    const deputy = await open('akceptant', `/pl/dashboard/offers?tab=toApprove&search=${offer.number}`);
    await expect.poll(() => bodyRows(deputy, 'Do akceptacji').filter({ hasText: offer.number }).count()).toBe(1);
    await expectAccessible(deputy);
  });
});

describe('Importy', () => {
  it('lists the import jobs with relative and exact times; a salesperson is refused', async () => {
    const page = await open('admin', '/pl/dashboard/imports?tab=jobs');
    await expect.poll(() => bodyRows(page, 'Importy').count()).toBeGreaterThan(0);
    await expect.poll(() => table(page, 'Importy').locator('time').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: /^Wszystkie Stan$/ }).click();
    await page.getByRole('option', { name: 'Błąd' }).click();
    await expect.poll(() => new URL(page.url()).search).toContain('current_job_status=failed');
    await expectAccessible(page);

    const seller = await open('handlowiec', '/pl/dashboard/imports');
    await expect.poll(() => seller.getByText('Nie masz dostępu do tej strony.').count()).toBe(1);
  });
});

describe('Słowa na ekranie', () => {
  /**
   * English a person should never read, and codes that are not words: whole words only, so
   * Polish text and product names do not match ("Administrators" is the role's key).
   */
  const FOREIGN =
    /\b(the|and|of|is|are|you|your|please|error|loading|search|save|cancel|delete|edit|next|previous|close|select|option|options|available|submit|undefined|null|NaN|true|false|Administrators|import_[a-z_]+)\b/;

  /** The words of what is visible on the page (innerText leaves out what is hidden). */
  const visibleWords = async (page: import('playwright-core').Page) =>
    page.evaluate(() => {
      const main = document.querySelector<HTMLElement>('main') ?? document.body;
      // biome-ignore lint/performance/useDomNodeTextContent: what is rendered is the point, not the DOM's text
      return main.innerText;
    });

  it('the main pages of an administrator and a salesperson show no English words, role keys or job codes', async () => {
    const pages: [string, string][] = [
      ['admin', '/pl/dashboard'],
      ['admin', '/pl/dashboard/users'],
      ['admin', '/pl/dashboard/users?role=Administrators'],
      ['admin', '/pl/dashboard/imports?tab=jobs'],
      ['admin', '/pl/dashboard/imports?tab=history'],
      ['admin', '/pl/dashboard/substitutions'],
      ['admin', '/pl/dashboard/webhooks'],
      ['handlowiec', '/pl/dashboard'],
      ['handlowiec', '/pl/dashboard/clients'],
      ['handlowiec', '/pl/dashboard/offers'],
      ['handlowiec', '/pl/dashboard/orders'],
      ['handlowiec', '/pl/dashboard/stock'],
      ['handlowiec', '/pl/dashboard/invoices'],
      ['handlowiec', '/pl/dashboard/settlements'],
      ['handlowiec', '/pl/dashboard/notifications'],
      ['handlowiec', '/pl/dashboard/settings'],
    ];
    const found: string[] = [];
    for (const [user, path] of pages) {
      const page = await open(user, path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Lists fill in after their first answer (a page that keeps polling is read as it is then).
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      const words = await visibleWords(page);
      await page.close();
      const hit = FOREIGN.exec(words);
      if (hit)
        found.push(`${user} ${path}: „${hit[0]}” in …${words.slice(Math.max(0, hit.index - 40), hit.index + 40)}…`);
    }
    expect(found).toEqual([]);
    // The role filter and the rows name the administrators' role in Polish.
    const users = await open('admin', '/pl/dashboard/users?role=Administrators');
    await expect.poll(() => bodyRows(users, 'Użytkownicy').count()).toBeGreaterThan(0);
    expect(await bodyRows(users, 'Użytkownicy').first().getByText('Administrator', { exact: true }).count()).toBe(1);
    await expectAccessible(users);
    const jobs = await open('admin', '/pl/dashboard/imports?tab=jobs&search=stock');
    await expect.poll(() => bodyRows(jobs, 'Importy').count()).toBe(1);
    expect(await bodyRows(jobs, 'Importy').first().getByRole('rowheader').textContent()).toBe('Stany magazynowe');
    expect(await bodyRows(jobs, 'Importy').first().getByText('Co 15 minut').count()).toBe(1);
    await expectAccessible(jobs);
    // Sixteen pages opened one after another: minutes on a loaded machine.
  }, 300_000);
});

describe('Hasło', () => {
  it('from "Nie pamiętasz hasła?" through the e-mailed link to a new password that logs in', async () => {
    const db = suite.server.ctx.db;
    const email = db.prepare("SELECT email FROM users WHERE username = 'dyrektor.regionu'").pluck().get() as string;
    const context = await suite.browser.newContext({
      baseURL: suite.server.url,
      viewport: { width: 390, height: 844 },
    });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/pl/login');
    await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
    await page.getByLabel('Adres e-mail').fill(email);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Wyślij link' }).click();
    await page.getByText(`Jeśli konto z adresem ${email} istnieje`).waitFor();

    // The e-mail lands in the server's outbox; its link is the reset page with the token.
    const body = db
      .prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1')
      .pluck()
      .get(email) as string;
    const link = /\/pl\/reset-password\?token=[\w-]+/.exec(body)?.[0];
    expect(link).toBeDefined();
    await page.goto(link as string);
    await page.getByLabel('Nowe hasło', { exact: true }).fill('NoweHaslo2026');
    await page.getByLabel('Powtórz nowe hasło').fill('NoweHaslo2026');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Ustaw hasło' }).click();
    await page.getByText('Możesz się teraz zalogować nowym hasłem.').waitFor();
    await page.getByRole('link', { name: 'Przejdź do logowania' }).click();

    await page.getByLabel('Nazwa użytkownika').fill('dyrektor.regionu');
    await page.getByLabel('Hasło', { exact: true }).fill('NoweHaslo2026');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.waitForURL('**/pl/dashboard');
  });
});

describe('Ustawienia', () => {
  it('the zoom and the stock filter survive a new browser, and the dashboard follows the shortcuts', async () => {
    const page = await open('handlowiec', '/pl/dashboard/settings');
    await page.getByRole('button', { name: /Powiększenie/ }).click();
    await page.getByRole('option', { name: '125%' }).click();
    await expect.poll(() => page.evaluate(() => document.body.style.zoom)).toBe('125%');
    const catalogue = page.getByRole('checkbox', { name: 'Katalog: tylko dostępne' });
    await expect.poll(() => catalogue.isChecked()).toBe(true);
    await page.getByText('Katalog: tylko dostępne').click();
    await expect.poll(() => catalogue.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Usuń: Inwestycje' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Usuń: Inwestycje' }).count()).toBe(0);
    await expectAccessible(page);

    // Another machine: a fresh browser context, the same account.
    const again = await open('handlowiec', '/pl/dashboard/settings');
    await expect.poll(() => again.getByRole('button', { name: /Powiększenie/ }).textContent()).toContain('125%');
    await expect.poll(() => again.evaluate(() => document.body.style.zoom)).toBe('125%');
    await expect.poll(() => again.getByRole('checkbox', { name: 'Katalog: tylko dostępne' }).isChecked()).toBe(false);
    await again.goto('/pl/dashboard');
    await expect.poll(() => again.getByRole('list', { name: 'Skróty' }).getByRole('listitem').count()).toBe(5);
    await expectAccessible(again);
  });
});

describe('Stany magazynowe', () => {
  it('shows the default warehouse’s products, the catalogue, and a product’s stock in every warehouse', async () => {
    const page = await open('admin', '/pl/dashboard/stock');
    await page.getByText(/Stan magazynu WAW/).waitFor();
    await expect.poll(() => bodyRows(page, 'Magazyn').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Katalog' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=catalogue');
    await expect.poll(() => bodyRows(page, 'Katalog').count()).toBeGreaterThan(0);
    const row = bodyRows(page, 'Katalog').first();
    const name = (await row.getByRole('rowheader').textContent()) ?? '';
    await row.getByRole('button', { name: `Stany w magazynach: ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Stany produktu ${name}` });
    await expect.poll(() => dialog.locator('tbody tr').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });
});

describe('Oferta', () => {
  it('shows an offer with its lines and totals, and sends it to approval after a confirmation', async () => {
    const seller = await apiAs('handlowiec');
    const [product, scanned] = (await seller.call('productList', { query: { limit: 2, sort: 'id' } })).items;
    const clients = await seller.call('clientList', { query: { limit: 1 } });
    const offer = await seller.call('offerCreate', {
      body: { client_id: clients.items[0]?.id ?? 0, items: [{ product_id: product?.id ?? 0, quantity: 2 }] },
    });
    const page = await open('handlowiec', `/pl/dashboard/offers/${offer.id}`);
    await page.getByRole('heading', { name: `Oferta ${offer.number}` }).waitFor();
    await expect.poll(() => editorRows(page).count()).toBe(1);
    await expectAccessible(page);

    // A barcode scanner is a keyboard: the symbol and Enter, twice; focus stays in the field.
    const field = page.getByRole('combobox', { name: 'Dodaj pozycję' });
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    for (let scan = 1; scan <= 2; scan++) {
      await page.keyboard.type(scanned?.symbol ?? '');
      await page.keyboard.press('Enter');
      await expect
        .poll(async () => {
          const now = await seller.call('offerById', { params: { id: offer.id } });
          return now.items.find((l) => l.product_id === scanned?.id)?.quantity ?? 0;
        })
        .toBe(scan);
      await expect.poll(() => field.inputValue()).toBe('');
    }
    await expect.poll(() => editorRows(page).count()).toBe(2);
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    await page
      .getByRole('group', { name: 'Akcje oferty' })
      .getByRole('button', { name: 'Wyślij do akceptacji' })
      .click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Wyślij do akceptacji' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const after = await seller.call('offerById', { params: { id: offer.id } });
    expect(after.status).not.toBe('draft');
    await expect.poll(() => page.locator(`[data-status="${after.status}"]`).count()).toBeGreaterThan(0);
  });
});

describe('Dokumentacja API', () => {
  it('a logged-in user reads the OpenAPI document of the server, opens a call and downloads the JSON', async () => {
    const page = await open('admin', '/pl/dashboard/api');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Dokumentacja API' }).count()).toBe(1);
    await expect.poll(() => page.getByText(/Wywołań: \d+/).textContent()).toMatch(/Wywołań: \d{2,}/);
    await expectAccessible(page);
    await page.getByRole('searchbox', { name: 'Szukaj wywołania' }).fill('offer-item-qty');
    const call = page.getByRole('button', { name: /PUT\s*\/api\/offer-item-qty\/\{id\}/ });
    await expect.poll(() => call.count()).toBe(1);
    await call.click();
    await expect.poll(() => page.getByRole('table', { name: 'Parametry' }).count()).toBe(1);
    await expect.poll(() => page.getByText('quantity', { exact: true }).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    const href = await page.getByRole('link', { name: 'Pobierz dokument OpenAPI (JSON)' }).getAttribute('href');
    const served = await (await fetch(new URL(href ?? '', suite.server.url))).json();
    expect(served.openapi).toBe('3.1.0');
    expect(Object.keys(served.paths)).toContain('/api/offer-item-qty/{id}');
  });
});
