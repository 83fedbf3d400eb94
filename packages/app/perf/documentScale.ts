import type { ApiClient } from '@salesdesk/sdk';
import type { BrowserContext, Page } from 'playwright-core';
import {
  type ActionTimings,
  type QuantityLines,
  type Sample,
  settle,
  summary,
  timeQuantities,
  timeScans,
} from './offerEditor';
import { percentiles } from './perfKit';

/** The two kinds of document the one line editor edits. */
export type DocumentKind = 'offer' | 'order';

/** p50/p95 in milliseconds. */
export interface Percentiles {
  p50: number;
  p95: number;
}

/** The four actions on one document: open and scroll (until painted), quantity and scan (Enter → totals painted). */
export interface DocumentTimings {
  open: Percentiles;
  scroll: Percentiles;
  quantity: ActionTimings;
  scan: ActionTimings;
}

declare global {
  interface Window {
    /** When the document page first painted a line (performance.now(), from the navigation's start). */
    __linesShown?: number;
  }
}

/**
 * Notes on every page of the context when it first painted a document line (a line's quantity
 * input) beside the totals: a MutationObserver on the page, then the frame that shows them
 * (requestAnimationFrame, then a message posted from it, which runs once the frame is painted).
 * `performance.now()` counts from the navigation's start, so the figure covers the HTML, the
 * scripts, the session and the document's reads.
 */
export async function watchLinesShown(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    // Inline callbacks only: tsx names a function assigned to a variable with a helper the page lacks.
    const observer = new MutationObserver(() => {
      if (!document.querySelector('input[aria-label^="Ilość: "]')) return;
      if (!document.querySelector('[aria-label="Podsumowanie"]')) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          window.__linesShown = performance.now();
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document, { subtree: true, childList: true });
  });
}

/** Opens the document's page and returns the time from the navigation's start until its lines were painted. */
async function timedOpen(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForFunction(() => window.__linesShown !== undefined, undefined, { timeout: 30_000 });
  return page.evaluate(() => window.__linesShown as number);
}

/**
 * Scrolls the editor's scroll box to the bottom and returns the time until the frame that shows
 * the page's last line: each frame until then it is put at the bottom again (the virtualiser
 * measures the rows it renders, so the height can grow under it, as under a person dragging the
 * bar down), and it is done when the table's last row is a line, not the empty row standing for
 * the lines not rendered. Measured in the page.
 */
async function timedScroll(page: Page): Promise<number> {
  // Inline callbacks only: tsx names a function assigned to a variable with a helper the page lacks.
  return page.evaluate(async () => {
    const input = document.querySelector('input[aria-label^="Ilość: "]');
    const box = input?.closest('table')?.parentElement;
    if (!box) throw new Error('no line editor on the page');
    const start = performance.now();
    box.scrollTop = box.scrollHeight;
    for (;;) {
      await new Promise((frame) => requestAnimationFrame(frame));
      const rows = box.querySelectorAll('tbody > tr');
      const last = rows[rows.length - 1];
      const atBottom = box.scrollTop + box.clientHeight >= box.scrollHeight - 2;
      if (last && last.getAttribute('aria-hidden') !== 'true' && atBottom) break;
      if (performance.now() - start > 20_000) throw new Error('the last line was not rendered within 20 s');
      box.scrollTop = box.scrollHeight;
    }
    // The frame that shows the last line: a message posted from its requestAnimationFrame runs once it is painted.
    await new Promise((painted) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = painted;
      channel.port2.postMessage(null);
    });
    return performance.now() - start;
  });
}

/** Takes `count` lines off the end of the document through the API (not timed), so the scans that follow bring it back to its size. */
async function removeLastLines(api: ApiClient, kind: DocumentKind, id: number, count: number): Promise<void> {
  if (count <= 0) return;
  if (kind === 'offer') {
    const offer = await api.call('offerById', { params: { id } });
    const ids = [...offer.items].sort((a, b) => a.ordinal_no - b.ordinal_no).map((l) => l.id);
    await api.call('offerItemsRemove', {
      params: { id },
      body: { version: offer.version, item_ids: ids.slice(-count) },
    });
  } else {
    const order = await api.call('orderById', { params: { id } });
    const ids = [...order.items].sort((a, b) => a.ordinal_no - b.ordinal_no).map((l) => l.id);
    await api.call('orderRemoveItems', {
      params: { id },
      body: { version: order.version, item_ids: ids.slice(-count) },
    });
  }
}

/** Opens the document's page without timing it, until its first line is there and the page is idle. */
async function openUntimed(page: Page, url: string, lines: QuantityLines): Promise<void> {
  await page.goto(url);
  await page.getByRole('textbox', { name: `Ilość: ${lines.lineNames[0]}`, exact: true }).waitFor();
  await settle(page);
}

/**
 * The four actions on one document of the logged-in page's user, each `warmups` times untimed and
 * then `runs` times: open (navigation start → first lines painted) followed by a scroll to the
 * last line of the page; then quantity commits; then `warmups + runs` lines come off the end of
 * the document through the API and as many products are scanned in, so the scans end at the
 * document's size (a document at the line limit takes no new line) and the other actions see it
 * whole. `symbols` are products not on the document; the array is consumed.
 */
export async function measureDocument(
  page: Page,
  api: ApiClient,
  doc: { kind: DocumentKind; id: number },
  lines: QuantityLines,
  symbols: string[],
  runs: number,
  warmups: number,
): Promise<DocumentTimings> {
  const url = `/pl/dashboard/${doc.kind === 'offer' ? 'offers' : 'orders'}/${doc.id}`;
  const open: number[] = [];
  const scroll: number[] = [];
  for (let i = 0; i < warmups + runs; i++) {
    const opened = await timedOpen(page, url);
    await settle(page);
    const scrolled = await timedScroll(page);
    if (i >= warmups) {
      open.push(opened);
      scroll.push(scrolled);
    }
  }
  await openUntimed(page, url, lines);
  const step = { n: 0 };
  await timeQuantities(page, lines, warmups, step);
  const quantity = await timeQuantities(page, lines, runs, step);

  await removeLastLines(api, doc.kind, doc.id, warmups + runs);
  await openUntimed(page, url, lines);
  await timeScans(page, symbols, warmups);
  const scan: Sample[] = await timeScans(page, symbols, runs);
  return { open: percentiles(open), scroll: percentiles(scroll), quantity: summary(quantity), scan: summary(scan) };
}
