import { createHash } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import {
  ADMIN_ROLE,
  type ApiClient,
  createApiClient,
  type ImportJob,
  importFileRunSchema,
  importJobSchema,
  memoryTokenStore,
  notificationContent,
} from '@salesdesk/sdk';
import { importExampleCsv } from '@salesdesk/sdk/imports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../config';
import { createServerContext, startServer } from '../startServer';
import { expectApiError } from '../testing/offerTestKit';
import { createTestServer, type TestServer } from '../testing/testServer';
import { executeRun, recordRun } from './importRuns';

// The scheduled import jobs against the real server and SQLite: inboxes in a temporary folder,
// the server's clock injected and moved, the scheduler ticked by hand (no timers, no sleeps).

const MINUTE = 60_000;
/** 10:58 in Warsaw; IMPORT_SCHEDULES below sets the companies job to 11:00 every day. */
const START = Date.parse('2026-03-02T09:58:00.000Z');
const ELEVEN = '2026-03-02T10:00:00.000Z';

const BAD_COMPANIES = 'code;name;nip\nZ2;Zła;5272610458\n';

let server: TestServer;
let admin: ApiClient;
let clock = START;
let importDir: string;
/** What the server pushed to open sockets: user id and message. */
const pushed: Array<{ userId: number; message: Record<string, unknown> }> = [];

beforeAll(async () => {
  importDir = mkdtempSync(join(tmpdir(), 'salesdesk-inbox-'));
  server = await createTestServer({
    now: () => clock,
    // The clock moves days ahead; the session lasts.
    tokenTtlSeconds: 365 * 86_400,
    importDir,
    env: { IMPORT_SCHEDULES: '{"companies":"0 11 * * *", "warehouses": "30 3 * * 1"}' },
  });
  server.ctx.live.pushToUser = (userId, message) => {
    pushed.push({ userId, message });
  };
  admin = await server.loginAs('admin');
});
afterAll(() => {
  server.close();
  rmSync(importDir, { recursive: true, force: true });
});

const db = () => server.ctx.db;
const inbox = (kind: string) => join(importDir, kind);

/** Writes a file into an inbox with its modification time `agoMs` before the server's clock. */
function drop(kind: string, name: string, content: string, agoMs = MINUTE): string {
  mkdirSync(inbox(kind), { recursive: true });
  const path = join(inbox(kind), name);
  writeFileSync(path, content);
  touch(path, agoMs);
  return path;
}

function touch(path: string, agoMs: number): void {
  const at = new Date(clock - agoMs);
  utimesSync(path, at, at);
}

async function job(kind: string): Promise<ImportJob> {
  const page = await admin.call('importList', { query: { search: kind, limit: 20 } });
  const found = page.items.find((j) => j.kind === kind);
  if (!found) throw new Error(`no job ${kind}`);
  return importJobSchema.parse(found);
}

const jobRuns = (jobId: number) =>
  db().prepare('SELECT file_name, status, user_id, options FROM import_files WHERE job_id = ? ORDER BY id').all(jobId);

const activeAdmins = () =>
  db().prepare('SELECT id FROM users WHERE role = ? AND is_active = 1 ORDER BY id').pluck().all(ADMIN_ROLE) as number[];

