import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { createApiClient, MAX_DOCUMENT_LINES, memoryTokenStore } from '@salesdesk/sdk';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE, PID_FILE } from './backup/backupFiles';
import { type CommandOutput, runServerCommand } from './serverCommands';
import { killServers, type ServerProcess, serverUrl, spawnServer } from './testing/serverProcess';

// Real processes, as an operator runs them: one server per DATA_DIR (the lock), a restore refused
// while it runs, and a SIGTERM that lets the request in flight finish (docs/operations.md, "Restarts").

let root: string;
let dataDir: string;
let first: ServerProcess;
let url: string;
const env = () => ({ DATA_DIR: dataDir, PORT: '0', BACKUP_INTERVAL_MINUTES: '0', DRAIN_TIMEOUT_MS: '60000' });

function collect(): CommandOutput & { lines: string[] } {
  const lines: string[] = [];
  return { lines, out: (l) => lines.push(l), err: (l) => lines.push(l) };
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'salesdesk-restarts-'));
  dataDir = join(root, 'data');
  first = spawnServer(env());
  url = await serverUrl(first, 240_000);
}, 300_000);

afterAll(async () => {
  await killServers();
  rmSync(root, { recursive: true, force: true });
});

describe('one server per DATA_DIR', () => {
  it('a second server on the same folder is refused and leaves the first one’s pid file; a restore is refused', async () => {
    const pid = readFileSync(join(dataDir, PID_FILE), 'utf8');
    expect(pid).toBe(String(first.child.pid));
    const second = spawnServer(env());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('salesdesk nie wystartował');
    expect(second.output()).toMatch(
      /Folder danych .* jest zajęty przez inny proces salesdesk \(pid \d+ w salesdesk\.pid\)/,
    );
    expect(readFileSync(join(dataDir, PID_FILE), 'utf8')).toBe(pid);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    const backup = collect();
    expect(await runServerCommand(['backup', '--dir', join(root, 'backups')], { DATA_DIR: dataDir }, backup)).toBe(0);
    const file = /Kopia zapasowa: (\S+)/.exec(backup.lines.join('\n'))?.[1] as string;
    // A pid file names the server; the lock refuses even when the pid file is gone.
    rmSync(join(dataDir, PID_FILE));
    const restore = collect();
    expect(await runServerCommand(['restore', file, '--force'], { DATA_DIR: dataDir }, restore)).toBe(1);
    expect(restore.lines.join('\n')).toMatch(/jest zajęty przez inny proces salesdesk.*Zatrzymaj serwer/);
    expect(existsSync(join(dataDir, DATABASE_FILE))).toBe(true);
    expect(readFileSync(join(dataDir, 'salesdesk.lock')).length).toBeGreaterThan(0);
  }, 120_000);

  it('SIGTERM lets a send-PDF of a full offer in flight finish with 200, closes the sockets with 1012, then exits 0', async () => {
    const client = createApiClient({ baseURL: url, tokenStore: memoryTokenStore() });
    const { token } = await client.call('login', { body: { username: 'admin', password: DEMO_PASSWORD } });
    client.tokenStore?.set(token);
    const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true });
    const clientId = (db.prepare('SELECT id FROM clients ORDER BY id LIMIT 1').pluck().get() as number) ?? 0;
    const products = db.prepare('SELECT id FROM products ORDER BY id LIMIT 50').pluck().all() as number[];
    db.close();
    const offer = await client.call('offerCreate', {
      body: {
        client_id: clientId,
        items: Array.from({ length: MAX_DOCUMENT_LINES }, (_, i) => ({
          product_id: products[i % products.length] as number,
          quantity: 1 + (i % 7),
        })),
      },
    });
    const { default: WebSocket } = await import('ws');
    const ws = new WebSocket(`${url.replace('http', 'ws')}/ws`);
    await new Promise((r) => ws.once('open', r));
    ws.send(token);
    const socketClosed = new Promise<number>((r) => ws.once('close', (code) => r(code)));
    await new Promise((r) => setTimeout(r, 200));

    const sending = fetch(`${url}/api/offer/${offer.id}/send-pdf`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ recipient: 'klient@example.com' }),
    });
    await new Promise((r) => setTimeout(r, 150));
    first.child.kill('SIGTERM');
    const answer = await sending;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ ok: true });
    expect(await socketClosed).toBe(1012);
    expect(await first.exited).toBe(0);
    const log = first.output();
    expect(log).toContain('zatrzymywanie (SIGTERM): nowe połączenia nie są przyjmowane');
    expect(log).toContain('zamknięto połączenia na żywo: 1 (kod 1012');
    expect(log).toMatch(/żądania w toku: 1, czekam najwyżej 60000 ms/);
    expect(log).toMatch(/żądania w toku zakończone \(\d+ ms\)/);
    expect(log).toContain('serwer zatrzymany');
    // The lock's holder removed its pid file on the way out.
    expect(existsSync(join(dataDir, PID_FILE))).toBe(false);
    // Nothing lost: the e-mail with the whole PDF is in the outbox the next server reads.
    const after = new Database(join(dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true });
    const sent = after
      .prepare(`SELECT substr(attachment, 1, 5) AS head FROM outbox WHERE recipient = 'klient@example.com'`)
      .all() as { head: Buffer }[];
    after.close();
    expect(sent.map((row) => row.head.toString())).toEqual(['%PDF-']);
  }, 240_000);

  it('kill -9 leaves no lock behind: the folder is free for a restore and the next server at once', async () => {
    const third = spawnServer(env());
    await serverUrl(third);
    third.child.kill('SIGKILL');
    await third.exited;
    // Its pid file stays (nobody removed it), naming a process that is gone: neither is refused.
    expect(existsSync(join(dataDir, PID_FILE))).toBe(true);
    const backup = collect();
    expect(await runServerCommand(['backup', '--dir', join(root, 'backups')], { DATA_DIR: dataDir }, backup)).toBe(0);
    const file = /Kopia zapasowa: (\S+)/.exec(backup.lines.join('\n'))?.[1] as string;
    const restore = collect();
    expect(
      await runServerCommand(['restore', file, '--force'], { DATA_DIR: dataDir }, restore),
      restore.lines.join('\n'),
    ).toBe(0);
    const fourth = spawnServer(env());
    await serverUrl(fourth);
    fourth.child.kill('SIGTERM');
    expect(await fourth.exited).toBe(0);
  }, 240_000);
});
