// What one server needs for a distributor's few hundred staff: BENCH_STAFF sessions (default 300),
// each with its live socket open, working for BENCH_SECONDS (default 60) against one server in a
// child process (file database, demo data at BENCH_SCALE, JSON logs as in production). Each
// person waits a think time (uniform 0.4–1.6 × BENCH_THINK_MS, default 5000 ms: one call every
// five seconds each, a busy office) and then lists offers (30 %), searches the catalogue (30 %),
// opens an offer (20 %), lists clients (10 %) or comments on an offer (10 %, a write). Printed:
// the server's RSS (before the load, peak and last during it) and CPU (share of one core, from
// /proc), and the latency of each kind of call (p50, p95, p99). Never asserted.
// Run: pnpm bench serverResources   (BENCH_QUICK=1: 10 staff for 5 s, a smoke run)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { DEMO_PASSWORD } from '../fixtures/src/index';

// `ws` is the server package's dependency (Node 20 has no WebSocket client of its own).
interface BenchSocket {
  once(event: 'open' | 'error', listener: (error?: unknown) => void): void;
  send(data: string): void;
  close(): void;
}
const WebSocket = createRequire(new URL('../packages/server/package.json', import.meta.url))('ws') as new (
  url: string,
) => BenchSocket;

const quick = Boolean(process.env.BENCH_QUICK);
const staff = Number(process.env.BENCH_STAFF ?? (quick ? 10 : 300));
const seconds = Number(process.env.BENCH_SECONDS ?? (quick ? 5 : 60));
const thinkMs = Number(process.env.BENCH_THINK_MS ?? 5000);
const scale = Number(process.env.BENCH_SCALE ?? (quick ? 1 : 5));
/** `normal`: the server without an fsync per commit, to tell the disk's share from the rest. */
const synchronous = process.env.BENCH_SYNCHRONOUS === 'normal' ? 'normal' : 'full';
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

const here = new URL('.', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'salesdesk-resources-'));
const child = spawn(
  process.execPath,
  [
    '--conditions=@salesdesk/source',
    '--import',
    'tsx',
    join(here, 'serverResources.child.ts'),
    dataDir,
    String(scale),
    synchronous,
  ],
  { stdio: ['pipe', 'pipe', 'inherit'] },
);
const childLines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
const { url, pid } = JSON.parse((await childLines.next()).value as string) as { url: string; pid: number };

function procOf(p: number): { rssMb: number; hwmMb: number; cpuTicks: number } {
  const status = readFileSync(`/proc/${p}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1] ?? 0);
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024, cpuTicks: Number(fields[11]) + Number(fields[12]) };
}

async function call(method: string, path: string, token?: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      'Accept-Encoding': 'br, gzip',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i] as T, i);
      }
    }),
  );
  return out;
}

// Setup: sessions, one draft offer each, search words from the catalogue, the sockets.
const setupStarted = performance.now();
const sessions = await inBatches(Array.from({ length: staff }), 4, async () => {
  const { token } = (await call('POST', '/api/account/login', undefined, {
    username: 'handlowiec',
    password: DEMO_PASSWORD,
  })) as { token: string };
  return token;
});
const clients = ((await call('GET', '/api/clients?limit=50', sessions[0])) as { items: { id: number }[] }).items;
const products = ((await call('GET', '/api/products?limit=100', sessions[0])) as { items: { index_name: string }[] })
  .items;
const words = [...new Set(products.map((p) => p.index_name.split(/\s+/)[0]?.toLowerCase() ?? 'rura'))].slice(0, 20);
const offers = await inBatches(sessions, 4, async (token, i) => {
  const offer = (await call('POST', '/api/offer/create', token, {
    client_id: (clients[i % clients.length] as { id: number }).id,
  })) as { id: number };
  return offer.id;
});
const sockets = await inBatches(sessions, 16, async (token) => {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/ws`);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(token);
  return ws;
});
const setupSeconds = (performance.now() - setupStarted) / 1000;
await new Promise((r) => setTimeout(r, 1000));

// The load.
type Kind = 'offer list' | 'product search' | 'offer detail' | 'client list' | 'comment (write)';
const latencies = new Map<Kind, number[]>();
const failures: string[] = [];
const pick = (r: number): Kind =>
  r < 0.3
    ? 'offer list'
    : r < 0.6
      ? 'product search'
      : r < 0.8
        ? 'offer detail'
        : r < 0.9
          ? 'client list'
          : 'comment (write)';
