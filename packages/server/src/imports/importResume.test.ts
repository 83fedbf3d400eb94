import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gtin13CheckDigit, importMessages } from '@salesdesk/sdk';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import type { ServerContext } from '../serverContext';
import { createServerContext } from '../startServer';
import type { ImportOptions } from './importEngine';
import { runImportJob } from './importJob';
import { recordRun } from './importRuns';

// An apply goes in chunks of staged rows, a transaction each (docs/imports.md, "Applied in
// chunks"). A server stopped after some of them leaves the run *applying*; the next start
// completes it from its kept file. What it leaves must be what an apply that was never stopped
// leaves: products, further EANs, price history, search tables, the deactivation of `full`, and
// the run's counts.

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const HEADER =
  'symbol;index_name;index_short_name;uom;ean;catalog_price;buy_price;recommended_price;minimal_price;tax_rate;manufacturer;description';
const ean = (n: number) => {
  const first12 = `590${String(n).padStart(9, '0')}`;
  return `${first12}${gtin13CheckDigit(first12)}`;
};
/** 300 products, RES-0 … RES-299. */
const base = [
  HEADER,
  ...Array.from(
    { length: 300 },
    (_, i) => `RES-${i};Złączka ${i};Zł ${i};szt;${ean(i)};10,00;5,00;9,00;8,00;23;Mosbud;Opis ${i}`,
  ),
].join('\n');
/**
 * 1,000 rows: RES-100 … RES-299 changed (manufacturer, some prices, names and further EANs),
 * RES-300 … RES-1099 new but three rejected; with `full` RES-0 … RES-99 are deactivated.
 */
const main = [
  HEADER,
  ...Array.from({ length: 1000 }, (_, j) => {
    const i = j + 100;
    if (i % 337 === 0) return `RES-${i};Zła kwota ${i};;szt;;12,345;5;9;8;23;;`;
    const name = i % 3 === 0 ? `Kolano żeliwne ${i}` : `Złączka ${i}`;
    const eans = i % 5 === 0 ? `${ean(i)}|${ean(i + 100_000)}` : ean(i);
    return `RES-${i};${name};;szt;${eans};${i % 2 ? '11,50' : '10,00'};5,00;9,00;8,00;23;Zakłady Łódzkie;Opis wyrobu ${i}`;
  }),
].join('\n');

const OPTIONS: ImportOptions = { kind: 'products', dryRun: false, full: true, acceptValid: true };
const CHUNK = 200;

async function open(dir: string): Promise<ServerContext> {
  return createServerContext({ dataDir: dir, env: {}, seed: false, dbSynchronous: 'normal' });
}
async function close(ctx: ServerContext): Promise<void> {
  await ctx.importScheduler.stop();
  await ctx.imports.close();
  await ctx.matcher.close();
  ctx.db.close();
}

/** Records a run of `content` kept as the run's file, as an upload is, and answers its id and path. */
function recordUpload(ctx: ServerContext, content: string, name: string, options: ImportOptions) {
  const stored = `${name}.upload`;
  const path = join(ctx.imports.filesDir, stored);
  writeFileSync(path, content);
  const sha256 = createHash('sha256').update(content).digest('hex');
  const id = recordRun(
    ctx,
    { userId: null, apiTokenId: null },
    { name, sha256, size: Buffer.byteLength(content), stored },
    options,
  );
  return { id, path };
}

/** The base catalogue, then the main file recorded (not run yet). */
async function prepared(): Promise<{ ctx: ServerContext; dir: string; id: number; path: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'salesdesk-import-resume-'));
  dirs.push(dir);
  const ctx = await open(dir);
  const first = recordUpload(ctx, base, 'baza.csv', { ...OPTIONS, full: false, acceptValid: false });
  await runImportJob(ctx.db, { runId: first.id, source: first.path, options: OPTIONS, clockOffsetMs: 0 });
  const { id, path } = recordUpload(ctx, main, 'katalog.csv', OPTIONS);
  return { ctx, dir, id, path };
}

/** Everything an apply of products writes, in an order that does not depend on how it was written. */
function state(db: Db) {
  db.exec("CREATE VIRTUAL TABLE IF NOT EXISTS temp.fts_rows USING fts5vocab(main, 'products_fts', 'instance')");
  const symbolOf = 'SELECT p.symbol FROM products p WHERE p.id =';
  return {
    products: db
      .prepare(
        `SELECT id, symbol, index_name, index_short_name, uom, ean, catalog_price, buy_price, recommended_price,
           minimal_price, market_price, tax_rate, manufacturer, description, is_active FROM products ORDER BY id`,
      )
      .all(),
    eans: db.prepare('SELECT ean, product_id, position FROM product_eans ORDER BY ean').all(),
    history: db
      .prepare(
        'SELECT product_id, warehouse_code, field, old_value, new_value, import_file_id FROM product_changes ORDER BY 1, 3, 6',
      )
      .all(),
    fts: db
      .prepare(`SELECT (${symbolOf} f.doc) AS symbol, f.term, f.col, f.offset FROM temp.fts_rows f ORDER BY 1, 2, 3, 4`)
      .all(),
    rank: db.prepare('SELECT * FROM product_search ORDER BY id').all(),
    vocabulary: db.prepare('SELECT word FROM search_vocabulary ORDER BY 1').pluck().all(),
  };
}

