import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { tooLarge } from './bodyLimits';
import { HttpError } from './httpError';

/** The body of a `sends: 'file'` call: a file's bytes, read once by its handler as a stream. */
export interface FileUpload {
  /** The body as it arrives; null when the request has none. */
  readonly stream: ReadableStream<Uint8Array> | null;
  /** The declared `Content-Length` (already checked against `limit`), or null for a chunked body. */
  readonly declaredLength: number | null;
  /** The declared `Content-Type`, or null. */
  readonly contentType: string | null;
  /** Most bytes the body may have: past it the reading stops with 413. */
  readonly limit: number;
}

/** The upload of a request whose body is a file (the router checked a declared length already). */
export function fileUploadOf(request: Request, limit: number): FileUpload {
  const headers = request.headers;
  const declared =
    headers.has('content-length') && !headers.has('transfer-encoding')
      ? Number.parseInt(headers.get('content-length') || '0', 10)
      : null;
  return {
    stream: declared === 0 ? null : request.body,
    declaredLength: declared,
    contentType: headers.get('content-type'),
    limit,
  };
}

/** A file written from an upload: its size in bytes and its SHA-256 (hex). */
export interface SavedUpload {
  readonly size: number;
  readonly sha256: string;
}

/** Thrown inside the pipeline when the body passes its limit: the pipeline stops reading. */
class OverLimit extends Error {}

/**
 * Streams an upload to a new file at `path` (created 0600, never overwriting), hashing it with
 * SHA-256 on the way, so the server holds one chunk of it at a time whatever its size. A body
 * past `upload.limit` stops the reading at once: the partial file is removed and 413 thrown;
 * an empty body is removed likewise and answered 400 with `emptyMessage`. Any other failure (the
 * client went away, a full disk) removes the file and is thrown as it is.
 */
export async function saveUpload(upload: FileUpload, path: string, emptyMessage: string): Promise<SavedUpload> {
  if (upload.stream === null) throw HttpError.validation({ _: [emptyMessage] }, emptyMessage);
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > upload.limit) return done(new OverLimit());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    // A web stream read chunk by chunk; the file stream's backpressure paces the reading.
    await pipeline(
      Readable.fromWeb(upload.stream as NodeReadableStream<Uint8Array>),
      meter,
      createWriteStream(path, { flags: 'wx', mode: 0o600 }),
    );
  } catch (error) {
    await rm(path, { force: true });
    if (error instanceof OverLimit) tooLarge(upload.limit);
    throw error;
  }
  if (size === 0) {
    await rm(path, { force: true });
    throw HttpError.validation({ _: [emptyMessage] }, emptyMessage);
  }
  return { size, sha256: hash.digest('hex') };
}
