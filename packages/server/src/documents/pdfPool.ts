import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { offerMessages } from '@salesdesk/sdk';
import { HttpError } from '../http/httpError';
import type { PdfDocumentData } from './documentPdf';
import type { PdfJob, PdfJobResult } from './pdfWorker';

// PDFs are rendered off the request thread (docs/offers.md, "PDF"): laying out a 1,000-line
// document takes seconds of CPU, which on the request thread stalled every other user's request
// for as long. A bounded pool of worker threads renders them; requests beyond the workers wait
// in a queue, and beyond the queue the call answers 503 rather than pile up memory. Workers start
// on the first render, are kept for the next one and do not keep the process alive.

/** Renders waiting beyond the busy workers before `send-pdf` answers 503. */
export const PDF_QUEUE_LIMIT = 32;
/** A render taking longer than this is abandoned (its worker replaced) and answers 500. */
export const PDF_RENDER_TIMEOUT_MS = 120_000;

interface Pending {
  job: PdfJob;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: Pending | null;
  timer: NodeJS.Timeout | null;
}

/**
 * Where the worker's code is: next to the built server (`dist/pdfWorker.js`, a tsup entry), or
 * its TypeScript source loaded through tsx with the workspace's source condition (tests, benches;
 * `pdfWorkerDev.mjs`).
 */
function workerScript(): { url: URL; execArgv: string[] } {
  const built = new URL('./pdfWorker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { url: built, execArgv: [] };
  return { url: new URL('./pdfWorkerDev.mjs', import.meta.url), execArgv: ['--conditions=@salesdesk/source'] };
}

/** A bounded pool of PDF workers. */
export class PdfPool {
  readonly #size: number;
  readonly #slots: Slot[] = [];
  readonly #queue: Pending[] = [];
  #nextId = 1;

  constructor(size: number) {
    this.#size = Math.max(1, size);
  }

  /** Renders `data` in a worker; 503 when the queue is full. */
  render(data: PdfDocumentData): Promise<Uint8Array> {
    if (this.#queue.length >= PDF_QUEUE_LIMIT) {
      return Promise.reject(new HttpError(503, 'pdf_busy', offerMessages.errors.pdfBusy));
    }
    return new Promise((resolve, reject) => {
      this.#queue.push({ job: { id: this.#nextId++, data }, resolve, reject });
      this.#drain();
    });
  }

  /** Renders running or waiting now. */
  get load(): number {
    return this.#queue.length + this.#slots.filter((s) => s.busy).length;
  }

  /** Stops every worker; renders waiting or running fail. */
  async close(): Promise<void> {
    const slots = this.#slots.splice(0);
    for (const p of this.#queue.splice(0)) p.reject(new Error('PDF pool closed'));
    await Promise.all(
      slots.map((s) => {
        if (s.timer) clearTimeout(s.timer);
        s.busy?.reject(new Error('PDF pool closed'));
        return s.worker.terminate();
      }),
    );
  }

  #drain(): void {
    while (this.#queue.length) {
      const slot = this.#slots.find((s) => !s.busy) ?? (this.#slots.length < this.#size ? this.#spawn() : undefined);
      if (!slot) return;
      const pending = this.#queue.shift() as Pending;
      slot.busy = pending;
      slot.worker.ref();
      slot.timer = setTimeout(() => this.#fail(slot, new Error('PDF render timed out')), PDF_RENDER_TIMEOUT_MS);
      slot.worker.postMessage(pending.job);
    }
  }

  #spawn(): Slot {
    const { url, execArgv } = workerScript();
    const worker = new Worker(url, { execArgv });
    const slot: Slot = { worker, busy: null, timer: null };
    worker.on('message', (result: PdfJobResult) => {
      const pending = slot.busy;
      if (!pending || pending.job.id !== result.id) return;
      this.#settle(slot);
      if ('bytes' in result) pending.resolve(result.bytes);
      else pending.reject(new Error(result.error));
      this.#drain();
    });
    worker.on('error', (error) => this.#fail(slot, error));
    worker.on('exit', () => {
      if (this.#slots.includes(slot)) this.#fail(slot, new Error('PDF worker exited'));
    });
    worker.unref();
    this.#slots.push(slot);
    return slot;
  }

  #settle(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.busy = null;
    // An idle worker does not keep the process alive.
    slot.worker.unref();
  }

  /** A worker failed or hung: its render fails, the worker is replaced on the next render. */
  #fail(slot: Slot, error: Error): void {
    const pending = slot.busy;
    this.#settle(slot);
    const at = this.#slots.indexOf(slot);
    if (at >= 0) this.#slots.splice(at, 1);
    void slot.worker.terminate();
    pending?.reject(error);
    this.#drain();
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
