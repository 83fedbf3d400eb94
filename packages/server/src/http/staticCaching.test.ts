import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../index';
import { createTestServer } from '../testing/testServer';
import { pickCoding } from './encoding';

// The real server on a loopback port serving a small build with precompressed files, read with
// node:http so the bytes on the wire and every header are seen as a browser gets them.

let server: RunningServer;
let appDir: string;
let token: string;
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "Wiersz ${i}" }`).join(', ')}];\n`;
const scriptPath = '/assets/index-3f2a9c1b.js';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'salesdesk-static-cache-'));
  mkdirSync(join(appDir, 'assets'));
  writeFileSync(
    join(appDir, 'index.html'),
    `<!doctype html><html lang="pl"><title>salesdesk</title>${'<!-- -->'.repeat(200)}`,
  );
  writeFileSync(join(appDir, scriptPath), script);
  writeFileSync(join(appDir, `${scriptPath}.br`), brotliCompressSync(script));
  writeFileSync(join(appDir, `${scriptPath}.gz`), gzipSync(script));
  writeFileSync(join(appDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(appDir, 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  server = await startServer({ port: 0, host: '127.0.0.1', dataDir: ':memory:', env: {}, appDir });
  const login = await fetch(`${server.url}/api/account/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
  });
  token = ((await login.json()) as { token: string }).token;
});
afterAll(async () => {
  await server.close();
  rmSync(appDir, { recursive: true, force: true });
});

describe('hashed assets', () => {
  it('sends the brotli file to a browser that takes brotli, cached for a year', async () => {
    const res = await get(scriptPath, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends gzip to a client without brotli, and the plain file to one that takes neither', async () => {
    const gzip = await get(scriptPath, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const plain = await get(scriptPath, accept ? { 'Accept-Encoding': accept } : {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      // The plain answer varies by the header too, so a cache never hands it to a brotli client.
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.body.toString()).toBe(script);
    }
  });

  it('follows the client’s weights: a refused or less wanted coding loses', async () => {
    expect((await get(scriptPath, { 'Accept-Encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get(scriptPath, { 'Accept-Encoding': 'br;q=0.4, gzip;q=0.8' })).headers['content-encoding']).toBe(
      'gzip',
    );
    expect((await get(scriptPath, { 'Accept-Encoding': '*;q=0.5' })).headers['content-encoding']).toBe('br');
  });

  it('gives a different validator to each coding and answers 304 to the matching one', async () => {
    const br = await get(scriptPath, { 'Accept-Encoding': 'br' });
    const plain = await get(scriptPath);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await get(scriptPath, { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('index.html, app-config.json and unhashed files', () => {
  it('revalidates index.html on SPA routes: no-cache with an ETag and Last-Modified, 304 while unchanged', async () => {
    const first = await get('/pl/login', { 'Accept-Encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['content-security-policy']).toContain("default-src 'self'");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const byTag = await get('/pl/dashboard/offers', { 'If-None-Match': etag, 'Accept-Encoding': 'br' });
    expect(byTag.status).toBe(304);
    expect(byTag.body.length).toBe(0);
    const byDate = await get('/pl/login', { 'If-Modified-Since': String(first.headers['last-modified']) });
    expect(byDate.status).toBe(304);

    // A new deploy: the same address answers the new file with a new validator.
    writeFileSync(join(appDir, 'index.html'), '<!doctype html><html lang="pl"><title>salesdesk 2</title>');
    const later = new Date(Date.now() + 5000);
    utimesSync(join(appDir, 'index.html'), later, later);
    const changed = await get('/pl/login', { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body.toString()).toContain('salesdesk 2');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers an unknown path outside the app with index.html and 404, never 304', async () => {
    const first = await get('/nie-ma');
    expect(first.status).toBe(404);
    const again = await get('/nie-ma', { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(404);
  });

  it('revalidates /app-config.json with an ETag', async () => {
    const first = await get('/app-config.json');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(first.body.toString())).toMatchObject({ brand: 'one', apiBaseUrl: '' });
    const again = await get('/app-config.json', { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('revalidates files of public/ (not hashed), with Vary only on types that may be compressed', async () => {
    const svg = await get('/favicon.svg', { 'Accept-Encoding': 'br' });
    expect(svg.headers['cache-control']).toBe('no-cache');
    // No variant was written beside it: the file as it is, still varying by the header.
    expect(svg.headers['content-encoding']).toBeUndefined();
    expect(svg.headers.vary).toBe('Accept-Encoding');
    const png = await get('/icon-192.png', { 'Accept-Encoding': 'br' });
    expect(png.headers.vary).toBeUndefined();
    expect((await get('/icon-192.png', { 'If-None-Match': String(png.headers.etag) })).status).toBe(304);
  });
});

describe('JSON answers of the API', () => {
  const auth = () => ({ Authorization: `Bearer ${token}` });

  it('compresses a list page of more than 1 kB for a client that takes brotli or gzip', async () => {
    const plain = await get('/api/invoices?limit=50', { ...auth(), 'Accept-Encoding': 'identity' });
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers['cache-control']).toBe('no-store');
    const br = await get('/api/invoices?limit=50', { ...auth(), 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    const gzip = await get('/api/invoices?limit=50', { ...auth(), 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('sends small answers and errors under 1 kB as they are', async () => {
    const small = await get('/api/invoices?limit=1', { ...auth(), 'Accept-Encoding': 'br' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const unauthorised = await get('/api/invoices', { 'Accept-Encoding': 'br' });
    expect(unauthorised.status).toBe(401);
    expect(unauthorised.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(unauthorised.body.toString())).toMatchObject({ code: 'unauthorized' });
  });

  it('sends JSON as it is when COMPRESS_JSON is off', async () => {
    const off = await createTestServer({ compressJson: false });
    try {
      const client = await off.loginAs('admin');
      const res = await off.fetch('/api/invoices?limit=50', {
        headers: { Authorization: `Bearer ${client.tokenStore?.get()}`, 'Accept-Encoding': 'br' },
      });
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(((await res.json()) as { items: unknown[] }).items).toHaveLength(50);
    } finally {
      off.close();
    }
  });
});

describe('pickCoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['GZIP', 'gzip'],
    ['br;q=0.2, gzip;q=0.9', 'gzip'],
    ['br;q=1.0, gzip', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    ['br;q=abc, gzip', 'gzip'],
  ] as const)('Accept-Encoding %j → %j', (header, expected) => {
    expect(pickCoding(header, ['br', 'gzip'])).toBe(expected);
  });
});
