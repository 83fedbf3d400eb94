import { z } from 'zod';
import { OFFER_ACTIONS } from '../domain/offerStatus';
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
  documentLineChangeSchema,
  documentSummarySchema,
  itemIdsSchema,
  lineChangeSchema,
  lineStockShape,
  massDiscountBodySchema,
  newLineSchema,
  newLinesSchema,
  offerItemSchema,
  offerStatusSchema,
  personSchema,
  quantitySchema,
  sendPdfBodySchema,
  sendPdfResponseSchema,
  versionBodySchema,
  versionSchema,
} from './documentSchemas';
import { defineEndpoint } from './endpoint';

/**
 * A row of the offer lists: the row of every document (SPEC §3 columns verbatim, ids and flags)
 * plus the offer's own columns.
 */
export const offerSummarySchema = documentSummarySchema.extend({
  valid_until: isoDate.nullable(),
  status: offerStatusSchema,
  acceptor_fullname: z.string().nullable(),
  comment: z.string().nullable(),
  template: z.string().nullable(),
  required_approval_level: approvalLevelSchema,
});
/** A row of the offer lists. */
export type OfferSummary = z.infer<typeof offerSummarySchema>;

/** A comment on an offer. */
export const offerCommentSchema = z.object({
  id: z.number().int(),
  created_at: isoDateTime,
  author: personSchema,
  text: z.string(),
});

/** Attachment metadata (content is not sent back in the offer). */
export const offerAttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_at: isoDateTime,
});

/** The approval given to an offer, when there is one. */
export const offerApprovalSchema = documentApprovalSchema;

/** An offer with everything: lines, totals, delivery, comments, attachments, approval. */
export const offerDetailSchema = offerSummarySchema.extend({
  ...documentDetailShape,
  /** The ten numbered terms printed under the offer (brand default unless changed). */
  footer: z.array(z.string()),
  items: z.array(offerItemSchema),
  comments: z.array(offerCommentSchema),
  attachments: z.array(offerAttachmentSchema),
  approval: offerApprovalSchema.nullable(),
  /** Actions this caller may take now. */
  available_actions: z.array(z.enum(OFFER_ACTIONS)),
  copied_from_id: z.number().int().nullable(),
});
/** An offer with everything. */
export type OfferDetail = z.infer<typeof offerDetailSchema>;

const OFFER_SORT = [
  'created_at',
  'updated_at',
  'valid_until',
  'number',
  'customer_fullname',
  'receiver_fullname',
  'status',
  'grand_total_excl_tax',
  'grand_total_incl_tax',
  'margin',
  'creator_fullname',
  'acceptor_fullname',
] as const;

/** Columns of the offer lists, in SPEC §3 order: the sortable ones plus comment and template. */
export const offerListColumns = [...OFFER_SORT, 'comment', 'template'] as const;

/** Filters shared by the offer lists. */
const offerFilters = {
  status: offerStatusSchema.optional(),
  client_id: idParam.optional(),
  /** Offers prepared by this user (the lists show only what the caller may see anyway). */
  creator_id: idParam.optional(),
  archived: z.enum(['true', 'false'], { error: 'archived: true albo false.' }).optional(),
  created_from: isoDate.optional(),
  created_to: isoDate.optional(),
  /** Changed at or after this instant (ISO 8601): for pollers; the changes feed is exact. */
  updated_since: updatedSinceSchema.optional(),
};

/** Query of the offer lists. */
export const offerListQuerySchema = listQuery(OFFER_SORT, offerFilters);
/** Page of offers. */
export const offerListResponseSchema = listResponse(offerSummarySchema);

