import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ApiClient,
  type ImportFileRun,
  type ImportStartQuery,
  importFileRunSchema,
  MAX_IMPORT_FILE_BYTES,
} from '@salesdesk/sdk';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerContext } from '../startServer';
import { ensureOfferTestData, TEST_CLIENTS } from '../testing/offerTestData';
import { createTestServer, type TestServer } from '../testing/testServer';
import { APPLY_FIRST_CHUNK_ROWS } from './applyPacing';

// The import through its new body (the file's bytes, options in the query) on a FILE database:
// the run goes to the import worker thread with its own connection, as in production.

let dir: string;
let server: TestServer;
let admin: ApiClient;
let token: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'salesdesk-import-upload-'));
  server = await createTestServer({ dataDir: dir, dbSynchronous: 'normal' });
  admin = await server.loginAs('admin');
  token = admin.tokenStore?.get() ?? '';
});
afterAll(async () => {
  await server.ctx.imports.close();
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

const HEADER = 'symbol;index_name;uom;catalog_price;buy_price;recommended_price;minimal_price;tax_rate';
const csv = (prefix: string, count: number, price = '10') =>
  [
    HEADER,
    ...Array.from({ length: count }, (_, i) => `${prefix}-${i};Wyrób ${prefix} ${i};szt;${price};5;9;8;23`),
  ].join('\n');

const filesDir = () => server.ctx.imports.filesDir;
const keptFiles = () => readdirSync(filesDir());
/**
 * The kept files once the runs' ends are handled: the worker records the outcome, then the
 * request thread hears of it and releases the file, a few turns later.
 */
async function keptFilesSettled(): Promise<string[]> {
  for (let i = 0; i < 200 && keptFiles().length > 0 && server.ctx.imports.inWorker; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return keptFiles();
}
const product = (symbol: string) =>
  server.ctx.db.prepare('SELECT * FROM products WHERE symbol = ?').get(symbol) as Record<string, unknown> | undefined;

async function follow(id: number, seen: ImportFileRun[] = []): Promise<ImportFileRun> {
  for (;;) {
    const run = importFileRunSchema.parse(await admin.call('importRunById', { params: { id } }));
    seen.push(run);
    if (run.status !== 'queued' && run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function upload(query: ImportStartQuery, content: BodyInit, headers: Record<string, string> = {}) {
  const qs = new URLSearchParams(query as Record<string, string>).toString();
  const res = await server.fetch(`/api/imports/runs?${qs}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv', ...headers },
    body: content,
    duplex: 'half',
  } as RequestInit);
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('an import file sent as the request body', () => {
  it('runs in the worker thread: a CSV answered 202 at once, the run finishes and the data is written', async () => {
    expect(server.ctx.imports.inWorker).toBe(true);
    const { status, json } = await upload({ kind: 'products', file_name: 'katalog.csv' }, csv('UPL', 3));
    expect(status).toBe(202);
    expect(json).toMatchObject({ status: 'queued', file_name: 'katalog.csv', progress: 0, job_id: null });
    const run = await follow(json.id as number);
    expect(run).toMatchObject({ status: 'done', created: 3, progress: 1, rows_read: 3, dry_run: false });
    expect(run.file_size).toBe(Buffer.byteLength(csv('UPL', 3)));
    expect(product('UPL-2')).toMatchObject({ catalog_price: 1000, is_active: 1 });
    // An applied run's file is not kept.
    expect(await keptFilesSettled()).toEqual([]);
  });

  it('takes an XLSX through the sdk client (a Blob body)', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Ceny').addRows([
      ['Symbol', 'Cena zakupu'],
      ['UPL-0', 6.5],
    ]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const started = await admin.call('importStart', {
      query: { kind: 'prices', file_name: 'ceny.xlsx' },
      body: new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    });
    expect(started.status).toBe('queued');
    expect(await follow(started.id)).toMatchObject({ status: 'done', updated: 1 });
    expect(product('UPL-0')).toMatchObject({ buy_price: 650 });
  });

  it('refuses a body over the cap with 413, keeping nothing; an empty body and a wrong kind with 400 in Polish', async () => {
    const runsBefore = server.ctx.db.prepare('SELECT count(*) FROM import_files').pluck().get();
    // Chunked (no Content-Length): the server reads up to the cap, then stops and removes the file.
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024).fill(0x41);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_IMPORT_FILE_BYTES + 4 * chunk.length) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const tooBig = await upload({ kind: 'products', file_name: 'duzy.csv' }, endless);
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.message).toBe('Treść żądania jest za duża (maksymalnie 64 MB).');
    expect(await keptFilesSettled()).toEqual([]);
    // Declared over the cap: refused before a byte is read.
    const declared = await upload({ kind: 'products', file_name: 'duzy.csv' }, 'x', {
      'content-length': String(MAX_IMPORT_FILE_BYTES + 1),
    });
    expect(declared.status).toBe(413);

    const empty = await upload({ kind: 'products', file_name: 'pusty.csv' }, '');
    expect(empty.status).toBe(400);
    expect(empty.json.message).toMatch(/Nie wysłano pliku/);

    const wrongKind = await upload({ kind: 'klienci' as 'products', file_name: 'a.csv' }, csv('X', 1));
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.json.fields).toEqual({ kind: [expect.stringContaining('Nieznany rodzaj importu')] });
    const noName = await upload({ kind: 'products' } as ImportStartQuery, csv('X', 1));
    expect(noName.status).toBe(400);
    expect(Object.keys(noName.json.fields as object)).toEqual(['file_name']);

    expect(server.ctx.db.prepare('SELECT count(*) FROM import_files').pluck().get()).toBe(runsBefore);
    expect(await keptFilesSettled()).toEqual([]);
  });

  it('applies a dry run by id: the same result as sending the file again, then the file is gone', async () => {
    const file = csv('DRY', 4, '12,5');
    const dry = await admin.call('importStart', {
      query: { kind: 'products', file_name: 'proba.csv', dry_run: 'true' },
      body: new Blob([file]),
    });
    const dryDone = await follow(dry.id);
    expect(dryDone).toMatchObject({ status: 'done', dry_run: true, created: 4 });
    expect(product('DRY-0')).toBeUndefined();
    // The dry run's file is kept, to be applied.
    expect(keptFiles()).toHaveLength(1);

    const applied = await admin.call('importRunApply', { params: { id: dry.id }, body: {} });
    expect(applied).toMatchObject({ status: 'queued', dry_run: false, file_sha256: dryDone.file_sha256 });
    const appliedDone = await follow(applied.id);
    expect(appliedDone).toMatchObject({ status: 'done', created: 4, updated: 0, rejected: 0 });
    expect(product('DRY-3')).toMatchObject({ catalog_price: 1250 });
    expect(await keptFilesSettled()).toEqual([]);

    // The same file sent with dry_run false now finds what the apply wrote.
    const direct = await admin.call('importStart', {
      query: { kind: 'products', file_name: 'proba.csv' },
      body: new Blob([file]),
    });
    expect(await follow(direct.id)).toMatchObject({ status: 'done', created: 0, unchanged: 4 });

    // Applied once: refused again, and a run that was not a dry run cannot be applied.
    const again = await admin.call('importRunApply', { params: { id: dry.id }, body: {} }).catch((e: unknown) => e);
    expect(again).toMatchObject({ status: 409, message: expect.stringContaining(`import nr ${applied.id}`) });
    const notDry = await admin.call('importRunApply', { params: { id: direct.id }, body: {} }).catch((e: unknown) => e);
    expect(notDry).toMatchObject({ status: 409, message: expect.stringContaining('nie był próbny') });
    const missing = await admin.call('importRunApply', { params: { id: 999_999 }, body: {} }).catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 404 });
  });

  it('a dry run whose file is gone (kept a day) cannot be applied: 404 in Polish', async () => {
    const dry = await admin.call('importStart', {
      query: { kind: 'products', file_name: 'stara.csv', dry_run: 'true' },
      body: new Blob([csv('OLD', 1)]),
    });
    await follow(dry.id);
    // A day and a bit later, the clean-up removes it.
    server.ctx.imports.clean(Date.now() + 25 * 60 * 60 * 1000);
    expect(keptFiles()).toEqual([]);
    const gone = await admin.call('importRunApply', { params: { id: dry.id }, body: {} }).catch((e: unknown) => e);
    expect(gone).toMatchObject({ status: 404, message: expect.stringContaining('nie jest już przechowywany') });
  });

  it('shows progress from below 1 to 1, and other calls are answered while a big import runs', async () => {
    const started = await admin.call('importStart', {
      query: { kind: 'products', file_name: 'duzy.csv' },
      body: new Blob([csv('BIG', 30_000)]),
    });
    const seen: ImportFileRun[] = [];
    let answeredWhileRunning = 0;
    for (;;) {
      // In process a call never waits for I/O: a timer stands for the network's wait.
      await new Promise((resolve) => setTimeout(resolve, 1));
      const before = await admin.call('importRunById', { params: { id: started.id } });
      seen.push(before);
      if (before.status !== 'queued' && before.status !== 'running') break;
      const list = await admin.call('productList', { query: { limit: 5 } });
      expect(list.items.length).toBeGreaterThan(0);
      const after = await admin.call('importRunById', { params: { id: started.id } });
      if (before.status === 'running' && after.status === 'running') answeredWhileRunning++;
    }
    const last = seen.at(-1) as ImportFileRun;
    expect(last).toMatchObject({ status: 'done', created: 30_000, progress: 1 });
    const partial = seen.filter((r) => r.status === 'running').map((r) => r.progress);
    expect(partial.some((p) => p < 1)).toBe(true);
    // Never going back.
    expect(partial).toEqual([...partial].sort((a, b) => a - b));
    expect(answeredWhileRunning).toBeGreaterThan(0);
  });
});

describe('a server stopped during an import', () => {
  it('marks the run failed at the next start and removes its file', async () => {
    const stopped = mkdtempSync(join(tmpdir(), 'salesdesk-import-stopped-'));
    try {
      const first = await createServerContext({ dataDir: stopped, env: {}, seed: false, dbSynchronous: 'normal' });
      const name = 'przerwany.upload';
      writeFileSync(join(first.imports.filesDir, name), csv('INT', 2));
      const id = Number(
        first.db
          .prepare(
            `INSERT INTO import_files (kind, status, dry_run, file_name, file_sha256, file_size, created_at, file_path)
             VALUES ('products', 'running', 0, 'a.csv', '', 10, '2026-11-01T00:00:00Z', ?)`,
          )
          .run(name).lastInsertRowid,
      );
      await first.imports.close();
      await first.matcher.close();
      first.db.close();

      const second = await createServerContext({ dataDir: stopped, env: {}, seed: false, dbSynchronous: 'normal' });
      const row = second.db.prepare('SELECT status, message, file_path FROM import_files WHERE id = ?').get(id);
      expect(row).toMatchObject({ status: 'failed', message: expect.stringContaining('przerwany'), file_path: null });
      expect(existsSync(join(second.imports.filesDir, name))).toBe(false);
      await second.imports.close();
      await second.matcher.close();
      second.db.close();
    } finally {
      rmSync(stopped, { recursive: true, force: true });
    }
  });
});

describe('the request thread while an import applies in the worker', () => {
  it("a salesperson's writes succeed while the worker writes a large file, between its chunks too", async () => {
    ensureOfferTestData(server.ctx.db);
    const seller = await server.loginAs('handlowiec');
    // Six chunks of the apply at least, however fast (each at most twice the last): the write
    // lock is let go between them.
    const rows = 40 * APPLY_FIRST_CHUNK_ROWS;
    const started = await upload({ kind: 'products', file_name: 'duzy.csv' }, csv('LCK', rows));
    expect(started.status).toBe(202);
    const id = started.json.id as number;
    const applying = server.ctx.db.prepare('SELECT apply_state IS NOT NULL FROM import_files WHERE id = ?').pluck();
    const failures: string[] = [];
    let writes = 0;
    let writesWhileRunning = 0;
    let writesWhileApplying = 0;
    for (;;) {
      const before = importFileRunSchema.parse(await admin.call('importRunById', { params: { id } }));
      if (before.status !== 'queued' && before.status !== 'running') break;
      const midApply = applying.get(id) === 1;
      try {
        // Autocommit writes never failed: a document's change reads before it writes, in one transaction.
        await seller.call('offerCreate', { body: { client_id: TEST_CLIENTS.main } });
        writes++;
        if (before.status === 'running') writesWhileRunning++;
        // Begun or ended while the run was applying (between or during its chunks).
        if (midApply || applying.get(id) === 1) writesWhileApplying++;
      } catch (error) {
        failures.push(String(error));
        if (failures.length > 5) break;
      }
      // In-process calls resolve in microtasks: a timer's turn lets the server hear from its worker.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const run = await follow(id);
    expect(run).toMatchObject({ status: 'done', created: rows });
    expect(failures).toEqual([]);
    expect(writesWhileRunning).toBeGreaterThan(0);
    expect(writesWhileApplying).toBeGreaterThan(0);
    expect(writes).toBeGreaterThan(0);
  }, 90_000);
});
