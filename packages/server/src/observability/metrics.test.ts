import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../config';
import { type RunningServer, startServer } from '../index';
import { backupStatusOf } from './observe';

// GET /metrics on a real server: guarded by METRICS_TOKEN, and its values follow what happens.

const TOKEN = 'metrics-token-0123456789';
let server: RunningServer;

async function scrape(token = TOKEN): Promise<string> {
  const res = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return res.text();
}

/** The value of the first sample of `name` whose labels include `labels`, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (.+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = match[2] ?? '';
    if (Object.entries(labels).every(([k, v]) => have.includes(`${k}="${v}"`))) return Number(match[3]);
  }
  return undefined;
}

async function token(username: string): Promise<string> {
  const res = await fetch(`${server.url}/api/account/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}

beforeAll(async () => {
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: ':memory:',
    env: {},
    appDir: null,
    metricsToken: TOKEN,
  });
});
afterAll(() => server.close());

describe('the guard of /metrics', () => {
  it('is off (404, like any unknown address) without METRICS_TOKEN', async () => {
    const off = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: ':memory:',
      env: {},
      appDir: null,
      seed: false,
    });
    try {
      const res = await fetch(`${off.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('answers 401 without the bearer token or with another one', async () => {
    for (const headers of <Record<string, string>[]>[
      {},
      { Authorization: 'Bearer metrics-token-0123456780' },
      { Authorization: TOKEN },
    ]) {
      const res = await fetch(`${server.url}/metrics`, { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    }
  });

  it('answers the Prometheus text format with the token', async () => {
    const res = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('# TYPE salesdesk_http_request_duration_seconds histogram');
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'salesdesk_build_info')).toBe(1);
  });

  it('METRICS_TOKEN must be long enough to be a secret', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' }, { dataDir: ':memory:' })).toThrow(
      /METRICS_TOKEN musi mieć co najmniej 16 znaków/,
    );
    expect(loadConfig({ METRICS_TOKEN: TOKEN }, { dataDir: ':memory:' }).metricsToken).toBe(TOKEN);
    expect(loadConfig({}, { dataDir: ':memory:' }).metricsToken).toBeNull();
  });
});

describe('what /metrics counts', () => {
  it('requests by route pattern and status, with their durations', async () => {
    const labels = { method: 'GET', route: '/api/clients/:id', status: '200' };
    const before = sample(await scrape(), 'salesdesk_http_request_duration_seconds_count', labels) ?? 0;
    const seller = await token('handlowiec');
    for (const id of [1, 2, 3]) {
      const res = await fetch(`${server.url}/api/clients/${id}`, { headers: { Authorization: `Bearer ${seller}` } });
      expect(res.status).toBe(200);
    }
    await fetch(`${server.url}/api/clients/1`);
    const after = await scrape();
    expect(sample(after, 'salesdesk_http_request_duration_seconds_count', labels)).toBe(before + 3);
    expect(
      sample(after, 'salesdesk_http_request_duration_seconds_count', { ...labels, status: '401' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'salesdesk_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    expect(sample(after, 'salesdesk_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(before + 3);
    // Paths with ids never become labels.
    expect(after).not.toContain('/api/clients/2');
  });

  it('open live sockets and the users behind them', async () => {
    const seller = await token('handlowiec');
    expect(sample(await scrape(), 'salesdesk_socket_connections')).toBe(0);
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
    await new Promise<void>((resolve, reject) => {
      ws.on('open', () => resolve());
      ws.on('error', reject);
    });
    ws.send(seller);
    await expect.poll(async () => sample(await scrape(), 'salesdesk_socket_users')).toBe(1);
    expect(sample(await scrape(), 'salesdesk_socket_connections')).toBe(1);
    ws.close();
    await expect.poll(async () => sample(await scrape(), 'salesdesk_socket_connections')).toBe(0);
    expect(sample(await scrape(), 'salesdesk_socket_users')).toBe(0);
  });

  it('the depth of the mail queue, and of a queue registered later', async () => {
    const before = sample(await scrape(), 'salesdesk_queue_depth', { queue: 'mail' }) ?? -1;
    expect(before).toBeGreaterThanOrEqual(0);
    const db = server.ctx.db;
    const rows = () => db.prepare('SELECT COUNT(*) FROM outbox').pluck().get() as number;
    const rowsBefore = rows();
    await fetch(`${server.url}/api/account/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'handlowiec@salesdesk.example.pl' }),
    });
    await expect.poll(rows).toBe(rowsBefore + 1);
    // Without SMTP_URL mail is only stored; queued, as a server with SMTP holds it, it is counted.
    db.prepare("UPDATE outbox SET status = 'queued' WHERE status = 'stored'").run();
    const queued = db.prepare("SELECT COUNT(*) FROM outbox WHERE status IN ('queued', 'sending')").pluck().get();
    const after = sample(await scrape(), 'salesdesk_queue_depth', { queue: 'mail' });
    expect(after).toBe(queued);
    expect(after).toBeGreaterThan(before);
    let depth = 3;
    server.ctx.metrics.queue('webhooks', () => depth);
    expect(sample(await scrape(), 'salesdesk_queue_depth', { queue: 'webhooks' })).toBe(3);
    depth = 0;
    expect(sample(await scrape(), 'salesdesk_queue_depth', { queue: 'webhooks' })).toBe(0);
  });

  it('import runs by kind and status', async () => {
    const admin = await token('admin');
    const before = await scrape();
    const count = (text: string) =>
      text
        .split('\n')
        .filter((l) => l.startsWith('salesdesk_import_runs{') && l.includes('kind="prices"'))
        .reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
    const res = await fetch(`${server.url}/api/imports/runs?kind=prices&file_name=ceny.csv`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'text/csv' },
      body: 'to nie jest cennik\n',
    });
    expect(res.status).toBeLessThan(300);
    await expect.poll(async () => count(await scrape())).toBe(count(before) + 1);
  });

  it('backups: the newest one’s time and the failures', async () => {
    const status = backupStatusOf(server.ctx);
    const at = Date.parse('2026-06-15T02:00:00Z');
    expect(sample(await scrape(), 'salesdesk_backup_failures')).toBe(0);
    status.failed(new Error('EACCES'), at);
    status.succeeded('/backups/salesdesk-x.sqlite', at + 60_000);
    const text = await scrape();
    expect(sample(text, 'salesdesk_backup_failures')).toBe(1);
    expect(sample(text, 'salesdesk_backup_last_failure_timestamp_seconds')).toBe(at / 1000);
    expect(sample(text, 'salesdesk_backup_last_success_timestamp_seconds')).toBe(at / 1000 + 60);
  });

  it('the readiness checks, 1 ok and 0 failing', async () => {
    expect(sample(await scrape(), 'salesdesk_ready_check', { check: 'database' })).toBe(1);
    server.ctx.health.register('webhooks', () => ({ ok: false }));
    expect(sample(await scrape(), 'salesdesk_ready_check', { check: 'webhooks' })).toBe(0);
  });
});
