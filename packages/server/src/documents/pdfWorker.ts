import { parentPort } from 'node:worker_threads';
import { type PdfDocumentData, renderPdf } from './documentPdf';

// A worker thread of the PDF pool (pdfPool.ts): renders one document at a time and answers its
// bytes (transferred, not copied), so the request thread never lays out a page.

/** A render request from the pool. */
export interface PdfJob {
  id: number;
  data: PdfDocumentData;
}

/** The worker's answer: the bytes, or the error's message. */
export type PdfJobResult = { id: number; bytes: Uint8Array } | { id: number; error: string };

parentPort?.on('message', async (job: PdfJob) => {
  try {
    const bytes = await renderPdf(job.data);
    parentPort?.postMessage({ id: job.id, bytes } satisfies PdfJobResult, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
