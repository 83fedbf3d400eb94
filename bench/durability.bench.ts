// What `PRAGMA synchronous = FULL` costs against NORMAL on the server's own file database (WAL),
// to decide the setting (docs/operations.md, "Durability"). In WAL mode NORMAL syncs the log
// only at checkpoints, so a power cut may lose the last acknowledged commits; FULL syncs the log
// at every commit, so an acknowledged write survives it.
// Measured two ways, each run alternating the setting every iteration so both see the same disk
// and machine state:
//  - a write through the whole server (in-process router, token, zod, transaction, history,
//    answer): a comment added to an offer, the smallest write staff make all day;
//  - the bare commit: one row inserted in its own transaction, no server around it.
// Figures are p50/p99 per write and the ratio FULL/NORMAL; the extra time per write is what a
// user waits longer. Baseline: the same write with NORMAL, in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureOfferTestData, TEST_CLIENTS } from '../packages/server/src/testing/offerTestData';
import { createTestServer } from '../packages/server/src/testing/testServer';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 400);
const WARM_UP = Math.min(20, ITERATIONS);
const dir = mkdtempSync(join(tmpdir(), 'salesdesk-durability-'));
const server = await createTestServer({ dataDir: dir, env: {}, validateResponses: false });
ensureOfferTestData(server.ctx.db);
const client = await server.loginAs('handlowiec');
const token = client.tokenStore?.get() ?? '';
const offer = await client.call('offerCreate', { body: { client_id: TEST_CLIENTS.main } });
const db = server.ctx.db;

type Mode = 'NORMAL' | 'FULL';
const setMode = (mode: Mode) => db.pragma(`synchronous = ${mode}`);

async function serverWrite(): Promise<number> {
  const started = performance.now();
  const res = await server.fetch(`http://salesdesk.test/api/offer/${offer.id}/add-comment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ text: 'Pomiar zapisu' }),
  });
  await res.text();
  const took = performance.now() - started;
  if (!res.ok) throw new Error(`add-comment: ${res.status}`);
  return took;
}

const insert = db.prepare(
  "INSERT INTO offer_comments (offer_id, user_id, created_at, text) VALUES (?, 2, '2026-01-01T00:00:00.000Z', 'bare')",
);
const bareCommit = db.transaction(() => insert.run(offer.id));
function bareWrite(): number {
  const started = performance.now();
  bareCommit();
  return performance.now() - started;
}

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
  return { p50: at(0.5), p99: at(0.99) };
}

async function measure(write: () => number | Promise<number>) {
  const samples: Record<Mode, number[]> = { NORMAL: [], FULL: [] };
  for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
    // Alternate which setting goes first, so neither always follows the other.
    for (const mode of (i % 2 ? ['NORMAL', 'FULL'] : ['FULL', 'NORMAL']) as Mode[]) {
      setMode(mode);
      const took = await write();
      if (i >= WARM_UP) samples[mode].push(took);
      // Let the event loop turn, as between requests.
      await new Promise((r) => setImmediate(r));
    }
  }
  return { normal: stats(samples.NORMAL), full: stats(samples.FULL) };
}

const ms = (n: number) => `${n.toFixed(3)} ms`;
function report(label: string, r: Awaited<ReturnType<typeof measure>>) {
  console.log(
    `${label.padEnd(28)} NORMAL p50 ${ms(r.normal.p50)} p99 ${ms(r.normal.p99)} · FULL p50 ${ms(r.full.p50)} p99 ${ms(r.full.p99)}` +
      ` · ratio FULL/NORMAL p50 ${(r.full.p50 / r.normal.p50).toFixed(2)}× p99 ${(r.full.p99 / r.normal.p99).toFixed(2)}×` +
      ` · extra per write p50 ${ms(r.full.p50 - r.normal.p50)}`,
  );
}

try {
  console.log(`journal_mode ${String(db.pragma('journal_mode', { simple: true }))}, ${ITERATIONS} writes per setting`);
  report('write through the server', await measure(serverWrite));
  report('bare commit (one row)', await measure(bareWrite));
} finally {
  server.close();
  rmSync(dir, { recursive: true, force: true });
}
