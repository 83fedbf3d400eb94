import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../e2e/sessionE2eKit';
import { APP_ROOT, buildRoot, percentiles, serveStatic } from './perfKit';
import './perfWindow';

/** Milliseconds of one variant: until painted, and from a sort click until painted again. */
export interface TableTimings {
  paint: { p50: number; p95: number };
  sort: { p50: number; p95: number };
}

async function timeVariant(browser: Browser, url: string, runs: number): Promise<TableTimings> {
  const paints: number[] = [];
  const sorts: number[] = [];
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(url);
    await page.waitForFunction(() => window.__painted !== undefined);
    paints.push(await page.evaluate(() => window.__painted as number));
    // A real pointer click on the "Netto" header; the page times it from the pointer down.
    await page.getByRole('columnheader', { name: /Netto/ }).click();
    await page.waitForFunction(() => window.__sortPainted !== undefined);
    sorts.push(await page.evaluate(() => (window.__sortPainted as number) - (window.__sortStarted as number)));
    await page.close();
  }
  return { paint: percentiles(paints), sort: percentiles(sorts) };
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
    // One warm-up of each, so the first measured run does not pay Chromium's own start.
    await timeVariant(browser, `${server.url}/?variant=plain`, 1);
    await timeVariant(browser, `${server.url}/?variant=datatable`, 1);
    const plain = await timeVariant(browser, `${server.url}/?variant=plain`, runs);
    const dataTable = await timeVariant(browser, `${server.url}/?variant=datatable`, runs);
    return { dataTable, plain };
  } finally {
    await browser?.close();
    await server.close();
  }
}
