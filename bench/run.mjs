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
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  // tsx by its absolute address and the workspace root as the working directory: a child that
  // inherited a working directory gone from under it resolved `--import tsx` from `/` and failed.
  const res = spawnSync(
    process.execPath,
    ['--conditions=@salesdesk/source', '--import', tsx, '--expose-gc', join(here, file)],
    { stdio: 'inherit', env, cwd: root },
  );
  if (res.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
