// A 200,000-product catalogue CSV imported through the real server (a child process on a
// loopback port, the import in its worker thread as in production), against baselines measured
// in the same run:
//   (a) the dry run and the apply, each from the upload's start to the run's end, against a bare
//       better-sqlite3 bulk upsert of the same rows into the same products table (same schema and
//       triggers, a fresh database), the file read the same way (the same readTable and cell
//       parsers) — target ≤ 2×;
//   (b) the server process's peak RSS over its life, the apply included (VmHWM, bench/maxRss.mjs;
//       the server starts on a database seeded by another process, as in production), and its
//       RSS before and at its highest during each run (sampled) — target ≤ 300 MB;
//   (c) p99 of GET /api/products/list while the import applies against the same call quiet —
//       target ≤ 2×.
// Printed, never asserted. Run: pnpm bench importLoad (BENCH_IMPORT_ROWS, default 200,000;
// BENCH_QUICK=1: 5,000 rows, a smoke run whose figures mean nothing; the server is built first,
// as production runs it, or BENCH_SERVER=sources runs it from the sources through tsx;
// BENCH_BARE=0 skips the bare upsert of (a)).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../fixtures/src/index';
import { migrate, openDatabase } from '../packages/server/src/db/database';
import { fileFields, importKinds } from '../packages/server/src/imports/importKinds';
import { openTable } from '../packages/server/src/imports/readTable';
import { buildServer } from './serverBuild';

const here = dirname(fileURLToPath(import.meta.url));
const quick = Boolean(process.env.BENCH_QUICK);
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? (quick ? 5000 : 200_000));
const QUIET_CALLS = quick ? 50 : 300;
const work = mkdtempSync(join(tmpdir(), 'salesdesk-bench-import-'));

// The file: a catalogue of ROWS products as an ERP writes it (Polish letters, decimal commas).
const HEADER =
  'symbol;index_name;index_short_name;uom;catalog_price;buy_price;recommended_price;minimal_price;tax_rate;manufacturer;catalog_number;description;product_group';
const csvFile = join(work, 'katalog.csv');
{
  const lines = [HEADER];
  for (let i = 0; i < ROWS; i++) {
    const p = 100 + (i % 9000);
    lines.push(
      `BI-${i};Kształtka żeliwna ${i % 500} mm seria ${i};Kształtka ${i};szt;${(p / 10).toFixed(2).replace('.', ',')};${(p / 20).toFixed(2).replace('.', ',')};${(p / 12).toFixed(2).replace('.', ',')};${(p / 15).toFixed(2).replace('.', ',')};23;Zakłady Łódzkie ${i % 40};KN-${i};Opis wyrobu numer ${i}, do instalacji wodnych;Grupa ${i % 30}`,
    );
  }
  writeFileSync(csvFile, `${lines.join('\r\n')}\r\n`);
}
const fileMb = statSync(csvFile).size / 1024 / 1024;
console.log(`${ROWS} products, ${fileMb.toFixed(1)} MB of CSV`);

// Baseline (a): the same rows, read and parsed the same way, upserted in one transaction.
async function bareUpsert(): Promise<number> {
  const dir = mkdtempSync(join(work, 'bare-'));
  const db = openDatabase(dir);
  migrate(db);
  const started = performance.now();
  const kind = importKinds.products;
  const table = await openTable(csvFile);
  const byKey = new Map(fileFields(kind).map((f) => [f.key, f]));
  const columns = table.header.map((h) => byKey.get(h.trim()));
  const names = columns.map((f) => f?.column ?? '');
  const upsert = db.prepare(
    `INSERT INTO products (${names.join(', ')}, market_price) VALUES (${names.map(() => '?').join(', ')}, 0)
     ON CONFLICT(symbol) DO UPDATE SET ${names
       .filter((n) => n !== 'symbol')
       .map((n) => `${n} = excluded.${n}`)
       .join(', ')}`,
  );
  const batch: unknown[][] = [];
  const flush = db.transaction((rows: unknown[][]) => {
    for (const r of rows) upsert.run(r);
  });
  for await (const { cells } of table.rows) {
    batch.push(
      columns.map((f, i) => {
        const parsed = f?.parse((cells[i] ?? '').trim());
        return parsed?.ok ? parsed.value : null;
      }),
    );
  }
  flush(batch);
  const ms = performance.now() - started;
  db.close();
  return ms;
}

