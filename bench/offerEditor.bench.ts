// The document line editor in Chromium on an offer of 500 lines and on an order of the same 500
// lines, against the real server and the built app: a quantity typed and saved with Enter, and a
// product scanned into "Dodaj pozycję", each from the Enter keydown until the new totals are
// painted; against a plain DOM table of the same lines doing the same writes in the same run.
// Targets: ratio ≤ 3 (p50) and the editor under 50 ms at p95; the order within 10 % of the offer
// (p50). Printed, never asserted.
import { availableParallelism, loadavg } from 'node:os';
import { LINES_PER_PAGE, measureOfferEditor, OFFER_LINES } from '../packages/app/perf/offerEditor';

const runs = Number(process.env.BENCH_QUICK ? 3 : (process.env.BENCH_ITERATIONS ?? 30));
// Warm-ups: the first actions of a page pay for code and caches the next ones find ready.
const warmups = process.env.BENCH_QUICK ? 1 : 2;
const { editor, order, baseline } = await measureOfferEditor(runs, warmups);
const ms = (v: number) => `${v.toFixed(1)} ms`;
console.log(
  `offer and order of ${OFFER_LINES} lines each; editor: the user's offerLines / orderLines table at ${LINES_PER_PAGE} rows per page (rows in view rendered); baseline: all ${OFFER_LINES} lines of an offer in one plain table`,
);
// The machine is shared: its load says how far the figures can be trusted.
console.log(`load average (1 min) at the end: ${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} cores`);
console.log(
  `runs: ${runs} of each action per variant (after ${warmups} warm-up${warmups === 1 ? '' : 's'}), Enter keydown → totals painted`,
);
for (const [name, label] of [
  ['quantity', 'quantity → totals'],
  ['scan', 'scan → totals    '],
] as const) {
  const e = editor[name];
  const b = baseline[name];
  console.log(
    `${label}  editor p50 ${ms(e.painted.p50)} p95 ${ms(e.painted.p95)} | plain p50 ${ms(b.painted.p50)} p95 ${ms(b.painted.p95)}`,
  );
  console.log(
    `  of it server (resource timing)  editor p50 ${ms(e.server.p50)} p95 ${ms(e.server.p95)} | plain p50 ${ms(b.server.p50)} p95 ${ms(b.server.p95)}`,
  );
  console.log(
    `  of it the page (p50 painted − p50 server)  editor ${ms(e.painted.p50 - e.server.p50)} | plain ${ms(b.painted.p50 - b.server.p50)}`,
  );
  const ratio = e.painted.p50 / b.painted.p50;
  console.log(
    `  ratio p50 ${ratio.toFixed(2)} (target ≤ 3: ${ratio <= 3 ? 'met' : 'not met'}); editor p95 ${ms(e.painted.p95)} (target < 50 ms: ${e.painted.p95 < 50 ? 'met' : 'not met'})`,
  );
}
for (const [name, label] of [
  ['quantity', 'order quantity → totals'],
  ['scan', 'order scan → totals    '],
] as const) {
  const o = order[name];
  const e = editor[name];
  const ratio = o.painted.p50 / e.painted.p50;
  console.log(
    `${label}  order p50 ${ms(o.painted.p50)} p95 ${ms(o.painted.p95)} (server p50 ${ms(o.server.p50)}) | offer p50 ${ms(e.painted.p50)}`,
  );
  console.log(`  ratio order / offer p50 ${ratio.toFixed(2)} (target ≤ 1.10: ${ratio <= 1.1 ? 'met' : 'not met'})`);
}
