import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { messages } from '@salesdesk/sdk';
import type { Hono } from 'hono';
import type { ServerConfig } from '../config';

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

/**
 * Serves the built app: files under `appDir`, `/app-config.json`, and `index.html` for `/`,
 * `/pl` and `/pl/*` (the SPA's routes). Other unknown paths get `index.html` with status 404,
 * so the app shows its 404 page and crawlers see the status.
 */
export function mountStaticApp(app: Hono, config: ServerConfig): void {
  app.get('/app-config.json', (c) => c.json(appConfigJson(config), 200, { 'Cache-Control': 'no-store' }));
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
      if (file.startsWith(root + sep) && existsSync(file) && statSync(file).isFile()) {
        const immutable = path.startsWith('/assets/');
        return new Response(readFileSync(file), {
          headers: {
            'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
            'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          },
        });
      }
    }
    if (!hasApp || !indexFile) {
      return c.text('salesdesk API. Zbuduj aplikację (pnpm build), aby ją tu zobaczyć.', path === '/' ? 200 : 404);
    }
    const spaRoute = path === '/' || path === '/pl' || path.startsWith('/pl/');
    return c.html(readFileSync(indexFile, 'utf8'), spaRoute ? 200 : 404, { 'Cache-Control': 'no-cache' });
  });
}
