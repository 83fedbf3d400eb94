// `salesdesk export invoices` to CSV at fixture scale 63 (100,800 invoices; 1,600 per unit),
// against a baseline in the same run that fetches the same pages (limit 200) with plain
// `fetch` and writes JSON lines (cliExportBaseline.child.mjs). The server runs in this process
// on a loopback port; each exporter is its own plain-Node child process (the CLI bundled with
// esbuild from its sources, as the published binary would run), timed wall-clock including
// start-up, peak RSS reported by the child itself (VmHWM at exit, bench/maxRss.mjs). A second CLI run exports ~10k rows (--until) to show
// that memory does not grow with the export's size. Printed, never asserted.
// Targets (issue 6): ratio CLI/baseline ≤ 1.3; CLI peak RSS < 150 MB and flat 10k → 100k.
// Run: pnpm bench cliExport   (env BENCH_SCALE, BENCH_RUNS; the seeded database is cached in
// $TMPDIR/salesdesk-bench-cli-s<scale>: the first run seeds it, ~4 min at scale 63).
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { startServer } from '../packages/server/src/startServer';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const scale = Number(process.env.BENCH_SCALE ?? 63);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const dataDir = join(tmpdir(), `salesdesk-bench-cli-s${scale}`);

// The CLI as one file: workspace sources bundled, npm dependencies resolved from the package.
const bundle = join(root, 'packages/cli/node_modules/.cache/salesdesk-bench.mjs');
mkdirSync(dirname(bundle), { recursive: true });
// esbuild's API from the workspace root's own dependency: a fresh clone has it after install.
await build({
  entryPoints: [join(root, 'packages/cli/src/main.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['@salesdesk/source'],
  external: ['exceljs', 'commander', 'zod'],
  outfile: bundle,
  logLevel: 'warning',
});

const t0 = performance.now();
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  env: {},
  appDir: null,
  fixtures: { seed: 1, scale },
  validateResponses: false,
});
console.log(`server at scale ${scale} ready in ${((performance.now() - t0) / 1000).toFixed(1)} s (${dataDir})`);
const login = await fetch(`${server.url}/api/account/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
});
const { token } = (await login.json()) as { token: string };
const api = async (path: string) =>
  (await (await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    total: number;
    items: Record<string, unknown>[];
  };

interface Report {
  ms: number;
  maxRssMb: number;
}

/** Runs `node <args>` with the peak-RSS reporter: wall time and peak RSS of the child. */
function measure(args: string[]): Promise<Report> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    execFile(
      process.execPath,
      ['--import', join(here, 'maxRss.mjs'), ...args],
      {
        env: {
          ...process.env,
          SALESDESK_BASE_URL: server.url,
          SALESDESK_TOKEN: token,
          XDG_CONFIG_HOME: '/nonexistent',
        },
        maxBuffer: 1 << 20,
      },
      (error, _stdout, stderr) => {
        const ms = performance.now() - started;
        const rss = /maxrss=(\d+)/.exec(stderr);
        if (error || !rss) reject(new Error(`${args.join(' ')}: ${error?.message}\n${stderr}`));
        else resolve({ ms, maxRssMb: Number(rss[1]) / 1024 });
      },
    );
  });
}

const total = (await api('/api/invoices?limit=1')).total;
const line = (name: string, rows: number, r: Report, file: string) =>
  console.log(
    `${name.padEnd(10)} ${rows} rows in ${(r.ms / 1000).toFixed(2)} s = ${Math.round((rows / r.ms) * 1000)} rows/s; peak RSS ${r.maxRssMb.toFixed(0)} MB; file ${(statSync(file).size / 1e6).toFixed(1)} MB`,
  );

const baseline: Report[] = [];
const cli: Report[] = [];
for (let i = 0; i < runs; i++) {
  const outB = join(tmpdir(), 'salesdesk-bench-baseline.ndjson');
  const b = await measure([join(here, 'cliExportBaseline.child.mjs'), server.url, token, outB]);
  line(`baseline ${i + 1}`, total, b, outB);
  rmSync(outB, { force: true });
  baseline.push(b);
  const outC = join(tmpdir(), 'salesdesk-bench-faktury.csv');
  const c = await measure([bundle, 'export', 'invoices', '--output', outC, '--quiet']);
  line(`cli ${i + 1}`, total, c, outC);
  rmSync(outC, { force: true });
  cli.push(c);
}

// ~10k rows: up to the date of issue of the 10,000th invoice in date order (at a tiny scale,
// the last page's: the run then only proves the export works).
const tenKPage = Math.max(1, Math.min(50, Math.ceil(total / 200)));
const at10k = (await api(`/api/invoices?sort=date-of-issue&page=${tenKPage}&limit=200`)).items.at(-1)?.[
  'date-of-issue'
] as string;
const rows10k = (await api(`/api/invoices?limit=1&until=${at10k}`)).total;
const out10k = join(tmpdir(), 'salesdesk-bench-10k.csv');
const small = await measure([bundle, 'export', 'invoices', '--until', at10k, '--output', out10k, '--quiet']);
line('cli 10k', rows10k, small, out10k);
rmSync(out10k, { force: true });

const best = (xs: Report[]) => xs.reduce((a, b) => (b.ms < a.ms ? b : a));
const median = (xs: Report[]) => [...xs].sort((a, b) => a.ms - b.ms)[Math.floor(xs.length / 2)] as Report;
const peak = Math.max(...cli.map((r) => r.maxRssMb));
console.log(
  `${total} invoices, best of ${runs}: CLI ${Math.round((total / best(cli).ms) * 1000)} rows/s, baseline ${Math.round(
    (total / best(baseline).ms) * 1000,
  )} rows/s; ratio CLI/baseline best ${(best(cli).ms / best(baseline).ms).toFixed(2)}, median ${(
    median(cli).ms / median(baseline).ms
  ).toFixed(2)} (target ≤ 1.3)`,
);
console.log(
  `CLI peak RSS ${peak.toFixed(0)} MB at ${total} rows vs ${small.maxRssMb.toFixed(0)} MB at ${rows10k} rows (target < 150, flat); baseline ${Math.max(
    ...baseline.map((r) => r.maxRssMb),
  ).toFixed(0)} MB`,
);
await server.close();
