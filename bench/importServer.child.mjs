// A child of bench/importLoad.bench.ts: the real server on a loopback port over a file database
// (argv[2]) holding the demo dataset at scale 1 (seeded first by this file with argv[3] `seed`,
// in a process of its own), imports in its worker thread as in production. The server module is
// BENCH_SERVER_MODULE: the built bundle (bench/serverBuild.ts; plain Node, as production runs
// it) or the sources' index.ts (the parent then loads tsx). Prints one JSON line
// `{ url, startHwmMb }` once listening; closes and exits when its stdin ends, and
// bench/maxRss.mjs (loaded with --import) prints its peak RSS on exit.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const { createServerContext, startServer } = await import(pathToFileURL(process.env.BENCH_SERVER_MODULE ?? '').href);
const dataDir = process.argv[2] ?? '';
const options = {
  dataDir,
  port: 0,
  host: '127.0.0.1',
  env: {},
  appDir: null,
  validateResponses: false,
  fixtures: { seed: 1, scale: 1 },
  backup: { dir: null, intervalMinutes: 0, keep: 1 },
};
if (process.argv[3] === 'seed') {
  // The database seeded by a process of its own, as a server in production starts on a database
  // that exists: the seeding's own memory is not the server's.
  const ctx = await createServerContext(options);
  await ctx.importScheduler.stop();
  await ctx.imports.close();
  await ctx.matcher.close();
  ctx.db.close();
  process.exit(0);
}
const server = await startServer(options);
const hwm = Number(/^VmHWM:\s+(\d+)\s+kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);
process.stdout.write(`${JSON.stringify({ url: server.url, startHwmMb: hwm / 1024 })}\n`);
process.stdin.resume();
process.stdin.on('end', async () => {
  await server.close();
  process.exit(0);
});
