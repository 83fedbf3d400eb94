// `/api/health` while pasted lists of the matcher's worst kind are matched, as a ratio against
// the same call with nothing else running, through a real server on a socket (the matcher's
// pool of worker threads reading the database file, as in production). Phases, in one run:
//   quiet  — health calls back to back, nothing else happening (the baseline);
//   words  — while two pastes run at once, each 500 rows of eight unrelated catalogue words
//            (each word finds products, together nothing: every row tries leaving words out);
//   typos  — the same with a typo in every word (every word looked up for corrections too).
// Printed, never asserted: health p50/p99 and their ratios to quiet, and each paste's own
// duration with its rows left unresolved by the time budget (MATCH_BUDGET_MS, default 5 s).
// Target: health p99 during the pastes at most 2× quiet (before the pool, it waited for the
// whole paste: 2.5–11 s).
// Run: pnpm bench matchLoad   (BENCH_SCALE: catalogue scale, default 20 = 40,000 products;
// BENCH_RUNS: pastes of each kind, default 3; BENCH_QUICK=1: scale 1, 100 rows, one run)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD } from '../fixtures/src/index';
import { startServer } from '../packages/server/src/startServer';
import { seedMatchCatalogue, worstPaste } from '../packages/server/src/testing/matchLoad';

const quick = Boolean(process.env.BENCH_QUICK);
const scale = Number(process.env.BENCH_SCALE ?? (quick ? 1 : 20));
const runs = Number(process.env.BENCH_RUNS ?? (quick ? 1 : 3));
const ROWS = quick ? 100 : 500;
const QUIET_CALLS = quick ? 50 : 400;

const dir = mkdtempSync(join(tmpdir(), 'salesdesk-bench-match-'));
const server = await startServer({
  dataDir: dir,
  port: 0,
  env: {},
  seed: false,
  validateResponses: false,
  dbSynchronous: 'normal',
  backup: { dir: null, intervalMinutes: 0, keep: 1 },
});
const t = performance.now();
const products = await seedMatchCatalogue(server.ctx.db, scale);
console.log(
  `scale ${scale}: ${products.length} products seeded in ${((performance.now() - t) / 1000).toFixed(1)} s; ${server.ctx.config.matchWorkers} match worker(s), budget ${server.ctx.config.matchBudgetMs} ms a call`,
);

const login = await fetch(`${server.url}/api/account/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ username: 'handlowiec', password: DEMO_PASSWORD }),
});
const { token } = (await login.json()) as { token: string };
// Two users: the second paste is another person's (one user may have two in flight anyway).
const login2 = await fetch(`${server.url}/api/account/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ username: 'akceptant', password: DEMO_PASSWORD }),
});
const token2 = ((await login2.json()) as { token: string }).token;

async function health(): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${server.url}/api/health`);
  await res.json();
  if (!res.ok) throw new Error(`health: ${res.status}`);
  return performance.now() - started;
}

interface Paste {
  ms: number;
  unresolved: number;
}

async function paste(bearer: string, body: string): Promise<Paste> {
  const started = performance.now();
  const res = await fetch(`${server.url}/api/products/match`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
    body,
  });
  const answer = (await res.json()) as { summary?: { unresolved?: number } };
  if (!res.ok) throw new Error(`match: ${res.status} ${JSON.stringify(answer)}`);
  return { ms: performance.now() - started, unresolved: answer.summary?.unresolved ?? 0 };
}

/** Health calls back to back while two pastes of `body` run at once; their latencies and the pastes. */
async function during(body: string): Promise<{ samples: number[]; pastes: Paste[] }> {
  let running = 2;
  const pastes = [paste(token, body), paste(token2, body)].map((p) =>
    p.finally(() => {
      running--;
    }),
  );
  const samples: number[] = [];
  while (running > 0) samples.push(await health());
  return { samples, pastes: await Promise.all(pastes) };
}

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? Number.NaN;
  return { n: s.length, p50: at(0.5), p99: at(0.99), max: s.at(-1) ?? Number.NaN };
}

const words = JSON.stringify({ rows: worstPaste(server.ctx.db, { count: ROWS }) });
const typos = JSON.stringify({ rows: worstPaste(server.ctx.db, { count: ROWS, typos: true }) });

// Warm-up: statements compiled, the workers started and their connections opened.
for (let i = 0; i < 20; i++) await health();
await during(JSON.stringify({ rows: worstPaste(server.ctx.db, { count: 10 }) }));

const quiet: number[] = [];
const phases = {
  words: { samples: [] as number[], pastes: [] as Paste[] },
  typos: { samples: [] as number[], pastes: [] as Paste[] },
};
for (let r = 0; r < runs; r++) {
  for (let i = 0; i < QUIET_CALLS / runs; i++) quiet.push(await health());
  for (const [name, body] of [
    ['words', words],
    ['typos', typos],
  ] as const) {
    const d = await during(body);
    phases[name].samples.push(...d.samples);
    phases[name].pastes.push(...d.pastes);
  }
}

const q = stats(quiet);
const line = (name: string, s: ReturnType<typeof stats>) =>
  `${name.padEnd(40)} ${String(s.n).padStart(6)} ${s.p50.toFixed(2).padStart(9)} ms ${s.p99.toFixed(2).padStart(9)} ms ${s.max.toFixed(2).padStart(9)} ms ${(s.p50 / q.p50).toFixed(2).padStart(8)}× ${(s.p99 / q.p99).toFixed(2).padStart(8)}×`;
console.log(
  `\nGET /api/health while two pastes of ${ROWS} worst-case rows are matched at once (${runs} run(s) of each)`,
);
console.log(
  'phase                                     calls       p50          p99          max   ratio p50 ratio p99',
);
console.log(line('quiet (baseline)', q));
console.log(line('during 2 pastes of unrelated words', stats(phases.words.samples)));
console.log(line('during 2 pastes with a typo in every word', stats(phases.typos.samples)));
for (const [name, phase] of Object.entries(phases)) {
  const ms = phase.pastes.map((p) => p.ms);
  const unresolved = phase.pastes.map((p) => p.unresolved);
  console.log(
    `paste (${name}): ${ms.length} calls, each ${Math.min(...ms).toFixed(0)}–${Math.max(...ms).toFixed(0)} ms (mean ${(ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(0)}); unresolved rows ${Math.min(...unresolved)}–${Math.max(...unresolved)} of ${ROWS}`,
  );
}
const worst = Math.max(stats(phases.words.samples).p99, stats(phases.typos.samples).p99);
console.log(`target: health p99 during the pastes ≤ 2× quiet — ${worst / q.p99 <= 2 ? 'met' : 'not met'}`);
await server.close();
rmSync(dir, { recursive: true, force: true });
