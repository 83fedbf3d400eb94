import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const APP_ROOT = resolve(import.meta.dirname, '..');
const DIST_INDEX = join(APP_ROOT, 'dist', 'index.html');

/** Sources the built app is made of: a change in any of them makes `dist` stale. */
const SOURCE_DIRS = [
  join(APP_ROOT, 'src'),
  join(APP_ROOT, 'index.html'),
  join(APP_ROOT, 'vite.config.ts'),
  join(APP_ROOT, 'tooling'),
  resolve(APP_ROOT, '../react-ui/src'),
  resolve(APP_ROOT, '../sdk/src'),
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Whether `dist` is missing or older than a source file. */
export function appBuildIsStale(): boolean {
  if (!existsSync(DIST_INDEX)) return true;
  const built = statSync(DIST_INDEX).mtimeMs;
  return SOURCE_DIRS.some((dir) => newestMtime(dir) > built);
}

let building: Promise<void> | null = null;

/**
 * Builds the app with Vite's programmatic API when `dist` is missing or older than its sources,
 * so the end-to-end tests never run against a stale build. Once per test process.
 */
export function ensureAppBuilt(): Promise<void> {
  building ??= (async () => {
    if (!appBuildIsStale()) return;
    const { build } = await import('vite');
    // vitest sets NODE_ENV=test, and the JSX transform reads NODE_ENV, not the mode: without this
    // the tests (and the login-bundle bench) would run on React's development runtime.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        configFile: join(APP_ROOT, 'vite.config.ts'),
        root: APP_ROOT,
        logLevel: 'warn',
        mode: 'production',
      });
    } finally {
      // Assigning undefined would store the string "undefined" (and make later builds development ones).
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  })();
  return building;
}