const text = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${what} jest za długi (maksymalnie ${max} znaków).` });

/** Body of `POST /api/offer/create`. */
export const offerCreateBodySchema = z
  .object({
    client_id: idSchema,
    receiver_id: idSchema.optional(),
    valid_until: isoDate.optional(),
    comment: text(2000, 'Komentarz').optional(),
    template: text(100, 'Szablon').optional(),
    items: newLinesSchema.optional(),
  })
  .strict();

/** Body of `POST /api/offer/create-from-orders`: the orders whose lines make the new offer. */
export const offerCreateFromOrdersBodySchema = z
  .object({
    order_ids: z
      .array(idSchema)
      .min(1, { error: 'Wybierz co najmniej jedno zamówienie.' })
      .max(50, { error: 'Za dużo zamówień naraz (maksymalnie 50).' }),
    valid_until: isoDate.optional(),
  })
  .strict();

/** Body of `PUT /api/offer/:id/update`: header fields; lines change through the offer-item calls. */
export const offerUpdateBodySchema = z
  .object({
    version: versionSchema,
    client_id: idSchema.optional(),
    receiver_id: idSchema.nullable().optional(),
    valid_until: isoDate.nullable().optional(),
    comment: text(2000, 'Komentarz').nullable().optional(),
    template: text(100, 'Szablon').nullable().optional(),
    footer: z.array(text(500, 'Warunek')).max(10, { error: 'Stopka ma najwyżej 10 punktów.' }).nullable().optional(),
  })
  .strict();

/** Body of `PUT /api/offer/:id/update-delivery`. */
export const offerDeliveryBodySchema = z.object({ version: versionSchema, delivery: deliverySchema }).strict();

/** Body of `PUT /api/offer/:id/action`. */
export const offerActionBodySchema = z
  .object({
    version: versionSchema,
    action: z.enum(OFFER_ACTIONS, { error: `Nieznana akcja. Dozwolone: ${OFFER_ACTIONS.join(', ')}.` }),
    comment: text(2000, 'Komentarz').optional(),
  })
  .strict();

/** Body of `POST /api/offer/:id/add-comment` (version optional: comments never conflict). */
export const offerCommentBodySchema = z
  .object({
    version: versionSchema.optional(),
    text: z
      .string()
      .trim()
      .min(1, { error: 'Komentarz nie może być pusty.' })
      .max(2000, { error: 'Komentarz jest za długi (maksymalnie 2000 znaków).' }),
  })
  .strict();

/** Attachment types accepted, by content type. */
export const ATTACHMENT_TYPES = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const;
/** Largest attachment, bytes (5 MB). */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
/** Most attachments one document may carry (docs/offers.md, "Attachments"). */
export const MAX_ATTACHMENTS_PER_DOCUMENT = 10;
/** Largest total size of one document's attachments, bytes (20 MB). */
export const MAX_ATTACHMENTS_TOTAL_BYTES = 20 * 1024 * 1024;

/** Body of `POST /api/offer/:id/add-attachment`: the file as base64 in JSON. */
export const offerAttachmentBodySchema = z
  .object({
    version: versionSchema,
    name: z.string().trim().min(1, { error: 'Podaj nazwę pliku.' }).max(200, { error: 'Nazwa pliku jest za długa.' }),
    content_type: z.enum(Object.keys(ATTACHMENT_TYPES) as [keyof typeof ATTACHMENT_TYPES], {
      error: 'Niedozwolony typ pliku. Dozwolone: PDF, PNG, JPG, XLSX, DOCX.',
    }),
    // base64 of 5 MB is ~6.7 M characters.
    content_base64: z
      .string()
      .min(1, { error: 'Plik jest pusty.' })
      .max(Math.ceil((MAX_ATTACHMENT_BYTES * 4) / 3) + 4, { error: 'Załącznik jest za duży (maksymalnie 5 MB).' })
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'Treść załącznika musi być zakodowana w base64.' }),
  })
  .strict();

/** Params of `remove-attachment`. */
export const attachmentParams = z.object({ id: idParam, attachmentId: idParam });

/** Body of `POST /api/offer-item/:id`: one product, or a whole price group (added in the background). */
export const offerItemAddBodySchema = z
  .object({
    version: versionSchema,
    product_id: newLineSchema.shape.product_id.optional(),
    quantity: newLineSchema.shape.quantity.optional(),
    client_price: newLineSchema.shape.client_price,
    discount_from_catalog: newLineSchema.shape.discount_from_catalog,
    product_group: z
      .string()
      .trim()
      .min(1, { error: 'Podaj nazwę grupy cenowej.' })
      .max(100, { error: 'Nazwa grupy cenowej jest za długa.' })
      .optional(),
  })
  .strict()
  // One object rather than a union, so a missing field is reported on its own key.
  .superRefine((b, ctx) => {
    if (b.product_group !== undefined) {
      if (b.product_id !== undefined || b.quantity !== undefined || b.client_price !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['product_group'],
          message: 'Podaj produkt albo grupę cenową, nie jedno i drugie.',
        });
      }
      return;
    }
    if (b.product_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['product_id'], message: 'Pole jest wymagane.' });
    if (b.quantity === undefined) ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'Pole jest wymagane.' });
  });

/** Body of `PUT /api/offer-item/:id` (id of the line). */
export const offerItemUpdateBodySchema = lineChangeSchema
  .extend({ version: versionSchema })
  .strict()
  .refine((b) => b.quantity !== undefined || b.client_price !== undefined || b.discount_from_catalog !== undefined, {
    error: 'Podaj ilość, cenę lub rabat.',
  });

/** Body of `PUT /api/offer-item-qty/:id` (id of the line). */
export const offerItemQuantityBodySchema = z.object({ version: versionSchema, quantity: quantitySchema }).strict();

/** Body of `DELETE /api/offer-items/:id` (id of the offer). */
export const offerItemsRemoveBodySchema = z.object({ version: versionSchema, item_ids: itemIdsSchema }).strict();

/**
 * The offer without its lines, comments and attachments: the header a line write answers with
 * (version, status, totals, margin, required level, approval, actions).
 */
export const offerHeaderSchema = offerDetailSchema.omit({ items: true, comments: true, attachments: true });
/** The offer without its lines, comments and attachments. */
export type OfferHeader = z.infer<typeof offerHeaderSchema>;

/**
 * Answer of the offer line writes: the line change of every document (`documentLineChangeSchema`)
 * with `offer`, the header after the change, and offer lines (`offer_price`).
 */
export const offerLineChangeSchema = documentLineChangeSchema.extend({
  offer: offerHeaderSchema,
  items: z.array(offerItemSchema),
});
/** Answer of the line writes: the header, the added or changed lines, the removed line ids. */
export type OfferLineChange = z.infer<typeof offerLineChangeSchema>;

/** Answer of `POST /api/offer-item/:id`: the change, and the price group queued if one was. */
export const offerItemAddResponseSchema = offerLineChangeSchema.extend({
  /** Name of the price group being added in the background (a notification follows); its lines come later. */
  queued_product_group: z.string().nullable(),
});

/**
 * A line of the paged lines of an offer: the line plus what is really available of its product
 * (stock minus reservations) in the caller's default warehouse (`lineStockShape`).
 */
export const offerLineRowSchema = offerItemSchema.extend(lineStockShape);
/** A line of the paged lines of an offer, with its available stock. */
export type OfferLineRow = z.infer<typeof offerLineRowSchema>;

/** A page of offer lines. */
export const offerItemsPageSchema = listResponse(offerLineRowSchema);

/** An entry of the offer history (the shape of every document's history). */
export const offerHistoryEntrySchema = documentHistoryEntrySchema;
/** Query of the offer history. */
export const offerHistoryQuerySchema = documentHistoryQuerySchema;

/** The approval threshold (server configuration). */
export const acceptantThresholdSchema = z.object({
  margin_threshold: z.number(),
  branch_manager_band: z.number(),
  regional_manager_band: z.number(),
});

const offerIdParam = z.object({ offerId: idParam });
const clientIdParam = z.object({ clientId: idParam });
const optionalVersion = z.object({ version: versionSchema.optional() }).strict().optional();

/** Offer and offer-item calls (SPEC §7, "Offers"). Lists come before `/api/offer/:id` on purpose. */
export const offerEndpoints = {
  acceptantThreshold: defineEndpoint({
    method: 'GET',
    path: '/api/offer/acceptant-threshold',
    summary: 'Próg akceptacji ofert (konfiguracja serwera).',
    auth: 'user',
    response: acceptantThresholdSchema,
  }),
  offerList: defineEndpoint({
    method: 'GET',
    path: '/api/table-offer-list',
    summary: 'Wszystkie oferty widoczne dla użytkownika.',
    auth: 'user',
    query: offerListQuerySchema,
    response: offerListResponseSchema,
  }),
  offerCirculationList: defineEndpoint({
    method: 'GET',
    path: '/api/table-circulation-offer-list',
    summary: 'Oferty w obiegu (akceptacja, poprawa, u klienta).',
    auth: 'user',
    query: offerListQuerySchema,
    response: offerListResponseSchema,
  }),
  offerDraftList: defineEndpoint({
    method: 'GET',
    path: '/api/table-draft-offer-list',
    summary: 'Szkice ofert użytkownika.',
    auth: 'user',
    query: offerListQuerySchema,
    response: offerListResponseSchema,
  }),
  offerToApproveList: defineEndpoint({
    method: 'GET',
    path: '/api/table-to-approve-list',
    summary: 'Oferty, które użytkownik może zaakceptować (także w zastępstwie).',
    auth: 'user',
    query: offerListQuerySchema,
    response: offerListResponseSchema,
  }),
  clientActiveOfferList: defineEndpoint({
    method: 'GET',
    path: '/api/client/:clientId/active-offer-list',
    summary: 'Aktywne oferty klienta.',
    auth: 'user',
    params: clientIdParam,
    query: offerListQuerySchema,
    response: offerListResponseSchema,
  }),
  offerCreate: defineEndpoint({
    method: 'POST',
    path: '/api/offer/create',
    summary: 'Tworzy szkic oferty dla klienta.',
    auth: 'user',
    idempotent: true,
    body: offerCreateBodySchema,
    status: 201,
    location: '/api/offer/:id',
    response: offerDetailSchema,
  }),
  offerCreateFromOrders: defineEndpoint({
    method: 'POST',
    path: '/api/offer/create-from-orders',
    summary: 'Tworzy szkic oferty z pozycji zamówień.',
    auth: 'user',
    idempotent: true,
    body: offerCreateFromOrdersBodySchema,
    status: 201,
    location: '/api/offer/:id',
    response: offerDetailSchema,
  }),
  offerById: defineEndpoint({
    method: 'GET',
    path: '/api/offer/:id',
    summary: 'Oferta z pozycjami.',
    auth: 'user',
    params: idParams,
    response: offerDetailSchema,
  }),
  offerCopy: defineEndpoint({
    method: 'POST',
    path: '/api/offer/:id/copy',
    summary: 'Kopia oferty: nowy numer, szkic, te same pozycje, aktualne ceny, bez akceptacji.',
    auth: 'user',
    idempotent: true,
    params: idParams,
    status: 201,
    location: '/api/offer/:id',
    response: offerDetailSchema,
  }),
  offerArchive: defineEndpoint({
    method: 'PUT',
    path: '/api/offer/:id/archive',
    summary: 'Archiwizuje ofertę.',
    auth: 'user',
    params: idParams,
    body: optionalVersion,
    response: offerDetailSchema,
  }),
  offerDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/offer/:id/delete',
    summary: 'Usuwa szkic oferty (inny status: 409).',
    auth: 'user',
    params: idParams,
    body: optionalVersion,
    response: okSchema,
  }),
  offerUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/offer/:id/update',
    summary: 'Zmienia nagłówek oferty: klient, odbiorca, ważność, komentarz, szablon, stopka.',
    auth: 'user',
    params: idParams,
    body: offerUpdateBodySchema,
    response: offerDetailSchema,
  }),
  offerUpdateDelivery: defineEndpoint({
    method: 'PUT',
    path: '/api/offer/:id/update-delivery',
    summary: 'Zmienia dane dostawy oferty.',
    auth: 'user',
    params: idParams,
    body: offerDeliveryBodySchema,
    response: offerDetailSchema,
  }),
  offerAction: defineEndpoint({
    method: 'PUT',
    path: '/api/offer/:id/action',
    summary: 'Zmienia status oferty akcją maszyny stanów.',
    auth: 'user',
    params: idParams,
    body: offerActionBodySchema,
    response: offerDetailSchema,
  }),
  offerAddComment: defineEndpoint({
    method: 'POST',
    path: '/api/offer/:id/add-comment',
    summary: 'Dodaje komentarz do oferty.',
    auth: 'user',
    idempotent: true,
    params: idParams,
    body: offerCommentBodySchema,
    response: offerDetailSchema,
  }),
  offerMassDiscount: defineEndpoint({
    method: 'POST',
    path: '/api/offer/:id/mass-discount',
    summary: 'Rabat procentowy na wszystkie lub wybrane pozycje.',
    auth: 'user',
    idempotent: true,
    params: idParams,
    body: massDiscountBodySchema,
    response: offerLineChangeSchema,
  }),
  offerSendPdf: defineEndpoint({
    method: 'POST',
    path: '/api/offer/:id/send-pdf',
    summary: 'Tworzy PDF oferty i umieszcza e-mail w skrzynce nadawczej.',
    auth: 'user',
    idempotent: true,
    params: idParams,
    body: sendPdfBodySchema,
    response: sendPdfResponseSchema,
  }),
  offerAddAttachment: defineEndpoint({
    method: 'POST',
    path: '/api/offer/:id/add-attachment',
    summary: 'Dodaje załącznik (base64, do 5 MB; PDF, PNG, JPG, XLSX, DOCX).',
    auth: 'user',
    idempotent: true,
    params: idParams,
    body: offerAttachmentBodySchema,
    response: offerDetailSchema,
  }),
  offerAttachmentDownload: defineEndpoint({
    method: 'GET',
    path: '/api/offer/:id/attachment/:attachmentId',
    summary:
      'Pobiera załącznik oferty (każdy, kto widzi ofertę): Content-Disposition: attachment z oczyszczoną nazwą, sprawdzony typ, nosniff.',
    auth: 'user',
    params: attachmentParams,
    answers: 'file',
    response: fileAnswerSchema,
  }),
  offerRemoveAttachment: defineEndpoint({
    method: 'DELETE',
    path: '/api/offer/:id/remove-attachment/:attachmentId',
    summary: 'Usuwa załącznik oferty.',
    auth: 'user',
    params: attachmentParams,
    body: versionBodySchema,
    response: offerDetailSchema,
  }),
  offerHistory: defineEndpoint({
    method: 'GET',
    path: '/api/offer/:id/history',
    summary: 'Historia zmian oferty (kto, kiedy, co).',
    auth: 'user',
    params: idParams,
    query: offerHistoryQuerySchema,
    response: listResponse(offerHistoryEntrySchema),
  }),
  offerAddedProducts: defineEndpoint({
    method: 'GET',
    path: '/api/offer/:offerId/added-products',
    summary: 'Pozycje oferty ze stronicowaniem.',
    auth: 'user',
    params: offerIdParam,
    query: addedProductsQuerySchema,
    response: offerItemsPageSchema,
  }),
  offerItemAdd: defineEndpoint({
    method: 'POST',
    path: '/api/offer-item/:id',
    summary: 'Dodaje produkt lub grupę cenową (w tle) do oferty :id.',
    auth: 'user',
    idempotent: true,
    params: idParams,
    body: offerItemAddBodySchema,
    response: offerItemAddResponseSchema,
  }),
  offerAddLines: defineEndpoint({
    method: 'POST',
    path: '/api/offer/:id/add-lines',
    summary:
      'Dodaje wiele pozycji naraz (wklejona lista): wszystkie albo żadna, w limicie pozycji dokumentu, jeden wpis w historii.',
    auth: 'user',
    idempotent: true,
    params: idParams,
    body: addLinesBodySchema,
    response: offerLineChangeSchema,
  }),
  offerItemUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/offer-item/:id',
    summary: 'Zmienia ilość, cenę lub rabat pozycji :id.',
    auth: 'user',
    idempotent: true,
    params: idParams,
    body: offerItemUpdateBodySchema,
    response: offerLineChangeSchema,
  }),
  offerItemRemove: defineEndpoint({
    method: 'DELETE',
    path: '/api/offer-item/:id',
    summary: 'Usuwa pozycję :id.',
    auth: 'user',
    idempotent: true,
    params: idParams,
    body: versionBodySchema,
    response: offerLineChangeSchema,
  }),
  offerItemsRemove: defineEndpoint({
    method: 'DELETE',
    path: '/api/offer-items/:id',
    summary: 'Usuwa wybrane pozycje oferty :id.',
    auth: 'user',
    idempotent: true,
    params: idParams,
    body: offerItemsRemoveBodySchema,
    response: offerLineChangeSchema,
  }),
  offerItemQuantity: defineEndpoint({
    method: 'PUT',
    path: '/api/offer-item-qty/:id',
    summary: 'Zmienia ilość pozycji :id.',
    auth: 'user',
    idempotent: true,
    params: idParams,
    body: offerItemQuantityBodySchema,
    response: offerLineChangeSchema,
  }),
};
