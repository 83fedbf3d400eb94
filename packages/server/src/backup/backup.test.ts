import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { runServerCommand } from '../serverCommands';
import { startServer } from '../startServer';
import { TEST_CLIENTS } from '../testing/offerTestData';
import { draftOffer, type OfferTestKit, offerTestKit } from '../testing/offerTestKit';
import {
  BackupError,
  backupDatabase,
  DATABASE_FILE,
  listBackups,
  PID_FILE,
  pruneBackups,
  restoreBackup,
  verifyBackup,
} from './backupFiles';
import { scheduleBackups } from './backupSchedule';

// Online backups and restore (docs/operations.md).
const root = mkdtempSync(join(tmpdir(), 'salesdesk-backup-'));
let kit: OfferTestKit;

beforeAll(async () => {
  // A real file database (WAL), as a deployment runs it.
  kit = await offerTestKit({ dataDir: join(root, 'data'), env: {} });
  // Seeding a file database takes a few seconds on a busy machine.
}, 120_000);
afterAll(() => {
  kit.server.close();
  rmSync(root, { recursive: true, force: true });
});

const silent = { info: () => {}, error: () => {} };

describe('backup under write load, restore into a fresh folder', () => {
  it('the restored database passes the integrity check and holds every write acknowledged before the backup', {
    timeout: 120_000,
  }, async () => {
    const offer = await draftOffer(kit.seller);
    const acknowledged: string[] = [];
    let writing = true;
    // Comments written one after another through the API; each counts once its answer is in.
    // An in-process call can resolve in microtasks alone: each write waits for the next turn of
    // the event loop, as requests arriving over the network do, so the backup's steps run too.
    const load = (async () => {
      for (let i = 0; writing; i++) {
        const text = `Komentarz ${i}`;
        await kit.seller.call('offerAddComment', { params: { id: offer.id }, body: { text } });
        acknowledged.push(text);
        await new Promise((r) => setImmediate(r));
      }
    })();
    while (acknowledged.length < 20) await new Promise((r) => setImmediate(r));

    const before = [...acknowledged];
    let steps = 0;
    const backupDir = join(root, 'backups');
    // Small steps, so the writes really run between the pages of the copy.
    const originalBackup = kit.server.ctx.db.backup.bind(kit.server.ctx.db);
    kit.server.ctx.db.backup = (file, options) =>
      originalBackup(file, {
        ...options,
        progress: () => {
          steps++;
          return 8;
        },
      });
    const file = await backupDatabase(kit.server.ctx.db, backupDir, Date.parse('2026-06-15T08:00:00Z'));
    kit.server.ctx.db.backup = originalBackup;
    const duringBackup = acknowledged.length - before.length;
    writing = false;
    await load;
    expect(steps).toBeGreaterThan(10);
    expect(duringBackup).toBeGreaterThan(0);
    expect(listBackups(backupDir)).toEqual([file]);
    // It holds personal data and password hashes: the server's account only.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(backupDir).filter((n) => n.endsWith('.partial'))).toEqual([]);

    const fresh = join(root, 'restored');
    const restored = restoreBackup(file, fresh);
    expect(restored.previous).toBeNull();
    const db = openDatabase(fresh);
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const texts = new Set(
        db.prepare('SELECT text FROM offer_comments WHERE offer_id = ?').pluck().all(offer.id) as string[],
      );
      for (const text of before) expect(texts.has(text)).toBe(true);
      // Nothing that was not acknowledged at some point appears.
      for (const text of texts) expect(acknowledged).toContain(text);
    } finally {
      db.close();
    }

    // A server started on the restored folder answers with the data.
    const again = await startServer({
      dataDir: fresh,
      port: 0,
      env: {},
      backup: { dir: null, intervalMinutes: 0, keep: 1 },
    });
    try {
      const res = await fetch(`${again.url}/api/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'handlowiec', password: 'demo1234' }),
      });
      expect(res.status).toBe(200);
      // The restored copy is not running: its pid file is the new server's.
      expect(existsSync(join(fresh, PID_FILE))).toBe(true);
    } finally {
      await again.close();
    }
    expect(existsSync(join(fresh, PID_FILE))).toBe(false);
  });
});

describe('retention and the schedule', () => {
  it('keeps the newest backups only', async () => {
    const dir = join(root, 'retention');
    const taken: string[] = [];
    for (let i = 0; i < 4; i++) {
      taken.push(await backupDatabase(kit.server.ctx.db, dir, Date.parse('2026-06-01T00:00:00Z') + i * 86_400_000));
    }
    // A killed backup's leftover, untouched for an hour.
    const leftover = join(dir, 'salesdesk-20260101T000000000Z.sqlite.partial');
    writeFileSync(leftover, 'x');
    utimesSync(leftover, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
    const removed = pruneBackups(dir, 2);
    expect(listBackups(dir)).toEqual([taken[3], taken[2]]);
    expect(removed).toHaveLength(3);
  });

  it('backs up on its interval, one at a time, and stops', async () => {
    const dir = join(root, 'scheduled');
    let now = Date.parse('2026-06-15T00:00:00Z');
    const schedule = scheduleBackups({
      db: kit.server.ctx.db,
      dir,
      intervalMs: 20,
      keep: 2,
      now: () => (now += 60_000),
      log: silent,
    });
    await expect.poll(() => listBackups(dir).length, { timeout: 10_000 }).toBe(2);
    await schedule.stop();
    const files = listBackups(dir);
    await new Promise((r) => setTimeout(r, 100));
    expect(listBackups(dir)).toEqual(files);
    for (const file of files) expect(verifyBackup(file).schemaVersion).toBeGreaterThan(0);
  });
});

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('what only the server’s account may read', () => {
  it('the data folder is 0700, the database and its -wal and -shm 0600', async () => {
    await draftOffer(kit.seller);
    const data = join(root, 'data');
    expect(modeOf(data)).toBe(0o700);
    for (const suffix of ['', '-wal', '-shm']) expect(modeOf(join(data, DATABASE_FILE + suffix))).toBe(0o600);
  });

  it('a backup is 0600 from its first page on, in a 0700 folder', async () => {
    const dir = join(root, 'modes');
    const seen: number[] = [];
    const db = kit.server.ctx.db;
    const originalBackup = db.backup.bind(db);
    db.backup = (file, options) =>
      originalBackup(file, {
        ...options,
        progress: () => {
          seen.push(modeOf(file));
          for (const suffix of ['-journal', '-wal']) if (existsSync(file + suffix)) seen.push(modeOf(file + suffix));
          return 64;
        },
      });
    try {
      const file = await backupDatabase(db, dir, Date.parse('2026-07-01T00:00:00Z'));
      expect(modeOf(file)).toBe(0o600);
    } finally {
      db.backup = originalBackup;
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set([0o600]));
    expect(modeOf(dir)).toBe(0o700);
  });

  it('a backup removes what killed backups left, not what a running one is writing', async () => {
    const dir = join(root, 'leftovers');
    await backupDatabase(kit.server.ctx.db, dir, Date.parse('2026-07-02T00:00:00Z'));
    const killed = join(dir, 'salesdesk-20260701T000000000Z.sqlite.partial');
    const hourAgo = new Date(Date.now() - 3_600_000);
    for (const suffix of ['', '-journal', '-wal', '-shm']) {
      writeFileSync(killed + suffix, 'x');
      utimesSync(killed + suffix, hourAgo, hourAgo);
    }
    // Another process's backup, in progress: touched just now.
    const running = join(dir, 'salesdesk-20260702T000000000Z.sqlite.partial-journal');
    writeFileSync(running, 'x');
    await backupDatabase(kit.server.ctx.db, dir, Date.parse('2026-07-03T00:00:00Z'));
    expect(readdirSync(dir).filter((n) => n.includes('.partial'))).toEqual([
      'salesdesk-20260702T000000000Z.sqlite.partial-journal',
    ]);
    // Once it is stale too, pruning after a backup removes it.
    utimesSync(running, hourAgo, hourAgo);
    expect(pruneBackups(dir, 5)).toEqual([running]);
    expect(readdirSync(dir).filter((n) => n.includes('.partial'))).toEqual([]);
  });
});

describe('restore refuses what would lose data', () => {
  it('a damaged file, an existing database without --force, and a running server', async () => {
    const dir = join(root, 'refusals');
    const file = await backupDatabase(kit.server.ctx.db, dir, Date.parse('2026-06-20T00:00:00Z'));
    const garbage = join(dir, 'zepsuta.sqlite');
    writeFileSync(garbage, 'to nie jest baza');
    const target = join(root, 'refusals-data');
    expect(() => restoreBackup(garbage, target)).toThrow(BackupError);
    expect(existsSync(join(target, DATABASE_FILE))).toBe(false);

    restoreBackup(file, target);
    expect(() => restoreBackup(file, target)).toThrow(/--force/);
    const replaced = restoreBackup(file, target, { force: true, now: Date.parse('2026-06-21T00:00:00Z') });
    expect(replaced.previous).toBe(join(target, `${DATABASE_FILE}.before-restore-20260621T000000000Z`));
    expect(existsSync(replaced.previous ?? '')).toBe(true);

    // The test process's parent stands in for a running server.
    writeFileSync(join(target, PID_FILE), String(process.ppid));
    expect(() => restoreBackup(file, target, { force: true })).toThrow(/Serwer działa/);
  });
});

describe('the server’s commands', () => {
  it('`backup` and `restore` work on DATA_DIR and answer exit codes', async () => {
    const lines: string[] = [];
    const errors: string[] = [];
    const io = { out: (l: string) => lines.push(l), err: (l: string) => errors.push(l) };
    const env = { DATA_DIR: join(root, 'data'), BACKUP_DIR: join(root, 'cli-backups'), BACKUP_KEEP: '3' };
    expect(await runServerCommand(['backup'], env, io)).toBe(0);
    const [file] = listBackups(join(root, 'cli-backups'));
    expect(lines[0]).toBe(`Kopia zapasowa: ${file}`);

    const restoredEnv = { DATA_DIR: join(root, 'cli-restored') };
    expect(await runServerCommand(['restore', file ?? ''], restoredEnv, io)).toBe(0);
    expect(lines.at(-1)).toContain('Sprawdzenie spójności: ok.');
    expect(await runServerCommand(['restore', file ?? ''], restoredEnv, io)).toBe(1);
    expect(errors.at(-1)).toContain('--force');
    expect(await runServerCommand(['restore'], restoredEnv, io)).toBe(2);
    expect(await runServerCommand(['kopia'], restoredEnv, io)).toBe(2);
    expect(errors.at(-1)).toContain('Nieznane polecenie: kopia');
    // A client created afterwards still works on the original data.
    expect((await kit.seller.call('offerCreate', { body: { client_id: TEST_CLIENTS.main } })).status).toBe('draft');
  });
});
