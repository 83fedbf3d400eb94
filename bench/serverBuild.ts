// Builds the server as production runs it — tsup bundles, the import, matcher and PDF workers as
// entries of their own beside it (packages/server/tsup.config.ts) — into `outDir`, for benches
// that measure the server's memory: run from the TypeScript sources, every thread also carries
// tsx and the sources' module graph (~45 MB more in the import worker alone). The workspace
// packages (sdk, fixtures) are bundled from their sources, so nothing needs building first. The
// bundle goes under packages/server/node_modules/.cache/, where its external dependencies (the
// server's own: better-sqlite3, hono…) resolve as the built server's do.
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'server');

/**
 * Bundles the server into a new folder (no type declarations); returns the folder, for the
 * caller to remove, and the entry module's path.
 */
export async function buildServer(): Promise<{ dir: string; entry: string }> {
  const cache = join(serverDir, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, 'bench-server-'));
  const tsup = createRequire(join(serverDir, 'package.json')).resolve('tsup');
  // tsup is the server package's tool, not the workspace root's: found from there, untyped here.
  const { build } = (await import(pathToFileURL(tsup).href)) as { build: (options: object) => Promise<void> };
  const src = (path: string) => join(serverDir, 'src', path);
  // The server's own dependencies stay outside the bundle, as its build leaves them (tsup would
  // read them from the package.json of the working folder, the workspace root's).
  const manifest = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const external = Object.keys(manifest.dependencies)
    .filter((name) => !name.startsWith('@salesdesk/'))
    .map((name) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(/|$)`));
  await build({
    config: false,
    entry: {
      index: src('index.ts'),
      pdfWorker: src('documents/pdfWorker.ts'),
      matchWorker: src('matching/matchWorker.ts'),
      importWorker: src('imports/importWorker.ts'),
    },
    format: ['esm'],
    outDir,
    target: 'node20',
    platform: 'node',
    dts: false,
    sourcemap: false,
    silent: true,
    external,
    noExternal: [/^@salesdesk\//],
    esbuildOptions(options: { conditions?: string[] }) {
      options.conditions = ['@salesdesk/source'];
    },
  });
  return { dir: outDir, entry: join(outDir, 'index.js') };
}
