import { z } from 'zod';
import { updatedSinceSchema } from './changes';
import {
  fileAnswerSchema,
  idParam,
  idParams,
  idSchema,
  isoDate,
  isoDateTime,
  listQuery,
  listResponse,
  okSchema,
} from './common';
import {
  addedProductsQuerySchema,
  addLinesBodySchema,
  approvalLevelSchema,
  deliverySchema,
  documentApprovalSchema,
  documentDetailShape,
  documentHistoryEntrySchema,
  documentHistoryQuerySchema,
  documentItemSchema,
  documentLineChangeSchema,
  documentLineRowSchema,
  documentSummarySchema,
  itemIdsSchema,
  lineChangeSchema,
  massDiscountBodySchema,
  newLineSchema,
  newLinesSchema,
  orderStatusSchema,
  sendPdfBodySchema,
  sendPdfResponseSchema,
  stockShortageSchema,
  versionSchema,
} from './documentSchemas';
import { defineEndpoint } from './endpoint';

/**
 * A row of the order lists: the row of every document (SPEC §3 columns verbatim, ids and flags;
 * `updated_at` is the client orders list's column) plus the order's own columns.
 */
export const orderSummarySchema = documentSummarySchema.extend({
  realization_date: isoDate.nullable(),
  status: orderStatusSchema,
  offer_id: z.number().int().nullable(),
});
/** A row of the order lists. */
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** Deadlines of an order. */
export const orderDeadlinesSchema = z
  .object({
    realization_date: isoDate.nullable(),
    payment_deadline: isoDate.nullable().default(null),
  })
  .strict();

/** An order with lines, totals, delivery and deadlines. */
export const orderDetailSchema = orderSummarySchema.extend({
  ...documentDetailShape,
  comment: z.string().nullable(),
  payment_deadline: isoDate.nullable(),
  confirmed_at: isoDateTime.nullable(),
  footer: z.string(),
  items: z.array(documentItemSchema),
  /**
   * The warehouse the order is served from and, once confirmed, reserves its quantities in (the
   * author's default warehouse when the order was created); null when the author had none.
   */
  warehouse_code: z.string().nullable(),
  /** The approval level the order's lines need now (the rule of offers, docs/offers.md). */
  required_approval_level: approvalLevelSchema,
  /** The level approved for these lines (from the approved offer, or by the approver who confirmed); null when none. */
  approval_level: approvalLevelSchema.nullable(),
  /**
   * Who approved the lines and when: the order's own approval (carried from its offer, or given
   * by the approver who confirmed it); for a confirmed order without one, its offer's. Null when
   * none.
   */
  approval: documentApprovalSchema.nullable(),
});
/** An order with everything. */
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** The order without its lines: the header an order line write answers with. */
export const orderHeaderSchema = orderDetailSchema.omit({ items: true });
/** The order without its lines. */
export type OrderHeader = z.infer<typeof orderHeaderSchema>;

/**
 * Answer of the order line writes (add a product, change a line, remove one or many, mass
 * discount): the line change of every document (`documentLineChangeSchema`) with `order`, the
 * header after the change. `applyDocumentLineChange('order', …)` rebuilds the order.
 */
export const orderLineChangeSchema = documentLineChangeSchema.extend({ order: orderHeaderSchema });
/** Answer of the order line writes: the header, the added or changed lines, the removed line ids. */
export type OrderLineChange = z.infer<typeof orderLineChangeSchema>;

/**
 * Answer of `confirm`: the order, and the products it reserved more of than its warehouse had
 * available (empty when everything was). A confirmation is never refused for stock: the
 * shortage is a warning (docs/offers.md, "Stock reservation").
 */
export const orderConfirmResponseSchema = orderDetailSchema.extend({
  stock_shortages: z.array(stockShortageSchema),
});
/** Answer of `confirm`. */
export type OrderConfirmResponse = z.infer<typeof orderConfirmResponseSchema>;

/** Columns of the orders list (SPEC §3); the client orders list adds `updated_at`. */
export const orderListColumns = [
  'created_at',
  'realization_date',
  'number',
  'customer_fullname',
  'receiver_fullname',
  'status',
  'grand_total_excl_tax',
  'grand_total_incl_tax',
  'margin',
  'creator_fullname',
] as const;

const ORDER_SORT = [...orderListColumns, 'updated_at'] as const;

