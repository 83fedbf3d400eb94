#!/usr/bin/env node
import { removePendingTempFiles } from './export/outputTarget';
import { run } from './run';

// The binary: real streams and environment in, exit code out.
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
