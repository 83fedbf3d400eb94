import { type ApiClient, importJobSchema } from '@salesdesk/sdk';
import { nextImportRun } from '@salesdesk/sdk/imports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer';
import { expectApiError } from './catalogueTestKit';
import { rows, scalar } from './referenceTestKit';

let server: TestServer;
let director: ApiClient;

const startedAt = Date.parse('2026-03-02T09:00:00.000Z');

beforeAll(async () => {
  server = await createTestServer({ now: () => startedAt });
  director = await server.loginAs('dyrektor.regionu');
});
afterAll(() => server.close());

describe('importList', () => {
  it('lists one job per import kind, with its latest file runs, newest first, as job runs', async () => {
    const page = await director.call('importList', { query: { sort: 'cron_job_code', limit: 20 } });
    expect(page.items.map((j) => importJobSchema.parse(j).kind)).toEqual([
      'clients',
      'companies',
      'contacts',
      'invoices',
      'payments',
      'prices',
      'products',
      'stock',
      'users',
      'warehouses',
    ]);
    // The demo invents no runs.
    for (const job of page.items) expect(job.runs).toEqual([]);
    const stock = page.items.find((j) => j.kind === 'stock');
    const db = server.ctx.db;
    const insert = db.prepare(
      `INSERT INTO import_files (job_id, kind, status, dry_run, file_name, file_sha256, file_size, created_at, started_at,
         completed_at, rows_read, created, updated, unchanged, deactivated, message)
       VALUES (?, 'stock', ?, 0, ?, '', 0, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 8, minute)).toISOString();
    for (let k = 0; k < 6; k++)
      insert.run(stock?.id, 'done', `s${k}.csv`, at(k), at(k), at(k), 9, 1, 2, 5, 3, 'Zaimportowano.');
    insert.run(stock?.id, 'refused', 'zly.csv', at(10), at(10), at(11), 4, 0, 0, 0, 0, 'Plik odrzucony.');
    insert.run(stock?.id, 'running', 'teraz.csv', at(20), at(20), null, 40, 0, 0, 0, 0, '');
    const [running, refused, done] =
      (await director.call('importList', { query: { search: 'stock' } })).items[0]?.runs ?? [];
    expect(running).toMatchObject({ status: 'running', completed_at: null, records: 40, started_at: at(20) });
    expect(refused).toMatchObject({ status: 'failed', records: 0, message: 'Plik odrzucony.', completed_at: at(11) });
    // Written: created + updated + deactivated.
    expect(done).toMatchObject({ status: 'success', records: 6, started_at: at(5) });
    const runs = (await director.call('importList', { query: { search: 'stock' } })).items[0]?.runs ?? [];
    expect(runs.length).toBe(5);
    expect((await director.call('importList', { query: { search: 'stock' } })).items[0]?.running_run_id).toBe(
      scalar(db, "SELECT id FROM import_files WHERE file_name = 'teraz.csv'"),
    );
    db.prepare('DELETE FROM import_files').run();
  });

  it('shows the next run the scheduler keeps, each job on its own schedule', async () => {
    const page = await director.call('importList', { query: { sort: 'next_run', limit: 20 } });
    for (const job of page.items) {
      const stored = rows<{ next_run: string }>(server.ctx.db, 'SELECT next_run FROM import_jobs WHERE id = ?', job.id);
      expect(job.next_run).toBe(stored[0]?.next_run);
      expect(job.next_run).toBe(nextImportRun(job.frequency, startedAt));
    }
    const scheduled = page.items.map((j) => j.next_run ?? '');
    expect(scheduled).toEqual([...scheduled].sort());
  });

  it('filters by status and searches by code and name', async () => {
    server.ctx.db.prepare("UPDATE import_jobs SET current_job_status = 'failed' WHERE kind = 'prices'").run();
    const failed = await director.call('importList', { query: { current_job_status: 'failed' } });
    expect(failed.items.map((j) => j.kind)).toEqual(['prices']);
    server.ctx.db.prepare("UPDATE import_jobs SET current_job_status = 'idle' WHERE kind = 'prices'").run();
    const found = await director.call('importList', { query: { search: 'stock' } });
    expect(found.items.map((j) => j.cron_job_code)).toEqual(['stock']);
    const byName = await director.call('importList', { query: { search: 'katalog' } });
    expect(byName.items.map((j) => j.kind)).toEqual(['products']);
    await expectApiError(director.call('importList', { query: { current_job_status: 'sleeping' as 'idle' } }), 400);
  });
});
