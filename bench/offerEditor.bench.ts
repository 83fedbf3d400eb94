// The document line editor in Chromium against the real server and the built app, on an offer and
// an order of 500 lines and of 2,000 (the line limit): the page opened until its lines are
// painted, its scroll box taken to the last line of the page, a quantity typed and saved with
// Enter, and a product scanned into "Dodaj pozycję", the last two from the Enter keydown until the
// new totals are painted. At 500 lines the editor is also measured against a plain DOM table of
// the same lines doing the same writes, and the order against the offer, in the same run.
// Targets: every action at 2,000 lines p95 ≤ 1.3× the same action at 500; the editor ≤ 3× the
// plain table (p50) and under 50 ms at p95; the order within 10 % of the offer (p50). Printed,
// never asserted. BENCH_QUICK=1: 120 and 480 lines (both above the editor's virtualising threshold, the larger over
// more than one page), a smoke run whose figures mean nothing.
import { availableParallelism, loadavg } from 'node:os';
import type { DocumentTimings } from '../packages/app/perf/documentScale';
import { LARGE_LINES, LINES_PER_PAGE, measureOfferEditor, OFFER_LINES } from '../packages/app/perf/offerEditor';

const quick = Boolean(process.env.BENCH_QUICK);
const runs = Number(quick ? 3 : (process.env.BENCH_ITERATIONS ?? 30));
// Warm-ups: the first actions of a page pay for code and caches the next ones find ready.
const warmups = quick ? 1 : 2;
const sizes = quick ? { small: 120, large: 480 } : { small: OFFER_LINES, large: LARGE_LINES };
const { editor, order, baseline, documents } = await measureOfferEditor({ runs, warmups, sizes });
const ms = (v: number) => `${v.toFixed(1)} ms`;
const count = (n: number) => n.toLocaleString('en-US');
console.log(
  `offers and orders of ${count(sizes.small)} and ${count(sizes.large)} lines; editor: the user's offerLines / orderLines table at ${LINES_PER_PAGE} rows per page (rows in view rendered); baseline: all ${count(sizes.small)} lines of an offer in one plain table`,
);
// The machine is shared: its load says how far the figures can be trusted.
console.log(`load average (1 min) at the end: ${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} cores`);
console.log(
  `runs: ${runs} of each action per document (after ${warmups} warm-up${warmups === 1 ? '' : 's'}); open: navigation start → first lines painted; scroll: scroll box to the bottom → last line of the page painted; quantity, scan: Enter keydown → totals painted (the scans end at the document's size: as many lines as scans are taken off first)`,
);

console.log(`\n${count(sizes.large)} lines against ${count(sizes.small)} (target: p95 ratio ≤ 1.3)`);
const actions: [keyof DocumentTimings, string][] = [
  ['open', 'open    '],
  ['scroll', 'scroll  '],
  ['quantity', 'quantity'],
  ['scan', 'scan    '],
];
const painted = (t: DocumentTimings, action: keyof DocumentTimings) => {
  const value = t[action];
  return 'painted' in value ? value.painted : value;
};
for (const kind of ['offer', 'order'] as const) {
  for (const [action, label] of actions) {
    const small = painted(documents[kind].small, action);
    const large = painted(documents[kind].large, action);
    const ratio = large.p95 / small.p95;
    console.log(
      `${kind} ${label}  ${count(sizes.small)}: p50 ${ms(small.p50)} p95 ${ms(small.p95)} | ${count(sizes.large)}: p50 ${ms(large.p50)} p95 ${ms(large.p95)} | ratio p95 ${ratio.toFixed(2)} (target ≤ 1.3: ${ratio <= 1.3 ? 'met' : 'not met'})`,
    );
  }
}

console.log(`\nat ${count(sizes.small)} lines: the editor against the plain table, the order against the offer`);
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
