import type { AuthUser } from '../http/authenticate';
import type { Handlers } from '../http/contractRouter';
import type { ServerContext } from '../serverContext';
import { KINDS } from './documentKinds';
import type { DocKind } from './documentStore';
import { pdfPool } from './pdfPool';
import { documentPdfData, pdfFileName } from './sendPdf';

/**
 * A document's PDF as a file answer: the same PDF `send-pdf` e-mails (without the internal
 * comment), rendered in the worker pool off the request thread, for anyone who may read the
 * document (404/403 as for reading it). Nothing is written: no outbox entry, no history.
 */
export async function documentPdfFile(ctx: ServerContext, user: AuthUser, kind: DocKind, id: number) {
  const doc = KINDS[kind].load(ctx, user, id);
  const { data } = documentPdfData(ctx, kind, doc);
  const bytes = await pdfPool(ctx.config.pdfWorkers).render(data);
  return { blob: new Blob([bytes as BlobPart]), name: pdfFileName(doc.number), content_type: 'application/pdf' };
}

/** `GET /api/offer/:id/pdf` and `GET /api/order/:id/pdf`. */
export const documentPdfHandlers: Handlers = {
  offerPdf: ({ ctx, user, params }) => documentPdfFile(ctx, user, 'offer', params.id),
  orderPdf: ({ ctx, user, params }) => documentPdfFile(ctx, user, 'order', params.id),
};
