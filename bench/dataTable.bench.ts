// A 200-row page of offers in Chromium: DataTable against a plain React table of the same rows,
// measured in one run, the variants taking turns. Target (UI-foundation issue): ratio ≤ 2 for
// paint and for sort (wall time, in the page). The main thread's busy time of each (CPU, from
// Chromium's metrics) is printed too: on a shared machine it varies far less than wall time.
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
console.log(
  `main thread   painted DataTable p50 ${ms(dataTable.paintCpu.p50)} | plain ${ms(plain.paintCpu.p50)}; sort DataTable p50 ${ms(dataTable.sortCpu.p50)} | plain ${ms(plain.sortCpu.p50)}`,
);
console.log(`ratio painted (p50): ${(dataTable.paint.p50 / plain.paint.p50).toFixed(2)} (target ≤ 2)`);
console.log(`ratio sort (p50): ${(dataTable.sort.p50 / plain.sort.p50).toFixed(2)} (target ≤ 2)`);
console.log(
  `ratio main-thread time (p50): painted ${(dataTable.paintCpu.p50 / plain.paintCpu.p50).toFixed(2)}, sort ${(dataTable.sortCpu.p50 / plain.sortCpu.p50).toFixed(2)} (less sensitive to a busy machine)`,
);