// Before the server starts: nothing else on the cores, and no idle keep-alive socket of the
// client for the server to close under it (undici's "other side closed" race) meanwhile.
// BENCH_BARE=0 leaves baseline (a) out (its ratios then print as NaN): on a loaded machine it is
// the longest part of a 200,000-row run, and (b)-(d) do not need it.
const bare = process.env.BENCH_BARE === '0' ? Number.NaN : await bareUpsert();

// The demo dataset seeded by a child of its own first: the server then starts on a database
// that exists, as in production, and its peak RSS is its own, not the seeding's.
// The server as production runs it, built (bench/serverBuild.ts), unless BENCH_SERVER=sources:
// then from the TypeScript sources through tsx, as tests run it (more memory in every thread).
const fromSources = process.env.BENCH_SERVER === 'sources';
const built = fromSources ? null : await buildServer();
const serverModule = built?.entry ?? join(here, '..', 'packages', 'server', 'src', 'index.ts');
const childEnv = { ...process.env, BENCH_SERVER_MODULE: serverModule };
const childArgs = [
  ...(fromSources ? ['--conditions=@salesdesk/source', '--import', 'tsx'] : []),
  join(here, 'importServer.child.mjs'),
  join(work, 'server'),
];
await new Promise<void>((resolve, reject) => {
  const seeding = spawn(process.execPath, [...childArgs, 'seed'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: childEnv,
  });
  seeding.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding exited with ${code}`))));
});

// The server (b): a child process, its peak RSS reported by itself at exit.
const child = spawn(process.execPath, ['--import', join(here, 'maxRss.mjs'), ...childArgs], {
  stdio: ['pipe', 'pipe', 'pipe'],
  env: childEnv,
});
let childErr = '';
child.stderr.on('data', (c: Buffer) => {
  childErr += c.toString();
});
child.once('exit', (code, signal) => {
  childErr += `\n[server exited: code ${code}, signal ${signal}]`;
});
const ready = await new Promise<{ url: string; startHwmMb: number }>((resolve, reject) => {
  createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line)));
  child.once('exit', () => reject(new Error(`server exited: ${childErr}`)));
});
const { url } = ready;

// The server's resident memory now and then (VmRSS, Linux): what it holds before a run and its
// highest during each, beside the lifetime peak the child reports at exit.
function childRssMb(): number {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}
let rssPeak = 0;
const rssTimer = setInterval(() => {
  rssPeak = Math.max(rssPeak, childRssMb());
}, 100);
/** The highest RSS since the last call, and starts a new period. */
function rssPeriod(): number {
  const peak = Math.max(rssPeak, childRssMb());
  rssPeak = 0;
  return peak;
}
const login = await fetch(`${url}/api/account/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
});
const { token } = (await login.json()) as { token: string };
const auth = { Authorization: `Bearer ${token}` };

async function listCall(): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}/api/products/list?limit=50`, { headers: auth });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`list: ${res.status}`);
  return performance.now() - started;
}

const clientId = (
  (await (await fetch(`${url}/api/clients?limit=1`, { headers: auth })).json()) as { items: { id: number }[] }
).items[0]?.id;

/**
 * A write on the request thread (an offer created): while the import's apply holds the write
 * lock this waits for it (busy_timeout) or fails, so its latency during the apply is the lock's
 * hold time as a salesperson meets it. Returns the time, or -1 for an answer other than 2xx.
 */
let writeFailure = '';
async function writeCall(): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}/api/offer/create`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_id: clientId, items: [] }),
  });
  const body = await res.text();
  if (!res.ok && !writeFailure) writeFailure = `${res.status} ${body.slice(0, 300)}`;
  return res.ok ? performance.now() - started : -1;
}

interface Run {
  id: number;
  status: string;
  rows_read: number;
  created: number;
  message: string;
}

async function runOf(id: number): Promise<Run> {
  return (await (await fetch(`${url}/api/imports/runs/${id}`, { headers: auth })).json()) as Run;
}

