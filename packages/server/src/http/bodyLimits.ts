import {
  type EndpointName,
  formatMessage,
  MAX_ATTACHMENT_BYTES,
  MAX_IMPORT_FILE_BYTES,
  messages,
} from '@salesdesk/sdk';
import { HttpError } from './httpError';

/**
 * Largest JSON body of an ordinary call, bytes. The largest legitimate ones (an offer or order
 * with its 1000-line maximum, about 100 bytes a line; a table configuration) stay under 150 kB,
 * so 1 MB leaves a wide margin while a 100 MB body is refused before it is read.
 */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Largest body of an attachment upload, bytes: the base64 of the largest attachment (5 MB →
 * about 6.7 MB of text) plus room for the other fields and JSON escapes.
 */
export const ATTACHMENT_BODY_LIMIT = Math.ceil((MAX_ATTACHMENT_BYTES * 4) / 3) + 256 * 1024;

/** Largest body of an import file upload, bytes: the file itself is the body (options in the query). */
export const IMPORT_BODY_LIMIT = MAX_IMPORT_FILE_BYTES;

/** Calls whose body may exceed {@link JSON_BODY_LIMIT}, with their own limit. */
const LARGE_BODIES: Partial<Record<EndpointName, number>> = {
  offerAddAttachment: ATTACHMENT_BODY_LIMIT,
  importStart: IMPORT_BODY_LIMIT,
};

/** The body limit of a call of the contract table, bytes. */
export function bodyLimitOf(name: EndpointName): number {
  return LARGE_BODIES[name] ?? JSON_BODY_LIMIT;
}

function formatLimit(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${mb.toLocaleString('pl-PL', { maximumFractionDigits: 1 })} MB`;
}

/** Refuses a body over `maxSize` bytes: 413 with a Polish message naming the limit. */
export function tooLarge(maxSize: number): never {
  throw new HttpError(
    413,
    'payload_too_large',
    formatMessage(messages.errors.payloadTooLarge, { limit: formatLimit(maxSize) }),
  );
}

/**
 * Refuses at once (413, nothing read) a body whose declared Content-Length is over `maxSize`:
 * asked before the token is checked, since it costs nothing.
 */
export function refuseDeclaredOversize(request: Request, maxSize: number): void {
  const headers = request.headers;
  if (headers.has('content-length') && !headers.has('transfer-encoding')) {
    if (Number.parseInt(headers.get('content-length') || '0', 10) > maxSize) tooLarge(maxSize);
  }
}

/** Reads the text of a request's body; called at most once. */
export type BodyText = () => Promise<string>;

/** A body that is not read (none expected, or none sent). */
export const NO_BODY: BodyText = async () => '';
const utf8 = new TextDecoder();

/**
 * Refuses a body over `maxSize` bytes with 413 before it is read: at once when Content-Length
 * says so, otherwise (chunked) as soon as the bytes read so far pass the limit, so the server
 * never holds more than `maxSize` of one body. Answers how to get the body's text: a body with
 * a Content-Length within the limit is read only when asked for (after the token check), a
 * chunked one was read here already. This replaces hono's `bodyLimit`, which rebuilt the
 * request around the bytes it had read for a chunked body (the in-process bench's case) and
 * then had it read a second time.
 */
export async function boundedBody(request: Request, maxSize: number): Promise<BodyText> {
  const headers = request.headers;
  // The declared length first, without touching `request.body`: on Node, @hono/node-server's
  // request reads `text()` straight from the socket, while `body` would first build a web
  // Request and stream around it (a tenth of a one-line write, bench/offers.bench.ts).
  if (headers.has('content-length') && !headers.has('transfer-encoding')) {
    const length = Number.parseInt(headers.get('content-length') || '0', 10);
    if (length > maxSize) tooLarge(maxSize);
    return length > 0 ? () => request.text() : NO_BODY;
  }
  const body = request.body;
  if (!body) return NO_BODY;
  let size = 0;
  let buffer = new Uint8Array(0);
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const offset = size;
    size += value.length;
    if (size > maxSize) tooLarge(maxSize);
    if (size > buffer.length) {
      const grown = new Uint8Array(Math.min(maxSize, Math.max(size, buffer.length * 2)));
      grown.set(buffer.subarray(0, offset));
      buffer = grown;
    }
    buffer.set(value, offset);
  }
  // UTF-8 with a leading byte-order mark dropped, as `Request.text()` decodes.
  const text = utf8.decode(buffer.subarray(0, size));
  return async () => text;
}
