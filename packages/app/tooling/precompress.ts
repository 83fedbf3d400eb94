import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files a browser downloads (source maps are left alone: only developer tools read them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/;

/** Smaller files gain nothing worth a second file (and a header or two cost about as much). */
export const PRECOMPRESS_MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file
 * of the build of at least {@link PRECOMPRESS_MIN_BYTES}, so the server sends them as they are
 * (no compression per request, and the strongest levels, which would be too slow per request).
 * A variant is only kept when it is smaller than the file. Returns the files written.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const written: string[] = [];
  const jobs = filesUnder(dir)
    .filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= PRECOMPRESS_MIN_BYTES)
    .map(async (file) => {
      const body = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ]);
      for (const [suffix, data] of [
        ['.br', br],
        ['.gz', gz],
      ] as const) {
        if (data.length >= body.length) continue;
        writeFileSync(file + suffix, data);
        written.push(file + suffix);
      }
    });
  await Promise.all(jobs);
  return written;
}

/** The Vite plugin: {@link precompressDir} over the output folder once the build is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'salesdesk:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
