import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { pickCoding, varyOnEncoding } from './encoding';
import { apiAnswerHeaders, isWholeAnswer, wholeAnswer } from './securityHeaders';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** JSON answers smaller than this go out as they are (a packet either way). */
export const JSON_COMPRESSION_THRESHOLD = 1024;

/** Options of {@link compressJson} and {@link jsonAnswer}. */
export interface JsonCompressionOptions {
  /** Smallest body compressed, in bytes (default {@link JSON_COMPRESSION_THRESHOLD}). */
  threshold?: number;
  /** Brotli quality, 0–11 (default 4: gzip's speed at a better ratio; 11 is far too slow per request). */
  brotliQuality?: number;
  /** Gzip level for clients without brotli, 1–9 (default 6, zlib's own default). */
  gzipLevel?: number;
}

/** {@link JsonCompressionOptions} with every default filled in. */
export type JsonCompression = Required<JsonCompressionOptions>;

/** The options with their defaults. */
export function jsonCompression(options: JsonCompressionOptions = {}): JsonCompression {
  return {
    threshold: options.threshold ?? JSON_COMPRESSION_THRESHOLD,
    brotliQuality: options.brotliQuality ?? 4,
    gzipLevel: options.gzipLevel ?? 6,
  };
}

async function compress(
  body: Buffer,
  coding: 'br' | 'gzip',
  options: JsonCompression,
): Promise<Uint8Array<ArrayBuffer>> {
  const out = await (coding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: options.brotliQuality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipAsync(body, { level: options.gzipLevel }));
  // zlib's output is a Buffer, a Uint8Array over an ArrayBuffer of its own.
  return out as Uint8Array<ArrayBuffer>;
}

/**
 * A contract answer made whole: `text` (JSON, already serialised) with `status`, the headers of an
 * `/api` answer ({@link apiAnswerHeaders}) and any `extraHeaders` (an error's `Retry-After`), and, with `compression`, brotli or gzip as the client's
 * `Accept-Encoding` allows once it reaches the threshold (`Vary: Accept-Encoding` from that size
 * on, whether compressed or not). The middlewares then leave it alone: each of them reading and
 * setting headers cost a `Headers` object, and reading the body back a web Response and a
 * stream, on every call (docs/decisions/performance.md, "Server write against the HTTP floor").
 */
export function jsonAnswer(
  c: Context,
  text: string,
  compression: JsonCompression | null,
  status = 200,
  extraHeaders?: Readonly<Record<string, string>>,
): Response | Promise<Response> {
  const headers = apiAnswerHeaders('application/json');
  if (extraHeaders) Object.assign(headers, extraHeaders);
  // A character is at least one byte and at most three: far below the threshold, no need to count.
  if (!compression || c.req.method === 'HEAD' || text.length < compression.threshold / 3)
    return wholeAnswer(new Response(text, { status, headers }));
  const coding = pickCoding(c.req.header('Accept-Encoding'), ['br', 'gzip']);
  if (!coding) {
    if (Buffer.byteLength(text) >= compression.threshold) headers.Vary = 'Accept-Encoding';
    return wholeAnswer(new Response(text, { status, headers }));
  }
  const body = Buffer.from(text);
  if (body.byteLength < compression.threshold) return wholeAnswer(new Response(text, { status, headers }));
  return compress(body, coding, compression).then((compressed) => {
    headers.Vary = 'Accept-Encoding';
    headers['Content-Encoding'] = coding;
    headers['Content-Length'] = String(compressed.byteLength);
    return wholeAnswer(new Response(compressed, { status, headers }));
  });
}

/**
 * Compresses JSON answers of at least `threshold` bytes with brotli or gzip when the client
 * accepts one (`Accept-Encoding`), with `Vary: Accept-Encoding` on every answer that could have
 * been compressed, for the JSON answers their routes did not make whole (errors, `c.json`); the
 * contract's answers compress themselves ({@link jsonAnswer}). The JSON is already whole in
 * memory, so it is compressed in one go on libuv's thread pool, off the event loop. Measured by
 * `pnpm bench compression` (see docs/decisions/performance.md).
 */
export function compressJson(options: JsonCompressionOptions = {}): MiddlewareHandler {
  const resolved = jsonCompression(options);
  return async (c, next) => {
    await next();
    const res = c.res;
    if (isWholeAnswer(res)) return;
    if (!/^application\/json\b/i.test(res.headers.get('Content-Type') ?? '')) return;
    if (c.req.method === 'HEAD' || !res.body || res.status === 204 || res.status === 304 || res.status === 206) return;
    if (res.headers.has('Content-Encoding')) return;
    const coding = pickCoding(c.req.header('Accept-Encoding'), ['br', 'gzip']);
    if (!coding) {
      // Nothing to compress for this client: the answer goes as it is, marked as one another
      // client's `Accept-Encoding` could change.
      res.headers.set('Vary', varyOnEncoding(res.headers.get('Vary')));
      return;
    }
    const text = await res.text();
    const body = Buffer.from(text);
    const compressed = body.byteLength < resolved.threshold ? null : await compress(body, coding, resolved);
    const headers = new Headers(res.headers);
    if (compressed) {
      headers.set('Vary', varyOnEncoding(headers.get('Vary')));
      headers.set('Content-Encoding', coding);
    }
    headers.set('Content-Length', String((compressed ?? body).byteLength));
    // The body was read, so the answer is made again, from bytes (which the node adapter writes in
    // one piece). Unset first: hono's setter would otherwise copy the old answer's headers over
    // and turn the new body into a stream.
    c.res = undefined;
    c.res = new Response(compressed ?? text, { status: res.status, headers });
  };
}
