import { type EndpointName, formatMessage, MAX_ATTACHMENT_BYTES, messages } from '@salesdesk/sdk';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
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

/** Calls whose body may exceed {@link JSON_BODY_LIMIT}, with their own limit. */
const LARGE_BODIES: Partial<Record<EndpointName, number>> = {
  offerAddAttachment: ATTACHMENT_BODY_LIMIT,
};

/** The body limit of a call of the contract table, bytes. */
export function bodyLimitOf(name: EndpointName): number {
  return LARGE_BODIES[name] ?? JSON_BODY_LIMIT;
}

function formatLimit(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${mb.toLocaleString('pl-PL', { maximumFractionDigits: 1 })} MB`;
}

/**
 * Refuses a body over `maxSize` bytes with 413 before it is read: at once when Content-Length
 * says so, otherwise (chunked) as soon as the bytes read so far pass the limit, so the server
 * never holds more than `maxSize` of one body.
 */
export function limitBody(maxSize: number): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new HttpError(
        413,
        'payload_too_large',
        formatMessage(messages.errors.payloadTooLarge, { limit: formatLimit(maxSize) }),
      );
    },
  });
}
