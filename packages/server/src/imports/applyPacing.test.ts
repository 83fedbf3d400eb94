import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { databaseFile, migrate, openDatabase } from '../db/database';
import {
  APPLY_CHUNK_ROWS,
  APPLY_FIRST_CHUNK_ROWS,
  APPLY_MIN_CHUNK_ROWS,
  BUSY_HANDLER_SLEEPS_MS,
  busyRetryGapMs,
  nextChunkRows,
  pauseAfterChunkMs,
} from './applyPacing';
import { importFile } from './importEngine';

// An apply's chunks are sized by the time the last one held the write lock, and the worker pauses
// after each long enough for a writer waiting in SQLite's busy handler to get in (docs/imports.md,
// "Applied in chunks").

describe('the busy handler a waiting writer is in', () => {
  it('sleeps 1, 2, 5 … 25 ms in its first 128 ms, then 50, then 100 ms', () => {
    expect(busyRetryGapMs(0)).toBe(1);
    expect(busyRetryGapMs(2)).toBe(2);
    expect(busyRetryGapMs(40)).toBe(20);
    expect(busyRetryGapMs(127)).toBe(25);
    expect(busyRetryGapMs(128)).toBe(50);
    expect(busyRetryGapMs(228)).toBe(100);
    expect(busyRetryGapMs(4000)).toBe(100);
  });

  it('a pause after a chunk outlasts the sleep of any writer that began to wait during it', () => {
    for (const held of [0, 10, 50, 100, 150, 300, 1000]) {
      // A writer that arrived at any moment of the chunk has waited at most `held` at its end.
      const sleeps = Array.from({ length: held + 1 }, (_, waited) => busyRetryGapMs(waited));
      expect(pauseAfterChunkMs(held)).toBeGreaterThan(Math.max(...sleeps));
    }
    expect(pauseAfterChunkMs(50)).toBeLessThanOrEqual(35);
    expect(Math.max(...BUSY_HANDLER_SLEEPS_MS)).toBeLessThan(pauseAfterChunkMs(5000));
  });
});

describe('chunk sizing by a time budget', () => {
  it('fits the next chunk to the budget at the last one’s pace, growing at most twofold, within bounds', () => {
    const pacing = { budgetMs: 50 };
    // 400 rows took 100 ms: 200 fit in 50 ms.
    expect(nextChunkRows(400, 100, pacing)).toBe(200);
    // Fast: 200 rows in 5 ms would fit 2,000, but one chunk says little: twice the last.
    expect(nextChunkRows(200, 5, pacing)).toBe(400);
    // Never above the most, never below the fewest.
    expect(nextChunkRows(4000, 1, pacing)).toBe(APPLY_CHUNK_ROWS);
    expect(nextChunkRows(1000, 10_000, pacing)).toBe(APPLY_MIN_CHUNK_ROWS);
    // A clock that did not move (coarse timer) grows the chunk.
    expect(nextChunkRows(300, 0, pacing)).toBe(600);
    expect(nextChunkRows(1000, 100, { budgetMs: 50, minRows: 50 })).toBe(500);
  });
});

const HEADER = 'symbol;index_name;uom;catalog_price;buy_price;recommended_price;minimal_price;tax_rate';
const file = (rows: number) =>
  Buffer.from(
    [HEADER, ...Array.from({ length: rows }, (_, i) => `PAC-${i};Wyrób ${i};szt;10;5;9;8;23`)].join('\n'),
    'utf8',
  );

describe('an apply paced by an injected clock', () => {
  it('sizes each chunk by the last one’s hold and pauses after it, on a file database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salesdesk-pacing-'));
    const db = openDatabase(dir, { synchronous: 'normal' });
    try {
      migrate(db);
      // The clock moves only while a chunk holds the lock: 0.1 ms a row, ten times faster from row 1,000.
      let clock = 0;
      let through = 0;
      const chunks: number[] = [];
      const pauses: number[] = [];
      const outcome = await importFile(
        db,
        'pacing_stage',
        file(4600),
        { kind: 'products', dryRun: false, full: false, acceptValid: false },
        () => {},
        {
          pacing: { maxRows: 1000 },
          now: () => clock,
          sleep: async (ms) => {
            pauses.push(ms);
          },
          onChunk: (state) => {
            if (state.deactivated !== null) return;
            // Row numbers start at 2 (the header is row 1).
            const rows = state.through - Math.max(through, 1);
            clock += rows * (through >= 1000 ? 0.01 : 0.1);
            chunks.push(rows);
            through = state.through;
          },
        },
      );
      expect(outcome).toMatchObject({ status: 'done', report: { created: 4600 } });
      expect(db.prepare('SELECT count(*) FROM products WHERE symbol LIKE ?').pluck().get('PAC-%')).toBe(4600);
      // 200 rows in 20 ms: twice as many next; 400 in 40 ms: the 500 that fit the 50 ms budget;
      // then ten times faster: twofold growth up to the most a chunk has (1,000 here).
      expect(chunks).toEqual([APPLY_FIRST_CHUNK_ROWS, 400, 500, 500, 1000, 1000, 1000]);
      // A pause after every chunk (and before the last step), as long as a waiting writer's sleep.
      expect(pauses.length).toBe(chunks.length);
      expect(pauses[2]).toBe(pauseAfterChunkMs(50));
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps a fixed chunk size when one is given, and does not pause on an in-memory database', async () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const chunks: number[] = [];
    const pauses: number[] = [];
    let through = 0;
    await importFile(
      db,
      'pacing_fixed',
      file(250),
      { kind: 'products', dryRun: false, full: false, acceptValid: false },
      () => {},
      {
        chunkRows: 60,
        sleep: async (ms) => {
          pauses.push(ms);
        },
        onChunk: (state) => {
          if (state.deactivated !== null) return;
          chunks.push(state.through - Math.max(through, 1));
          through = state.through;
        },
      },
    );
    expect(chunks).toEqual([60, 60, 60, 60, 10]);
    expect(pauses).toEqual([]);
    db.close();
  });
});