/** Uploads the file (streamed from disk), then follows the run, calling the list meanwhile. */
async function serverImport(
  dryRun: boolean,
): Promise<{ ms: number; run: Run; during: number[]; applying: number[]; writes: number[] }> {
  const started = performance.now();
  const { openAsBlob } = await import('node:fs');
  const res = await fetch(`${url}/api/imports/runs?kind=products&file_name=katalog.csv&dry_run=${dryRun}`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'text/csv' },
    body: await openAsBlob(csvFile),
  });
  const queued = (await res.json()) as Run;
  if (res.status !== 202) throw new Error(`import: ${res.status} ${JSON.stringify(queued)}`);
  const during: number[] = [];
  const applying: number[] = [];
  const writes: number[] = [];
  let writing = !dryRun;
  // One offer written every 100 ms beside the list calls, for as long as the run goes.
  const writer = (async () => {
    while (writing) {
      writes.push(await writeCall());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  let run = queued;
  for (;;) {
    const ms = await listCall();
    during.push(ms);
    // Read through: the staged rows are being counted and applied in one transaction.
    if (run.rows_read >= ROWS) applying.push(ms);
    run = await runOf(queued.id);
    if (run.status !== 'queued' && run.status !== 'running') break;
  }
  writing = false;
  await writer;
  return { ms: performance.now() - started, run, during, applying, writes };
}

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? Number.NaN;
  return { n: s.length, p50: at(0.5), p99: at(0.99) };
}

for (let i = 0; i < 20; i++) await listCall();
const quiet: number[] = [];
for (let i = 0; i < QUIET_CALLS; i++) quiet.push(await listCall());
const rssBefore = childRssMb();
rssPeriod();
const dry = await serverImport(true);
const rssDry = rssPeriod();
const apply = await serverImport(false).catch((error) => {
  console.error(`the apply failed; the server's stderr:\n${childErr.slice(-3000)}`);
  throw error;
});
const rssApply = rssPeriod();
clearInterval(rssTimer);
const quietAfter: number[] = [];
for (let i = 0; i < QUIET_CALLS; i++) quietAfter.push(await listCall());

child.stdin.end();
await new Promise((resolve) => child.once('exit', resolve));
const peakMb = Number(/maxrss=(\d+)/.exec(childErr)?.[1] ?? 0) / 1024;
rmSync(work, { recursive: true, force: true });
if (built) rmSync(built.dir, { recursive: true, force: true });

const q = stats([...quiet, ...quietAfter]);
const line = (name: string, s: ReturnType<typeof stats>) =>
  `${name.padEnd(34)} ${String(s.n).padStart(6)} ${s.p50.toFixed(2).padStart(9)} ms ${s.p99.toFixed(2).padStart(9)} ms ${(s.p99 / q.p99).toFixed(2).padStart(8)}×`;
console.log(`\n(a) ${ROWS} rows: time from the upload's start to the run's end, against the bare upsert`);
console.log(`bare better-sqlite3 upsert (baseline)  ${(bare / 1000).toFixed(2)} s`);
for (const [name, r] of [
  ['server dry run', dry],
  ['server apply', apply],
] as const) {
  console.log(
    `${name.padEnd(38)} ${(r.ms / 1000).toFixed(2)} s  ratio ${(r.ms / bare).toFixed(2)}× (target ≤ 2×: ${r.ms / bare <= 2 ? 'met' : 'not met'})  ${r.run.status}: ${r.run.message}`,
  );
}
console.log(
  `\n(b) server (${fromSources ? 'from the sources, through tsx' : 'built'}) peak RSS ${peakMb.toFixed(0)} MB (after start ${ready.startHwmMb.toFixed(0)} MB; target ≤ 300 MB: ${peakMb <= 300 ? 'met' : 'not met'})`,
);
console.log(
  `    RSS before the runs ${rssBefore.toFixed(0)} MB, highest during the dry run ${rssDry.toFixed(0)} MB, during the apply ${rssApply.toFixed(0)} MB (sampled every 100 ms)`,
);
console.log('\n(c) GET /api/products/list?limit=50        calls       p50          p99   p99 ratio');
console.log(line('quiet (baseline)', q));
console.log(line('during the dry run', stats(dry.during)));
console.log(line('during the apply run', stats(apply.during)));
if (apply.applying.length) console.log(line('  of it, once the file was read', stats(apply.applying)));
const writesOk = apply.writes.filter((ms) => ms >= 0);
console.log(
  `\n(d) offers created on the request thread during the apply: ${apply.writes.length}, failed ${apply.writes.length - writesOk.length}; ` +
    `p50 ${stats(writesOk).p50.toFixed(1)} ms, slowest ${Math.max(0, ...writesOk).toFixed(1)} ms (the write lock's longest hold as a request meets it)`,
);
if (writeFailure) console.log(`first failed write: ${writeFailure}\n${childErr.slice(0, 2000)}`);
const worst = stats(apply.during).p99 / q.p99;
console.log(`target: list p99 during the apply ≤ 2× quiet — ${worst <= 2 ? 'met' : 'not met'}`);
