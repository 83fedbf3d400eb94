import { z } from 'zod';
import { documentContractMessages } from '../messages/documentContract';
import { idParam, idParams, listResponse, okSchema } from './common';
import { type DocumentKindName, documentKindSchemas } from './documentKindSchemas';
import {
  addedProductsQuerySchema,
  addLinesBodySchema,
  documentHistoryEntrySchema,
  documentHistoryQuerySchema,
  massDiscountBodySchema,
  sendPdfBodySchema,
  sendPdfResponseSchema,
} from './documentSchemas';
import { defineEndpoint, type HttpMethod } from './endpoint';
import {
  offerCreateBodySchema,
  offerDetailSchema,
  offerItemsPageSchema,
  offerLineChangeSchema,
  offerListQuerySchema,
  offerListResponseSchema,
  offerUpdateBodySchema,
} from './offers';
import {
  orderCreateBodySchema,
  orderDetailSchema,
  orderItemsPageSchema,
  orderLineChangeSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderUpdateBodySchema,
} from './orders';

// The schemas each kind's shared calls read and answer, one line a kind.
const ANSWERS = {
  offer: { detail: offerDetailSchema, lineChange: offerLineChangeSchema, linesPage: offerItemsPageSchema },
  order: { detail: orderDetailSchema, lineChange: orderLineChangeSchema, linesPage: orderItemsPageSchema },
} as const;
const LISTS = {
  offer: { query: offerListQuerySchema, page: offerListResponseSchema },
  order: { query: orderListQuerySchema, page: orderListResponseSchema },
} as const;
const BODIES = {
  offer: { create: offerCreateBodySchema, update: offerUpdateBodySchema },
  order: { create: orderCreateBodySchema, update: orderUpdateBodySchema },
} as const;
const CLIENT_LISTS = { offer: '/api/client/:clientId/active-offer-list', order: '/api/client/:clientId/order-list' };

/**
 * The helpers a kind's table builds its own calls with: `list(path, summary)`, a list call
 * taking the kind's list query and answering a page of its rows; `lineWrite(method, path,
 * summary, body)`, an idempotent line write on `:id` answering the kind's line change.
 */
function builders<L extends z.ZodType, Q extends z.ZodType, P extends z.ZodType>(lineChange: L, query: Q, page: P) {
  return {
    list: (path: string, summary: string) =>
      defineEndpoint({ method: 'GET', path, summary, auth: 'user', query, response: page }),
    lineWrite: <M extends HttpMethod, B extends z.ZodType>(method: M, path: string, summary: string, body: B) =>
      defineEndpoint({
        method,
        path,
        summary,
        auth: 'user',
        idempotent: true,
        params: idParams,
        body,
        response: lineChange,
      }),
  };
}

/**
 * The calls offers and orders both have, for one kind: the client's list, read, create, copy,
 * archive, delete, header and delivery updates, mass discount, PDF by e-mail, batch add of lines,
 * history and the paged lines. Paths are `/api/<kind>/…`, summaries the kind's Polish lines.
 * Generic in each schema (not in the kind) so that every call keeps its kind's exact types.
 */
function sharedEndpoints<
  K extends DocumentKindName,
  D extends z.ZodType,
  L extends z.ZodType,
  LR extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends z.ZodType,
  P extends z.ZodType,
