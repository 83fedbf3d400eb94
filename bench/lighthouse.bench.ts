// Lighthouse (the npm package, 12.x for Node 20) on `/pl/login` of the production build, served
// by the real server on a loopback port (precompressed assets, cache headers), in Debian's
// chromium: the performance score and its metrics with the mobile preset (Moto G Power,
// simulated slow 4G and 4× CPU slowdown) and the desktop preset. The baseline, measured in the
// same run under the same conditions, is a production build of react and react-dom alone
// rendering one paragraph, served by the same server: the least any React page can score.
// Targets (issue "speed where a user feels it"): mobile performance ≥ 90. Printed, never asserted.
// Lighthouse simulates the network from what it observed, so loopback is all it needs; the CPU
// is observed too: a busy machine lowers TBT-driven scores (note the load average with figures).
// Run: pnpm bench lighthouse   (env BENCH_RUNS: runs per preset and page, default 3; quick mode 1;
// BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each run's JSON report, to open in the Lighthouse viewer)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { ensureAppBuilt } from '../packages/app/e2e/ensureAppBuilt';
import { APP_DIST } from '../packages/app/e2e/sessionE2eKit';
import { buildPage } from '../packages/app/perf/perfKit';
import { precompressDir } from '../packages/app/tooling/precompress';
import { type RunningServer, startServer } from '../packages/server/src/startServer';

const runs = Number(process.env.BENCH_QUICK ? 1 : (process.env.BENCH_RUNS ?? 3));
const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
if (reports) mkdirSync(reports, { recursive: true });
let reportNo = 0;

await ensureAppBuilt();
// The baseline page, built and precompressed like the app.
const reactOnly = await buildPage('lighthouse-react-only', {
  'index.html':
    '<!doctype html><html lang="pl"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>salesdesk</title></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
  'main.js':
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('p', null, 'salesdesk'));\n",
});
await precompressDir(reactOnly);

async function serve(appDir: string): Promise<{ server: RunningServer; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'salesdesk-bench-lighthouse-'));
  // No fixtures: the login page reads nothing from the database.
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, env: {}, appDir, seed: false });
  return { server, dataDir };
}

const app = await serve(APP_DIST);
const baseline = await serve(reactOnly);
const chrome = await launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-extensions',
  ],
  logLevel: 'silent',
});

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Bytes transferred (compressed) for the whole page. */
  bytes: number;
}

async function audit(url: string, preset: 'mobile' | 'desktop'): Promise<Figures> {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  if (reports) {
    const name = `${++reportNo}-${preset}-${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}.json`;
    writeFileSync(join(reports, name), JSON.stringify(lhr));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    si: numeric('speed-index'),
    bytes: numeric('total-byte-weight'),
  };
}

/** The median run (by score, then LCP) of `runs` audits. */
async function median(url: string, preset: 'mobile' | 'desktop'): Promise<Figures> {
  const all: Figures[] = [];
  for (let i = 0; i < runs; i++) all.push(await audit(url, preset));
  all.sort((a, b) => a.score - b.score || b.lcp - a.lcp);
  return all[Math.floor(all.length / 2)] as Figures;
}

const ms = (v: number) => `${Math.round(v)} ms`;
const line = (name: string, f: Figures) =>
  `  ${name.padEnd(28)} score ${String(f.score).padStart(3)}  FCP ${ms(f.fcp).padStart(7)}  LCP ${ms(f.lcp).padStart(7)}  TBT ${ms(f.tbt).padStart(6)}  SI ${ms(f.si).padStart(7)}  CLS ${f.cls.toFixed(3)}  ${(f.bytes / 1024).toFixed(1)} kB`;

try {
  console.log(`Lighthouse, ${runs} run(s) per preset and page (median); load average ${loadavg()[0]?.toFixed(2)}`);
  for (const preset of ['mobile', 'desktop'] as const) {
    const login = await median(`${app.server.url}/pl/login`, preset);
    const base = await median(`${baseline.server.url}/`, preset);
    console.log(`${preset}:`);
    console.log(line('/pl/login', login));
    console.log(line('react + react-dom alone', base));
    console.log(
      `  ratio /pl/login vs baseline: LCP ${(login.lcp / base.lcp).toFixed(2)}, FCP ${(login.fcp / base.fcp).toFixed(2)}, bytes ${(login.bytes / base.bytes).toFixed(2)}; performance ${login.score}${preset === 'mobile' ? ' (target ≥ 90)' : ''}`,
    );
  }
} finally {
  chrome.kill();
  for (const { server, dataDir } of [app, baseline]) {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
