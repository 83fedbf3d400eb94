// A list call's latency while a 2,000-line PDF renders, as a ratio against the same call with
// nothing rendering, through the whole server (in-process fetch: router, token, zod, SQL, JSON).
// Three phases, each of the same list call back to back on the request thread:
//   quiet    — nothing else happening (the baseline);
//   pool     — while `send-pdf` of a 2,000-line offer renders in the PDF worker pool (the server);
//   inline   — while the same document renders on the request thread (what `send-pdf` did before
//              the pool), for contrast: the list call waits for the whole render.
// Printed, never asserted. Target: the list call during a pool render at most 1.5× quiet (p50)
// and 2× (p95); the inline figures show what the pool avoids.
// Run: pnpm bench pdfRender   (BENCH_QUICK=1: 200 lines, fewer calls; BENCH_RENDERS to change the count)
import { performance } from 'node:perf_hooks';
import { renderPdf } from '../packages/server/src/documents/documentPdf';
import { closePdfPools } from '../packages/server/src/documents/pdfPool';
import { documentPdfData } from '../packages/server/src/documents/sendPdf';
import { ensureOfferTestData, TEST_CLIENTS, TEST_PRODUCTS } from '../packages/server/src/testing/offerTestData';
import { createTestServer } from '../packages/server/src/testing/testServer';

const quick = Boolean(process.env.BENCH_QUICK);
const LINES = quick ? 200 : 2000;
const RENDERS = Number(process.env.BENCH_RENDERS ?? (quick ? 1 : 5));
const QUIET_CALLS = quick ? 20 : 300;

const server = await createTestServer({ validateResponses: false });
ensureOfferTestData(server.ctx.db);
const client = await server.loginAs('handlowiec');
const token = client.tokenStore?.get() ?? '';
const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
const products = [TEST_PRODUCTS.board, TEST_PRODUCTS.cable, TEST_PRODUCTS.pipe, TEST_PRODUCTS.elbow];
const offer = await client.call('offerCreate', {
  body: {
    client_id: TEST_CLIENTS.main,
    items: Array.from({ length: LINES }, (_, i) => ({ product_id: products[i % 4] as number, quantity: 1 + (i % 7) })),
  },
});

/**
 * One list call, timed from the moment it is sent to its whole JSON answer. It is handled on a
 * later turn of the event loop, as a request arriving on a socket is (the in-process fetch never
 * yields by itself, and the worker's answer, an event, would wait behind an endless chain of
 * calls); a render on the request thread holds that turn back, and the wait is counted.
 */
async function listCall(): Promise<number> {
  const started = performance.now();
  await new Promise((resolve) => setImmediate(resolve));
  const res = await server.fetch('http://salesdesk.test/api/table-offer-list?limit=20&sort=-created_at', { headers });
  await res.text();
  if (!res.ok) throw new Error(`list: ${res.status}`);
  return performance.now() - started;
}

/** List calls back to back until `done` settles; returns their latencies and how long the render took. */
async function callsDuring(render: () => Promise<unknown>): Promise<{ samples: number[]; renderMs: number }> {
  const samples: number[] = [];
  let finished = false;
  const started = performance.now();
  let renderMs = 0;
  const done = render().then(() => {
    renderMs = performance.now() - started;
    finished = true;
  });
  // The first call goes out right after the render started, as another user's would.
  while (!finished) samples.push(await listCall());
  await done;
  return { samples, renderMs };
}

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
  return { n: s.length, p50: at(0.5), p95: at(0.95), max: s.at(-1) ?? Number.NaN };
}

// Warm-up: the list's statements compiled, a worker started and its fonts loaded.
for (let i = 0; i < 10; i++) await listCall();
await client.call('offerSendPdf', { params: { id: offer.id }, body: { recipient: 'klient@example.com' } });

const quiet: number[] = [];
const pool: number[] = [];
const inline: number[] = [];
const renderTimes = { pool: [] as number[], inline: [] as number[] };
const doc = server.ctx.db.prepare('SELECT * FROM offers WHERE id = ?').get(offer.id) as never;
for (let r = 0; r < RENDERS; r++) {
  for (let i = 0; i < QUIET_CALLS / RENDERS; i++) quiet.push(await listCall());
  const p = await callsDuring(() =>
    client.call('offerSendPdf', { params: { id: offer.id }, body: { recipient: 'klient@example.com' } }),
  );
  pool.push(...p.samples);
  renderTimes.pool.push(p.renderMs);
  const i = await callsDuring(async () => {
    // Yield once so the first list call is in flight, as in the pool phase; then render here.
    await new Promise((resolve) => setImmediate(resolve));
    await renderPdf(documentPdfData(server.ctx, 'offer', doc).data);
  });
  inline.push(...i.samples);
  renderTimes.inline.push(i.renderMs);
}

const q = stats(quiet);
const row = (name: string, s: ReturnType<typeof stats>) =>
  `${name.padEnd(34)} ${String(s.n).padStart(6)} ${s.p50.toFixed(2).padStart(9)} ms ${s.p95.toFixed(2).padStart(9)} ms ${s.max.toFixed(2).padStart(9)} ms ${(s.p50 / q.p50).toFixed(2).padStart(8)}× ${(s.p95 / q.p95).toFixed(2).padStart(8)}×`;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
console.log(
  `list call GET /api/table-offer-list?limit=20 while an offer of ${LINES} lines renders to PDF (${RENDERS} renders, ${server.ctx.config.pdfWorkers} PDF worker(s))`,
);
console.log(
  `render took ${mean(renderTimes.pool).toFixed(0)} ms in the pool, ${mean(renderTimes.inline).toFixed(0)} ms inline`,
);
console.log('phase                               calls       p50          p95          max   ratio p50 ratio p95');
console.log(row('quiet (baseline)', q));
console.log(row('during a render in the worker pool', stats(pool)));
console.log(row('during a render on the request thread', stats(inline)));
const ps = stats(pool);
console.log(
  `target: pool ≤ 1.5× quiet at p50 and ≤ 2× at p95 — ${ps.p50 / q.p50 <= 1.5 && ps.p95 / q.p95 <= 2 ? 'met' : 'not met'}`,
);
await closePdfPools();
server.close();
