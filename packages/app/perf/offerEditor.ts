import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { type ApiClient, createApiClient, memoryTokenStore, type ProductListItem } from '@salesdesk/sdk';
import type { RunningServer } from '@salesdesk/server';
import type { Browser, Page } from 'playwright-core';
import { ensureAppBuilt } from '../e2e/ensureAppBuilt';
import { APP_DIST, launchChromium, startAppServer } from '../e2e/sessionE2eKit';
import { APP_ROOT, buildRoot, percentiles } from './perfKit';

/** Lines of the measured offers. */
export const OFFER_LINES = 500;
/** Rows per page the user's `offerLines` table is set to (the most the table config allows). */
export const LINES_PER_PAGE = 200;
const BASELINE_PAGE = '/offer-editor-baseline.html';

/** One timed action: from the Enter keydown until the frame that shows the new totals, and the server's part. */
interface Sample {
  ui: number;
  server: number;
}

/** p50/p95 of one action in one variant: until painted, and of the server's part within it. */
export interface ActionTimings {
  painted: { p50: number; p95: number };
  server: { p50: number; p95: number };
}

/** Both actions of one variant. */
export interface VariantTimings {
  quantity: ActionTimings;
  scan: ActionTimings;
}

declare global {
  interface Window {
    /** The pending measurement of the next Enter (see {@link armProbe}). */
    __editProbe?: Promise<Sample>;
  }
}

/**
 * Arms a probe in the page before Enter is pressed: it notes the Enter keydown's time, watches
 * the totals ("Podsumowanie") with a MutationObserver, and when their text has changed waits for
 * that frame (requestAnimationFrame, then a message posted from it, which runs once the frame is
 * painted) and resolves with the time since the keydown. The server's part is the resource
 * timing duration (fetch to last byte) of the calls the action makes, the product search and the
 * line write, that started after the keydown and ended before the paint. Measured in the page,
 * so no Node round trip is counted.
 */
async function armProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const totals = document.querySelector('[aria-label="Podsumowanie"]');
    if (!totals) throw new Error('no totals on the page');
    const before = totals.textContent;
    performance.setResourceTimingBufferSize(10_000);
    performance.clearResourceTimings();
    window.__editProbe = new Promise<Sample>((resolve, reject) => {
      let start: number | undefined;
      const listening = new AbortController();
      // Inline callbacks only: tsx names a function assigned to a variable with a helper the page lacks.
      window.addEventListener(
        'keydown',
        (event) => {
          if (event.key === 'Enter' && start === undefined) start = event.timeStamp;
        },
        { capture: true, signal: listening.signal },
      );
      const timeout = setTimeout(() => reject(new Error('the totals did not change within 20 s')), 20_000);
      const observer = new MutationObserver(() => {
        if (totals.textContent === before || start === undefined) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            const painted = performance.now();
            clearTimeout(timeout);
            listening.abort();
            const from = start as number;
            const server = performance
              .getEntriesByType('resource')
              .filter(
                (e): e is PerformanceResourceTiming =>
                  /\/api\/(offer-item|offer-item-qty|products\/list|order\/\d+\/(add-product|update-item))[/?]?/.test(
                    e.name,
                  ) &&
                  e.startTime >= from &&
                  (e as PerformanceResourceTiming).responseEnd <= painted,
              )
              .reduce((sum, e) => sum + e.duration, 0);
            resolve({ ui: painted - from, server });
          };
          channel.port2.postMessage(null);
        });
      });
      observer.observe(totals, { subtree: true, childList: true, characterData: true });
    });
  });
}

/** Presses Enter on what has focus and returns the probe's sample. */
async function timedEnter(page: Page): Promise<Sample> {
  await armProbe(page);
  await page.keyboard.press('Enter');
  return page.evaluate(() => window.__editProbe as Promise<Sample>);
}

/**
 * Waits until the page is done with the action: a moment for the reads a write starts (the
 * editor's lines list refetching), then no busy table or input. Not a network-idle wait: its
 * 500 ms quiet window after every action would cost more than the actions themselves.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(100);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/** The two offers and the order, the lines whose quantities are changed, and the products left for scanning. */
