import { resolve } from 'node:path';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import {
  type ApiClient,
  createApiClient,
  type MatchResult,
  memoryTokenStore,
  offerMessages,
  type ProductSearchItem,
} from '@salesdesk/sdk';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, sharedBrowserSuite } from './listE2eKit';

// "Wklej listę" against the real server in Chromium, by keyboard: a client's list of 20 rows
// pasted from the clipboard into an offer, two doubtful rows picked, added in one write, the 20
// lines there with their quantities and the approval prediction following; the same list as an
// .xlsx file read into an order. axe with 0 violations on the dialog at each step.

const suite = sharedBrowserSuite();

async function apiAs(username: string): Promise<ApiClient> {
  const api = createApiClient({ baseURL: suite.server.url, tokenStore: memoryTokenStore() });
  const { token } = await api.call('login', { body: { username, password: DEMO_PASSWORD } });
  api.tokenStore?.set(token);
  return api;
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

async function press(page: Page, locator: Locator, key = 'Enter') {
  await locator.focus();
  await page.keyboard.press(key);
}

/** The dialog, leaving out react-aria's live announcer (its stale announcements sit outside). */
const accessible = (page: Page) => expectAccessible(page, ['[data-live-announcer]']);

let seller: ApiClient;
let clientId = 0;
/** 18 products with their own names, each to be named by its symbol. */
let bySymbol: ProductSearchItem[] = [];
/** Two words many products share: the matcher offers candidates ("do wyboru"). */
let doubtful: MatchResult[] = [];

/** The list as Excel copies it: a header, 18 rows by symbol (quantity 1..18), two by a shared word. */
function rowsOfList(): string[][] {
  return [
    ['Symbol', 'Nazwa', 'Ilość', 'J.m.'],
    ...bySymbol.map((p, i) => [p.more.symbol, p.index_name, String(i + 1), p.uom]),
    ...doubtful.map((d) => ['', d.text, '5', '']),
  ];
}

/** What the document must hold after the list: product → quantity (the doubtful rows' first candidates). */
function expectedLines(): [number, number][] {
  return [
    ...bySymbol.map((p, i): [number, number] => [p.id, i + 1]),
    ...doubtful.map((d): [number, number] => [d.candidates[0]?.product.id ?? 0, d.candidates[0]?.quantity ?? 0]),
  ];
}

beforeAll(async () => {
  seller = await apiAs('handlowiec');
  const [client] = (await seller.call('clientList', { query: { limit: 1, sort: 'name' } })).items;
  if (!client) throw new Error('the reference data has clients');
  clientId = client.id;
  const page = await seller.call('productSearch', { query: { limit: 200, sort: 'index_name' } });
  const byName = new Map<string, ProductSearchItem>();
  for (const p of page.items) if (!byName.has(p.index_name) && p.uom.startsWith('szt')) byName.set(p.index_name, p);
  bySymbol = [...byName.values()].slice(0, 18);
  // Words the catalogue's names start with; the ones the matcher cannot decide on are the doubtful rows.
  const words = [...new Set(page.items.map((p) => p.index_name.split(' ')[0] ?? ''))].filter((w) => w.length > 3);
  const answer = await seller.call('productMatch', { body: { rows: words.map((text) => ({ text, quantity: 5 })) } });
  doubtful = answer.rows.filter((r) => r.kind === 'choose' && r.candidates.length > 1).slice(0, 2);
  if (bySymbol.length < 18 || doubtful.length < 2) throw new Error('the reference data has products to paste');
});

/** Forgets every match the lists of this file taught (a pick in a doubtful row is remembered). */
async function forgetLearned() {
  for (const l of (await seller.call('learnedMatchList', { query: { limit: 200 } })).items)
    await seller.call('learnedMatchDelete', { params: { id: l.id } });
}

/** Opens "Wklej listę" by keyboard on the document page; the dialog. */
async function openDialog(page: Page): Promise<Locator> {
  const open = page.getByRole('button', { name: 'Wklej listę' });
  await open.waitFor();
  await press(page, open);
  const dialog = page.getByRole('dialog', { name: 'Wklej listę materiałów' });
  await dialog.waitFor();
  return dialog;
}

/** Matches the list by keyboard and waits for the review. */
async function matchRows(page: Page, dialog: Locator) {
  await press(page, dialog.getByRole('button', { name: 'Dopasuj wiersze: 20' }));
  await dialog.getByRole('table', { name: 'Dopasowane wiersze' }).waitFor();
}

/** Picks the first candidate of each doubtful row by keyboard: focus is on the first one already. */
async function pickDoubtful(page: Page, dialog: Locator) {
  const first = dialog.getByRole('button', { name: /Produkt dla wiersza 20/ });
  await expect.poll(() => isFocused(first)).toBe(true);
  for (const line of [20, 21]) {
    const select = dialog.getByRole('button', { name: new RegExp(`Produkt dla wiersza ${line}\\b`) });
    await select.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await select.textContent()) ?? '').not.toContain('Wybierz produkt');
  }
}

