import { resolve } from 'node:path';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { type ApiClient, createApiClient, memoryTokenStore, offerMessages } from '@salesdesk/sdk';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyRows, editorRows, expectAccessible, sharedBrowserSuite } from './listE2eKit';

// The offer workspace against the real server in Chromium, by keyboard: the wizard, scanner-first
// line entry, the live approval prediction, approval seen live by both sides, the PDF in the
// outbox, an approval voided by a change, and an edit given back after a lost session. One
// server and one browser; the steps build on one offer, in order.

const suite = sharedBrowserSuite();

/** An sdk client of the running server logged in as `username`, and its token. */
async function apiAs(username: string): Promise<{ api: ApiClient; token: string }> {
  const api = createApiClient({ baseURL: suite.server.url, tokenStore: memoryTokenStore() });
  const { token } = await api.call('login', { body: { username, password: DEMO_PASSWORD } });
  api.tokenStore?.set(token);
  return { api, token };
}

const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The text of an element as read, no-break spaces as plain ones. */
const textOf = async (page: Page, role: 'region', name: string) =>
  ((await page.getByRole(role, { name }).textContent()) ?? '').replace(/\u00a0/g, ' ');

let seller: ApiClient;
let sellerToken: string;
let offerId = 0;

/** The salesperson's offer page, open in a fresh browser context (contexts close after each test). */
async function sellerOffer(): Promise<Page> {
  const page = await suite.open('handlowiec', `/pl/dashboard/offers/${offerId}`);
  await page.getByRole('heading', { name: /^Oferta / }).waitFor();
  return page;
}

beforeAll(async () => {
  ({ api: seller, token: sellerToken } = await apiAs('handlowiec'));
});