interface Fixture {
  editorOffer: number;
  baselineOffer: number;
  /** An order of the same lines, edited with the same editor. */
  order: number;
  /** Names of lines on the first page, whose quantities are changed in turn. */
  lineNames: string[];
  /** Original quantities of those lines. */
  quantities: number[];
  /** Symbols of products on neither offer, one per scan. */
  scanSymbols: string[];
}

async function apiAs(server: RunningServer, username: string): Promise<ApiClient> {
  const api = createApiClient({ baseURL: server.url, tokenStore: memoryTokenStore() });
  const { token } = await api.call('login', { body: { username, password: DEMO_PASSWORD } });
  api.tokenStore?.set(token);
  return api;
}

/**
 * Two offers and an order with the same 500 lines of distinct products (one for each variant, so
 * none sees the others' writes), and the user's `offerLines` and `orderLines` tables set to 200
 * rows per page.
 */
async function prepare(api: ApiClient, scans: number): Promise<Fixture> {
  const products: ProductListItem[] = [];
  for (let page = 1; products.length < OFFER_LINES + 3 * scans; page++) {
    const answer = await api.call('productList', { query: { limit: 200, page, sort: 'id' } });
    if (!answer.items.length) break;
    // A price, so a new quantity and an added line always change the totals.
    products.push(...answer.items.filter((p) => p.catalog_price > 0));
  }
  if (products.length < OFFER_LINES + 3 * scans)
    throw new Error(`only ${products.length} products; ${OFFER_LINES + 3 * scans} needed`);
  const [client] = (await api.call('clientList', { query: { limit: 1, sort: 'name' } })).items;
  if (!client) throw new Error('the reference data has clients');
  const items = products.slice(0, OFFER_LINES).map((p, i) => ({ product_id: p.id, quantity: 1 + (i % 5) }));
  const editor = await api.call('offerCreate', { body: { client_id: client.id, items } });
  const baseline = await api.call('offerCreate', { body: { client_id: client.id, items } });
  const order = await api.call('orderCreate', { body: { client_id: client.id, items } });
  for (const key of ['offerLines', 'orderLines']) {
    const config = await api.call('tableConfigGet', { query: { tableId: key } });
    await api.call('tableConfigSet', {
      body: { key, tableColumns: config.tableColumns, itemsPerPage: LINES_PER_PAGE },
    });
  }
  // Lines near the top (on screen without scrolling in both variants) whose name no other line
  // or scanned product has, so the quantity input is found by its label alone.
  const named = new Map<string, number>();
  for (const p of products.slice(0, OFFER_LINES + 3 * scans))
    named.set(p.index_name, (named.get(p.index_name) ?? 0) + 1);
  // Among the first 20: rendered without scrolling (the editor renders the rows in view).
  const first = editor.items.filter((l) => named.get(l.name) === 1 && l.ordinal_no <= 20).slice(0, 10);
  if (first.length < 3) throw new Error('too few lines with a name of their own near the top');
  return {
    editorOffer: editor.id,
    baselineOffer: baseline.id,
    order: order.id,
    lineNames: first.map((l) => l.name),
    quantities: first.map((l) => l.quantity),
    scanSymbols: products.slice(OFFER_LINES).map((p) => p.symbol),
  };
}

/**
 * `count` quantity commits then `count` scans on the open page (editor or baseline: the same
 * roles and names), each settled before the next.
 */
async function timeActions(
  page: Page,
  fixture: Fixture,
  symbols: string[],
  count: number,
  step: { n: number },
): Promise<{ quantity: Sample[]; scan: Sample[] }> {
  const quantity: Sample[] = [];
  const scan: Sample[] = [];
  for (let i = 0; i < count; i++) {
    const line = step.n % fixture.lineNames.length;
    const input = page.getByRole('textbox', { name: `Ilość: ${fixture.lineNames[line]}`, exact: true });
    await input.focus();
    // A new whole number each time, so the totals always change.
    await page.keyboard.type(String((fixture.quantities[line] as number) + 1 + step.n++));
    quantity.push(await timedEnter(page));
    await settle(page);
  }
  for (let i = 0; i < count; i++) {
    const symbol = symbols.shift();
    if (!symbol) throw new Error('out of products to scan');
    await page.getByRole('combobox', { name: 'Dodaj pozycję' }).focus();
    // A scanner: the code typed at once, then Enter.
    await page.keyboard.type(symbol);
    scan.push(await timedEnter(page));
    await settle(page);
  }
  return { quantity, scan };
}

