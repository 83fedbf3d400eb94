import { readFileSync } from 'node:fs';

/**
 * The server's version: `version` of packages/server/package.json, which changesets raise at each
 * release. This module sits directly in `src/` and is bundled directly into `dist/`, so the file is
 * one folder up from either: the health answer names the build that runs, never a number typed in.
 */
export const SERVER_VERSION: string = (() => {
  try {
    const text = readFileSync(new URL('../package.json', import.meta.url), 'utf8');
    const version = (JSON.parse(text) as { version?: unknown }).version;
    return typeof version === 'string' ? version : 'unknown';
  } catch {
    return 'unknown';
  }
})();
