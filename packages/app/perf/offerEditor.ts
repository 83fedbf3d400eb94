import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, PRODUCTS_PER_SCALE } from '@salesdesk/fixtures';
import {
  type ApiClient,
  createApiClient,
  MAX_DOCUMENT_LINES,
  memoryTokenStore,
  type ProductListItem,
} from '@salesdesk/sdk';
import type { RunningServer } from '@salesdesk/server';
import type { Browser, Page } from 'playwright-core';
import { ensureAppBuilt } from '../e2e/ensureAppBuilt';
import { APP_DIST, launchChromium, startAppServer } from '../e2e/sessionE2eKit';
import { type DocumentKind, type DocumentTimings, measureDocument, watchLinesShown } from './documentScale';
import { APP_ROOT, buildRoot, percentiles } from './perfKit';

/** Lines of the measured documents at the baseline size (the large size is the line limit). */
export const OFFER_LINES = 500;
/** Lines of the measured documents at the large size: the line limit. */
export const LARGE_LINES = MAX_DOCUMENT_LINES;
/** Rows per page the user's `offerLines` table is set to (the most the table config allows). */
export const LINES_PER_PAGE = 200;
const BASELINE_PAGE = '/offer-editor-baseline.html';

/** One timed action: from the Enter keydown until the frame that shows the new totals, and the server's part. */
export interface Sample {
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
export async function timedEnter(page: Page): Promise<Sample> {
  await armProbe(page);
  await page.keyboard.press('Enter');
  return page.evaluate(() => window.__editProbe as Promise<Sample>);
}

/**
 * Waits until the page is done with the action: a moment for the reads a write starts (the
 * editor's lines list refetching), then no busy table or input. Not a network-idle wait: its
 * 500 ms quiet window after every action would cost more than the actions themselves.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(100);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/** Lines of the two sizes of document measured against each other. */
export interface DocumentSizes {
  /** The baseline size (500 lines; the editor against the plain table is measured at it). */
  small: number;
  /** The large size (the line limit, 2,000). */
  large: number;
}

/** The documents, the lines whose quantities are changed, and the products left for scanning. */
interface Fixture {
  /** An offer and an order of each size, each edited only by its own measurement. */
  docs: Record<DocumentKind, Record<keyof DocumentSizes, number>>;
  /** An offer of the small size for the plain table. */
  baselineOffer: number;
  /** Names of lines near the top (the same on every document), whose quantities are changed in turn. */
  lineNames: string[];
  /** Original quantities of those lines. */
  quantities: number[];
  /** Symbols of products on no document, enough for one document's scans (each uses a copy). */
  scanSymbols: string[];
}

/** An API client logged in as `username` (the demo password). */
export async function apiAs(server: RunningServer, username: string): Promise<ApiClient> {
  const api = createApiClient({ baseURL: server.url, tokenStore: memoryTokenStore() });
  const { token } = await api.call('login', { body: { username, password: DEMO_PASSWORD } });
  api.tokenStore?.set(token);
  return api;
}

/**
 * An offer and an order of each size and a baseline offer of the small size, all of distinct
 * priced products, the large ones the small ones' lines and more (one document for each
 * measurement, so none sees the others' writes), and the user's `offerLines` and `orderLines`
 * tables set to 200 rows per page.
 */
async function prepare(api: ApiClient, sizes: DocumentSizes, scans: number): Promise<Fixture> {
  const needed = sizes.large + scans;
  const products: ProductListItem[] = [];
  for (let page = 1; products.length < needed; page++) {
    const answer = await api.call('productList', { query: { limit: 200, page, sort: 'id' } });
    if (!answer.items.length) break;
    // A price, so a new quantity and an added line always change the totals.
    products.push(...answer.items.filter((p) => p.catalog_price > 0));
  }
  if (products.length < needed) throw new Error(`only ${products.length} products; ${needed} needed`);
  const [client] = (await api.call('clientList', { query: { limit: 1, sort: 'name' } })).items;
  if (!client) throw new Error('the reference data has clients');
  const itemsOf = (count: number) =>
    products.slice(0, count).map((p, i) => ({ product_id: p.id, quantity: 1 + (i % 5) }));
  const create = async (kind: DocumentKind, count: number) => {
    const body = { client_id: client.id, items: itemsOf(count) };
    return kind === 'offer' ? api.call('offerCreate', { body }) : api.call('orderCreate', { body });
  };
  const smallOffer = await create('offer', sizes.small);
  const docs: Fixture['docs'] = {
    offer: { small: smallOffer.id, large: (await create('offer', sizes.large)).id },
    order: { small: (await create('order', sizes.small)).id, large: (await create('order', sizes.large)).id },
  };
  const baseline = await create('offer', sizes.small);
  for (const key of ['offerLines', 'orderLines']) {
    const config = await api.call('tableConfigGet', { query: { tableId: key } });
    await api.call('tableConfigSet', {
      body: { key, tableColumns: config.tableColumns, itemsPerPage: LINES_PER_PAGE },
    });
  }
  // Lines near the top (on screen without scrolling in both variants) whose name no other line
  // or scanned product has, so the quantity input is found by its label alone.
  const named = new Map<string, number>();
  for (const p of products.slice(0, needed)) named.set(p.index_name, (named.get(p.index_name) ?? 0) + 1);
  // Among the first 20: rendered without scrolling (the editor renders the rows in view).
  const first = smallOffer.items.filter((l) => named.get(l.name) === 1 && l.ordinal_no <= 20).slice(0, 10);
  if (first.length < 3) throw new Error('too few lines with a name of their own near the top');
  return {
    docs,
    baselineOffer: baseline.id,
    lineNames: first.map((l) => l.name),
    quantities: first.map((l) => l.quantity),
    scanSymbols: products.slice(sizes.large, needed).map((p) => p.symbol),
  };
}

/** The lines whose quantities are changed in turn: their names and original quantities. */
export interface QuantityLines {
  lineNames: string[];
  quantities: number[];
}

/** `count` quantity commits on the open page (editor or baseline: the same roles and names), each settled before the next. */
export async function timeQuantities(
  page: Page,
  fixture: QuantityLines,
  count: number,
  step: { n: number },
): Promise<Sample[]> {
  const quantity: Sample[] = [];
  for (let i = 0; i < count; i++) {
    const line = step.n % fixture.lineNames.length;
    const input = page.getByRole('textbox', { name: `Ilość: ${fixture.lineNames[line]}`, exact: true });
    await input.focus();
    // A new whole number each time, so the totals always change.
    await page.keyboard.type(String((fixture.quantities[line] as number) + 1 + step.n++));
    quantity.push(await timedEnter(page));
    await settle(page);
  }
  return quantity;
}

/** `count` scans into "Dodaj pozycję" on the open page, taking the symbols from the front of `symbols`. */
export async function timeScans(page: Page, symbols: string[], count: number): Promise<Sample[]> {
  const scan: Sample[] = [];
  for (let i = 0; i < count; i++) {
    const symbol = symbols.shift();
    if (!symbol) throw new Error('out of products to scan');
    await page.getByRole('combobox', { name: 'Dodaj pozycję' }).focus();
    // A scanner: the code typed at once, then Enter.
    await page.keyboard.type(symbol);
    scan.push(await timedEnter(page));
    await settle(page);
  }
  return scan;
}

/** `count` quantity commits then `count` scans on the open page, each settled before the next. */
async function timeActions(
  page: Page,
  fixture: QuantityLines,
  symbols: string[],
  count: number,
  step: { n: number },
): Promise<{ quantity: Sample[]; scan: Sample[] }> {
  const quantity = await timeQuantities(page, fixture, count, step);
  return { quantity, scan: await timeScans(page, symbols, count) };
}

/** p50/p95 of the samples of one action. */
export function summary(samples: Sample[]): ActionTimings {
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

/** Everything one run measures. */
export interface OfferEditorTimings {
  /** The editor on the small offer (the quantity and scan of {@link DocumentTimings}). */
  editor: VariantTimings;
  /** The editor on the small order. */
  order: VariantTimings;
  /** The plain table on the small offer. */
  baseline: VariantTimings;
  /** Open, scroll, quantity and scan on each kind at each size. */
  documents: Record<DocumentKind, Record<keyof DocumentSizes, DocumentTimings>>;
}

/**
 * The document line editor of the built app against the real server in Chromium, on an offer and
 * an order of `sizes.small` lines and of `sizes.large` lines: the page opened, scrolled to its
 * last line, a quantity typed and saved with Enter, and a product scanned into "Dodaj pozycję"
 * (see {@link measureDocument}); and on the small offer against a plain DOM table of the same
 * lines doing the offer's writes and updating the same cells from the same answers.
 */
export async function measureOfferEditor(options: {
  runs: number;
  warmups: number;
  sizes: DocumentSizes;
}): Promise<OfferEditorTimings> {
  const { runs, warmups, sizes } = options;
  const scans = warmups + runs;
  await ensureAppBuilt();
  const appDir = await appWithBaseline();
  // Responses unchecked, as in production: the server's own checks are not what is measured.
  // A data directory of its own, removed after the run: each run seeds a fresh database, with
  // a catalogue large enough for the large documents and the products scanned into them.
  const dataDir = mkdtempSync(join(tmpdir(), 'salesdesk-offer-editor-data-'));
  const scale = Math.ceil(((sizes.large + scans) * 1.25) / PRODUCTS_PER_SCALE);
  const server = await startAppServer({ appDir, dataDir, validateResponses: false, fixtures: { seed: 1, scale } });
  let browser: Browser | undefined;
  try {
    const api = await apiAs(server, 'handlowiec');
    const fixture = await prepare(api, sizes, scans);
    browser = await launchChromium();
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 768 } });
    await watchLinesShown(context);
    const page = await context.newPage();
    // A page's own failure would otherwise only show as a probe timing out.
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));

    await page.goto('/pl/login');
    await page.getByLabel('Nazwa użytkownika').fill('handlowiec');
    await page.getByLabel('Hasło').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.waitForURL('**/pl/dashboard');

    // Each kind at each size, small then large, the same actions in the same order.
    const documents = {} as OfferEditorTimings['documents'];
    for (const kind of ['offer', 'order'] as const) {
      const bySize = {} as Record<keyof DocumentSizes, DocumentTimings>;
      for (const size of ['small', 'large'] as const) {
        const doc = { kind, id: fixture.docs[kind][size] };
        bySize[size] = await measureDocument(page, api, doc, fixture, [...fixture.scanSymbols], runs, warmups);
      }
      documents[kind] = bySize;
    }

    const token = api.tokenStore?.get() ?? '';
    await page.goto(`${BASELINE_PAGE}#offer=${fixture.baselineOffer}&token=${encodeURIComponent(token)}`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    const baseStep = { n: 0 };
    const symbols = [...fixture.scanSymbols];
    await timeActions(page, fixture, symbols, warmups, baseStep);
    const baseline = await timeActions(page, fixture, symbols, runs, baseStep);
    const variant = (t: DocumentTimings): VariantTimings => ({ quantity: t.quantity, scan: t.scan });
    return {
      editor: variant(documents.offer.small),
      order: variant(documents.order.small),
      baseline: { quantity: summary(baseline.quantity), scan: summary(baseline.scan) },
      documents,
    };
  } finally {
    await browser?.close();
    await server.close();
    rmSync(appDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