describe('the jobs', () => {
  it('are one per import kind with the kind, its inbox, no invented runs and the schedules of IMPORT_SCHEDULES', async () => {
    const page = await admin.call('importList', { query: { sort: 'cron_job_code', limit: 20 } });
    expect(page.items.map((j) => [j.cron_job_code, j.kind])).toEqual([
      ['clients', 'clients'],
      ['companies', 'companies'],
      ['contacts', 'contacts'],
      ['invoices', 'invoices'],
      ['payments', 'payments'],
      ['prices', 'prices'],
      ['products', 'products'],
      ['stock', 'stock'],
      ['users', 'users'],
      ['warehouses', 'warehouses'],
    ]);
    for (const j of page.items) {
      expect(importJobSchema.parse(j)).toMatchObject({ inbox: join(importDir, j.kind ?? ''), running_run_id: null });
      expect(j.runs).toEqual([]);
    }
    const companies = await job('companies');
    expect(companies).toMatchObject({
      name: 'Firmy',
      frequency: '0 11 * * *',
      next_run: ELEVEN,
      current_job_status: 'idle',
      full: false,
    });
    expect((await job('products')).name).toBe('Produkty (katalog)');
    expect((await job('warehouses')).frequency).toBe('30 3 * * 1');
  });

  it('refuse to start on an IMPORT_SCHEDULES that is not JSON, names no kind or holds a bad cron', async () => {
    expect(() => loadConfig({ IMPORT_SCHEDULES: '{products:' }, { dataDir: ':memory:' })).toThrow(
      /IMPORT_SCHEDULES must be a JSON object/,
    );
    expect(() => loadConfig({ IMPORT_SCHEDULES: '{"receipts":"0 2 * * *"}' }, { dataDir: ':memory:' })).toThrow(
      /IMPORT_SCHEDULES.receipts is not an import kind/,
    );
    for (const bad of ['0 2 * *', '0 25 * * *', '*/5 * * * * *', '@daily']) {
      expect(() => loadConfig({ IMPORT_SCHEDULES: JSON.stringify({ stock: bad }) }, { dataDir: ':memory:' })).toThrow(
        /IMPORT_SCHEDULES.stock must be a cron expression of five fields/,
      );
    }
    await expect(
      createServerContext({ dataDir: ':memory:', seed: false, env: { IMPORT_SCHEDULES: '[1]' } }),
    ).rejects.toThrow(/IMPORT_SCHEDULES/);
  });
});

