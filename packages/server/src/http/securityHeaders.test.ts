import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestServer, type TestServer } from '../testing/testServer';
import { contentSecurityPolicy } from './securityHeaders';

let server: TestServer;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'salesdesk-headers-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>salesdesk</title>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'export {};');
  server = await createTestServer({
    appDir: dir,
    apiBaseUrl: 'https://api.example.pl/base',
    socketUrl: 'wss://live.example.pl/ws',
  });
});
afterAll(() => server.close());

function expectCommonHeaders(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('same-origin');
}

describe('security headers', () => {
  it('sends the CSP with the configured API and socket origins and nothing else on the app HTML', async () => {
    for (const path of ['/', '/pl/dashboard', '/nie-ma']) {
      const res = await server.fetch(path);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expectCommonHeaders(res);
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
          "connect-src 'self' https://api.example.pl wss://live.example.pl ws://salesdesk.test; " +
          "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
      );
    }
  });

  it('allows the error-reporting origin only when a DSN is configured', () => {
    const base = loadConfig({}, { dataDir: ':memory:', tokenSecret: 'x' });
    const url = new URL('http://salesdesk.test/pl');
    expect(contentSecurityPolicy(base, url)).not.toMatch(/errors\.example|worker-src/);
    const withDsn = contentSecurityPolicy({ ...base, errorReportingDsn: 'https://k3y@errors.example:9000/12' }, url);
    expect(withDsn).toContain("connect-src 'self' https://errors.example:9000 ws://salesdesk.test;");
    expect(withDsn).not.toContain('worker-src');
    expect(withDsn).not.toContain('k3y');
  });

  it('names the secure socket of the page host over https', async () => {
    const res = await server.fetch(new Request('https://salesdesk.example.pl:8443/pl'));
    expect(res.headers.get('content-security-policy')).toContain('wss://salesdesk.example.pl:8443;');
  });

  it('sends the common headers on a static asset, without a CSP or no-store', async () => {
    const res = await server.fetch('/assets/app.js');
    expect(res.status).toBe(200);
    expectCommonHeaders(res);
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('marks every API answer no-store: login, renewal, authenticated calls, errors', async () => {
    const login = await server.fetch('/api/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'handlowiec', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    expectCommonHeaders(login);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };

    const answers = [
      await server.fetch('/api/notification/list', { headers: auth }),
      await server.fetch('/api/account/renew-token', { method: 'POST', headers: auth }),
      await server.fetch('/api/health'),
      await server.fetch('/api/notification/list'),
      await server.fetch('/api/nie-ma'),
    ];
    for (const res of answers) {
      expectCommonHeaders(res);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toBeNull();
    }
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 401, 404]);
  });
});
