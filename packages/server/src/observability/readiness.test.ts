import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readiness } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupName } from '../backup/backupFiles';
import { scheduleBackups } from '../backup/backupSchedule';
import { insertMessage } from '../events/webhookQueue';
import { type RunningServer, startServer } from '../index';
import { packageVersion } from '../serverVersion';
import { createTestServer, type TestServer } from '../testing/testServer';
import { backupStatusOf } from './observe';

// GET /api/health (liveness) and GET /api/health/ready (readiness) on real servers: a file
// database with its backups, and an in-memory one for the checks other parts register.

const silent = { info: () => {}, error: () => {} };
let root: string;
let server: RunningServer;
let now = Date.parse('2026-06-15T08:00:00Z');

async function ready(url: string): Promise<{ status: number; body: Readiness }> {
  const res = await fetch(`${url}/api/health/ready`);
  return { status: res.status, body: (await res.json()) as Readiness };
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'salesdesk-ready-'));
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(root, 'data'),
    backup: { dir: join(root, 'backups'), intervalMinutes: 60, keep: 3 },
    env: {},
    appDir: null,
    now: () => now,
  });
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('liveness', () => {
  it('answers the version of the server package, not a number typed in', async () => {
    const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    const res = await fetch(`${server.url}/api/health`);
    expect(await res.json()).toEqual({ status: 'ok', version: packageJson.version, brand: 'one' });
  });

  it('reads the version from the package file, whatever it says', () => {
    const dir = mkdtempSync(join(tmpdir(), 'salesdesk-version-'));
    try {
      const file = join(dir, 'package.json');
      writeFileSync(file, JSON.stringify({ name: 'x', version: '9.8.7-rc.1' }));
      expect(packageVersion(new URL(`file://${file}`))).toBe('9.8.7-rc.1');
      expect(packageVersion(new URL(`file://${join(dir, 'missing.json')}`))).toBe('unknown');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('readiness', () => {
  it('is ready after the start: the database answers, the first backup is not due yet, the mail queue counted', async () => {
    const { status, body } = await ready(server.url);
    expect(status).toBe(200);
    expect(body.status).toBe('ready');
    expect(Object.keys(body.checks)).toEqual(['backup', 'database', 'mail', 'webhooks']);
    expect(body.checks.database).toMatchObject({ ok: true, schema_version: expect.any(Number) });
    expect(body.checks.backup).toMatchObject({
      ok: true,
      enabled: true,
      interval_minutes: 60,
      last_success_at: null,
      age_seconds: null,
      last_error: null,
      failures: 0,
    });
    expect(body.checks.mail).toEqual({ ok: true, queued: 0, failed: 0, delivery: 'outbox' });
  });

  it('reports a failed backup with its error (503), and is ready again once a backup succeeds', async () => {
    const status = backupStatusOf(server.ctx);
    const blocked = join(root, 'not-a-folder');
    writeFileSync(blocked, 'a file where the backup folder should be');
    const failing = scheduleBackups({
      db: server.ctx.db,
      dir: blocked,
      intervalMs: 3_600_000,
      keep: 3,
      now: () => now,
      log: silent,
      status,
    });
    expect(await failing.runNow()).toBeNull();
    await failing.stop();
    const down = await ready(server.url);
    expect(down.status).toBe(503);
    expect(down.body.status).toBe('not_ready');
    expect(down.body.checks.database?.ok).toBe(true);
    expect(down.body.checks.backup).toMatchObject({
      ok: false,
      failures: 1,
      last_error: expect.stringContaining('not-a-folder'),
      last_error_at: new Date(now).toISOString(),
    });

    now += 60_000;
    const working = scheduleBackups({
      db: server.ctx.db,
      dir: join(root, 'backups'),
      intervalMs: 3_600_000,
      keep: 3,
      now: () => now,
      log: silent,
      status,
    });
    expect(await working.runNow()).toEqual(expect.stringContaining('salesdesk-'));
    await working.stop();
    now += 90_000;
    const up = await ready(server.url);
    expect(up.status).toBe(200);
    expect(up.body.checks.backup).toMatchObject({
      ok: true,
      last_success_at: new Date(now - 90_000).toISOString(),
      age_seconds: 90,
      failures: 1,
    });
  });

  it('is not ready when the newest backup is older than two intervals (a schedule that stopped)', async () => {
    now += 2 * 3_600_000;
    const { status, body } = await ready(server.url);
    expect(status).toBe(503);
    expect(body.checks.backup).toMatchObject({ ok: false, overdue: true, last_error: expect.any(String) });
    now -= 2 * 3_600_000;
  });

  it('a restarted server knows the newest backup from the folder', async () => {
    const again = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: join(root, 'data-2'),
      backup: { dir: join(root, 'backups'), intervalMinutes: 60, keep: 3 },
      env: {},
      appDir: null,
      // The clock the backup was named by: the age is the moment in its name, as the schedule's.
      now: () => now,
    });
    try {
      const { body } = await ready(again.url);
      expect(body.checks.backup?.last_success_at).toEqual(expect.any(String));
      expect(body.checks.backup?.ok).toBe(true);
    } finally {
      await again.close();
    }
  });
});

describe('a BACKUP_DIR found unusable at start', () => {
  it('makes the readiness answer fail at once, also when a fresh backup means no attempt for an interval', async () => {
    const dataDir = join(root, 'unusable-data');
    const backupDir = join(root, 'unusable-backups');
    mkdirSync(backupDir, { recursive: true });
    // A backup ten minutes old: the schedule's next attempt is 50 minutes away.
    writeFileSync(join(backupDir, backupName(Date.now() - 10 * 60_000)), '');
    // The start's write check cannot create its file (a folder of that name is in the way; root
    // ignores modes, so a read-only folder would not do in every environment).
    mkdirSync(join(backupDir, `.salesdesk-write-check-${process.pid}`, 'x'), { recursive: true });
    const blocked = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      backup: { dir: backupDir, intervalMinutes: 60, keep: 3 },
      env: { SEED: 'empty' },
      appDir: null,
      logger: silent,
    });
    try {
      const { status, body } = await ready(blocked.url);
      expect(status).toBe(503);
      expect(body.checks.backup).toMatchObject({
        ok: false,
        failures: 1,
        last_error: expect.stringMatching(
          /^BACKUP_DIR: folder kopii zapasowych .* nie nadaje się do zapisu \(EISDIR\)/,
        ),
      });
      // The newest backup's age as the schedule counts it (the moment in its name, not the file's time).
      expect(body.checks.backup?.age_seconds).toBeGreaterThanOrEqual(600);
      expect(body.checks.backup?.age_seconds).toBeLessThan(700);
    } finally {
      await blocked.close();
    }
  });
});

describe('checks registered by other parts of the server', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await createTestServer();
  });
  afterAll(() => test.close());

  const readyOf = async () => {
    const res = await test.fetch('/api/health/ready');
    return { status: res.status, body: (await res.json()) as Readiness };
  };

  it('an in-memory database has no backups to wait for; the mail sender’s queue is the mail check', async () => {
    const before = await readyOf();
    expect(before.status).toBe(200);
    expect(before.body.checks.backup).toMatchObject({ ok: true, enabled: false });
    const db = test.ctx.db;
    const rows = () => db.prepare('SELECT COUNT(*) FROM outbox').pluck().get() as number;
    const rowsBefore = rows();
    await test.client().call('forgotPassword', { body: { email: 'handlowiec@salesdesk.example.pl' } });
    await expect.poll(rows).toBe(rowsBefore + 1);
    // Without SMTP_URL mail is only stored; queued, as a server with SMTP holds it, it is counted.
    db.prepare("UPDATE outbox SET status = 'queued' WHERE status = 'stored'").run();
    const queued = db.prepare("SELECT COUNT(*) FROM outbox WHERE status IN ('queued', 'sending')").pluck().get();
    const after = (await readyOf()).body.checks.mail;
    expect(after?.queued).toBe(queued);
    expect(after?.queued).toBeGreaterThan(before.body.checks.mail?.queued as number);
  });

  it('the webhook dispatcher’s queue is the webhooks check, and its depth the metric', async () => {
    const before = (await readyOf()).body.checks.webhooks;
    expect(before).toEqual({ ok: true, queued: 0 });
    const admin = await test.loginAs('admin');
    // Nobody listens on port 9: deliveries stay pending (a failed attempt waits for its retry).
    const { webhook: endpoint } = await admin.call('webhookCreate', {
      body: { url: 'http://127.0.0.1:9/hook', events: ['order.confirmed'], description: 'ERP' },
    });
    const at = new Date().toISOString();
    for (const n of [1, 2]) {
      insertMessage(
        test.ctx,
        endpoint.id,
        'order.confirmed',
        { changeId: null, orderKey: `order:${n}`, timestamp: at },
        '{}',
      );
    }
    expect((await readyOf()).body.checks.webhooks).toEqual({ ok: true, queued: 2 });
    const metrics = (await test.ctx.metrics.scrape()).text;
    expect(metrics).toMatch(/^salesdesk_queue_depth\{queue="webhooks"\} 2$/m);
  });

  it('a registered check shows under its name; one failing, throwing or hanging makes the answer 503', async () => {
    test.ctx.health.register('webhooks', () => ({ ok: true, queued: 4, oldest_seconds: 12 }));
    const fine = await readyOf();
    expect(fine.status).toBe(200);
    expect(fine.body.checks.webhooks).toEqual({ ok: true, queued: 4, oldest_seconds: 12 });

    test.ctx.health.register('webhooks', () => ({ ok: false, queued: 9000, message: 'endpoint disabled' }));
    const failing = await readyOf();
    expect(failing.status).toBe(503);
    expect(failing.body).toMatchObject({ status: 'not_ready', checks: { webhooks: { ok: false, queued: 9000 } } });

    test.ctx.health.register('webhooks', () => {
      throw new Error('queue table missing');
    });
    expect((await readyOf()).body.checks.webhooks).toEqual({ ok: false, error: 'queue table missing' });

    test.ctx.health.register('webhooks', () => new Promise(() => {}));
    const hung = await readyOf();
    expect(hung.status).toBe(503);
    expect(hung.body.checks.webhooks).toEqual({ ok: false, error: 'no answer within 2000 ms' });
    test.ctx.health.register('webhooks', () => ({ ok: true, queued: 0 }));
  });
});