>(kind: K, s: { detail: D; lineChange: L; linesPage: LR; create: C; update: U; query: Q; page: P }) {
  const { deliveryBody, optionalVersionBody, linesParams } = documentKindSchemas(kind);
  const { lineWrite } = builders(s.lineChange, s.query, s.page);
  const base = `/api/${kind}`;
  const said = documentContractMessages.summaries[kind];
  return {
    clientList: defineEndpoint({
      method: 'GET',
      path: CLIENT_LISTS[kind],
      summary: said.clientList,
      auth: 'user',
      params: z.object({ clientId: idParam }),
      query: s.query,
      response: s.page,
    }),
    create: defineEndpoint({
      method: 'POST',
      path: `${base}/create`,
      summary: said.create,
      auth: 'user',
      idempotent: true,
      body: s.create,
      status: 201,
      location: `${base}/:id`,
      response: s.detail,
    }),
    byId: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      summary: said.byId,
      auth: 'user',
      params: idParams,
      response: s.detail,
    }),
    copy: defineEndpoint({
      method: 'POST',
      path: `${base}/:id/copy`,
      summary: said.copy,
      auth: 'user',
      idempotent: true,
      params: idParams,
      status: 201,
      location: `${base}/:id`,
      response: s.detail,
    }),
    archive: defineEndpoint({
      method: 'PUT',
      path: `${base}/:id/archive`,
      summary: said.archive,
      auth: 'user',
      params: idParams,
      body: optionalVersionBody,
      response: s.detail,
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: `${base}/:id/delete`,
      summary: said.remove,
      auth: 'user',
      params: idParams,
      body: optionalVersionBody,
      response: okSchema,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${base}/:id/update`,
      summary: said.update,
      auth: 'user',
      params: idParams,
      body: s.update,
      response: s.detail,
    }),
    updateDelivery: defineEndpoint({
      method: 'PUT',
      path: `${base}/:id/update-delivery`,
      summary: said.updateDelivery,
      auth: 'user',
      params: idParams,
      body: deliveryBody,
      response: s.detail,
    }),
    massDiscount: lineWrite('POST', `${base}/:id/mass-discount`, said.massDiscount, massDiscountBodySchema),
    sendPdf: defineEndpoint({
      method: 'POST',
      path: `${base}/:id/send-pdf`,
      summary: said.sendPdf,
      auth: 'user',
      idempotent: true,
      params: idParams,
      body: sendPdfBodySchema,
      response: sendPdfResponseSchema,
    }),
    addLines: lineWrite('POST', `${base}/:id/add-lines`, said.addLines, addLinesBodySchema),
    history: defineEndpoint({
      method: 'GET',
      path: `${base}/:id/history`,
      summary: said.history,
      auth: 'user',
      params: idParams,
      query: documentHistoryQuerySchema,
      response: listResponse(documentHistoryEntrySchema),
    }),
    addedProducts: defineEndpoint({
      method: 'GET',
      path: `${base}/:${kind}Id/added-products`,
      summary: said.addedProducts,
      auth: 'user',
      params: linesParams,
      query: addedProductsQuerySchema,
      response: s.linesPage,
    }),
  };
}

// Built once a kind with its own schemas, so each table's calls carry that kind's exact types.
const SHARED = {
  offer: sharedEndpoints('offer', { ...ANSWERS.offer, ...BODIES.offer, ...LISTS.offer }),
  order: sharedEndpoints('order', { ...ANSWERS.order, ...BODIES.order, ...LISTS.order }),
};
const BUILDERS = {
  offer: builders(ANSWERS.offer.lineChange, LISTS.offer.query, LISTS.offer.page),
  order: builders(ANSWERS.order.lineChange, LISTS.order.query, LISTS.order.page),
};

/**
 * The calls offers and orders both have, for `kind` (see `sharedEndpoints`): each kind's table
 * (offerEndpoints.ts, orderEndpoints.ts) places them under its own names in its own order.
 */
export function documentEndpoints<K extends DocumentKindName>(kind: K): (typeof SHARED)[K] {
  return SHARED[kind];
}

/**
 * What a kind's table builds its own calls with: `said`, the kind's Polish summaries, and the
 * `list` and `lineWrite` helpers of `builders`.
 */
export function documentBuilders<K extends DocumentKindName>(
  kind: K,
): (typeof BUILDERS)[K] & { said: (typeof documentContractMessages.summaries)[K] } {
  return { ...BUILDERS[kind], said: documentContractMessages.summaries[kind] };
}