describe('a scheduled run', () => {
  it('picks its finished files up at the next run, oldest first: imported to done/, refused to rejected/ with the rejected rows', async () => {
    const companies = await job('companies');
    drop('companies', 'firmy.csv', importExampleCsv('companies'), 2 * MINUTE);
    drop('companies', 'zle.csv', BAD_COMPANIES, MINUTE);
    drop('companies', 'katalog.csv.part', importExampleCsv('companies'), 2 * MINUTE);
    // Before 11:00 the job only looks.
    await server.ctx.importScheduler.tick();
    expect(jobRuns(companies.id)).toEqual([]);

    clock = Date.parse(ELEVEN) + 30_000;
    pushed.length = 0;
    const lastNotification = db().prepare('SELECT MAX(id) FROM notifications').pluck().get() as number;
    await server.ctx.importScheduler.tick();
    expect(jobRuns(companies.id)).toEqual([
      { file_name: 'firmy.csv', status: 'done', user_id: null, options: expect.stringContaining('"full":false') },
      { file_name: 'zle.csv', status: 'refused', user_id: null, options: expect.any(String) },
    ]);
    expect(db().prepare("SELECT name FROM companies WHERE code = 'ZAC'").get()).toBeTruthy();

    const done = join(inbox('companies'), 'done');
    const rejected = join(inbox('companies'), 'rejected');
    expect(existsSync(join(inbox('companies'), 'firmy.csv'))).toBe(false);
    expect(readFileSync(join(done, 'firmy.csv'), 'utf8')).toBe(importExampleCsv('companies'));
    const report = importFileRunSchema.parse(JSON.parse(readFileSync(join(done, 'firmy.csv.report.json'), 'utf8')));
    expect(report).toMatchObject({ status: 'done', created: 1, job_id: companies.id, progress: 1, username: null });
    expect(existsSync(join(done, 'firmy.csv.odrzucone.csv'))).toBe(false);

    expect(readFileSync(join(rejected, 'zle.csv'), 'utf8')).toBe(BAD_COMPANIES);
    const refused = JSON.parse(readFileSync(join(rejected, 'zle.csv.report.json'), 'utf8'));
    expect(refused).toMatchObject({ status: 'refused', rejected: 1, has_rejects: true });
    expect(refused.report.errors.map((e: { column: string }) => e.column)).toEqual(['nip']);
    const rejects = readFileSync(join(rejected, 'zle.csv.odrzucone.csv'), 'utf8');
    expect(rejects).toContain('błąd');
    expect(rejects).toContain('Z2');
    // Not .csv or .xlsx: the ERP is still writing it.
    expect(existsSync(join(inbox('companies'), 'katalog.csv.part'))).toBe(true);

    const after = await job('companies');
    expect(after).toMatchObject({
      current_job_status: 'failed',
      running_run_id: null,
      next_run: '2026-03-03T10:00:00.000Z',
      last_run_completed: expect.any(String),
    });
    expect(after.runs.map((r) => [r.status, r.records])).toEqual([
      ['failed', 0],
      ['success', 1],
    ]);
    expect(after.runs[0]?.message).toBe(refused.message);
    expect(after.last_run_start).toBe(after.runs[0]?.started_at);

    // Every active administrator is told: the file imported, and the job's failure.
    const admins = activeAdmins();
    const told = db()
      .prepare(
        "SELECT user_id, type, metadata FROM notifications WHERE id > ? AND type IN ('import_finished', 'import_failed') ORDER BY id",
      )
      .all(lastNotification) as Array<{ user_id: number; type: string; metadata: string }>;
    expect(told.filter((n) => n.type === 'import_finished').map((n) => n.user_id)).toEqual(admins);
    expect(told.filter((n) => n.type === 'import_failed').map((n) => n.user_id)).toEqual(admins);
    const finished = told.find((n) => n.type === 'import_finished');
    const content = notificationContent({ type: 'import_finished', metadata: JSON.parse(finished?.metadata ?? '[]') });
    expect(content).toMatchObject({ title: 'Import pliku zakończony', page: '/pl/dashboard/imports' });
    expect(content.text).toMatch(/^Firmy, plik „firmy\.csv”: Zaimportowano: 1 nowych/);
    const failed = told.find((n) => n.type === 'import_failed');
    expect(notificationContent({ type: 'import_failed', metadata: JSON.parse(failed?.metadata ?? '[]') }).text).toMatch(
      /^Import „Firmy”: plik „zle\.csv” nie został zaimportowany\. Plik odrzucony/,
    );
    // …and pushed live, with the unread count.
    expect(pushed.map((p) => [p.userId, (p.message.notification as { type: string }).type])).toEqual([
      ...admins.map((id) => [id, 'import_finished']),
      ...admins.map((id) => [id, 'import_failed']),
    ]);
    const unread = await admin.call('notificationUnreadCounter');
    const lastToAdmin = pushed.filter((p) => p.userId === 1).at(-1);
    expect(lastToAdmin?.message.notification).toMatchObject({ count: unread.count });
  });

  it('never reads a file still being written: not at its first look, not while it changes or is fresh', async () => {
    const companies = await job('companies');
    const before = jobRuns(companies.id).length;
    clock = Date.parse('2026-03-03T10:00:00.000Z');
    const path = drop('companies', 'nowe.csv', 'code;name\nNW1;Nowa', 0);
    // Due now, but the file is seen for the first time and was written this moment.
    await server.ctx.importScheduler.tick();
    expect(jobRuns(companies.id).length).toBe(before);
    // The job comes back at the next tick, though its next run is a day away: unchanged, but fresh.
    clock += 2_000;
    await server.ctx.importScheduler.tick();
    expect(jobRuns(companies.id).length).toBe(before);
    // The writer goes on: the size changed since the last look.
    clock += 10_000;
    appendFileSync(path, ' sp. z o.o.\n');
    touch(path, 6_000);
    await server.ctx.importScheduler.tick();
    expect(jobRuns(companies.id).length).toBe(before);
    // Unchanged since the last look and quiet for long enough: read.
    clock += 10_000;
    await server.ctx.importScheduler.tick();
    expect(jobRuns(companies.id).slice(before)).toMatchObject([{ file_name: 'nowe.csv', status: 'done' }]);
    expect(db().prepare("SELECT name FROM companies WHERE code = 'NW1'").pluck().get()).toBe('Nowa sp. z o.o.');
    expect(existsSync(join(inbox('companies'), 'done', 'nowe.csv.report.json'))).toBe(true);
    expect((await job('companies')).current_job_status).toBe('idle');
  });

  it('files a name already in done/ under the run id', async () => {
    const companies = await job('companies');
    drop('companies', 'firmy.csv', importExampleCsv('companies'), MINUTE);
    await server.ctx.importScheduler.tick();
    clock += 10_000;
    expect(server.ctx.importScheduler.runNow(companies.id)).toBe(true);
    await server.ctx.importScheduler.idle();
    const id = db().prepare('SELECT MAX(id) FROM import_files WHERE job_id = ?').pluck().get(companies.id) as number;
    expect(existsSync(join(inbox('companies'), 'done', `firmy.${id}.csv`))).toBe(true);
    expect(existsSync(join(inbox('companies'), 'done', `firmy.${id}.csv.report.json`))).toBe(true);
  });
});

