import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { createTestServer } from '../testing/testServer';

// Spectral's OpenAPI ruleset (`spectral:oas`, see .spectral.yaml) on the document exactly as
// the server serves it. Errors fail the test; warnings are printed.

const run = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
const spectralBin = resolve(
  dirname(createRequire(import.meta.url).resolve('@stoplight/spectral-cli/package.json')),
  'dist/index.js',
);
const dir = mkdtempSync(join(tmpdir(), 'salesdesk-openapi-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface SpectralResult {
  code: string;
  message: string;
  severity: number;
  path: string[];
}

it('passes Spectral’s OpenAPI ruleset with no errors', async () => {
  const server = await createTestServer();
  const response = await server.app.fetch(new Request('http://salesdesk.test/api/openapi.json'));
  server.close();
  const file = join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(await response.json(), null, 2));
  const out = join(dir, 'spectral.json');
  // Spectral exits 1 when it finds errors; the report file says which.
  await run(process.execPath, [
    spectralBin,
    'lint',
    file,
    '--ruleset',
    resolve(here, '../../.spectral.yaml'),
    '--format',
    'json',
    '--output',
    out,
    '--fail-severity',
    'error',
  ]).catch((error: unknown) => error);
  const { readFileSync } = await import('node:fs');
  const results = JSON.parse(readFileSync(out, 'utf8')) as SpectralResult[];
  const describe = (r: SpectralResult) => `${r.code} at ${r.path.join('.')}: ${r.message}`;
  const warnings = results.filter((r) => r.severity === 1);
  if (warnings.length) console.warn(`Spectral warnings:\n${warnings.map(describe).join('\n')}`);
  expect(results.filter((r) => r.severity === 0).map(describe)).toEqual([]);
}, 120_000);