// A writer on another thread, as the request thread is to the import worker: better-sqlite3 with
// SQLite's own busy handler, writing every 5 ms until told to stop; it answers how many writes
// failed (SQLITE_BUSY past its busy_timeout) and the longest wait.
const WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = ' + workerData.busyTimeoutMs);
const insert = db.prepare('INSERT INTO pacing_writes (at) VALUES (?)');
const nap = new Int32Array(new SharedArrayBuffer(4));
let stop = false;
parentPort.on('message', () => { stop = true; });
(async () => {
  let ok = 0, failed = 0;
  const done = [];
  parentPort.postMessage('ready');
  while (!stop) {
    const started = performance.now();
    try {
      insert.run(started);
      ok++;
      done.push(performance.timeOrigin + performance.now());
    } catch (error) { if (error.code !== 'SQLITE_BUSY') throw error; failed++; }
    Atomics.wait(nap, 0, 0, 5);
    await new Promise((resolve) => setImmediate(resolve));
  }
  db.close();
  parentPort.postMessage({ ok, failed, done });
})();
`;

describe('a writer on another connection while an apply holds the write lock chunk after chunk', () => {
  it('gets the lock between chunks, though each chunk holds it 250 ms', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salesdesk-pacing-writer-'));
    const db = openDatabase(dir, { synchronous: 'normal' });
    migrate(db);
    db.exec('CREATE TABLE pacing_writes (id INTEGER PRIMARY KEY, at REAL)');
    const writer = new Worker(WRITER, {
      eval: true,
      workerData: {
        driver: createRequire(import.meta.url).resolve('better-sqlite3'),
        file: databaseFile(dir),
        // The request thread's: a writer that misses every gap waits out the whole apply (20 × 250 ms).
        busyTimeoutMs: 5000,
      },
    });
    try {
      const answer = new Promise<{ ok: number; failed: number; done: number[] }>((resolve, reject) => {
        writer.on('message', (m) => {
          if (m !== 'ready') resolve(m);
        });
        writer.once('error', reject);
      });
      await new Promise((resolve) => writer.once('message', resolve));
      // When each chunk began and ended holding the lock, on the clock the writer reads too.
      const held: Array<[from: number, to: number]> = [];
      const clock = () => performance.timeOrigin + performance.now();
      const outcome = await importFile(
        db,
        'pacing_writer',
        file(2000),
        { kind: 'products', dryRun: false, full: false, acceptValid: false },
        () => {},
        {
          chunkRows: 100,
          // Each chunk holds the lock 250 ms, as a chunk of a large file does on a slow machine.
          onChunk: () => {
            const from = clock();
            while (clock() < from + 250) {}
            held.push([from, clock()]);
          },
        },
      );
      writer.postMessage('stop');
      const writes = await answer;
      expect(outcome.status).toBe('done');
      expect(held.length).toBeGreaterThanOrEqual(20);
      expect(writes).toMatchObject({ failed: 0 });
      // The gaps between one chunk's hold and the next's in which the writer got the lock. The
      // chunks follow each other within a millisecond or two: without the pause after each, the
      // writer, asleep up to 100 ms at a time in its busy handler, gets into almost none. A
      // loaded machine may wake it too late for some gaps, never for most.
      const gaps = held.slice(1).map(([from], i) => [held[i]?.[1] ?? 0, from] as const);
      const entered = gaps.filter(([after, before]) => writes.done.some((at) => at > after && at < before));
      expect(entered.length, `${entered.length} of ${gaps.length} gaps`).toBeGreaterThanOrEqual(gaps.length / 2);
    } finally {
      await writer.terminate();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