describe('the filed files', () => {
  it('are removed from done/ and rejected/ with their reports once IMPORT_KEEP_DAYS (30) old, by when they were filed', async () => {
    const DAY = 86_400_000;
    const filed = (folder: string, name: string, fileAgo: number, reportAgo: number | null, rejects = false) => {
      const dir = join(inbox('prices'), folder);
      mkdirSync(dir, { recursive: true });
      const paths = [join(dir, name)];
      writeFileSync(paths[0] as string, 'symbol;catalog_price\n');
      touch(paths[0] as string, fileAgo);
      if (reportAgo !== null) {
        paths.push(join(dir, `${name}.report.json`));
        writeFileSync(paths[1] as string, '{}');
        touch(paths[1] as string, reportAgo);
        if (rejects) {
          paths.push(join(dir, `${name}.odrzucone.csv`));
          writeFileSync(paths[2] as string, 'błąd\n');
          touch(paths[2] as string, reportAgo);
        }
      }
      return paths;
    };
    // The ERP wrote it 90 days ago, but it was filed 29 days ago: kept.
    const recent = filed('done', 'cennik.csv', 90 * DAY, 29 * DAY);
    const old = filed('done', 'cennik.7.csv', 31 * DAY, 31 * DAY);
    const oldRejected = filed('rejected', 'zly.csv', 45 * DAY, 40 * DAY, true);
    const byHand = filed('rejected', 'recznie.csv', 31 * DAY, null);
    const fresh = filed('rejected', 'swiezy.csv', 2 * DAY, 2 * DAY, true);
    // The pruning runs at most once an hour: the next tick past the hour.
    clock += 2 * 60 * MINUTE;
    await server.ctx.importScheduler.tick();
    for (const path of [...recent, ...fresh]) expect(existsSync(path)).toBe(true);
    for (const path of [...old, ...oldRejected, ...byHand]) expect(existsSync(path)).toBe(false);

    // Within the hour it does not look again; past it, it does.
    touch(recent[1] as string, 31 * DAY);
    clock += 10 * MINUTE;
    await server.ctx.importScheduler.tick();
    expect(existsSync(recent[0] as string)).toBe(true);
    clock += 60 * MINUTE;
    await server.ctx.importScheduler.tick();
    for (const path of recent) expect(existsSync(path)).toBe(false);
  });

  it('IMPORT_KEEP_DAYS is read from the environment: 30 by default, 0 keeps every file', () => {
    expect(loadConfig({}, { dataDir: ':memory:' }).importKeepDays).toBe(30);
    expect(loadConfig({ IMPORT_KEEP_DAYS: '7' }, { dataDir: ':memory:' }).importKeepDays).toBe(7);
    expect(loadConfig({ IMPORT_KEEP_DAYS: '0' }, { dataDir: ':memory:' }).importKeepDays).toBe(0);
    expect(() => loadConfig({ IMPORT_KEEP_DAYS: 'miesiąc' }, { dataDir: ':memory:' })).toThrow('IMPORT_KEEP_DAYS');
  });
});

