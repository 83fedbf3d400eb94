// A thread for writeTurns.test.ts, from the TypeScript sources (tsx registered here, as
// importWorkerDev.mjs does): `writer` is the request thread's connection (its writes marked in the
// shared counters when `marked`), writing every 5 ms until told to stop; `chunk` is an apply's side,
// holding the lock's mark for `holdMs` once. Answers what it saw.

import { parentPort, workerData } from 'node:worker_threads';
// biome-ignore lint/correctness/noUndeclaredDependencies: only runs from the sources in the workspace, whose root has tsx (as importWorkerDev.mjs).
import { register } from 'tsx/esm/api';

register();
const { RequestWriteTurns, WorkerApplyTurns, markRequestWrites } = await import('./writeTurns.ts');

if (workerData.role === 'chunk') {
  const turns = new WorkerApplyTurns(workerData.buffer);
  const turn = turns.take();
  parentPort.postMessage({ taken: turn });
  const until = performance.now() + workerData.holdMs;
  while (performance.now() < until) {}
  const releasedAt = performance.timeOrigin + performance.now();
  turns.release();
  parentPort.postMessage({ releasedAt });
} else {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(workerData.file);
  db.pragma(`busy_timeout = ${workerData.busyTimeoutMs}`);
  // Unmarked, it stands for a writer of another process, which only SQLite's busy handler lets in.
  if (workerData.marked) markRequestWrites(db, new RequestWriteTurns(workerData.buffer));
  const insert = db.prepare('INSERT INTO pacing_writes (at) VALUES (?)');
  const nap = new Int32Array(new SharedArrayBuffer(4));
  let stop = false;
  parentPort.on('message', () => {
    stop = true;
  });
  let ok = 0;
  let failed = 0;
  let longest = 0;
  // When each write ended, on a clock the test's thread reads too.
  const done = [];
  parentPort.postMessage('ready');
  while (!stop) {
    const started = performance.now();
    try {
      insert.run(started);
      ok++;
      done.push(performance.timeOrigin + performance.now());
    } catch (error) {
      if (error.code !== 'SQLITE_BUSY') throw error;
      failed++;
    }
    longest = Math.max(longest, performance.now() - started);
    Atomics.wait(nap, 0, 0, 5);
    await new Promise((resolve) => setImmediate(resolve));
  }
  db.close();
  parentPort.postMessage({ ok, failed, longest, done });
}
