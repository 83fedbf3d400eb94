import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../e2e/sessionE2eKit';
import { APP_ROOT, buildRoot, percentiles, serveStatic } from './perfKit';
import './perfWindow';

/** Milliseconds of one variant: until painted, and from a sort click until painted again. */
export interface TableTimings {
  paint: { p50: number; p95: number };
  sort: { p50: number; p95: number };
  /** Main-thread time (CPU) of the page load and of the sort, which a busy machine inflates far less. */
  paintCpu: { p50: number; p95: number };
  sortCpu: { p50: number; p95: number };
}

interface Sample {
  paint: number;
  sort: number;
  paintCpu: number;
  sortCpu: number;
}

/** One page load and one sort of a variant, timed in the page and on the main thread. */
async function sampleVariant(browser: Browser, url: string): Promise<Sample> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const busy = async () => {
      const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
      return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
    };
    const start = await busy();
    await page.goto(url);
    await page.waitForFunction(() => window.__painted !== undefined);
    const painted = await busy();
    const paint = await page.evaluate(() => window.__painted as number);
    // A real pointer click on the "Netto" header; the page times it from the pointer down.
    await page.getByRole('columnheader', { name: /Netto/ }).click();
    await page.waitForFunction(() => window.__sortPainted !== undefined);
    const sorted = await busy();
    const sort = await page.evaluate(() => (window.__sortPainted as number) - (window.__sortStarted as number));
    return { paint, sort, paintCpu: painted - start, sortCpu: sorted - painted };
  } finally {
    await page.close();
  }
}

function summarise(samples: Sample[]): TableTimings {
  return {
    paint: percentiles(samples.map((s) => s.paint)),
    sort: percentiles(samples.map((s) => s.sort)),
    paintCpu: percentiles(samples.map((s) => s.paintCpu)),
    sortCpu: percentiles(samples.map((s) => s.sortCpu)),
  };
}

/**
 * A 200-row page of offers in Chromium: the real DataTable against a plain React table of the
 * same rows, `runs` fresh page loads each; time until the rows are painted, and from a click on
 * a sortable header until the re-sorted rows are painted.
 */
export async function measureDataTable(runs: number): Promise<{ dataTable: TableTimings; plain: TableTimings }> {
  const dist = await buildRoot(join(APP_ROOT, 'perf', 'dataTablePage'), join(APP_ROOT, '.perf-datatable'));
  const server = await serveStatic(dist);
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const plainUrl = `${server.url}/?variant=plain`;
    const tableUrl = `${server.url}/?variant=datatable`;
    // One warm-up of each, so the first measured run does not pay Chromium's own start.
    await sampleVariant(browser, plainUrl);
    await sampleVariant(browser, tableUrl);
    // The variants take turns (and which goes first alternates), so both see the same machine.
    const plain: Sample[] = [];
    const table: Sample[] = [];
    for (let run = 0; run < runs; run++) {
      if (run % 2 === 0) {
        plain.push(await sampleVariant(browser, plainUrl));
        table.push(await sampleVariant(browser, tableUrl));
      } else {
        table.push(await sampleVariant(browser, tableUrl));
        plain.push(await sampleVariant(browser, plainUrl));
      }
    }
    return { dataTable: summarise(table), plain: summarise(plain) };
  } finally {
    await browser?.close();
    await server.close();
  }
}
