import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type RunningServer, type StartServerOptions, startServer } from '@salesdesk/server';
import { type Browser, chromium } from 'playwright-core';
import { ensureAppBuilt } from './ensureAppBuilt';

/** The built app (`pnpm --filter @salesdesk/app build`). */
export const APP_DIST = resolve(import.meta.dirname, '../dist');

/** Debian's chromium, headless, without background traffic. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Starts the real server on a free port serving the built app, on a fresh data directory on
 * disk (so a restart on the same directory keeps users, tokens and the token secret).
 */
export async function startAppServer(options: StartServerOptions = {}): Promise<RunningServer> {
  // Builds dist when it is missing or older than the sources (shared with skeleton.e2e.ts).
  await ensureAppBuilt();
  return startServer({
    env: {},
    port: 0,
    host: '127.0.0.1',
    dataDir: options.dataDir ?? mkdtempSync(join(tmpdir(), 'salesdesk-e2e-')),
    appDir: APP_DIST,
    ...options,
  });
}
