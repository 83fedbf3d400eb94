import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** This package's root (the perf pages build with its Vite, React and Tailwind). */
export const APP_ROOT = resolve(import.meta.dirname, '..');

/** Gzip size (level 9, for a stable figure) of a text or bytes. */
export function gzipSize(body: string | Uint8Array): number {
  return gzipSync(body, { level: 9 }).length;
}

/**
 * Builds a small page with this package's Vite config (React, Tailwind, the workspace sources)
 * from `files` written into a temporary folder under the package (so `react` resolves), and
 * returns the folder of the build.
 */
export async function buildPage(name: string, files: Record<string, string>): Promise<string> {
  const root = join(APP_ROOT, `.perf-${name}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text);
  return buildRoot(root, join(root, 'dist'));
}

/** Builds the page whose `index.html` is in `root` into `outDir` (production, this package's plugins). */
export async function buildRoot(root: string, outDir: string): Promise<string> {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  const tailwindcss = (await import('@tailwindcss/vite')).default;
  // React's production build, whatever the calling process has in NODE_ENV (vitest sets "test").
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      mode: 'production',
      plugins: [react(), tailwindcss()],
      resolve: { conditions: ['@salesdesk/source', 'module', 'browser', 'development|production'] },
      build: { outDir, emptyOutDir: true, target: 'es2022', minify: !process.env.PERF_DEBUG },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}

/** Gzip sizes of every JavaScript file a build emitted. */
export function builtScriptSizes(dist: string): number {
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSize(readFileSync(join(assets, f))), 0);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** Serves a built folder on 127.0.0.1 (a free port); `close()` stops it. */
export async function serveStatic(dist: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = join(dist, path === '/' ? 'index.html' : path);
    try {
      const body = readFileSync(file.startsWith(dist) ? file : join(dist, 'index.html'));
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}

/** Median and 95th percentile of samples. */
export function percentiles(samples: readonly number[]): { p50: number; p95: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
  return { p50: at(0.5), p95: at(0.95) };
}
