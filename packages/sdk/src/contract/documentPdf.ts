import { documentContractMessages } from '../messages/documentContract';
import { fileAnswerSchema, idParams } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The PDF of an offer or order as a file, to preview, download or print without sending it
 * (`send-pdf` e-mails the same PDF). Anyone who may read the document may download it; nothing
 * is written (no outbox entry, no history).
 */
export const documentPdfEndpoints = {
  offerPdf: defineEndpoint({
    method: 'GET',
    path: '/api/offer/:id/pdf',
    summary: documentContractMessages.summaries.offer.pdf,
    auth: 'user',
    params: idParams,
    answers: 'file',
    response: fileAnswerSchema,
  }),
  orderPdf: defineEndpoint({
    method: 'GET',
    path: '/api/order/:id/pdf',
    summary: documentContractMessages.summaries.order.pdf,
    auth: 'user',
    params: idParams,
    answers: 'file',
    response: fileAnswerSchema,
  }),
};