child.stdin.write('load\n');
const clientCpu = process.cpuUsage();
const before = procOf(pid);
const samples: { rssMb: number; cpuTicks: number; at: number }[] = [];
const sampler = setInterval(() => samples.push({ ...procOf(pid), at: performance.now() }), 1000);
const started = performance.now();
const endAt = started + seconds * 1000;
let n = 0;
await Promise.all(
  sessions.map(async (token, i) => {
    // Staggered starts: nobody works in step with the others.
    await new Promise((r) => setTimeout(r, Math.random() * thinkMs));
    while (performance.now() < endAt) {
      const kind = pick(Math.random());
      const word = words[(i + n++) % words.length] ?? 'rura';
      const offer = offers[i] as number;
      const t = performance.now();
      try {
        if (kind === 'offer list') await call('GET', '/api/table-offer-list?limit=20', token);
        else if (kind === 'product search')
          await call('GET', `/api/products/search?limit=20&search=${encodeURIComponent(word)}`, token);
        else if (kind === 'offer detail') await call('GET', `/api/offer/${offer}`, token);
        else if (kind === 'client list') await call('GET', '/api/clients?limit=20&sort=name', token);
        else await call('POST', `/api/offer/${offer}/add-comment`, token, { text: `Uwaga ${n}` });
        const list = latencies.get(kind) ?? [];
        list.push(performance.now() - t);
        latencies.set(kind, list);
      } catch (error) {
        failures.push(String(error));
      }
      const think = thinkMs * (0.4 + Math.random() * 1.2);
      await new Promise((r) => setTimeout(r, Math.max(0, Math.min(think, endAt - performance.now()))));
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;
clearInterval(sampler);
const after = procOf(pid);
const metrics = await fetch(`${url}/metrics`, { headers: { Authorization: 'Bearer bench-metrics-token-0123456789' } });
const socketsOpen = /^salesdesk_socket_connections (\d+)$/m.exec(await metrics.text())?.[1];

const clientCpuSeconds = (() => {
  const used = process.cpuUsage(clientCpu);
  return (used.user + used.system) / 1e6;
})();
for (const ws of sockets) ws.close();
child.stdin.end();
const serverView = JSON.parse((await childLines.next()).value as string) as {
  routes: Record<string, number[]>;
  loopDelayMs: { p50: number; p99: number; max: number };
};
await new Promise((r) => child.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const row = (name: string, values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `| ${name} | ${sorted.length} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} |`;
};
const all = [...latencies.values()].flat();
const cpuShare = (after.cpuTicks - before.cpuTicks) / TICKS / elapsed;
const peakRss = Math.max(before.rssMb, ...samples.map((s) => s.rssMb));
console.log(
  `${staff} staff with a socket each, ${elapsed.toFixed(0)} s of load (think ${thinkMs} ms), demo data scale ${scale}; setup ${setupSeconds.toFixed(0)} s; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(`sockets open on the server during the load: ${socketsOpen}`);
console.log(`calls: ${all.length} (${(all.length / elapsed).toFixed(1)}/s), failed: ${failures.length}`);
if (failures.length) console.log(`  first failure: ${failures[0]}`);
console.log(
  `server RSS: ${before.rssMb.toFixed(0)} MB before the load, peak ${peakRss.toFixed(0)} MB, last ${after.rssMb.toFixed(0)} MB (peak since start, seeding included: ${after.hwmMb.toFixed(0)} MB)`,
);
console.log(`server CPU: ${(cpuShare * 100).toFixed(1)} % of one core on average during the load`);
console.log(
  `load generator CPU (this process: ${staff} clients, JSON, sockets): ${((clientCpuSeconds / elapsed) * 100).toFixed(1)} % of one core`,
);
const { loopDelayMs } = serverView;
console.log(
  `server event loop delay during the load: p50 ${loopDelayMs.p50.toFixed(1)} ms, p99 ${loopDelayMs.p99.toFixed(1)} ms, max ${loopDelayMs.max.toFixed(0)} ms; database synchronous=${synchronous}`,
);
console.log('\n| call | n | p50 ms | p95 ms | p99 ms |\n| --- | --- | --- | --- | --- |');
for (const [kind, values] of latencies) console.log(row(kind, values));
console.log(row('all', all));
console.log(
  "\nThe server's own view (the request lines' duration_ms: router to answer, no network or queueing in the client):",
);
console.log('\n| route | n | p50 ms | p95 ms | p99 ms |\n| --- | --- | --- | --- | --- |');
for (const [route, values] of Object.entries(serverView.routes))
  if (values.length >= 5) console.log(row(route, values));
console.log(row('all', Object.values(serverView.routes).flat()));
