import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { pickCoding, varyOnEncoding } from './encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** JSON answers smaller than this go out as they are (a packet either way). */
export const JSON_COMPRESSION_THRESHOLD = 1024;

/** The text of JSON answers made by {@link jsonAnswer}, so the middleware need not read them back. */
const jsonTexts = new WeakMap<Response, string>();

/**
 * Answers `text` (JSON, already serialised) as hono's `c.json` would, and lets
 * {@link compressJson} take the text as it is: reading an answer's body back (`res.text()`)
 * costs a web Response and a stream per request on Node.
 */
export function jsonAnswer(c: Context, text: string): Response {
  const res = c.body(text, 200, { 'Content-Type': 'application/json' });
  jsonTexts.set(res, text);
  return res;
}

/** Options of {@link compressJson}. */
export interface JsonCompressionOptions {
  /** Smallest body compressed, in bytes (default {@link JSON_COMPRESSION_THRESHOLD}). */
  threshold?: number;
  /** Brotli quality, 0–11 (default 4: gzip's speed at a better ratio; 11 is far too slow per request). */
  brotliQuality?: number;
  /** Gzip level for clients without brotli, 1–9 (default 6, zlib's own default). */
  gzipLevel?: number;
}

/**
 * Compresses JSON answers of at least `threshold` bytes with brotli or gzip when the client
 * accepts one (`Accept-Encoding`), with `Vary: Accept-Encoding` on every answer that could have
 * been compressed. The JSON is already whole in memory (handlers answer with `c.json`), so it is
 * compressed in one go on libuv's thread pool, off the event loop. Measured by
 * `pnpm bench compression` (see docs/decisions/performance.md).
 */
export function compressJson(options: JsonCompressionOptions = {}): MiddlewareHandler {
  const threshold = options.threshold ?? JSON_COMPRESSION_THRESHOLD;
  const brotliQuality = options.brotliQuality ?? 4;
  const gzipLevel = options.gzipLevel ?? 6;
  return async (c, next) => {
    await next();
    const res = c.res;
    const known = jsonTexts.get(res);
    // `res.body` of an answer made from a string builds a web Response on Node (the adapter's
    // answers are lightweight until then); an answer of `jsonAnswer` is known to have one.
    if (known === undefined) {
      if (!/^application\/json\b/i.test(res.headers.get('Content-Type') ?? '')) return;
      if (c.req.method === 'HEAD' || !res.body || res.status === 204 || res.status === 304 || res.status === 206)
        return;
      if (res.headers.has('Content-Encoding')) return;
    } else if (c.req.method === 'HEAD') return;
    const coding = pickCoding(c.req.header('Accept-Encoding'), ['br', 'gzip']);
    if (!coding || (known !== undefined && known.length < threshold / 3)) {
      // Nothing to compress for this client (or an answer far too small to): it goes as it is,
      // not read back and made again, marked as one another client's `Accept-Encoding` could change.
      if (known === undefined || Buffer.byteLength(known) >= threshold)
        res.headers.set('Vary', varyOnEncoding(res.headers.get('Vary')));
      return;
    }
    const text = known ?? (await res.text());
    const body = Buffer.from(text);
    if (body.byteLength < threshold && known !== undefined) return;
    const compressed =
      body.byteLength < threshold
        ? null
        : coding === 'br'
          ? await brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
              },
            })
          : await gzipAsync(body, { level: gzipLevel });
    const headers = new Headers(res.headers);
    if (body.byteLength >= threshold) headers.set('Vary', varyOnEncoding(headers.get('Vary')));
    if (compressed) headers.set('Content-Encoding', coding);
    headers.set('Content-Length', String((compressed ?? body).byteLength));
    // The body was read, so the answer is made again, from bytes (which the node adapter writes in
    // one piece). Unset first: hono's setter would otherwise copy the old answer's headers over
    // and turn the new body into a stream.
    c.res = undefined;
    c.res = new Response(compressed ?? text, { status: res.status, headers });
  };
}