/** Query of the order lists. */
export const orderListQuerySchema = listQuery(ORDER_SORT, {
  status: orderStatusSchema.optional(),
  client_id: idParam.optional(),
  /** Orders entered by this user. */
  creator_id: idParam.optional(),
  archived: z.enum(['true', 'false'], { error: 'archived: true albo false.' }).optional(),
  created_from: isoDate.optional(),
  created_to: isoDate.optional(),
  updated_since: updatedSinceSchema.optional(),
  /**
   * `true`: only the orders waiting for the caller's confirmation ("Do potwierdzenia"): drafts,
   * not archived, not the caller's own, whose lines need an approval level their approval does not
   * cover and the caller may confirm at (own right or an active substitution, never for the absent
   * person's own order).
   */
  to_confirm: z.enum(['true'], { error: 'to_confirm: true albo brak.' }).optional(),
});
/** Page of orders. */
export const orderListResponseSchema = listResponse(orderSummarySchema);

/** Body of `POST /api/order/create`: for a client, optionally from an offer (its lines are copied). */
export const orderCreateBodySchema = z
  .object({
    client_id: idSchema,
    receiver_id: idSchema.optional(),
    offer_id: idSchema.optional(),
    realization_date: isoDate.optional(),
    comment: z.string().trim().max(2000, { error: 'Komentarz jest za długi (maksymalnie 2000 znaków).' }).optional(),
    items: newLinesSchema.optional(),
  })
  .strict();

/** Body of `PUT /api/order/:id/update`. */
export const orderUpdateBodySchema = z
  .object({
    version: versionSchema,
    client_id: idSchema.optional(),
    receiver_id: idSchema.nullable().optional(),
    comment: z
      .string()
      .trim()
      .max(2000, { error: 'Komentarz jest za długi (maksymalnie 2000 znaków).' })
      .nullable()
      .optional(),
  })
  .strict();

/** Body of `PUT /api/order/:id/update-deadlines`. */
export const orderDeadlinesBodySchema = z
  .object({
    version: versionSchema,
    realization_date: isoDate.nullable(),
    payment_deadline: isoDate.nullable().optional(),
  })
  .strict();

/** Body of `PUT /api/order/:id/update-delivery`. */
export const orderDeliveryBodySchema = z.object({ version: versionSchema, delivery: deliverySchema }).strict();

/** Body of `POST /api/order/:id/add-product`. */
export const orderAddProductBodySchema = newLineSchema.extend({ version: versionSchema }).strict();

/** Body of `PUT /api/order/:id/update-item`: quantity change and item update alike. */
export const orderUpdateItemBodySchema = lineChangeSchema
  .extend({ version: versionSchema, item_id: idSchema })
  .strict()
  .refine((b) => b.quantity !== undefined || b.client_price !== undefined || b.discount_from_catalog !== undefined, {
    error: 'Podaj ilość, cenę lub rabat.',
  });

/** Body of `DELETE /api/order/:id/remove-item`. */
export const orderRemoveItemBodySchema = z.object({ version: versionSchema, item_id: idSchema }).strict();
/** Body of `POST /api/order/:id/remove-items`. */
export const orderRemoveItemsBodySchema = z.object({ version: versionSchema, item_ids: itemIdsSchema }).strict();
/** Body of `POST /api/order/:id/confirm` (SPEC §7: it holds orderId). */
export const orderConfirmBodySchema = z.object({ orderId: idSchema, version: versionSchema }).strict();

/** An e-mail of the server's outbox (what was sent, for a person to open). */
export const outboxEntrySchema = z.object({
  id: z.number().int(),
  created_at: isoDateTime,
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  attachment_name: z.string().nullable(),
  attachment_type: z.string().nullable(),
  attachment_size: z.number().int(),
  /** Where to download the attachment (`GET /api/outbox/:id/attachment`, a PDF, not JSON). */
  attachment_url: z.string().nullable(),
  /** The offer or order whose PDF this e-mail carries (null for other e-mails). */
  document_kind: z.enum(['offer', 'order']).nullable(),
  document_id: z.number().int().nullable(),
  /** The document's number (SPEC §3 `number`). */
  number: z.string().nullable(),
  customer_fullname: z.string().nullable(),
  /**
   * How the e-mail fares (docs/operations.md, "Mail"): `stored` kept in the outbox only (the
   * server sends no mail, no `SMTP_URL`), `queued` waiting or being retried, `sent` accepted by
   * the SMTP server, `failed` refused for good or out of attempts.
   */
  delivery_status: z.enum(['stored', 'queued', 'sent', 'failed']),
  /** Delivery attempts made so far. */
  delivery_attempts: z.number().int().nonnegative(),
  /** The SMTP server's last answer to a failed attempt (a `failed` e-mail's reason), else null. */
  delivery_error: z.string().nullable(),
  /** When the SMTP server accepted the e-mail. */
  sent_at: isoDateTime.nullable(),
});
/** An e-mail the user sent (with a document's PDF). */
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** How an outbox e-mail fares: kept only, waiting (or retried), accepted by the SMTP server, refused. */
export const MAIL_STATUSES = ['stored', 'queued', 'sent', 'failed'] as const;
/** One of {@link MAIL_STATUSES}. */
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Answer of `GET /api/outbox/delivery`: whether this server delivers e-mail at all. */
export const outboxDeliverySchema = z.object({
  /** `smtp`: e-mails are sent; `outbox_only`: kept in the outbox only (no `SMTP_URL`, the demo default). */
  mode: z.enum(['smtp', 'outbox_only']),
});
/** Answer of `outboxDelivery`. */
export type OutboxDelivery = z.infer<typeof outboxDeliverySchema>;

