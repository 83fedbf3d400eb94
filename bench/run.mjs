#!/usr/bin/env node
// Runs every benchmark in bench/ (files named *.bench.ts or *.bench.mjs), one after the other,
// each in its own Node process so one's memory does not skew the next. Workspace packages
// resolve to their sources (the @salesdesk/source condition) through tsx.
// Usage: pnpm bench [name-filter]
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = dirname(here);
const tsx = import.meta.resolve('tsx');
const filter = process.argv[2] ?? '';
const files = readdirSync(here)
  .filter((f) => /\.bench\.(ts|mjs)$/.test(f) && f.includes(filter))
  .sort();
if (!files.length) {
  console.error(`no benchmark matches "${filter}"`);
  process.exit(2);
}
// BENCH_QUICK=1: every benchmark at a tiny scale, a smoke run proving each still starts and
// finishes (CI runs it); the figures of such a run mean nothing.
const env = { ...process.env };
if (env.BENCH_QUICK) {
  env.BENCH_SCALE ??= '1';
  env.BENCH_RUNS ??= '2';
  env.BENCH_ITERATIONS ??= '3';
}
const failed = [];
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  // tsx by its absolute address and the workspace root as the working directory: a child that
  // inherited a working directory gone from under it resolved `--import tsx` from `/` and failed.
  const res = spawnSync(
    process.execPath,
    ['--conditions=@salesdesk/source', '--import', tsx, '--expose-gc', join(here, file)],
    // stderr is kept as well as shown, so the summary can say why a benchmark stopped.
    { stdio: ['inherit', 'inherit', 'pipe'], env, cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  if (res.stderr?.length) process.stderr.write(res.stderr);
  if (res.status !== 0) {
    const why = res.error?.message ?? res.stderr?.toString().trim().split('\n').slice(-3).join(' | ') ?? '';
    failed.push(
      `${file}: ${res.signal ? `killed by ${res.signal}` : `exit ${res.status}`}${why ? ` (${why.slice(0, 400)})` : ''}`,
    );
  }
}
// The last lines of the output: how many ran, and each that failed with why.
console.log(`\nbenchmarks: ${files.length - failed.length} of ${files.length} ran to the end`);
for (const line of failed) console.log(`FAILED ${line}`);
process.exit(failed.length ? 1 : 0);
