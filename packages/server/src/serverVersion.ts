import { readFileSync } from 'node:fs';

/** `version` of the package.json at `file`, or `unknown` when it cannot be read. */
export function packageVersion(file: URL): string {
  try {
    const version = (JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version;
    return typeof version === 'string' ? version : 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The server's version: `version` of packages/server/package.json, which changesets raise at each
 * release. This module sits directly in `src/` and is bundled directly into `dist/`, so the file is
 * one folder up from either: the health answer names the build that runs, never a number typed in.
 */
export const SERVER_VERSION: string = packageVersion(new URL('../package.json', import.meta.url));
