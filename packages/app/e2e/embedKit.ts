import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The workspace root and the example host app. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
export const EMBED_EXAMPLE = join(REPO_ROOT, 'examples/embed');

/** The packages the example installs from tarballs. */
const PACKED = ['sdk', 'react-ui'] as const;

/**
 * pnpm as this run was started with it (`pnpm test` sets npm_execpath to pnpm's script), else
 * the one on PATH: `pnpm pack` is what rewrites `workspace:` ranges to real versions.
 */
function pnpmCommand(): [string, string[]] {
  const exec = process.env.npm_execpath;
  if (exec && /pnpm/.test(exec)) return [process.execPath, [exec]];
  return ['pnpm', []];
}

/** Packs the published packages into `dir` and returns the tarball paths by package folder. */
export async function packPackages(dir: string): Promise<Record<(typeof PACKED)[number], string>> {
  const [command, prefix] = pnpmCommand();
  const out = {} as Record<(typeof PACKED)[number], string>;
  for (const name of PACKED) {
    const cwd = join(REPO_ROOT, 'packages', name);
    if (!existsSync(join(cwd, 'dist/index.js'))) throw new Error(`packages/${name}/dist is missing: run pnpm build`);
    const before = new Set(readdirSync(dir));
    await run(command, [...prefix, 'pack', '--pack-destination', dir], { cwd, maxBuffer: 10 * 1024 * 1024 });
    const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz') && !before.has(f));
    if (!tarball) throw new Error(`pnpm pack of packages/${name} wrote no tarball`);
    out[name] = join(dir, tarball);
  }
  return out;
}

/**
 * Copies the example outside the workspace and points its `@salesdesk/*` dependencies at the
 * tarballs, then installs it with npm (as a host app would: no pnpm, no workspace links).
 */
export async function installExample(dir: string, tarballs: Record<(typeof PACKED)[number], string>): Promise<string> {
  const app = join(dir, 'host');
  cpSync(EMBED_EXAMPLE, app, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist)([/\\]|$)/.test(source.slice(EMBED_EXAMPLE.length)),
  });
  const manifestPath = join(app, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  manifest.dependencies['@salesdesk/sdk'] = `file:${tarballs.sdk}`;
  manifest.dependencies['@salesdesk/react-ui'] = `file:${tarballs['react-ui']}`;
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
    cwd: app,
    maxBuffer: 20 * 1024 * 1024,
    env: { ...process.env, npm_config_engine_strict: 'true' },
  });
  return app;
}

/** Builds the example with its own Vite. */
export async function buildExample(app: string): Promise<void> {
  await run(process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: app,
    maxBuffer: 20 * 1024 * 1024,
  });
}

/** A running `vite preview` of the built example, proxying `/api` to `apiUrl`. */
export interface Preview {
  url: string;
  stop(): void;
}

/** Starts `vite preview` on a free loopback port and resolves once it prints its address. */
export function previewExample(app: string, apiUrl: string): Promise<Preview> {
  const child: ChildProcess = spawn(
    process.execPath,
    [join(app, 'node_modules/vite/bin/vite.js'), 'preview', '--host', '127.0.0.1', '--port', '0', '--strictPort'],
    { cwd: app, env: { ...process.env, SALESDESK_API: apiUrl, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((ok, fail) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match?.[1]) ok({ url: match[1], stop: () => child.kill() });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`vite preview exited (${code}): ${output}`)));
  });
}