describe('Oferta od kreatora do klienta', () => {
  it('by keyboard a salesperson creates an offer, adds ten lines (some by EAN), sees the predicted level and sends it to approval; the approver sees it appear without a reload', async () => {
    const products = (await seller.call('productList', { query: { limit: 10, sort: 'id' } })).items;
    expect(products.filter((p) => p.ean)).not.toHaveLength(0);
    const [client] = (await seller.call('clientList', { query: { limit: 1, sort: 'name' } })).items;
    if (!client) throw new Error('the reference data has clients');

    // The approver's "Do akceptacji" is open before anything is sent.
    const approver = await suite.open('zarzad', '/pl/dashboard/offers?tab=toApprove');
    await approver.getByRole('grid', { name: 'Do akceptacji' }).waitFor();

    const page = await suite.open('handlowiec', '/pl/dashboard/offers/add-offer/1');
    const clientField = page.getByRole('combobox', { name: /Klient/ });
    await expect.poll(() => clientField.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page);
    await page.keyboard.type(client.name);
    await page
      .getByRole('option', { name: new RegExp(regexEscape(client.name)) })
      .first()
      .waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('combobox', { name: 'Odbiorca' }).inputValue()).toBe(client.name);
    // Enter in a field of the form is "Dalej".
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/add-offer\/2\?offer-id=\d+$/);
    offerId = Number(new URL(page.url()).searchParams.get('offer-id'));

    const field = page.getByRole('combobox', { name: 'Dodaj pozycję' });
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    // A scanner types a code and Enter: every other line by EAN, the rest by symbol, without waiting.
    for (const [index, product] of products.entries()) {
      await page.keyboard.type(index % 2 === 0 && product.ean ? product.ean : product.symbol);
      await page.keyboard.press('Enter');
    }
    await expect
      .poll(async () => (await seller.call('offerById', { params: { id: offerId } })).items.length, { timeout: 20_000 })
      .toBe(10);
    await expect.poll(() => field.inputValue()).toBe('');
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => editorRows(page).count()).toBeGreaterThan(0);
    await expectAccessible(page);

    // A deep discount on the first line: the prediction changes while typing, before any write.
    const before = await seller.call('offerById', { params: { id: offerId } });
    const first = before.items[0];
    if (!first) throw new Error('ten lines');
    expect(await textOf(page, 'region', 'Przewidywana akceptacja')).toContain(
      before.required_approval_level === 'none'
        ? 'Nie wymaga akceptacji'
        : offerMessages.approvalLevels[before.required_approval_level],
    );
    await page.getByRole('textbox', { name: `Rabat: ${first.name}` }).focus();
    await page.keyboard.type('60');
    await expect.poll(() => textOf(page, 'region', 'Przewidywana akceptacja')).toContain('z niezapisanymi zmianami');
    const predicted = await textOf(page, 'region', 'Przewidywana akceptacja');
    expect(predicted).not.toContain('Nie wymaga akceptacji');
    expect((await seller.call('offerById', { params: { id: offerId } })).version).toBe(before.version);
    await page.keyboard.press('Enter');
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    const discounted = await seller.call('offerById', { params: { id: offerId } });
    // Stored as the rounded price it gives, so the percent read back may differ in the last digit.
    expect(discounted.items[0]?.discount_from_catalog).toBeCloseTo(60, 1);
    // The server decided with the same rule: the level it stored is the one predicted.
    expect(discounted.required_approval_level).not.toBe('none');
    expect(predicted).toContain(offerMessages.approvalLevels[discounted.required_approval_level]);

    // "Gotowe" opens the offer; its first action is sending to approval, after a confirmation.
    await page.getByRole('link', { name: 'Gotowe: przejdź do oferty' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/pl/dashboard/offers/${offerId}`);
    await page.getByRole('heading', { name: `Oferta ${discounted.number}` }).waitFor();
    await page
      .getByRole('group', { name: 'Akcje oferty' })
      .getByRole('button', { name: 'Wyślij do akceptacji' })
      .focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Wyślij do akceptacji' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.locator('[data-status="pending_approval"]').count()).toBeGreaterThan(0);

    // The approver's list shows it without a reload (the server's push on the live socket).
    await expect
      .poll(() => bodyRows(approver, 'Do akceptacji').filter({ hasText: discounted.number }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await expectAccessible(approver);
  });

  it('the approver approves; the salesperson’s open page shows the approval live', async () => {
    const sellerPage = await sellerOffer();
    await expect.poll(() => sellerPage.locator('[data-status="pending_approval"]').count()).toBeGreaterThan(0);
    const approver = await suite.open('zarzad', `/pl/dashboard/offers/${offerId}`);
    await approver.getByRole('group', { name: 'Akcje oferty' }).getByRole('button', { name: 'Akceptuj' }).click();
    const dialog = approver.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Akceptuj' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => approver.locator('[data-status="approved"]').count()).toBeGreaterThan(0);

    await expect
      .poll(() => sellerPage.locator('[data-status="approved"]').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => sellerPage.getByText(/^Zaakceptował\(a\) Elżbieta Jabłońska/).count()).toBe(1);
    await expectAccessible(sellerPage);
  });

  it('the salesperson sends the PDF, including the internal comment by choice; the outbox holds it in the seller company’s name', async () => {
    // The offer carries a note for colleagues: it reaches the PDF only when the box is ticked.
    suite.server.ctx.db
      .prepare('UPDATE offers SET comment = ? WHERE id = ?')
      .run('Dostawa dwoma kursami, rozładunek HDS.', offerId);
    const page = await sellerOffer();
    await page.getByRole('button', { name: 'Wyślij PDF' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Wyślij PDF oferty / });
    const recipient = dialog.getByRole('textbox', { name: /Adres e-mail odbiorcy/ });
    await expect.poll(() => recipient.evaluate((el) => el === document.activeElement)).toBe(true);
    await recipient.fill('zakupy@zuraw.example.pl');
    // By keyboard: past the message to the box, Space ticks it.
    const box = dialog.getByRole('checkbox', { name: 'Dołącz uwagi wewnętrzne do PDF' });
    expect(await box.isChecked()).toBe(false);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    expect(await box.isChecked()).toBe(true);
    await page.screenshot({ path: resolve(import.meta.dirname, '../../../artifacts/send-pdf-comment.png') });
    await expectAccessible(page);
    await recipient.focus();
    await page.keyboard.press('Enter');
    // The dialog closes when the PDF is rendered (in a worker) and queued: real work, which on a
    // busy machine takes longer than the usual 5 s of a poll.
    await expect.poll(() => dialog.count(), { timeout: 30_000 }).toBe(0);

    const sent = await seller.call('outboxList', { query: { limit: 5, sort: '-created_at' } });
    const entry = sent.items.find((e) => e.document_kind === 'offer' && e.document_id === offerId);
    expect(entry?.recipient).toBe('zakupy@zuraw.example.pl');
    const pdf = await fetch(`${suite.server.url}${entry?.attachment_url}`, {
      headers: { authorization: `Bearer ${sellerToken}` },
    });
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    const offer = await seller.call('offerById', { params: { id: offerId } });
    expect(text).toContain(offer.number);
    for (const line of offer.items.slice(0, 3)) expect(text).toContain(line.name.slice(0, 20));
    expect(text).toMatch(/Strona 1 z \d/);
    // Polish letters survive into the client's copy of the text.
    expect(text).toMatch(/[ąćęłńóśźż]/);
    expect(text).toContain('Wartość netto');
    // The seller is the salesperson's company (3W), with its KRS and bank account; the comment
    // was included.
    expect(text).toContain('KRS: 0000412345');
    expect(text).toContain('Nr rachunku: 11 1050 1012 1000 0090 1234 5678');
    expect(text).toContain('Sporządził(a)');
    expect(text).toContain('Dostawa dwoma kursami, rozładunek HDS.');
  });

  it('the salesperson attaches a drawing and downloads it from its name; HTML posing as a PDF is refused', async () => {
    const page = await sellerOffer();
    const files = page.getByRole('region', { name: 'Załączniki' });
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
        '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
      'hex',
    );
    await files
      .getByLabel('Plik załącznika')
      .setInputFiles({ name: 'Rzut parteru ‮gnp.exe', mimeType: 'image/png', buffer: png });
    // The stored name is cleaned: the right-to-left override is gone, the checked type's extension added.
    const link = files.getByRole('link', { name: 'Pobierz załącznik Rzut parteru gnp.exe.png' });
    await link.waitFor();
    await expectAccessible(page);
    await files.scrollIntoViewIfNeeded();
    await files.screenshot({ path: resolve(import.meta.dirname, '../../../artifacts/offer-attachments.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await files.scrollIntoViewIfNeeded();
    await files.screenshot({ path: resolve(import.meta.dirname, '../../../artifacts/offer-attachments-phone.png') });
    await page.setViewportSize({ width: 1366, height: 768 });
    const download = page.waitForEvent('download');
    await link.focus();
    await page.keyboard.press('Enter');
    const file = await download;
    expect(file.suggestedFilename()).toBe('Rzut parteru gnp.exe.png');
    const { readFile } = await import('node:fs/promises');
    expect((await readFile((await file.path()) ?? '')).equals(png)).toBe(true);

    await files.getByLabel('Plik załącznika').setInputFiles({
      name: 'oferta.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    await files.getByText('Pliki SVG i HTML są niedozwolone.').waitFor();
    const offer = await seller.call('offerById', { params: { id: offerId } });
    expect(offer.attachments.map((a) => a.name)).toEqual(['Rzut parteru gnp.exe.png']);
  });

  it('a change after approval voids it visibly', async () => {
    const page = await sellerOffer();
    await expect.poll(() => page.locator('[data-status="approved"]').count()).toBeGreaterThan(0);
    const offer = await seller.call('offerById', { params: { id: offerId } });
    const line = offer.items[1];
    if (!line) throw new Error('ten lines');
    await page.getByRole('textbox', { name: `Ilość: ${line.name}` }).focus();
    await page.keyboard.type(String(line.quantity + 2));
    await page.keyboard.press('Enter');
    // The page asks first: the change withdraws the approval; nothing is sent before the answer.
    const ask = page.getByRole('alertdialog', { name: 'Wycofać ofertę z akceptacji?' });
    await ask.waitFor();
    expect((await seller.call('offerById', { params: { id: offerId } })).status).toBe('approved');
    await expectAccessible(page);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Zmień i wycofaj z akceptacji');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-status="draft"]').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(/^Wymagana akceptacja: /).count()).toBe(1);
    await expect.poll(() => page.getByText(offerMessages.history.approvalVoided, { exact: false }).count()).toBe(1);
    const after = await seller.call('offerById', { params: { id: offerId } });
    expect(after.status).toBe('draft');
    expect(after.approval).toBeNull();
  });

  it('a session ended mid-edit gives the edit back after the next login, to the same user', async () => {
    const page = await sellerOffer();
    const offer = await seller.call('offerById', { params: { id: offerId } });
    const line = offer.items[2];
    if (!line) throw new Error('ten lines');
    await page.getByRole('textbox', { name: `Ilość: ${line.name}` }).focus();
    await page.keyboard.type('7');
    // Another tab of the same browser logs out: this tab's session ends too, before Enter.
    const other = await page.context().newPage();
    await other.goto('/pl/dashboard');
    await other.getByRole('button', { name: 'Wyloguj' }).click();
    await page.waitForURL('**/pl/login**');
    expect((await seller.call('offerById', { params: { id: offerId } })).items[2]?.quantity).toBe(line.quantity);

    await page.getByLabel('Nazwa użytkownika').fill('handlowiec');
    await page.getByLabel('Hasło').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.waitForURL('**/pl/dashboard**');
    await page.goto(`/pl/dashboard/offers/${offerId}`);
    const left = page.getByRole('region', { name: 'Niezapisane zmiany z poprzedniej sesji' });
    await expect.poll(() => left.count()).toBe(1);
    expect(((await left.textContent()) ?? '').replace(/\u00a0/g, ' ')).toContain(`${line.name}: ilość`);
    await expectAccessible(page);
    await left.getByRole('button', { name: 'Zapisz te zmiany' }).click();
    await expect
      .poll(async () => (await seller.call('offerById', { params: { id: offerId } })).items[2]?.quantity)
      .toBe(7);
    await expect.poll(() => left.count()).toBe(0);
  });

  it('a long offer renders the lines in view; the arrows walk down past them and a quantity far down is saved', async () => {
    const products = (await seller.call('productList', { query: { limit: 200, sort: 'id' } })).items;
    const [client] = (await seller.call('clientList', { query: { limit: 1, sort: 'name' } })).items;
    if (!client || products.length < 150) throw new Error('the reference data has clients and 150 products');
    const long = await seller.call('offerCreate', {
      body: { client_id: client.id, items: products.slice(0, 150).map((p) => ({ product_id: p.id, quantity: 1 })) },
    });
    const config = await seller.call('tableConfigGet', { query: { tableId: 'offerLines' } });
    await seller.call('tableConfigSet', { body: { ...config, key: 'offerLines', itemsPerPage: 200 } });
    const page = await suite.open('handlowiec', `/pl/dashboard/offers/${long.id}`);
    const table = page.getByRole('table', { name: 'Pozycje' });
    await table.locator('input[data-line-field="quantity"]').first().focus();
    expect(await table.getAttribute('aria-rowcount')).toBe('151');
    expect(await table.locator('tbody tr[data-index]').count()).toBeLessThan(60);
    await expectAccessible(page);

    for (let i = 0; i < 120; i++) await page.keyboard.press('ArrowDown');
    const focusedRow = () =>
      page.evaluate(() => document.activeElement?.closest('tr')?.getAttribute('aria-rowindex') ?? null);
    expect(await focusedRow()).toBe('122');
    await page.keyboard.type('9');
    await page.keyboard.press('Enter');
    const line = long.items[120];
    await expect
      .poll(
        async () =>
          (await seller.call('offerById', { params: { id: long.id } })).items.find((l) => l.id === line?.id)?.quantity,
      )
      .toBe(9);
    // Enter gives focus back to the add-line field, and the list stays rendered around the view.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    expect(await table.locator('tbody tr[data-index]').count()).toBeLessThan(60);
  });
});

describe('the line editor a salesperson works in', () => {
  it('at 1366×768 shows name, quantity, price, discount, margin, stock and value without scrolling sideways; Tab goes from a picked line’s quantity to its discount; at 390 a line card shows the price and the value', async () => {
    const products = (await seller.call('productList', { query: { limit: 60, sort: 'id' } })).items;
    const [client] = (await seller.call('clientList', { query: { limit: 1, sort: 'name' } })).items;
    if (!client) throw new Error('the reference data has clients');
    // The longest names of the catalogue's first products, so a cut name would show.
    const lines = [...products].sort((a, b) => b.index_name.length - a.index_name.length).slice(0, 12);
    const offer = await seller.call('offerCreate', {
      body: { client_id: client.id, items: lines.map((p) => ({ product_id: p.id, quantity: 3 })) },
    });
    const extra = products.find((p) => p.catalog_price > 0 && !lines.includes(p));
    if (!extra) throw new Error('a product outside the offer');
    const page = await suite.open('handlowiec', `/pl/dashboard/offers/${offer.id}`);
    await page.setViewportSize({ width: 1366, height: 768 });
    const table = page.getByRole('table', { name: 'Pozycje' });
    await table.locator('tbody tr').first().waitFor();
    await page.screenshot({ path: resolve(import.meta.dirname, '../../../artifacts/line-editor-1366.png') });
    const keys = await table
      .locator('thead th[data-column]')
      .evaluateAll((ths) => ths.map((th) => th.getAttribute('data-column')));
    expect(keys).toEqual([
      'name',
      'quantity',
      'client_price',
      'discount_from_catalog',
      'margin',
      'available_stock',
      'total_row_excl_tax',
    ]);
    // Every column in view at once: the table does not scroll sideways.
    const overflow = await table.evaluate((el) => {
      const box = el.closest('.overflow-auto') as HTMLElement;
      return box.scrollWidth - box.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(1);
    // Names are not cut at ~35 characters: a name of up to 60 shows whole.
    const cut = await table
      .locator('tbody th span[title]')
      .evaluateAll((spans) =>
        spans
          .filter((s) => (s.textContent ?? '').length <= 60 && s.scrollWidth > s.clientWidth + 1)
          .map((s) => s.textContent),
      );
    expect(cut).toEqual([]);
    // The totals once, the add field's placeholder whole, "Wklej listę" on the field's row.
    expect(await page.locator('[aria-label="Podsumowanie"]').count()).toBe(1);
    const field = page.getByRole('combobox', { name: 'Dodaj pozycję' });
    expect(await field.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    const fieldBox = await field.boundingBox();
    const pasteBox = await page.getByRole('button', { name: 'Wklej listę' }).boundingBox();
    expect(
      pasteBox && fieldBox && Math.abs(pasteBox.y + pasteBox.height / 2 - (fieldBox.y + fieldBox.height / 2)),
    ).toBeLessThan(12);
    await expectAccessible(page, ['[data-live-announcer]']);

    // A product picked from the suggestions: its quantity, then Tab, is its discount.
    await field.focus();
    await page.keyboard.type(extra.symbol);
    await page
      .getByRole('option', { name: new RegExp(regexEscape(extra.symbol)) })
      .first()
      .click();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.lineField))
      .toBe('quantity');
    await page.keyboard.type('4');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.lineField)).toBe(
      'discount_from_catalog',
    );
    expect(
      await page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-label') ??
          document.activeElement?.closest('[aria-label]')?.getAttribute('aria-label'),
      ),
    ).not.toBe('Wklej listę');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.keyboard.type('5');
    await page.keyboard.press('Enter');
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect
      .poll(async () => {
        const line = (await seller.call('offerById', { params: { id: offer.id } })).items.find(
          (l) => l.product_id === extra.id,
        );
        return line ? [line.quantity, Math.round(line.discount_from_catalog)] : null;
      })
      .toEqual([4, 5]);

    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByRole('list', { name: 'Pozycje' }).getByRole('listitem').first();
    await card.waitFor();
    const cardText = ((await card.textContent()) ?? '').replace(/\u00a0/g, ' ');
    expect(cardText).toContain('Cena dla klienta');
    expect(cardText).toContain('Wartość netto');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await card.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: resolve(import.meta.dirname, '../../../artifacts/line-editor-390.png') });
    await expectAccessible(page, ['[data-live-announcer]']);
  });
});

/** The text of a PDF as a client's viewer extracts it. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const out: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    for (const item of content.items) if ('str' in item) out.push(item.str.replace(/\u00a0/g, ' '));
  }
  return out.join('\n');
}
