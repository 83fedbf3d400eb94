#!/usr/bin/env node
import { setFlagsFromString } from 'node:v8';
import { removePendingTempFiles } from './export/outputTarget';
import { run } from './run';

// The binary: real streams and environment in, exit code out.

// Flat memory on long exports: every page is garbage once written, but the pages in flight
// survive young-generation collections, and V8's default heap growth lets that promoted garbage
// pile up in old space before its first full collection (peak RSS 113 MB at 10k rows, 141 MB
// at 100k). Sizing the heap for memory instead of throughput keeps the peak at ~105 MB at
// both sizes, for the same speed (bench/cliExport.bench.ts). A flag read by V8's heap
// heuristics as they run, so setting it here takes effect; it is set by the binary only,
// never by `run`, which embedders call in their own process.
setFlagsFromString('--optimize-for-size');
const controller = new AbortController();
process.on('SIGINT', () => {
  // First Ctrl-C: stop cleanly (the export removes its temp file). Second: leave now.
  if (controller.signal.aborted) {
    removePendingTempFiles();
    process.exit(130);
  }
  controller.abort();
});
process.on('exit', removePendingTempFiles);
// `salesdesk ... | head` closes stdout early: that is not an error worth a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
});

const code = await run(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
  signal: controller.signal,
});
process.exitCode = code;
