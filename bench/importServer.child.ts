// A child of bench/importLoad.bench.ts: the real server on a loopback port over a fresh file
// database (argv[2]), seeded with the demo dataset at scale 1, imports in its worker thread as in
// production. Prints one JSON line `{ url, startHwmMb }` once listening; closes and exits when
// its stdin ends, and bench/maxRss.mjs (loaded with --import) prints its peak RSS on exit.
import { readFileSync } from 'node:fs';
import { startServer } from '../packages/server/src/startServer';

const dataDir = process.argv[2] ?? '';
const server = await startServer({
  dataDir,
  port: 0,
  host: '127.0.0.1',
  env: {},
  appDir: null,
  validateResponses: false,
  fixtures: { seed: 1, scale: 1 },
  backup: { dir: null, intervalMinutes: 0, keep: 1 },
});
const hwm = Number(/^VmHWM:\s+(\d+)\s+kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);
process.stdout.write(`${JSON.stringify({ url: server.url, startHwmMb: hwm / 1024 })}\n`);
process.stdin.resume();
process.stdin.on('end', async () => {
  await server.close();
  process.exit(0);
});
