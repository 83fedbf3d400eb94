import type { Readable, Writable } from 'node:stream';

/** A writable stream that may be a terminal. */
export type OutputStream = Writable & { isTTY?: boolean; columns?: number };
/** A readable stream that may be a terminal. */
export type InputStream = Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };

/**
 * Everything the CLI touches outside itself comes in here, so tests run it in-process
 * (STYLE 11: network, storage and time as parameters).
 */
export interface CliIo {
  stdout: OutputStream;
  stderr: OutputStream;
  stdin: InputStream;
  /** Environment variables (SALESDESK_TOKEN, SALESDESK_BASE_URL, XDG_CONFIG_HOME, HOME, ...). */
  env: Record<string, string | undefined>;
  /** Aborted on Ctrl-C: an export stops, removes its temp file and exits 130. */
  signal?: AbortSignal;
  /** fetch used by the SDK client (default: the global one). */
  fetch?: typeof globalThis.fetch;
  /** Delay between GET retries in ms per attempt (default 250 × 2^(attempt-1)). */
  retryDelay?: (attempt: number) => number;
  /** Rows per page of an export (default: the API's maximum, 200); tests use small pages. */
  pageSize?: number;
  /** Clock in epoch ms, for the progress bar (default Date.now). */
  now?: () => number;
}

/** Writes a chunk and waits for `drain` when the stream's buffer is full (backpressure). */
export function writeChunk(stream: Writable, chunk: string | Uint8Array): Promise<void> | undefined {
  if (stream.write(chunk)) return undefined;
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      stream.off('error', onError);
      resolve();
    };
    const onError = (error: Error) => {
      stream.off('drain', onDrain);
      reject(error);
    };
    stream.once('drain', onDrain);
    stream.once('error', onError);
  });
}
