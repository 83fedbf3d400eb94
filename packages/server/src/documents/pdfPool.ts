import { offerMessages } from '@salesdesk/sdk';
import { HttpError } from '../http/httpError';
import { WorkerPool } from '../workers/workerPool';
import type { PdfDocumentData } from './documentPdf';
import type { PdfJob, PdfJobResult } from './pdfWorker';

// PDFs are rendered off the request thread (docs/offers.md, "PDF"): laying out a 1,000-line
// document takes seconds of CPU, which on the request thread stalled every other user's request
// for as long. A bounded pool of worker threads (workers/workerPool.ts) renders them; requests
// beyond the workers wait in a queue, and beyond the queue the call answers 503 rather than pile
// up memory. Workers start on the first render, are kept for the next one and do not keep the
// process alive.

/** Renders waiting beyond the busy workers before `send-pdf` answers 503. */
export const PDF_QUEUE_LIMIT = 32;
/** A render taking longer than this is abandoned (its worker replaced) and answers 500. */
export const PDF_RENDER_TIMEOUT_MS = 120_000;

/** A bounded pool of PDF workers. */
export class PdfPool {
  readonly #pool: WorkerPool<PdfJob, PdfJobResult, Uint8Array>;

  constructor(size: number) {
    this.#pool = new WorkerPool({
      // Resolved here, not in workerPool.ts: built, this module is bundled beside
      // `dist/pdfWorker.js` (a tsup entry); from source, beside `pdfWorkerDev.mjs`, which loads
      // the TypeScript worker through tsx (tests, benches).
      script: {
        built: new URL('./pdfWorker.js', import.meta.url),
        dev: new URL('./pdfWorkerDev.mjs', import.meta.url),
      },
      size,
      timeoutMs: PDF_RENDER_TIMEOUT_MS,
      queueLimit: {
        size: PDF_QUEUE_LIMIT,
        error: () => new HttpError(503, 'pdf_busy', offerMessages.errors.pdfBusy),
      },
      answerOf: (result) => ('bytes' in result ? result.bytes : new Error(result.error)),
      errors: { closed: 'PDF pool closed', timedOut: 'PDF render timed out', exited: 'PDF worker exited' },
    });
  }

  /** Renders `data` in a worker; 503 when the queue is full. */
  render(data: PdfDocumentData): Promise<Uint8Array> {
    return this.#pool.run({ data });
  }

  /** Renders running or waiting now. */
  get load(): number {
    return this.#pool.load;
  }

  /** Stops every worker; renders waiting or running fail. */
  close(): Promise<void> {
    return this.#pool.close();
  }
}

const pools = new Map<number, PdfPool>();

/** The process's PDF pool of `size` workers (one per size, made on first use). */
export function pdfPool(size: number): PdfPool {
  let pool = pools.get(size);
  if (!pool) {
    pool = new PdfPool(size);
    pools.set(size, pool);
  }
  return pool;
}

/** Stops every PDF pool of the process (server shutdown). */
export async function closePdfPools(): Promise<void> {
  const all = [...pools.values()];
  pools.clear();
  await Promise.all(all.map((p) => p.close()));
}
