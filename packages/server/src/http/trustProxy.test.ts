import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer';
import { parseTrustProxy, TrustProxyError } from './clientAddress';

let server: TestServer;
afterEach(() => server?.close());

const PROXY = '127.0.0.1';
const ATTACKER = '203.0.113.66';
const COLLEAGUE = '198.51.100.20';

/** A request through the real router as the node adapter hands it over: the socket's peer and the headers. */
async function call(path: string, peer: string, headers: Record<string, string> = {}, body?: unknown) {
  const res = await server.app.fetch(
    new Request(path.startsWith('http') ? path : `http://salesdesk.test${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
    { incoming: { socket: { remoteAddress: peer } } },
  );
  return res;
}

const login = (peer: string, forwardedFor: string | null, password: string) =>
  call('/api/account/login', peer, forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}, {
    username: 'admin',
    password,
  });

describe('TRUST_PROXY', () => {
  it('parses loopback, addresses and ranges, and names an entry that is none of them', () => {
    const trusted = parseTrustProxy('loopback, 10.0.0.0/8 fd00::/8 192.0.2.5');
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '10.200.1.1', 'fd00::42', '192.0.2.5'])
      expect(trusted.trusts(a), a).toBe(true);
    for (const a of ['192.0.2.6', '11.0.0.1', 'fe80::1', 'unknown']) expect(trusted.trusts(a), a).toBe(false);
    expect(parseTrustProxy(undefined).trusts('127.0.0.1')).toBe(false);
    expect(() => parseTrustProxy('loopback, nginx.local')).toThrow(TrustProxyError);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/„10\.0\.0\.0\/33” nie jest adresem ani zakresem/);
  });

  it('behind a trusted proxy, five wrong passwords for admin from one client do not lock admin out for another', async () => {
    server = await createTestServer({ trustProxy: parseTrustProxy('loopback') });
    for (let i = 0; i < 5; i++) {
      const res = await login(PROXY, ATTACKER, 'zgaduje');
      expect(res.status).toBe(401);
      // Each failure says how many are left for this account from this client.
      expect(res.headers.get('ratelimit-policy')).toBe('"login";q=5;w=900');
      expect(res.headers.get('ratelimit')).toMatch(new RegExp(`^"login";r=${4 - i};t=\\d+$`));
    }
    const locked = await login(PROXY, ATTACKER, DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.headers.get('ratelimit')).toBe(`"login";r=0;t=${locked.headers.get('retry-after')}`);
    expect(locked.headers.get('ratelimit-policy')).toBe('"login";q=5;w=900');
    // The administrator at another desk, through the same proxy, signs in.
    expect((await login(PROXY, COLLEAGUE, DEMO_PASSWORD)).status).toBe(200);
    // A client cannot pose as another by sending the header itself: the proxy appends the real peer.
    expect((await login(PROXY, `${COLLEAGUE}, ${ATTACKER}`, DEMO_PASSWORD)).status).toBe(429);
  });

  it('without TRUST_PROXY the forwarded address is not believed: a forged header changes nothing', async () => {
    server = await createTestServer({});
    for (let i = 0; i < 5; i++) expect((await login(ATTACKER, `192.0.2.${i}`, 'zgaduje')).status).toBe(401);
    expect((await login(ATTACKER, '192.0.2.99', DEMO_PASSWORD)).status).toBe(429);
  });

  it('HSTS and a wss connect-src when a trusted proxy says the request was HTTPS, neither when anyone else says so', async () => {
    const appDir = mkdtempSync(join(tmpdir(), 'salesdesk-proxy-'));
    writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>salesdesk</title>');
    server = await createTestServer({ trustProxy: parseTrustProxy('10.0.0.0/8'), appDir });
    // The node adapter builds the request URL from the Host header the proxy passes on (`$http_host`).
    const page = await call('http://salesdesk.example:8443/pl', '10.1.2.3', { 'x-forwarded-proto': 'https' });
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(page.headers.get('content-security-policy')).toContain("connect-src 'self' wss://salesdesk.example:8443;");
    const forgedPage = await call('http://salesdesk.example:8443/pl', ATTACKER, { 'x-forwarded-proto': 'https' });
    expect(forgedPage.headers.get('content-security-policy')).toContain(
      "connect-src 'self' ws://salesdesk.example:8443;",
    );
    expect(forgedPage.headers.get('strict-transport-security')).toBeNull();
    const viaProxy = await call('/api/nie-ma', '10.1.2.3', { 'x-forwarded-proto': 'https' });
    expect(viaProxy.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const forged = await call('/api/nie-ma', ATTACKER, { 'x-forwarded-proto': 'https' });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
    const plain = await call('/api/nie-ma', '10.1.2.3', { 'x-forwarded-proto': 'http' });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});
