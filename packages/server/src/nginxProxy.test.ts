import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { parseTrustProxy } from './http/clientAddress';
import { type RunningServer, startServer } from './startServer';

// The example nginx configuration of docs/deploy/ run as shipped (only its host name, certificate
// paths and ports replaced) in front of a real server: TLS with a self-signed certificate, the
// forwarded client address in the login throttle, HSTS, the CSP's socket and the /ws upgrade.
// nginx and openssl are Debian packages `scripts/ensure-nginx.sh` installs (README, Quick start).

const run = promisify(execFile);
const CONFIG = resolve(import.meta.dirname, '../../../docs/deploy/nginx-salesdesk.conf');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? 'nginx';

let dir: string;
let server: RunningServer;
let nginx: ChildProcess;
let tlsPort: number;
let ca: string;

function freePort(): Promise<number> {
  return new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

/** A request to nginx over TLS from `from` (a loopback address of its own, so nginx forwards a client other than itself). */
function https(
  path: string,
  from: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (ok, fail) => {
      const body = init.body === undefined ? undefined : JSON.stringify(init.body);
      const req = request(
        {
          host: '127.0.0.1',
          port: tlsPort,
          path,
          method: init.method ?? (body ? 'POST' : 'GET'),
          ca,
          localAddress: from,
          headers: {
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
            ...init.headers,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => {
            text += c.toString();
          });
          res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        },
      );
      req.on('error', fail);
      req.end(body);
    },
  );
}

const login = (from: string, password: string) =>
  https('/api/account/login', from, { body: { username: 'admin', password } });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'salesdesk-nginx-'));
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    join(dir, 'privkey.pem'),
    '-out',
    join(dir, 'fullchain.pem'),
  ]);
  ca = readFileSync(join(dir, 'fullchain.pem'), 'utf8');
  const appDir = join(dir, 'app');
  mkdirSync(appDir);
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>salesdesk</title>');
  // Only nginx's own address is trusted: the clients below come from other loopback addresses.
  server = await startServer({
    dataDir: ':memory:',
    port: 0,
    host: '127.0.0.1',
    env: {},
    appDir,
    trustProxy: parseTrustProxy('127.0.0.1'),
  });
  tlsPort = await freePort();
  const plainPort = await freePort();
  let site = readFileSync(CONFIG, 'utf8');
  // Each replaced line must be in the shipped file as written, or the test would run another configuration.
  for (const [from, to] of [
    ['server 127.0.0.1:3000;', `server 127.0.0.1:${server.port};`],
    ['listen 80;', `listen 127.0.0.1:${plainPort};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${tlsPort} ssl http2;`],
    ['/etc/ssl/salesdesk/fullchain.pem;', `${dir}/fullchain.pem;`],
    ['/etc/ssl/salesdesk/privkey.pem;', `${dir}/privkey.pem;`],
  ] as const) {
    expect(site.split(from), from).toHaveLength(2);
    site = site.replace(from, to);
  }
  writeFileSync(join(dir, 'site.conf'), site);
  for (const t of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, 'tmp', t), { recursive: true });
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      // As root nginx would run its workers as nobody, who cannot read the 0700 test folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 64; }',
      'http {',
      '  access_log off;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (t) => `  ${t === 'body' ? 'client_body' : t}_temp_path ${dir}/tmp/${t};`,
      ),
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const nginxArgs = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')];
  // The configuration as shipped passes nginx's own check.
  const check = await run(NGINX, [...nginxArgs, '-t']);
  expect(check.stderr).toMatch(/test is successful/);
  nginx = spawn(NGINX, [...nginxArgs, '-g', 'daemon off;'], { stdio: 'ignore' });
  for (let i = 0; ; i++) {
    try {
      await https('/api/health', '127.0.0.1');
      break;
    } catch (error) {
      if (i > 100) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}, 120_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const gone = new Promise((r) => nginx.once('exit', r));
    nginx.kill('SIGQUIT');
    await gone;
  }
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('behind the example nginx configuration', () => {
  it('serves the app over TLS with HSTS and a CSP naming the secure socket on nginx’s host and port', async () => {
    const page = await https('/pl', '127.0.0.2');
    expect(page.status).toBe(200);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(page.headers['content-security-policy']).toContain(`connect-src 'self' wss://127.0.0.1:${tlsPort};`);
  });

  it('counts login failures by the forwarded client: five wrong passwords from one desk do not lock admin out at another', async () => {
    for (let i = 0; i < 5; i++) expect((await login('127.0.0.2', 'zle-haslo')).status).toBe(401);
    const locked = await login('127.0.0.2', DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.headers.ratelimit).toMatch(/^"login";r=0;t=\d+$/);
    const elsewhere = await login('127.0.0.3', DEMO_PASSWORD);
    expect(elsewhere.status).toBe(200);
  });

  it('gives a request one id in nginx and the server: nginx’s own, or the one the client sent', async () => {
    const made = await https('/api/health', '127.0.0.2');
    // nginx's $request_id: 32 hex digits, the server's own would be a UUID.
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    const given = await https('/api/health', '127.0.0.2', { headers: { 'x-request-id': 'erp-4711' } });
    expect(given.headers['x-request-id']).toBe('erp-4711');
  });

  it('upgrades /ws through nginx: the socket authenticates and receives a push', async () => {
    const { token } = JSON.parse((await login('127.0.0.4', DEMO_PASSWORD)).body) as { token: string };
    const ws = new WebSocket(`wss://127.0.0.1:${tlsPort}/ws`, { ca, localAddress: '127.0.0.4' });
    await new Promise((ok, fail) => {
      ws.once('open', ok);
      ws.once('error', fail);
    });
    const received = new Promise<unknown>((ok) => ws.once('message', (data) => ok(JSON.parse(String(data)))));
    ws.send(token);
    const adminId = server.ctx.db.prepare("SELECT id FROM users WHERE username = 'admin'").pluck().get() as number;
    await expect.poll(() => server.ctx.live.connectionCount(adminId)).toBe(1);
    server.ctx.live.pushToUser(adminId, { notification: { count: 7 } });
    expect(await received).toEqual({ notification: { count: 7 } });
    ws.close();
  });
});
