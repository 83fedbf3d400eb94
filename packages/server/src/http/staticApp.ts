import { createHash } from 'node:crypto';
import { existsSync, readFileSync, type Stats, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { messages } from '@salesdesk/sdk';
import type { Context, Hono } from 'hono';
import type { ServerConfig } from '../config';
import { type ContentCoding, pickCoding, varyOnEncoding } from './encoding';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/** What the app reads at boot from `/app-config.json` (README "Settings"). */
export function appConfigJson(config: ServerConfig) {
  return {
    apiBaseUrl: config.apiBaseUrl,
    socketUrl: config.socketUrl,
    brand: config.brand,
    cookiePrefix: config.cookiePrefix,
    investmentsUrl: config.investmentsUrl ?? null,
    blockedSalesMailbox: config.blockedSalesMailbox,
    errorReportingDsn: config.errorReportingDsn,
    updateCheckSeconds: config.updateCheckSeconds,
    // Session and socket constants the app merges over the SPEC defaults (empty = defaults).
    session: config.sessionOverrides,
    socket: config.socketOverrides,
  };
}

/** The decoded path, or null when it is not valid percent-encoded UTF-8 or holds a NUL byte. */
function decodePath(pathname: string): string | null {
  try {
    const path = decodeURIComponent(pathname);
    return path.includes('\0') ? null : path;
  } catch {
    return null;
  }
}

/** Types whose files the build may have precompressed (`.br`, `.gz` beside them). */
const COMPRESSIBLE_TYPES = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest', '.ico']);
/** Codings of precompressed files, in the server's order of preference. */
const CODINGS: readonly ContentCoding[] = ['br', 'gzip'];
const SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/** Hashed build output never changes under its name; everything else is checked on each use. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** A file of the build, read once and kept while its size and modification time stay the same. */
interface CachedFile {
  size: number;
  mtimeMs: number;
  body: Uint8Array<ArrayBuffer>;
}
const files = new Map<string, CachedFile>();
/** Source maps are large and only read by developer tools: read them each time, do not keep them. */
const KEEP_IN_MEMORY = (file: string) => !file.endsWith('.map');

function statFile(file: string): Stats | null {
  try {
    const stat = statSync(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

function readCached(file: string, stat: Stats): Uint8Array<ArrayBuffer> {
  const cached = files.get(file);
  if (cached && cached.size === stat.size && cached.mtimeMs === stat.mtimeMs) return cached.body;
  const body = readFileSync(file);
  if (KEEP_IN_MEMORY(file)) files.set(file, { size: stat.size, mtimeMs: stat.mtimeMs, body });
  return body;
}

/** Whether `If-None-Match` names `etag` (weak comparison, RFC 9110 §13.1.2). */
function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

/** Whether the client's copy is current: its validator matches (304 Not Modified). */
function notModified(c: Context, etag: string, lastModified?: Date): boolean {
  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch !== undefined) return etagMatches(ifNoneMatch, etag);
  const since = c.req.header('If-Modified-Since');
  if (!since || !lastModified) return false;
  const sinceMs = Date.parse(since);
  return Number.isFinite(sinceMs) && Math.floor(lastModified.getTime() / 1000) * 1000 <= sinceMs;
}

/**
 * Answers with a file of the build: its precompressed variant when the client accepts one (and
 * `Vary: Accept-Encoding` on every type that has variants), its cache policy, an ETag and
 * Last-Modified, and 304 when the client's copy is current (only for a 200).
 */
function sendFile(c: Context, file: string, stat: Stats, status: 200 | 404, cacheControl: string): Response {
  const ext = extname(file);
  const headers = new Headers({
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
  });
  let coding: ContentCoding | null = null;
  let variant = { file, stat };
  if (COMPRESSIBLE_TYPES.has(ext)) {
    headers.set('Vary', varyOnEncoding(null));
    const available = CODINGS.filter((name) => statFile(file + SUFFIX[name]) !== null);
    coding = pickCoding(c.req.header('Accept-Encoding'), available);
    if (coding) {
      const path = file + SUFFIX[coding];
      variant = { file: path, stat: statFile(path) as Stats };
      headers.set('Content-Encoding', coding);
    }
  }
  // One validator per representation: the file's size and time, and the coding it is sent in.
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${coding ? `-${coding}` : ''}"`;
  const lastModified = new Date(stat.mtimeMs);
  headers.set('ETag', etag);
  headers.set('Last-Modified', lastModified.toUTCString());
  if (status === 200 && notModified(c, etag, lastModified)) return new Response(null, { status: 304, headers });
  const body = readCached(variant.file, variant.stat);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(body, { status, headers });
}

/**
 * Serves the built app: files under `appDir`, `/app-config.json`, and `index.html` for `/`,
 * `/pl` and `/pl/*` (the SPA's routes). Other unknown paths get `index.html` with status 404,
 * so the app shows its 404 page and crawlers see the status. Hashed files under `/assets/` are
 * cached for a year; `index.html`, `/app-config.json` and the other files are revalidated on
 * each use (`no-cache` with an ETag, answered 304 while unchanged). Text files are sent
 * precompressed when the build wrote `.br`/`.gz` beside them and the client accepts them.
 */
export function mountStaticApp(app: Hono, config: ServerConfig): void {
  // The configuration only changes with a restart: its JSON and ETag are made once.
  const appConfig = JSON.stringify(appConfigJson(config));
  const appConfigEtag = `"${createHash('sha256').update(appConfig).digest('base64url').slice(0, 22)}"`;
  app.get('/app-config.json', (c) => {
    const headers = { 'Cache-Control': REVALIDATE, ETag: appConfigEtag };
    if (notModified(c, appConfigEtag)) return c.body(null, 304, headers);
    return c.body(appConfig, 200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
  });
  const root = config.appDir ? resolve(config.appDir) : null;
  const indexFile = root ? join(root, 'index.html') : null;
  const hasApp = indexFile !== null && existsSync(indexFile);

  app.get('*', (c) => {
    const path = decodePath(new URL(c.req.url).pathname);
    // `/%`, overlong UTF-8 (`/%C0%AE`) and NUL bytes name no file: a bad request, not a crash.
    if (path === null) return c.json({ code: 'bad_request', message: messages.errors.malformedUrl }, 400);
    if (path.startsWith('/api/')) return c.notFound();
    if (root && path !== '/') {
      const file = normalize(join(root, path));
      const stat = file.startsWith(root + sep) ? statFile(file) : null;
      if (stat) return sendFile(c, file, stat, 200, path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    }
    const indexStat = hasApp && indexFile ? statFile(indexFile) : null;
    if (!indexStat || !indexFile) {
      return c.text('salesdesk API. Zbuduj aplikację (pnpm build), aby ją tu zobaczyć.', path === '/' ? 200 : 404);
    }
    const spaRoute = path === '/' || path === '/pl' || path.startsWith('/pl/');
    return sendFile(c, indexFile, indexStat, spaRoute ? 200 : 404, REVALIDATE);
  });
}