const runRow = (db: Db, id: number) =>
  db
    .prepare(
      'SELECT status, created, updated, unchanged, deactivated, rejected, report, rejects_csv, apply_state, file_path FROM import_files WHERE id = ?',
    )
    .get(id) as Record<string, unknown> & { status: string; report: string | null; apply_state: string | null };

describe('an apply stopped between its chunks', () => {
  it('is completed at the next start from its kept file, ending as an apply never stopped', async () => {
    // The reference: the same files applied without a stop, in the same chunks.
    const whole = await prepared();
    await runImportJob(whole.ctx.db, {
      runId: whole.id,
      source: whole.path,
      options: OPTIONS,
      clockOffsetMs: 0,
      chunkRows: CHUNK,
    });
    const expected = state(whole.ctx.db);
    const expectedRun = runRow(whole.ctx.db, whole.id);
    expect(expectedRun).toMatchObject({ status: 'done', created: 797, updated: 200, deactivated: 100, rejected: 3 });
    await close(whole.ctx);

    // Stopped after its second chunk, as a server stopped then would leave it.
    const stopped = await prepared();
    const stop = new Error('server stopped');
    let chunks = 0;
    await expect(
      runImportJob(
        stopped.ctx.db,
        { runId: stopped.id, source: stopped.path, options: OPTIONS, clockOffsetMs: 0, chunkRows: CHUNK },
        () => {
          chunks++;
          if (chunks === 2) throw stop;
        },
      ),
    ).rejects.toBe(stop);
    const halfway = runRow(stopped.ctx.db, stopped.id);
    expect(halfway.status).toBe('running');
    expect(JSON.parse(halfway.apply_state ?? 'null')).toMatchObject({ deactivated: null, through: 401 });
    const products = stopped.ctx.db.prepare('SELECT count(*) FROM products').pluck();
    // Two chunks of 200 rows written (rows 2 … 401 of the file: 200 of the changed, 200 new … less the rejected).
    expect(products.get()).toBeGreaterThan(300);
    expect(products.get()).toBeLessThan(1100);
    expect(state(stopped.ctx.db)).not.toEqual(expected);
    await close(stopped.ctx);

    // The next start: the run is not failed but completed, in the worker, from its kept file.
    const next = await open(stopped.dir);
    try {
      const deadline = Date.now() + 60_000;
      while (runRow(next.db, stopped.id).status === 'running' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const done = runRow(next.db, stopped.id);
      expect(done).toMatchObject({
        status: 'done',
        created: expectedRun.created,
        updated: expectedRun.updated,
        unchanged: expectedRun.unchanged,
        deactivated: expectedRun.deactivated,
        rejected: 3,
        apply_state: null,
      });
      expect(done.rejects_csv).toBe(expectedRun.rejects_csv);
      const report = JSON.parse(done.report ?? '{}') as { warnings: string[]; changes: unknown[] };
      expect(report.warnings).toContain(importMessages.warning.resumed);
      expect(report.changes).toEqual((JSON.parse(expectedRun.report ?? '{}') as { changes: unknown[] }).changes);
      expect(state(next.db)).toEqual(expected);
      // Its file is let go once the run is done.
      for (let i = 0; i < 100 && existsSync(stopped.path); i++) await new Promise((r) => setTimeout(r, 20));
      expect(existsSync(stopped.path)).toBe(false);
    } finally {
      await close(next);
    }
  }, 180_000);

  it('whose file is gone is marked failed at the next start, saying part of it is written', async () => {
    const stopped = await prepared();
    await expect(
      runImportJob(
        stopped.ctx.db,
        { runId: stopped.id, source: stopped.path, options: OPTIONS, clockOffsetMs: 0, chunkRows: CHUNK },
        () => {
          throw new Error('server stopped');
        },
      ),
    ).rejects.toThrow('server stopped');
    await close(stopped.ctx);
    rmSync(stopped.path);
    const next = await open(stopped.dir);
    try {
      for (let i = 0; i < 200 && runRow(next.db, stopped.id).status === 'running'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(runRow(next.db, stopped.id)).toMatchObject({ status: 'failed', apply_state: null });
      expect(next.db.prepare('SELECT message FROM import_files WHERE id = ?').pluck().get(stopped.id)).toBe(
        importMessages.file.interruptedApply,
      );
    } finally {
      await close(next);
    }
  }, 60_000);
});
