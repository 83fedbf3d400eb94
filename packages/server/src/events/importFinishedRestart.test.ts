import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordRun } from '../imports/importRuns';
import { ensureOfferTestData } from '../testing/offerTestData';
import { createTestServer, type TestServer } from '../testing/testServer';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhookReceiver';

// `import.finished` is recorded after the run's record became final, in a transaction of its own
// (the run is written by the import worker's connection). A server killed between the two, or a
// run a start finds interrupted and marks failed, must still reach the endpoints: late, not never.

const FAST = { retrySchedule: [0.05, 0.1], timeoutMs: 1500, concurrency: 8, pollMs: 20 };
const OPTIONS = { kind: 'products', dryRun: false, full: false, acceptValid: true } as const;

let dir: string;
let receiver: WebhookReceiver;
const servers: TestServer[] = [];
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'salesdesk-import-finished-'));
  receiver = await startWebhookReceiver();
});
afterEach(async () => {
  for (const s of servers.splice(0)) {
    await s.ctx.webhooks.stop();
    if (s.ctx.db.open) s.close();
  }
  await receiver.close();
  rmSync(dir, { recursive: true, force: true });
});

async function open(): Promise<TestServer> {
  const server = await createTestServer({ dataDir: dir, webhooks: FAST });
  servers.push(server);
  return server;
}

/** Stops a server as a kill would leave its database: nothing after the last commit. */
async function kill(server: TestServer): Promise<void> {
  await server.ctx.webhooks.stop();
  server.close();
}

describe('import.finished across a restart', () => {
  it('a run that became final without its event, and a run a start marks failed, are delivered at the next start, once', async () => {
    const first = await open();
    ensureOfferTestData(first.ctx.db);
    const admin = await first.loginAs('admin');
    const { secret } = await admin.call('webhookCreate', { body: { url: receiver.url, events: ['import.finished'] } });
    receiver.secret = secret;
    const file = { name: 'ceny.csv', sha256: 'a'.repeat(64), size: 10, stored: null };
    const caller = { userId: null, apiTokenId: null };
    // The worker committed the run's final record; the server died before recording the event.
    const done = recordRun(first.ctx, caller, file, OPTIONS);
    first.ctx.db
      .prepare("UPDATE import_files SET status = 'done', completed_at = ? WHERE id = ?")
      .run(new Date().toISOString(), done);
    // A run the server died in before its apply began: the next start marks it failed.
    const interrupted = recordRun(first.ctx, caller, file, OPTIONS);
    first.ctx.db.prepare("UPDATE import_files SET status = 'running' WHERE id = ?").run(interrupted);
    await kill(first);

    const second = await open();
    second.ctx.webhooks.start();
    await receiver.until((r) => r.accepted().length === 2);
    await second.ctx.webhooks.idle();
    const got = receiver.accepted().map((r) => [r.payload?.type, r.payload?.data.id, r.payload?.data.status]);
    expect(got).toEqual([
      ['import.finished', done, 'done'],
      ['import.finished', interrupted, 'failed'],
    ]);
    await kill(second);

    // Recorded once: a further start sends nothing again.
    const third = await open();
    third.ctx.webhooks.start();
    await third.ctx.webhooks.idle();
    expect(receiver.received).toHaveLength(2);
    expect(third.ctx.db.prepare("SELECT COUNT(*) FROM change_events WHERE entity = 'import'").pluck().get()).toBe(2);
  });

  it('runs finished before the outbox existed are not sent on an upgrade', async () => {
    const first = await open();
    ensureOfferTestData(first.ctx.db);
    const admin = await first.loginAs('admin');
    const { secret } = await admin.call('webhookCreate', { body: { url: receiver.url, events: ['import.finished'] } });
    receiver.secret = secret;
    const old = recordRun(
      first.ctx,
      { userId: null, apiTokenId: null },
      { name: 'stary.csv', sha256: 'b'.repeat(64), size: 1, stored: null },
      OPTIONS,
    );
    first.ctx.db
      .prepare("UPDATE import_files SET status = 'done', completed_at = '2020-01-01T00:00:00.000Z' WHERE id = ?")
      .run(old);
    await kill(first);

    const second = await open();
    second.ctx.webhooks.start();
    await second.ctx.webhooks.idle();
    expect(receiver.received).toHaveLength(0);
  });
});
