// A 200-row page of offers in Chromium: DataTable against a plain React table of the same rows,
// measured in one run. Target (UI-foundation issue): ratio ≤ 2 for paint and for sort.
import { measureDataTable } from '../packages/app/perf/dataTable';

const runs = Number(process.env.BENCH_QUICK ? 3 : (process.env.BENCH_ITERATIONS ?? 15));
const { dataTable, plain } = await measureDataTable(runs);
const ms = (v: number) => `${v.toFixed(1)} ms`;
console.log(`runs: ${runs} page loads per variant`);
console.log(
  `painted       DataTable p50 ${ms(dataTable.paint.p50)} p95 ${ms(dataTable.paint.p95)} | plain p50 ${ms(plain.paint.p50)} p95 ${ms(plain.paint.p95)}`,
);
console.log(
  `sort → paint  DataTable p50 ${ms(dataTable.sort.p50)} p95 ${ms(dataTable.sort.p95)} | plain p50 ${ms(plain.sort.p50)} p95 ${ms(plain.sort.p95)}`,
);
console.log(`ratio painted (p50): ${(dataTable.paint.p50 / plain.paint.p50).toFixed(2)} (target ≤ 2)`);
console.log(`ratio sort (p50): ${(dataTable.sort.p50 / plain.sort.p50).toFixed(2)} (target ≤ 2)`);
