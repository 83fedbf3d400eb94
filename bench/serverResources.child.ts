// A child of bench/serverResources.bench.ts: the real server on a loopback port over a fresh file
// database (argv[2]) seeded with the demo dataset at scale argv[3], logging JSON lines as in
// production (to /dev/null: the formatting and the write are paid, no terminal is). Prints one
// JSON line `{ url, pid }` once listening; when its stdin ends, prints the server's own view (each
// request line's duration by route, the event loop's delay) as a second line, closes and exits.
// argv[4] `normal` runs the database with DB_SYNCHRONOUS=normal (no fsync per commit).
import { openSync, writeSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createLogger } from '../packages/server/src/observability/logger';
import { startServer } from '../packages/server/src/startServer';

const dataDir = process.argv[2] ?? '';
const scale = Number(process.argv[3] ?? 1);
const devNull = openSync('/dev/null', 'w');
/** Durations of the request lines (ms) by route, read back from the JSON lines as they are written. */
const durations = new Map<string, number[]>();
const REQUEST_LINE = /"route":"([^"]+)","status":\d+,"duration_ms":([\d.]+)/;
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
const server = await startServer({
  dataDir,
  port: 0,
  host: '127.0.0.1',
  env: {},
  appDir: null,
  validateResponses: false,
  fixtures: { seed: 1, scale },
  backup: { dir: null, intervalMinutes: 0, keep: 1 },
  metricsToken: 'bench-metrics-token-0123456789',
  dbSynchronous: process.argv[4] === 'normal' ? 'normal' : 'full',
  logger: createLogger({
    format: 'json',
    level: 'info',
    write: (line) => {
      writeSync(devNull, line);
      const request = REQUEST_LINE.exec(line);
      if (request) {
        const list = durations.get(request[1] as string) ?? [];
        list.push(Number(request[2]));
        durations.set(request[1] as string, list);
      }
    },
  }),
});
process.stdin.once('data', () => {
  // The load starts: from here on the loop's delay counts.
  durations.clear();
  loopDelay.reset();
  loopDelay.enable();
});
process.stdout.write(`${JSON.stringify({ url: server.url, pid: process.pid })}\n`);
process.stdin.resume();
process.stdin.on('end', async () => {
  loopDelay.disable();
  const routes = Object.fromEntries(durations);
  process.stdout.write(
    `${JSON.stringify({ routes, loopDelayMs: { p50: loopDelay.percentile(50) / 1e6, p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 } })}\n`,
  );
  await server.close();
  process.exit(0);
});