describe('Wklej listę', () => {
  it('an offer: 20 rows pasted from the clipboard, two picked by keyboard, added in one write', async () => {
    const offer = await seller.call('offerCreate', { body: { client_id: clientId } });
    const page = await suite.open('handlowiec', `/pl/dashboard/offers/${offer.id}`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
    const dialog = await openDialog(page);
    const area = dialog.getByRole('textbox', { name: 'Lista z arkusza, pliku CSV lub e-maila' });
    await expect.poll(() => isFocused(area)).toBe(true);
    const list = rowsOfList()
      .map((r) => r.join('\t'))
      .join('\n');
    await page.evaluate((text) => navigator.clipboard.writeText(text), list);
    await page.keyboard.press('Control+V');
    await dialog.getByText('Rozpoznano 20 wierszy.').waitFor();
    await accessible(page);
    await matchRows(page, dialog);
    await accessible(page);
    await pickDoubtful(page, dialog);
    const add = dialog.getByRole('button', { name: 'Dodaj pozycje: 20' });
    await press(page, add);
    await dialog.getByText('Dodano pozycje: 20.').waitFor();
    await accessible(page);
    await press(page, dialog.getByRole('button', { name: 'Zamknij' }));
    await dialog.waitFor({ state: 'detached' });
    // Focus back in the add-line field: the next scan goes there.
    await expect.poll(() => isFocused(page.getByRole('combobox', { name: 'Dodaj pozycję' }))).toBe(true);

    const saved = await seller.call('offerById', { params: { id: offer.id } });
    expect(saved.items.map((l) => [l.product_id, l.quantity])).toEqual(expectedLines());
    const history = await seller.call('offerHistory', { params: { id: offer.id } });
    expect(history.items.filter((h) => h.event === 'items_added').map((h) => h.description)).toEqual([
      'Dodano 20 pozycji z listy',
    ]);
    // The prediction follows the lines the server now holds.
    const level = saved.required_approval_level;
    const prediction = page.getByRole('region', { name: 'Przewidywana akceptacja' });
    const expected = level === 'none' ? 'Nie wymaga akceptacji' : offerMessages.approvalLevels[level];
    await expect.poll(async () => (await prediction.textContent()) ?? '').toContain(expected);
  });

  it('an order: the same list as an .xlsx file read into the dialog', async () => {
    // The picks of the offer's two doubtful rows were remembered: forgotten, so they ask again.
    await forgetLearned();
    const order = await seller.call('orderCreate', { body: { client_id: clientId } });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Zestawienie');
    for (const row of rowsOfList())
      sheet.addRow(row.map((cell, i) => (i === 2 && /^\d+$/.test(cell) ? Number(cell) : cell)));
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const page = await suite.open('handlowiec', `/pl/dashboard/orders/${order.id}`);
    const dialog = await openDialog(page);
    // Chosen through "Wybierz plik…" (Enter on the button opens the system's file chooser; the
    // test hands the file to it). A drop runs the same reader, but Chromium gives a file built in
    // the page no file-system entry, so react-aria's DropZone sees no file in a synthetic drop.
    const chooser = page.waitForEvent('filechooser');
    await press(page, dialog.getByRole('button', { name: 'Wybierz plik…' }));
    await (await chooser).setFiles({
      name: 'zestawienie.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(bytes, 'base64'),
    });
    await dialog.getByText('Wczytano plik zestawienie.xlsx: 21 wierszy.').waitFor();
    await matchRows(page, dialog);
    await pickDoubtful(page, dialog);
    await press(page, dialog.getByRole('button', { name: 'Dodaj pozycje: 20' }));
    await dialog.getByText('Dodano pozycje: 20.').waitFor();
    await accessible(page);
    const saved = await seller.call('orderById', { params: { id: order.id } });
    expect(saved.items.map((l) => [l.product_id, l.quantity])).toEqual(expectedLines());
  });

  it('the trade’s words: "Kabel YDY" finds the catalogue’s "Przewód YDY", the pick is remembered and the next paste is certain', async () => {
    await forgetLearned();
    const offer = await seller.call('offerCreate', { body: { client_id: clientId } });
    const page = await suite.open('handlowiec', `/pl/dashboard/offers/${offer.id}`);
    const shot = (name: string) => resolve(import.meta.dirname, `../../../artifacts/${name}.png`);
    let dialog = await openDialog(page);
    const area = dialog.getByRole('textbox', { name: 'Lista z arkusza, pliku CSV lub e-maila' });
    await area.fill('Kabel YDY 3x2,5 – 100 m\nrurka pp-r pn20 25x4,2 – 12 mb');
    await press(page, dialog.getByRole('button', { name: 'Dopasuj wiersze: 2' }));
    await dialog.getByRole('table', { name: 'Dopasowane wiersze' }).waitFor();
    const cable = dialog.getByRole('button', { name: /Produkt dla wiersza 1\b/ });
    await expect.poll(() => isFocused(cable)).toBe(true);
    await page.keyboard.press('Enter');
    const options = page.getByRole('option');
    await options.first().waitFor();
    // Every candidate is a YDY cable the catalogue calls "Przewód" (no "Kabel YKY").
    const names = (await options.allTextContents()).slice(0, -1);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^Przewód YDY/);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await cable.textContent()) ?? '').toMatch(/^Przewód YDY/);
    const picked = ((await cable.textContent()) ?? '').split(' · ')[1] ?? '';
    await expect.poll(async () => (await dialog.textContent()) ?? '').toMatch(/wybrane: 1/);
    await accessible(page);
    await page.screenshot({ path: shot('paste-synonyms') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: shot('paste-synonyms-phone') });
    await page.setViewportSize({ width: 1366, height: 768 });
    await press(page, dialog.getByRole('button', { name: 'Anuluj' }));
    await dialog.waitFor({ state: 'detached' });

    // The same text again, written otherwise: certain, remembered, with "Zapomnij".
    dialog = await openDialog(page);
    await dialog.getByRole('textbox', { name: 'Lista z arkusza, pliku CSV lub e-maila' }).fill('KABEL ydy 3x2.5 100m');
    await press(page, dialog.getByRole('button', { name: 'Dopasuj wiersze: 1' }));
    await dialog.getByRole('table', { name: 'Dopasowane wiersze' }).waitFor();
    await dialog.getByText('Pewne (zapamiętane)').waitFor();
    expect((await dialog.textContent()) ?? '').toContain('Pewne: 1, po nazwie: 0, wybrane: 0, do wyboru: 0');
    expect((await dialog.getByRole('button', { name: /Produkt dla wiersza 1\b/ }).textContent()) ?? '').toContain(
      picked,
    );
    await dialog.getByRole('button', { name: /Zapomnij dopasowanie wiersza 1/ }).waitFor();
    await accessible(page);
    await page.screenshot({ path: shot('paste-learned') });
    await press(page, dialog.getByRole('button', { name: 'Dodaj pozycje: 1' }));
    await dialog.getByText('Dodano pozycje: 1.').waitFor();
    const saved = await seller.call('offerById', { params: { id: offer.id } });
    expect(saved.items.map((l) => l.quantity)).toEqual([100]);
    // Forgotten again, so the other lists of this server start from the dictionary alone.
    await forgetLearned();
  });

  it('the dictionary page: an administrator adds a group by keyboard; axe clean', async () => {
    const page = await suite.open('admin', '/pl/dashboard/synonyms');
    await page.getByRole('heading', { name: 'Synonimy branżowe' }).waitFor();
    await page.getByRole('list', { name: 'Grupy synonimów' }).waitFor();
    await accessible(page);
    const field = page.getByRole('textbox', { name: 'Słowa grupy', exact: true });
    await field.focus();
    await page.keyboard.type('tuleja, nypel');
    await page.keyboard.press('Enter');
    await page.getByText('Dodano grupę: tuleja, nypel.').waitFor();
    await page.getByRole('button', { name: 'Usuń grupę: tuleja, nypel' }).waitFor();
    await accessible(page);
    const shot = (name: string) => resolve(import.meta.dirname, `../../../artifacts/${name}.png`);
    await page.screenshot({ path: shot('synonyms-page') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: shot('synonyms-page-phone') });
    await page.setViewportSize({ width: 1366, height: 768 });
    await press(page, page.getByRole('button', { name: 'Usuń grupę: tuleja, nypel' }));
    const confirm = page.getByRole('alertdialog');
    await press(page, confirm.getByRole('button', { name: 'Usuń' }));
    await page.getByText('Usunięto grupę: tuleja, nypel.').waitFor();
  });
});
