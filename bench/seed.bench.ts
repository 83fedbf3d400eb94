// First start: seeding a fresh file database at FIXTURE_SCALE 20 and 100, each in a child
// process of its own (bench/seedChild.ts, the sources through tsx as every bench runs them),
// reporting its wall time and its own peak RSS (VmHWM). Baseline in the same run: the same child
// opening and migrating an empty database (the process's floor: Node, tsx, the server's modules).
// The seed generates the catalogue and the documents in batches, inserting each and letting it go,
// then the reference data; each stage's indexes are built once after its rows
// (docs/decisions/performance.md, "Seeding").
// Targets: peak ≤ 400 MB at scale 20 and ≤ 1 GB at scale 100; the scale-100 seed ≤ 60 s.
// Printed, never asserted. BENCH_QUICK=1: scale 1 (a smoke run, figures mean nothing);
// BENCH_SEED_SCALES=20,100 to choose.
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
const quick = Boolean(process.env.BENCH_QUICK);
const scales = (process.env.BENCH_SEED_SCALES ?? (quick ? '1' : '20,100')).split(',').map(Number);
const targets: Record<number, { peakMb: number; seconds?: number }> = {
  20: { peakMb: 400 },
  100: { peakMb: 1024, seconds: 60 },
};

interface Figures {
  seconds: number;
  peakMb: number;
  products: number;
}

async function child(scale: number, empty: boolean): Promise<Figures> {
  const args = ['--conditions=@salesdesk/source', '--import', 'tsx', join(here, 'seedChild.ts'), String(scale)];
  if (empty) args.push('empty');
  const { stdout } = await run(process.execPath, args, { maxBuffer: 1 << 20, env: { ...process.env } });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Figures;
}

const floor = await child(1, true);
console.log(`baseline (open and migrate an empty database): peak ${floor.peakMb.toFixed(0)} MB`);
console.log('scale   products   seed time   peak RSS   peak / baseline   target');
for (const scale of scales) {
  const f = await child(scale, false);
  const target = targets[scale];
  const verdicts = target
    ? [
        `peak ≤ ${target.peakMb} MB: ${f.peakMb <= target.peakMb ? 'met' : 'not met'}`,
        ...(target.seconds ? [`time ≤ ${target.seconds} s: ${f.seconds <= target.seconds ? 'met' : 'not met'}`] : []),
      ].join(', ')
    : '';
  console.log(
    `${String(scale).padStart(5)} ${String(f.products).padStart(10)} ${f.seconds.toFixed(1).padStart(9)} s ${f.peakMb.toFixed(0).padStart(7)} MB ${(f.peakMb / floor.peakMb).toFixed(2).padStart(16)}×   ${verdicts}`,
  );
}
