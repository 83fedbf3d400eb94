import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningServer, startServer } from '../index';
import { createTestServer } from '../testing/testServer';
import { createLogger } from './logger';
import { REQUEST_ID_MAX_LENGTH } from './requestContext';

// The request id, the request lines and the error lines, on a real server on a port (the node
// adapter's path) and in process (the fetch path of the tests).

let server: RunningServer;
const lines: string[] = [];
const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: ':memory:',
    env: {},
    appDir: null,
    logger: createLogger({ format: 'json', level: 'debug', write: (line) => lines.push(line) }),
  });
});
afterAll(() => server.close());

/** The request lines (those with a route) written for the request id. */
function requestLines(requestId: string) {
  return logged().filter((l) => l.request_id === requestId && 'route' in l);
}

describe('X-Request-Id', () => {
  it('is taken from the request when short and of safe characters, and returned', async () => {
    for (const id of [
      'abc-123',
      'f47ac10b-58cc-4372-a567-0e02b2c3d479',
      'nginx:42/7=+_.@',
      'x'.repeat(REQUEST_ID_MAX_LENGTH),
    ]) {
      const res = await fetch(`${server.url}/api/health`, { headers: { 'X-Request-Id': id } });
      expect(res.headers.get('x-request-id')).toBe(id);
    }
  });

  it('is made when missing, too long or of other characters, and returned on every answer', async () => {
    for (const sent of [undefined, 'x'.repeat(REQUEST_ID_MAX_LENGTH + 1), 'a b', '<script>', 'caf\u00e9', '']) {
      const res = await fetch(`${server.url}/api/health`, {
        headers: sent === undefined ? {} : { 'X-Request-Id': sent },
      });
      expect(res.headers.get('x-request-id')).toMatch(UUID);
    }
    // Errors and other routes too: 401, 404 of the API, the app's fallback, the contract's 400.
    const answers = await Promise.all([
      fetch(`${server.url}/api/account/user-information`),
      fetch(`${server.url}/api/no-such-thing`),
      fetch(`${server.url}/pl/dashboard`),
      fetch(`${server.url}/api/account/login`, {
        method: 'POST',
        body: '{}',
        headers: { 'Content-Type': 'application/json' },
      }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([401, 404, 404, 400]);
    for (const res of answers) expect(res.headers.get('x-request-id')).toMatch(UUID);
  });
});

describe('request lines', () => {
  it('one line per request: method, route pattern, status, duration, user; never the password or the token', async () => {
    const login = await fetch(`${server.url}/api/account/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'login-1' },
      body: JSON.stringify({ username: 'handlowiec', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const client = await fetch(`${server.url}/api/clients/1?x=secret-query`, {
      headers: {
        Authorization: `Bearer ${token}`,
        Cookie: `salesdesk_account_token=${token}`,
        'X-Request-Id': 'client-1',
      },
    });
    expect(client.status).toBe(200);

    const [loginLine, ...moreLogin] = requestLines('login-1');
    expect(moreLogin).toEqual([]);
    expect(loginLine).toMatchObject({
      level: 'info',
      msg: 'POST /api/account/login 200',
      method: 'POST',
      route: '/api/account/login',
      status: 200,
    });
    expect(loginLine?.time).toEqual(expect.any(String));
    expect(loginLine?.duration_ms).toEqual(expect.any(Number));
    expect(loginLine).not.toHaveProperty('user_id');

    const [clientLine, ...moreClient] = requestLines('client-1');
    expect(moreClient).toEqual([]);
    // The pattern, not the path: ids and query strings stay out of the logs and the metrics.
    expect(clientLine).toMatchObject({ method: 'GET', route: '/api/clients/:id', status: 200, user_id: 2 });

    const all = lines.join('');
    expect(all).not.toContain(DEMO_PASSWORD);
    expect(all).not.toContain(token);
    expect(all).not.toContain(token.split('.')[2]);
    expect(all).not.toContain('secret-query');
  });

  it('names the pattern of routes outside the contract and of addresses nobody serves', async () => {
    await fetch(`${server.url}/api/no-such-thing/7`, { headers: { 'X-Request-Id': 'nothing-1' } });
    expect(requestLines('nothing-1')).toEqual([expect.objectContaining({ route: '/api/*', status: 404 })]);
  });

  it('an error is one JSON line with its stack and the request id; the request line follows at error level', async () => {
    const prepare = server.ctx.db.prepare.bind(server.ctx.db);
    const spy = vi.spyOn(server.ctx.db, 'prepare').mockImplementation((sql: string) => {
      if (sql === 'SELECT 1') throw new Error('dysk odłączony');
      return prepare(sql);
    });
    try {
      const res = await fetch(`${server.url}/api/health`, { headers: { 'X-Request-Id': 'boom-1' } });
      expect(res.status).toBe(500);
      expect(res.headers.get('x-request-id')).toBe('boom-1');
    } finally {
      spy.mockRestore();
    }
    const mine = logged().filter((l) => l.request_id === 'boom-1');
    expect(mine).toHaveLength(2);
    const [error, request] = mine;
    expect(error).toMatchObject({ level: 'error', err: { type: 'Error', message: 'dysk odłączony' } });
    expect((error?.err as { stack: string } | undefined)?.stack).toMatch(/dysk odłączony\n\s+at /);
    expect(request).toMatchObject({ level: 'error', route: '/api/health', status: 500 });
    for (const line of lines) expect(line.trimEnd()).not.toContain('\n');
  });
});

// Last: seeding a second server takes seconds, long enough for the port's idle keep-alive sockets to close.
describe('X-Request-Id without a socket', () => {
  it('is returned on the in-process path as well (the tests’ fetch, no socket)', async () => {
    const test = await createTestServer();
    try {
      const res = await test.fetch('/api/health', { headers: { 'X-Request-Id': 'in-process-1' } });
      expect(res.headers.get('x-request-id')).toBe('in-process-1');
      const made = await test.fetch('/api/clients/1');
      expect(made.status).toBe(401);
      expect(made.headers.get('x-request-id')).toMatch(UUID);
    } finally {
      test.close();
    }
  });
});
