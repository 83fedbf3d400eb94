import { nextImportRun } from '@salesdesk/fixtures';
import { type ApiClient, importJobSchema } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../index';
import { expectApiError } from './catalogueTestKit';
import { rows, scalar } from './referenceTestKit';

let server: TestServer;
let director: ApiClient;

beforeAll(async () => {
  server = await createTestServer();
  director = await server.loginAs('dyrektor.regionu');
});
afterAll(() => server.close());

describe('importList', () => {
  it('lists cron jobs with their latest runs, newest first', async () => {
    const page = await director.call('importList', { query: { sort: '-last_run_start', limit: 20 } });
    const expected = rows<{ id: number }>(
      server.ctx.db,
      'SELECT id FROM import_jobs ORDER BY last_run_start DESC, id DESC',
    );
    expect(page.items.map((j) => importJobSchema.parse(j).id)).toEqual(expected.map((r) => r.id));
    for (const job of page.items) {
      expect(job.runs.length).toBeGreaterThan(0);
      expect(job.runs.length).toBeLessThanOrEqual(5);
      expect(job.runs[0]?.started_at).toBe(job.last_run_start);
      const starts = job.runs.map((r) => r.started_at);
      expect([...starts].sort().reverse()).toEqual(starts);
    }
    const running = page.items.find((j) => j.current_job_status === 'running');
    expect(running?.runs[0]).toMatchObject({ status: 'running', completed_at: null });
  });

  it('gives each job the next run its schedule says, ahead of now, even when the stored one fell behind', async () => {
    // As if the server had stood for a day: every stored next run is in the past.
    server.ctx.db.prepare("UPDATE import_jobs SET next_run = '2020-01-01T00:00:00.000Z'").run();
    const page = await director.call('importList', { query: { sort: 'next_run', limit: 20 } });
    const now = server.ctx.now();
    for (const job of page.items) {
      const disabled = job.current_job_status === 'disabled';
      expect(job.next_run).toBe(nextImportRun(job.frequency, now, disabled));
      if (!disabled) expect(Date.parse(job.next_run ?? '')).toBeGreaterThan(now);
    }
    const scheduled = page.items.filter((j) => j.next_run !== null).map((j) => j.next_run ?? '');
    expect(scheduled).toEqual([...scheduled].sort());
  });

  it('filters by status and searches by code', async () => {
    const failed = await director.call('importList', { query: { current_job_status: 'failed' } });
    expect(failed.total).toBe(
      scalar(server.ctx.db, "SELECT COUNT(*) FROM import_jobs WHERE current_job_status = 'failed'"),
    );
    expect(failed.items[0]?.runs[0]?.status).toBe('failed');
    const found = await director.call('importList', { query: { search: 'stock' } });
    expect(found.items.map((j) => j.cron_job_code)).toEqual(['import_stock']);
    await expectApiError(director.call('importList', { query: { current_job_status: 'sleeping' as 'idle' } }), 400);
  });
});