describe('run now and changing a job (administrators)', () => {
  it('runs the job at once (202, running), refuses a second start while it runs (409), imports its inbox', async () => {
    const warehouses = await job('warehouses');
    drop('warehouses', 'magazyny.csv', importExampleCsv('warehouses'), MINUTE);
    // The scheduler's look before the click: the file has been there since.
    await server.ctx.importScheduler.tick();
    clock += 10_000;
    // The second click comes while the first run reads its file.
    const first = admin.call('importJobRun', { params: { id: warehouses.id } });
    const again = admin.call('importJobRun', { params: { id: warehouses.id } });
    const started = importJobSchema.parse(await first);
    expect(started).toMatchObject({ id: warehouses.id, current_job_status: 'running' });
    const refused = await expectApiError(again, 409);
    expect(refused.message).toMatch(/Zadanie importu „Magazyny” już działa/);
    await server.ctx.importScheduler.idle();
    const after = await job('warehouses');
    expect(after).toMatchObject({ current_job_status: 'idle', running_run_id: null });
    expect(after.runs).toMatchObject([{ status: 'success', records: 1 }]);
    expect(existsSync(join(inbox('warehouses'), 'done', 'magazyny.csv'))).toBe(true);
    await expectApiError(admin.call('importJobRun', { params: { id: 999 } }), 404);
  });

  it('shows the run in progress as running_run_id', async () => {
    const warehouses = await job('warehouses');
    const id = db()
      .prepare(
        "INSERT INTO import_files (job_id, kind, status, dry_run, file_name, file_sha256, file_size, created_at, rows_read) VALUES (?, 'warehouses', 'running', 0, 'x.csv', '', 0, ?, 7)",
      )
      .run(warehouses.id, new Date(clock).toISOString()).lastInsertRowid;
    const shown = await job('warehouses');
    expect(shown.running_run_id).toBe(Number(id));
    expect(shown.runs[0]).toMatchObject({ id: Number(id), status: 'running', records: 7, completed_at: null });
    db().prepare('DELETE FROM import_files WHERE id = ?').run(id);
  });

  it('changes the schedule (a five-field cron, else a Polish 400 on frequency), full where it applies, and switches a job off and on', async () => {
    const products = await job('products');
    const bad = admin.call('importJobUpdate', { params: { id: products.id }, body: { frequency: '0 2 * *' } });
    expect((await expectApiError(bad, 400)).fieldErrors.frequency).toEqual([
      expect.stringMatching(/^Niepoprawny harmonogram „0 2 \* \*”: podaj wyrażenie cron z pięcioma polami/),
    ]);
    for (const frequency of ['61 * * * *', '0 0 * * * *', 'codziennie']) {
      await expectApiError(admin.call('importJobUpdate', { params: { id: products.id }, body: { frequency } }), 400);
    }
    const fullRefused = admin.call('importJobUpdate', {
      params: { id: (await job('warehouses')).id },
      body: { full: true },
    });
    expect((await expectApiError(fullRefused, 400)).fieldErrors.full).toEqual([
      expect.stringMatching(/^Tryb pełny nie dotyczy importu „warehouses”/),
    ]);

    const changed = await admin.call('importJobUpdate', {
      params: { id: products.id },
      body: { frequency: ' 15 4 * * * ', full: true },
    });
    expect(importJobSchema.parse(changed)).toMatchObject({
      frequency: '15 4 * * *',
      full: true,
      current_job_status: 'idle',
      next_run: '2026-03-04T03:15:00.000Z',
    });

    const off = await admin.call('importJobUpdate', { params: { id: products.id }, body: { enabled: false } });
    expect(off).toMatchObject({ current_job_status: 'disabled', next_run: null, frequency: '15 4 * * *' });
    // Switched off, its inbox waits: a tick long after its time runs nothing.
    drop('products', 'katalog.csv', 'symbol;index_name\nX;Y\n', MINUTE);
    clock += 2 * 86_400_000;
    await server.ctx.importScheduler.tick();
    await server.ctx.importScheduler.tick();
    expect(jobRuns(products.id)).toEqual([]);
    const disabled = await admin.call('importList', { query: { current_job_status: 'disabled' } });
    expect(disabled.items.map((j) => j.kind)).toEqual(['products']);

    const on = await admin.call('importJobUpdate', { params: { id: products.id }, body: { enabled: true } });
    expect(on.current_job_status).toBe('idle');
    expect(Date.parse(on.next_run ?? '')).toBeGreaterThan(clock);
    rmSync(join(inbox('products'), 'katalog.csv'));

    const director = await server.loginAs('dyrektor.regionu');
    await expectApiError(
      director.call('importJobUpdate', { params: { id: products.id }, body: { enabled: false } }),
      403,
    );
    await expectApiError(director.call('importJobRun', { params: { id: products.id } }), 403);
    await expectApiError(admin.call('importJobUpdate', { params: { id: 999 }, body: { enabled: false } }), 404);
  });

  it('runs a job with full on in full mode', async () => {
    const products = await job('products');
    await admin.call('importJobUpdate', { params: { id: products.id }, body: { full: true } });
    const active = db().prepare('SELECT COUNT(*) FROM products WHERE is_active = 1').pluck().get() as number;
    const kept = db().prepare('SELECT symbol, index_name FROM products ORDER BY id LIMIT 1').get() as {
      symbol: string;
      index_name: string;
    };
    drop('products', 'pelny.csv', `symbol;index_name\n${kept.symbol};${kept.index_name}\n`, MINUTE);
    await server.ctx.importScheduler.tick();
    clock += 10_000;
    await admin.call('importJobRun', { params: { id: products.id } });
    expect(server.ctx.importScheduler.isRunning(products.id)).toBe(true);
    await server.ctx.importScheduler.idle();
    const run = (await job('products')).runs[0];
    expect(run).toMatchObject({ status: 'success' });
    const stored = db().prepare('SELECT options, deactivated FROM import_files WHERE id = ?').get(run?.id) as {
      options: string;
      deactivated: number;
    };
    expect(JSON.parse(stored.options)).toMatchObject({ full: true, accept_valid: false });
    expect(stored.deactivated).toBe(active - 1);
  });

  it('runs a job with accept_valid on: the valid rows imported, the file in done/ with its rejected rows beside it', async () => {
    const companies = await job('companies');
    expect(companies.accept_valid).toBe(false);
    const changed = await admin.call('importJobUpdate', { params: { id: companies.id }, body: { accept_valid: true } });
    expect(changed).toMatchObject({ accept_valid: true, full: false });
    expect(await job('companies')).toMatchObject({ accept_valid: true });
    const bad = await server.fetch(`/api/imports/jobs/${companies.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.tokenStore?.get()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ accept_valid: 'tak' }),
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('Pole accept_valid musi być wartością logiczną.');

    drop('companies', 'czesc.csv', 'code;name;nip\nOK1;Dobra Sp. z o.o.;5272610459\nZ3;Zła;5272610458\n', MINUTE);
    await server.ctx.importScheduler.tick();
    clock += 10_000;
    await admin.call('importJobRun', { params: { id: companies.id } });
    await server.ctx.importScheduler.idle();
    const run = (await job('companies')).runs[0];
    expect(run).toMatchObject({ status: 'success', records: 1 });
    expect(db().prepare("SELECT name FROM companies WHERE code = 'OK1'").pluck().get()).toBe('Dobra Sp. z o.o.');
    expect(db().prepare("SELECT 1 FROM companies WHERE code = 'Z3'").get()).toBeUndefined();
    const done = join(inbox('companies'), 'done');
    const report = JSON.parse(readFileSync(join(done, 'czesc.csv.report.json'), 'utf8'));
    expect(report).toMatchObject({ status: 'done', accept_valid: true, created: 1, rejected: 1, has_rejects: true });
    const rejects = readFileSync(join(done, 'czesc.csv.odrzucone.csv'), 'utf8');
    expect(rejects).toContain('Z3');
    expect(rejects).not.toContain('OK1');
    await admin.call('importJobUpdate', { params: { id: companies.id }, body: { accept_valid: false } });
  });
});

describe('a run started by hand', () => {
  it('tells the user who started it, and nobody else, when it is finished', async () => {
    pushed.length = 0;
    const before = db().prepare('SELECT MAX(id) FROM notifications').pluck().get() as number;
    const options = { kind: 'warehouses' as const, dryRun: true, full: false, acceptValid: false };
    const bytes = Buffer.from(importExampleCsv('warehouses'));
    const file = { name: 'reczny.csv', sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
    const id = recordRun(server.ctx, { userId: 1, apiTokenId: null }, { ...file, stored: null }, options);
    await executeRun(server.ctx, id, bytes, options);
    const told = db()
      .prepare('SELECT user_id, type, metadata FROM notifications WHERE id > ? ORDER BY id')
      .all(before) as Array<{ user_id: number; type: string; metadata: string }>;
    expect(told.map((n) => [n.user_id, n.type])).toEqual([[1, 'import_finished']]);
    expect(JSON.parse(told[0]?.metadata ?? '[]')).toEqual([
      { key: 'kind', value: 'warehouses' },
      { key: 'file_name', value: 'reczny.csv' },
      { key: 'run_id', value: String(id) },
      { key: 'status', value: 'done' },
      { key: 'message', value: expect.stringMatching(/^Próba \(nic nie zapisano\)/) },
    ]);
    expect(pushed).toMatchObject([{ userId: 1, message: { notification: { type: 'import_finished' } } }]);
    const list = await admin.call('notificationList', { query: { type: 'import_finished', limit: 1 } });
    expect(list.items[0]?.metadata).toContainEqual({ key: 'run_id', value: String(id) });
    const run = importFileRunSchema.parse(await admin.call('importRunById', { params: { id } }));
    expect(run).toMatchObject({ job_id: null, progress: 1 });
  });
});

describe('without IMPORT_DIR', () => {
  it('has no inboxes, and a run at its time records nothing', async () => {
    let now = START;
    const bare = await createTestServer({ now: () => now, importDir: null, tokenTtlSeconds: 365 * 86_400 });
    try {
      const a = await bare.loginAs('admin');
      const page = await a.call('importList', { query: { limit: 20 } });
      expect(page.items.every((j) => j.inbox === null)).toBe(true);
      now += 2 * 86_400_000;
      await bare.ctx.importScheduler.tick();
      expect(bare.ctx.db.prepare('SELECT COUNT(*) FROM import_files').pluck().get()).toBe(0);
      const after = await a.call('importList', { query: { limit: 20 } });
      for (const j of after.items) {
        expect(j.current_job_status).toBe('idle');
        expect(Date.parse(j.next_run ?? '')).toBeGreaterThan(now);
      }
    } finally {
      bare.close();
    }
  });
});

describe('over the live socket', () => {
  it('pushes the notification of a scheduled run to an administrator’s open socket', async () => {
    let now = START;
    const dir = mkdtempSync(join(tmpdir(), 'salesdesk-inbox-socket-'));
    const running = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: ':memory:',
      appDir: null,
      env: {},
      now: () => now,
      importDir: dir,
      importSchedules: { warehouses: '0 11 * * *' },
    });
    const client = createApiClient({ baseURL: running.url, tokenStore: memoryTokenStore() });
    const { token } = await client.call('login', { body: { username: 'admin', password: DEMO_PASSWORD } });
    const ws = new WebSocket(`${running.url.replace('http', 'ws')}/ws`);
    try {
      const messages: Array<{ notification?: { type: string; metadata: Array<{ key: string; value: string }> } }> = [];
      ws.on('message', (data) => messages.push(JSON.parse(String(data))));
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      ws.send(token);
      await expect.poll(() => running.ctx.live.connectionCount(1)).toBe(1);

      mkdirSync(join(dir, 'warehouses'));
      const path = join(dir, 'warehouses', 'magazyny.csv');
      writeFileSync(path, importExampleCsv('warehouses'));
      utimesSync(path, new Date(now - MINUTE), new Date(now - MINUTE));
      await running.ctx.importScheduler.tick();
      now = Date.parse(ELEVEN);
      await running.ctx.importScheduler.tick();
      await expect.poll(() => messages.find((m) => m.notification?.type === 'import_finished')).toBeTruthy();
      const pushedToSocket = messages.find((m) => m.notification?.type === 'import_finished');
      expect(pushedToSocket?.notification?.metadata).toContainEqual({ key: 'file_name', value: 'magazyny.csv' });
      expect(pushedToSocket?.notification?.metadata).toContainEqual({ key: 'status', value: 'done' });
    } finally {
      ws.close();
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