function summary(samples: Sample[]): ActionTimings {
  return { painted: percentiles(samples.map((s) => s.ui)), server: percentiles(samples.map((s) => s.server)) };
}

/** Builds the baseline page into a copy of the built app, so the real server serves both. */
async function appWithBaseline(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'salesdesk-offer-editor-'));
  cpSync(APP_DIST, dir, { recursive: true });
  const built = await buildRoot(join(APP_ROOT, 'perf', 'offerEditorBaseline'), join(APP_ROOT, '.perf-offer-editor'));
  // Its scripts have hashed names of their own, so they sit beside the app's without a clash.
  cpSync(join(built, 'assets'), join(dir, 'assets'), { recursive: true });
  cpSync(join(built, 'index.html'), join(dir, BASELINE_PAGE));
  return dir;
}

/**
 * The document line editor of the built app against the real server in Chromium, on an offer of
 * 500 lines and on an order of the same 500 lines: a quantity typed and saved with Enter, and a
 * product scanned into "Dodaj pozycję", each timed from the Enter keydown until the new totals are
 * painted; against a plain DOM table of the same lines doing the offer's writes and updating the
 * same cells from the same answers.
 */
export async function measureOfferEditor(
  runs: number,
  warmups: number,
): Promise<{ editor: VariantTimings; order: VariantTimings; baseline: VariantTimings }> {
  await ensureAppBuilt();
  const appDir = await appWithBaseline();
  // Responses unchecked, as in production: the server's own checks are not what is measured.
  // A data directory of its own, removed after the run: each run seeds a fresh database.
  const dataDir = mkdtempSync(join(tmpdir(), 'salesdesk-offer-editor-data-'));
  const server = await startAppServer({ appDir, dataDir, validateResponses: false });
  let browser: Browser | undefined;
  try {
    const api = await apiAs(server, 'handlowiec');
    const fixture = await prepare(api, warmups + runs);
    const symbols = [...fixture.scanSymbols];
    browser = await launchChromium();
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    // A page's own failure would otherwise only show as a probe timing out.
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));

    await page.goto('/pl/login');
    await page.getByLabel('Nazwa użytkownika').fill('handlowiec');
    await page.getByLabel('Hasło').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.waitForURL('**/pl/dashboard');
    await page.goto(`/pl/dashboard/offers/${fixture.editorOffer}`);
    // The table renders the lines in view (it virtualises pages of over 100): the first is enough.
    await page.getByRole('textbox', { name: `Ilość: ${fixture.lineNames[0]}`, exact: true }).waitFor();
    await settle(page);
    const step = { n: 0 };
    await timeActions(page, fixture, symbols, warmups, step);
    const editor = await timeActions(page, fixture, symbols, runs, step);

    // The same editor on the order: the same lines, the same actions, the order's own calls.
    await page.goto(`/pl/dashboard/orders/${fixture.order}`);
    await page.getByRole('textbox', { name: `Ilość: ${fixture.lineNames[0]}`, exact: true }).waitFor();
    await settle(page);
    const orderStep = { n: 0 };
    await timeActions(page, fixture, symbols, warmups, orderStep);
    const order = await timeActions(page, fixture, symbols, runs, orderStep);

    const token = api.tokenStore?.get() ?? '';
    await page.goto(`${BASELINE_PAGE}#offer=${fixture.baselineOffer}&token=${encodeURIComponent(token)}`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    const baseStep = { n: 0 };
    await timeActions(page, fixture, symbols, warmups, baseStep);
    const baseline = await timeActions(page, fixture, symbols, runs, baseStep);
    return {
      editor: { quantity: summary(editor.quantity), scan: summary(editor.scan) },
      order: { quantity: summary(order.quantity), scan: summary(order.scan) },
      baseline: { quantity: summary(baseline.quantity), scan: summary(baseline.scan) },
    };
  } finally {
    await browser?.close();
    await server.close();
    rmSync(appDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
