// A child of bench/seed.bench.ts: seeds a fresh file database at FIXTURE_SCALE (argv[2]) as the
// server does on first start, or (argv[3] = "empty") only opens and migrates it, then prints
// one JSON line: seconds spent and the process's own peak RSS (VmHWM).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServerContext } from '../packages/server/src/startServer';

const scale = process.argv[2] ?? '1';
const empty = process.argv[3] === 'empty';
const dataDir = mkdtempSync(join(tmpdir(), 'salesdesk-bench-seed-'));
try {
  const started = performance.now();
  const ctx = await createServerContext({ dataDir, env: { FIXTURE_SCALE: scale }, seed: !empty, pdfWorkers: 1 });
  const seconds = (performance.now() - started) / 1000;
  const products = ctx.db.prepare('SELECT COUNT(*) FROM products').pluck().get() as number;
  ctx.db.close();
  const hwm = Number(/^VmHWM:\s+(\d+)\s+kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);
  console.log(JSON.stringify({ seconds, peakMb: hwm / 1024, products }));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
