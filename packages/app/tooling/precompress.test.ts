// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressDir } from './precompress';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('precompressDir', () => {
  it('writes brotli and gzip beside text files of 1 kB and more, and nothing beside the rest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salesdesk-precompress-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'assets'));
    const script = `export const a = [${'"salesdesk", '.repeat(500)}];`;
    writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(join(dir, 'assets', 'index-abc.js.map'), script);
    writeFileSync(join(dir, 'assets', 'small.css'), 'a{color:red}');
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>salesdesk</p>'.repeat(100)}`);
    writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4096, 7));
    // Random bytes do not compress: no variant that is larger than the file.
    writeFileSync(join(dir, 'noise.txt'), Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919) % 251)));

    const written = (await precompressDir(dir)).map((file) => file.slice(dir.length + 1)).sort();

    expect(written).toContain('assets/index-abc.js.br');
    expect(written).toContain('assets/index-abc.js.gz');
    expect(written).toContain('index.html.br');
    expect(written).toContain('index.html.gz');
    expect(written.filter((f) => f.startsWith('assets/index-abc.js.map') || f.startsWith('photo.png'))).toEqual([]);
    expect(existsSync(join(dir, 'assets', 'small.css.br'))).toBe(false);
    expect(Buffer.byteLength('a{color:red}')).toBeLessThan(PRECOMPRESS_MIN_BYTES);
    const br = readFileSync(join(dir, 'assets', 'index-abc.js.br'));
    expect(br.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'index-abc.js.gz'))).toString()).toBe(script);
    for (const file of written.filter((f) => f.startsWith('noise.txt'))) {
      expect(readFileSync(join(dir, file)).length).toBeLessThan(2048);
    }
  });
});
