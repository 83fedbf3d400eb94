import { resolve } from 'node:path';
import { ApiError, createApiClient, memoryTokenStore } from '@salesdesk/sdk';
import { describe, expect, it } from 'vitest';
import { expectAccessible, sharedBrowserSuite } from './listE2eKit';

// Personal API tokens on the settings page against the real server in Chromium: the secret
// shown once works as a bearer token, and revoking it on the page shuts it out.

const suite = sharedBrowserSuite();

/** An sdk client of the running server sending `token`. */
const withToken = (token: string) =>
  createApiClient({ baseURL: suite.server.url, tokenStore: memoryTokenStore(token) });

describe('Ustawienia → Tokeny API', () => {
  it('makes a read-only token, uses it from a script, revokes it on the page', async () => {
    const page = await suite.open('handlowiec', '/pl/dashboard/settings');
    await page.getByRole('heading', { name: 'Tokeny API', exact: true }).waitFor();
    await page.getByRole('textbox', { name: /Nazwa tokenu/ }).fill('Eksport nocny e2e');
    // Keyboard only: Enter submits the form.
    await page.getByRole('textbox', { name: /Nazwa tokenu/ }).press('Enter');
    const secretBox = page.getByLabel('Nowy token API');
    await secretBox.waitFor();
    const secret = await secretBox.inputValue();
    expect(secret).toMatch(/^sdpat_[\w-]{43}$/);
    // The focus is on the notice, so a screen reader reads it and Tab reaches Kopiuj next.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
    await expectAccessible(page);
    await page.screenshot({ path: resolve(import.meta.dirname, '../../../artifacts/api-token-created.png') });

    const script = withToken(secret);
    expect((await script.call('userInformation')).username).toBe('handlowiec');
    const write = await script.call('shortcutsSet', { body: { items: ['orders'] } }).catch((e: unknown) => e);
    expect(write).toBeInstanceOf(ApiError);
    expect((write as ApiError).status).toBe(403);

    await page.getByRole('button', { name: 'Gotowe, skopiowałem' }).click();
    // After the script's calls the list (read again on a reload) shows when it was last used.
    await page.reload();
    const list = page.getByRole('list', { name: 'Twoje tokeny API' });
    const item = list.getByRole('listitem').filter({ hasText: 'Eksport nocny e2e' });
    await expect.poll(async () => (await item.textContent())?.includes('jeszcze nie użyty')).toBe(false);
    await page.getByRole('button', { name: 'Unieważnij token Eksport nocny e2e' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Unieważnić token „Eksport nocny e2e”?' });
    await dialog.getByRole('button', { name: 'Unieważnij' }).click();
    await expect.poll(() => item.textContent()).toContain('Unieważniony');
    const refused = await script.call('userInformation').catch((e: unknown) => e);
    expect((refused as ApiError).status).toBe(401);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
    await page.screenshot({
      path: resolve(import.meta.dirname, '../../../artifacts/api-tokens-phone.png'),
      fullPage: true,
    });
  });

  it('an administrator sees everyone’s active tokens and revokes one', async () => {
    const seller = createApiClient({ baseURL: suite.server.url, tokenStore: memoryTokenStore() });
    const { token } = await seller.call('login', { body: { username: 'akceptant', password: 'demo1234' } });
    seller.tokenStore?.set(token);
    const made = await seller.call('apiTokenCreate', {
      body: { name: 'Raport akceptanta', scope: 'read', expires_in_days: 7 },
    });
    const page = await suite.open('admin', '/pl/dashboard/settings');
    const all = page.getByRole('list', { name: 'Tokeny API użytkowników' });
    const item = all.getByRole('listitem').filter({ hasText: 'Raport akceptanta' });
    await item.waitFor();
    expect(await item.textContent()).toContain('(akceptant)');
    await expectAccessible(page);
    await item.getByRole('button', { name: 'Unieważnij token Raport akceptanta' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Unieważnij' }).click();
    await expect
      .poll(async () => (await seller.call('apiTokenList')).items.find((t) => t.id === made.api_token.id)?.status)
      .toBe('revoked');
  });
});
