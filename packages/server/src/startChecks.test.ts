import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupName, listBackups } from './backup/backupFiles';
import { ConfigError, configProblems } from './configCheck';
import { MigrationError, migrate } from './db/database';
import { migrations } from './db/migrations/index';
import { runServerCommand } from './serverCommands';
import type { Logger } from './serverContext';
import { ADMIN_PASSWORD_IGNORED, startServer } from './startServer';
import { killServers, spawnServer } from './testing/serverProcess';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'salesdesk-start-'));
});
afterAll(async () => {
  await killServers();
  rmSync(root, { recursive: true, force: true });
});

function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (m) => lines.push(`info ${m}`),
    error: (m) => lines.push(`error ${m}`),
  };
}

const login = async (url: string, username: string, password: string) =>
  (
    await fetch(`${url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    })
  ).status;

describe('settings checked at start', () => {
  it('lists every wrong setting at once, one Polish sentence each', () => {
    const problems = configProblems({
      NODE_ENV: 'Production',
      PORT: '70000',
      TOKEN_SECRET: 'sekret',
      TOKEN_TTL_SECONDS: '0',
      BACKUP_KEEP: '0',
      TRUST_PROXY: 'loopback, proxy.lan',
      SEED: 'wszystko',
      IMPORT_SCHEDULES: '{"stock":"co minutę"}',
    });
    expect(problems).toEqual([
      'NODE_ENV=Production: wielkość liter ma znaczenie, wpisz „production” (inaczej serwer działałby w trybie deweloperskim).',
      'PORT=70000: podaj numer portu od 1 do 65535 (0 = dowolny wolny).',
      expect.stringMatching(/^TOKEN_SECRET jest za krótki \(6 znaków\): potrzeba co najmniej 32 losowych znaków/),
      'TOKEN_TTL_SECONDS=0: czas sesji w sekundach od 60 do 2592000 (domyślnie 3600); 0 oznaczałoby, że każde logowanie wygasa od razu.',
      'BACKUP_KEEP=0: musi być liczbą kopii do zachowania, co najmniej 1.',
      'SEED=wszystko: dozwolone „demo” albo „empty”.',
      'TRUST_PROXY: „proxy.lan” nie jest adresem ani zakresem (np. loopback, 10.0.0.5, 10.0.0.0/8, fd00::/8).',
      expect.stringMatching(
        /^IMPORT_SCHEDULES: nieprawidłowa wartość \(IMPORT_SCHEDULES\.stock must be a cron expression/,
      ),
    ]);
    expect(configProblems({ TOKEN_SECRET: 'a'.repeat(40) })).toEqual([
      'TOKEN_SECRET jest za słaby (mało różnych znaków): użyj losowego, np. z „openssl rand -base64 48”.',
    ]);
    expect(
      configProblems({
        NODE_ENV: 'production',
        PORT: '3000',
        TOKEN_SECRET: 'q8Vd0J3kXz7LwT5nR2mB9yHc4FgA6sEu1pKoNiMj',
        TOKEN_TTL_SECONDS: '3600',
        TRUST_PROXY: '127.0.0.1 10.0.0.0/8',
      }),
    ).toEqual([]);
  });

  it('a server with wrong settings exits 1 naming each of them, before it opens anything', async () => {
    const dataDir = join(root, 'bad-settings');
    const server = spawnServer({ DATA_DIR: dataDir, PORT: '0', NODE_ENV: 'Production', TOKEN_TTL_SECONDS: '0' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('salesdesk nie wystartował: Popraw ustawienia (2):');
    expect(server.output()).toContain('  - NODE_ENV=Production: wielkość liter ma znaczenie');
    expect(server.output()).toContain('  - TOKEN_TTL_SECONDS=0: czas sesji w sekundach');
    expect(existsSync(dataDir)).toBe(false);
    await expect(startServer({ dataDir: join(root, 'bad-in-process'), port: 0, env: { PORT: 'x' } })).rejects.toThrow(
      ConfigError,
    );
  }, 120_000);
});

describe('migrations', () => {
  it('logs each migration applied, names a failing one and leaves the database without it', () => {
    const db = new Database(':memory:');
    const log = recordingLogger();
    migrate(db, migrations.slice(0, 2), log);
    expect(log.lines).toEqual([
      expect.stringMatching(/^info migracja 1 \(init\) zastosowana w \d+ ms$/),
      expect.stringMatching(new RegExp(`^info migracja 2 \\(${migrations[1]?.name}\\) zastosowana w \\d+ ms$`)),
    ]);
    const broken = {
      version: 3,
      name: 'zepsuta',
      sql: 'CREATE TABLE ok_table (id INTEGER); SELECT * FROM nie_ma_takiej;',
    };
    expect(() => migrate(db, [...migrations.slice(0, 2), broken], log)).toThrow(
      /^Migracja 3 \(zepsuta\) nie powiodła się: no such table: nie_ma_takiej\./,
    );
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'ok_table'").get()).toBeUndefined();
    expect(db.prepare('SELECT MAX(version) FROM schema_migrations').pluck().get()).toBe(2);
    db.close();
  });

  it('refuses a database of a newer version (a migration this one does not know), changing nothing', () => {
    const db = new Database(':memory:');
    migrate(db, migrations.slice(0, 3));
    db.prepare(
      "INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, 'z_przyszlosci', '2030-01-01')",
    ).run();
    let error: unknown;
    try {
      migrate(db);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as Error).message).toMatch(
      /^Baza danych pochodzi z nowszej wersji salesdesk: .*\(999 z_przyszlosci\)/,
    );
    expect(db.prepare('SELECT MAX(version) FROM schema_migrations WHERE version < 999').pluck().get()).toBe(3);
    db.close();
  });
});

describe('the administrator’s password after the first start', () => {
  it('ADMIN_PASSWORD on a later start is said to do nothing; set-password sets it and ends the sessions', async () => {
    const dataDir = join(root, 'password');
    const env = { BACKUP_INTERVAL_MINUTES: '0' };
    const first = await startServer({
      dataDir,
      port: 0,
      host: '127.0.0.1',
      env: { ...env, SEED: 'empty' },
      appDir: null,
    });
    await first.close();
    const log = recordingLogger();
    const server = await startServer({
      dataDir,
      port: 0,
      host: '127.0.0.1',
      env: { ...env, ADMIN_PASSWORD: 'Nowe-Haslo-2026' },
      appDir: null,
      logger: log,
    });
    try {
      expect(log.lines).toContain(`info ${ADMIN_PASSWORD_IGNORED}`);
      expect(ADMIN_PASSWORD_IGNORED).toContain('salesdesk-server set-password <login>');
      expect(await login(server.url, 'admin', 'Nowe-Haslo-2026')).toBe(401);
      const session = await fetch(`${server.url}/api/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
      });
      const { token } = (await session.json()) as { token: string };

      const lines: string[] = [];
      const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
      const short = await runServerCommand(
        ['set-password', 'admin'],
        { DATA_DIR: dataDir },
        {
          ...io,
          readSecret: async () => 'krotkie',
        },
      );
      expect(short).toBe(1);
      expect(lines.pop()).toBe('Hasło musi mieć co najmniej 8 znaków.');
      expect(
        await runServerCommand(
          ['set-password', 'nikt'],
          { DATA_DIR: dataDir },
          { ...io, readSecret: async () => 'x'.repeat(12) },
        ),
      ).toBe(1);
      expect(lines.pop()).toBe('Nie ma użytkownika „nikt”.');
      // While the server runs: one write through SQLite's locking.
      const code = await runServerCommand(
        ['set-password', 'admin'],
        { DATA_DIR: dataDir },
        {
          ...io,
          readSecret: async () => 'Nowe-Haslo-2026',
        },
      );
      expect(code, lines.join('\n')).toBe(0);
      expect(lines.pop()).toMatch(
        /set-password: ustawiono nowe hasło użytkownika „admin” \(id \d+\); zakończone sesje: 1, unieważnione tokeny API: 0\.$/,
      );
      expect(await login(server.url, 'admin', 'Nowe-Haslo-2026')).toBe(200);
      expect(await login(server.url, 'admin', DEMO_PASSWORD)).toBe(401);
      const old = await fetch(`${server.url}/api/account/user-information`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(old.status).toBe(401);
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe('backups by the newest backup’s age', () => {
  const start = (dataDir: string, backupDir: string, logger: Logger, now?: () => number) =>
    startServer({
      dataDir,
      port: 0,
      host: '127.0.0.1',
      env: { SEED: 'empty', BACKUP_DIR: backupDir, BACKUP_INTERVAL_MINUTES: '60' },
      appDir: null,
      logger,
      ...(now ? { now } : {}),
    });

  it('a restart does not put the next backup off: one overdue by the newest backup is taken at once, a fresh one waits', async () => {
    const dataDir = join(root, 'schedule');
    const backupDir = join(root, 'schedule-backups');
    mkdirSync(backupDir, { recursive: true });
    // The newest backup is 30 minutes old: nothing is due for another half hour.
    const fresh = Date.now() - 30 * 60_000;
    writeFileSync(join(backupDir, backupName(fresh)), '');
    const quiet = await start(dataDir, backupDir, recordingLogger());
    await new Promise((r) => setTimeout(r, 1500));
    expect(listBackups(backupDir)).toHaveLength(1);
    expect(quiet.ctx.backups.status()).toMatchObject({
      dir: backupDir,
      scheduled: true,
      lastBackupAt: fresh,
      error: null,
    });
    expect(quiet.ctx.backups.status().ageSeconds).toBeGreaterThanOrEqual(30 * 60);
    await quiet.close();

    // Two hours old (a server restarted every 50 minutes would never have reached its interval).
    rmSync(join(backupDir, backupName(fresh)));
    writeFileSync(join(backupDir, backupName(Date.now() - 2 * 3_600_000)), '');
    const overdue = await start(dataDir, backupDir, recordingLogger());
    try {
      await expect.poll(() => listBackups(backupDir).length, { timeout: 20_000 }).toBe(2);
      await expect.poll(() => overdue.ctx.backups.status().ageSeconds, { timeout: 5000 }).toBeLessThan(60);
    } finally {
      await overdue.close();
    }
  }, 120_000);

  it('an unusable BACKUP_DIR is reported at start, in Polish, and in the backups’ status', async () => {
    const dataDir = join(root, 'unusable');
    const backupDir = join(root, 'read-only-backups');
    mkdirSync(backupDir, { recursive: true });
    chmodSync(backupDir, 0o500);
    // root ignores the mode: a file where the folder should be is unusable for anyone.
    const blocked = process.getuid?.() === 0 ? join(root, 'a-file') : backupDir;
    if (blocked !== backupDir) writeFileSync(blocked, 'not a folder');
    const log = recordingLogger();
    const server = await start(dataDir, blocked, log);
    try {
      expect(log.lines).toContainEqual(
        expect.stringMatching(
          /^error BACKUP_DIR: folder kopii zapasowych .* nie nadaje się do zapisu \(\w+\); kopie zapasowe nie powstaną/,
        ),
      );
      const status = server.ctx.backups.status();
      expect(status.error).toMatch(/^BACKUP_DIR: folder kopii zapasowych/);
      expect(status.lastBackupAt).toBeNull();
    } finally {
      await server.close();
      chmodSync(backupDir, 0o700);
    }
  }, 60_000);
});