/** Kinds of sent documents. */
export const SENT_DOCUMENT_KINDS = ['offer', 'order'] as const;

const optionalVersion = z.object({ version: versionSchema.optional() }).strict().optional();

/** Order calls (SPEC §7, "Orders"), plus the outbox listing. Lists come before `/api/order/:id` on purpose. */
export const orderEndpoints = {
  orderList: defineEndpoint({
    method: 'GET',
    path: '/api/order/order-list',
    summary: 'Zamówienia widoczne dla użytkownika.',
    auth: 'user',
    query: orderListQuerySchema,
    response: orderListResponseSchema,
  }),
  clientOrderList: defineEndpoint({
    method: 'GET',
    path: '/api/client/:clientId/order-list',
    summary: 'Zamówienia klienta.',
    auth: 'user',
    params: z.object({ clientId: idParam }),
    query: orderListQuerySchema,
    response: orderListResponseSchema,
  }),
  orderCreate: defineEndpoint({
    method: 'POST',
    path: '/api/order/create',
    summary: 'Tworzy zamówienie (także z oferty).',
    auth: 'user',
    idempotent: true,
    body: orderCreateBodySchema,
    status: 201,
    location: '/api/order/:id',
    response: orderDetailSchema,
  }),
  orderById: defineEndpoint({
    method: 'GET',
    path: '/api/order/:id',
    summary: 'Zamówienie z pozycjami.',
    auth: 'user',
    params: idParams,
    response: orderDetailSchema,
  }),
  orderCopy: defineEndpoint({
    method: 'POST',
    path: '/api/order/:id/copy',
    summary: 'Kopia zamówienia: nowy numer, niepotwierdzone, aktualne ceny.',
    auth: 'user',
    idempotent: true,
    params: idParams,
    status: 201,
    location: '/api/order/:id',
    response: orderDetailSchema,
  }),
  orderArchive: defineEndpoint({
    method: 'PUT',
    path: '/api/order/:id/archive',
    summary: 'Archiwizuje zamówienie.',
    auth: 'user',
    params: idParams,
    body: optionalVersion,
    response: orderDetailSchema,
  }),
  orderDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/order/:id/delete',
    summary: 'Usuwa niepotwierdzone zamówienie (inaczej 409).',
    auth: 'user',
    params: idParams,
    body: optionalVersion,
    response: okSchema,
  }),
  orderConfirm: defineEndpoint({
    method: 'POST',
    path: '/api/order/:id/confirm',
    summary: 'Potwierdza zamówienie; potem jest tylko do odczytu.',
    auth: 'user',
    params: idParams,
    body: orderConfirmBodySchema,
    response: orderConfirmResponseSchema,
  }),
  orderAddProduct: defineEndpoint({
    method: 'POST',
    path: '/api/order/:id/add-product',
    summary: 'Dodaje produkt do zamówienia.',
    auth: 'user',
    idempotent: true,
    params: idParams,
    body: orderAddProductBodySchema,
    response: orderLineChangeSchema,
  }),
  orderAddLines: defineEndpoint({
    method: 'POST',
    path: '/api/order/:id/add-lines',
    summary:
      'Dodaje wiele pozycji naraz (wklejona lista): wszystkie albo żadna, w limicie pozycji dokumentu, jeden wpis w historii.',
    auth: 'user',
    idempotent: true,
    params: idParams,
    body: addLinesBodySchema,
    response: orderLineChangeSchema,
  }),
  orderUpdateItem: defineEndpoint({
    method: 'PUT',
    path: '/api/order/:id/update-item',
    summary: 'Zmienia ilość, cenę lub rabat pozycji.',
    auth: 'user',
    idempotent: true,
    params: idParams,
    body: orderUpdateItemBodySchema,
    response: orderLineChangeSchema,
  }),
  orderRemoveItem: defineEndpoint({
    method: 'DELETE',
    path: '/api/order/:id/remove-item',
    summary: 'Usuwa pozycję zamówienia.',
    auth: 'user',
    idempotent: true,
    params: idParams,
    body: orderRemoveItemBodySchema,
    response: orderLineChangeSchema,
  }),
  orderRemoveItems: defineEndpoint({
    method: 'POST',
    path: '/api/order/:id/remove-items',
    summary: 'Usuwa wybrane pozycje zamówienia.',
    auth: 'user',
    idempotent: true,
    params: idParams,
    body: orderRemoveItemsBodySchema,
    response: orderLineChangeSchema,
  }),
  orderMassDiscount: defineEndpoint({
    method: 'POST',
    path: '/api/order/:id/mass-discount',
    summary: 'Rabat procentowy na wszystkie lub wybrane pozycje.',
    auth: 'user',
    idempotent: true,
    params: idParams,
    body: massDiscountBodySchema,
    response: orderLineChangeSchema,
  }),
  orderSendPdf: defineEndpoint({
    method: 'POST',
    path: '/api/order/:id/send-pdf',
    summary: 'Tworzy PDF zamówienia i umieszcza e-mail w skrzynce nadawczej.',
    auth: 'user',
    idempotent: true,
    params: idParams,
    body: sendPdfBodySchema,
    response: sendPdfResponseSchema,
  }),
  orderUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/order/:id/update',
    summary: 'Zmienia nagłówek zamówienia.',
    auth: 'user',
    params: idParams,
    body: orderUpdateBodySchema,
    response: orderDetailSchema,
  }),
  orderUpdateDeadlines: defineEndpoint({
    method: 'PUT',
    path: '/api/order/:id/update-deadlines',
    summary: 'Zmienia terminy zamówienia.',
    auth: 'user',
    params: idParams,
    body: orderDeadlinesBodySchema,
    response: orderDetailSchema,
  }),
  orderUpdateDelivery: defineEndpoint({
    method: 'PUT',
    path: '/api/order/:id/update-delivery',
    summary: 'Zmienia dane dostawy zamówienia.',
    auth: 'user',
    params: idParams,
    body: orderDeliveryBodySchema,
    response: orderDetailSchema,
  }),
  orderAddedProducts: defineEndpoint({
    method: 'GET',
    path: '/api/order/:orderId/added-products',
    summary: 'Pozycje zamówienia ze stronicowaniem, z dostępnym stanem w magazynie zamówienia.',
    auth: 'user',
    params: z.object({ orderId: idParam }),
    query: addedProductsQuerySchema,
    response: listResponse(documentLineRowSchema),
  }),
  orderHistory: defineEndpoint({
    method: 'GET',
    path: '/api/order/:id/history',
    summary: 'Historia zmian zamówienia (kto, kiedy, co).',
    auth: 'user',
    params: idParams,
    query: documentHistoryQuerySchema,
    response: listResponse(documentHistoryEntrySchema),
  }),
  outboxList: defineEndpoint({
    method: 'GET',
    path: '/api/outbox',
    summary:
      'Wiadomości wysłane przez użytkownika (dokumenty PDF ofert i zamówień); filtr kind, szukanie po numerze, kliencie i adresacie.',
    auth: 'user',
    query: listQuery(['created_at', 'number', 'customer_fullname', 'recipient'] as const, {
      kind: z.enum(SENT_DOCUMENT_KINDS, { error: 'Rodzaj dokumentu: offer albo order.' }).optional(),
    }),
    response: listResponse(outboxEntrySchema),
  }),
  outboxDelivery: defineEndpoint({
    method: 'GET',
    path: '/api/outbox/delivery',
    summary:
      'Czy serwer wysyła e-maile (smtp), czy tylko zapisuje je w skrzynce nadawczej (outbox_only, bez SMTP_URL).',
    auth: 'user',
    response: outboxDeliverySchema,
  }),
  outboxAttachment: defineEndpoint({
    method: 'GET',
    path: '/api/outbox/:id/attachment',
    summary:
      'Pobiera załącznik (PDF) wiadomości ze skrzynki nadawczej; tylko nadawca (inni dostają 404, jak dla nieistniejącej).',
    auth: 'user',
    params: idParams,
    answers: 'file',
    response: fileAnswerSchema,
  }),
};
