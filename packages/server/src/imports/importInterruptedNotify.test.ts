import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiClient } from '@salesdesk/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureOfferTestData } from '../testing/offerTestData';
import { createTestServer, type TestServer } from '../testing/testServer';
import { recordRun } from './importRuns';

// A run the server died in before its apply began is marked failed at the next start. Its
// `import.finished` webhook is recorded then (importFinishedCatchUp.ts); whoever started it must
// hear of it in the app too, once: a run does not vanish without a word.

const OPTIONS = { kind: 'products', dryRun: false, full: false, acceptValid: true } as const;
const FILE = { name: 'ceny.csv', sha256: 'a'.repeat(64), size: 10, stored: null };

let dir: string;
const servers: TestServer[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'salesdesk-import-notify-'));
});
afterEach(async () => {
  for (const s of servers.splice(0)) {
    await s.ctx.webhooks.stop();
    if (s.ctx.db.open) s.close();
  }
  rmSync(dir, { recursive: true, force: true });
});

async function open(): Promise<TestServer> {
  const server = await createTestServer({ dataDir: dir });
  servers.push(server);
  return server;
}

const userId = (server: TestServer, username: string) =>
  server.ctx.db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(username) as number;

async function notes(client: ApiClient, runId: number) {
  const list = await client.call('notificationList', { query: {} });
  return list.items
    .filter((n) => n.metadata.some((m) => m.key === 'run_id' && m.value === String(runId)))
    .map((n) => n.type);
}

describe('a run marked failed at start', () => {
  it('tells whoever started it (import_finished), once; a scheduled run tells the administrators', async () => {
    const first = await open();
    ensureOfferTestData(first.ctx.db);
    const seller = userId(first, 'handlowiec');
    const byHand = recordRun(first.ctx, { userId: seller, apiTokenId: null }, FILE, OPTIONS);
    first.ctx.db
      .prepare(
        "INSERT INTO import_jobs (cron_job_code, name, frequency, current_job_status, kind) VALUES ('test_products', 'Produkty', 'daily', 'idle', NULL)",
      )
      .run();
    const jobId = first.ctx.db
      .prepare("SELECT id FROM import_jobs WHERE cron_job_code = 'test_products'")
      .pluck()
      .get();
    const scheduled = recordRun(first.ctx, { userId: null, apiTokenId: null, jobId: jobId as number }, FILE, OPTIONS);
    first.ctx.db.prepare("UPDATE import_files SET status = 'running' WHERE id IN (?, ?)").run(byHand, scheduled);
    await first.ctx.webhooks.stop();
    first.close();

    const second = await open();
    const [sellerApi, adminApi, boardApi] = await Promise.all(
      ['handlowiec', 'admin', 'zarzad'].map((u) => second.loginAs(u)),
    );
    expect(await notes(sellerApi as ApiClient, byHand)).toEqual(['import_finished']);
    const told = (await (sellerApi as ApiClient).call('notificationList', { query: {} })).items.find(
      (n) => n.type === 'import_finished',
    );
    expect(told?.metadata).toContainEqual({ key: 'status', value: 'failed' });
    // The scheduled run is the job's failure, told to the administrators only (as when it fails while running).
    expect(await notes(adminApi as ApiClient, scheduled)).toEqual(['import_failed']);
    expect(await notes(sellerApi as ApiClient, scheduled)).toEqual([]);
    expect(await notes(boardApi as ApiClient, byHand)).toEqual([]);
    expect(await notes(adminApi as ApiClient, byHand)).toEqual([]);
    await second.ctx.webhooks.stop();
    second.close();

    // Told once: a further start tells nobody again.
    const third = await open();
    const again = await third.loginAs('handlowiec');
    expect(await notes(again, byHand)).toEqual(['import_finished']);
  });
});
