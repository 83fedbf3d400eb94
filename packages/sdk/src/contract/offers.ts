import { z } from 'zod';
import { OFFER_ACTIONS } from '../domain/offerStatus';
import { documentContractMessages } from '../messages/documentContract';
import { formatMessage, messages } from '../messages/pl';
import { idParam, idSchema, isoDate, isoDateTime, listQuery, listResponse } from './common';
import { documentKindSchemas, lineUpdateBody, boundedText as text } from './documentKindSchemas';
import {
  approvalLevelSchema,
  documentApprovalSchema,
  documentDetailShape,
  documentHistoryEntrySchema,
  documentHistoryQuerySchema,
  documentLineChangeSchema,
  documentSummarySchema,
  lineStockShape,
  newLineSchema,
  offerItemSchema,
  offerStatusSchema,
  personSchema,
  quantitySchema,
  versionSchema,
} from './documentSchemas';

const shared = documentKindSchemas('offer');
const m = documentContractMessages.offer;

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

/** Query of the offer lists. */
export const offerListQuerySchema = listQuery(OFFER_SORT, shared.listFilters);
/** Page of offers. */
export const offerListResponseSchema = listResponse(offerSummarySchema);

/** Body of `POST /api/offer/create`. */
export const offerCreateBodySchema = z
  .object({
    ...shared.createParties,
    valid_until: isoDate.optional(),
    comment: shared.createComment,
    template: text(100, documentContractMessages.text.template).optional(),
    items: shared.createItems,
  })
  .strict();

/** Body of `POST /api/offer/create-from-orders`: the orders whose lines make the new offer. */
export const offerCreateFromOrdersBodySchema = z
  .object({
    order_ids: z
      .array(idSchema)
      .min(1, { error: m.orderIdsEmpty })
      .max(50, { error: formatMessage(m.orderIdsTooMany, { max: 50 }) }),
    valid_until: isoDate.optional(),
  })
  .strict();

/** Body of `PUT /api/offer/:id/update`: header fields; lines change through the offer-item calls. */
export const offerUpdateBodySchema = z
  .object({
    ...shared.updateParties,
    valid_until: isoDate.nullable().optional(),
    comment: shared.updateComment,
    template: text(100, documentContractMessages.text.template).nullable().optional(),
    footer: z
      .array(text(500, documentContractMessages.text.term))
      .max(10, { error: formatMessage(m.footerTooLong, { max: 10 }) })
      .nullable()
      .optional(),
  })
  .strict();

/** Body of `PUT /api/offer/:id/update-delivery`. */
export const offerDeliveryBodySchema = shared.deliveryBody;

/** Body of `PUT /api/offer/:id/action`. */
export const offerActionBodySchema = z
  .object({
    version: versionSchema,
    action: z.enum(OFFER_ACTIONS, { error: formatMessage(m.unknownAction, { actions: OFFER_ACTIONS.join(', ') }) }),
    comment: shared.createComment,
  })
  .strict();

/** Body of `POST /api/offer/:id/add-comment` (version optional: comments never conflict). */
export const offerCommentBodySchema = z
  .object({
    version: versionSchema.optional(),
    text: z
      .string()
      .trim()
      .min(1, { error: m.commentEmpty })
      .max(2000, { error: formatMessage(m.commentTooLong, { max: 2000 }) }),
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
    name: z.string().trim().min(1, { error: m.attachmentName }).max(200, { error: m.attachmentNameTooLong }),
    content_type: z.enum(Object.keys(ATTACHMENT_TYPES) as [keyof typeof ATTACHMENT_TYPES], {
      error: m.attachmentType,
    }),
    // base64 of 5 MB is ~6.7 M characters.
    content_base64: z
      .string()
      .min(1, { error: m.attachmentEmpty })
      .max(Math.ceil((MAX_ATTACHMENT_BYTES * 4) / 3) + 4, { error: m.attachmentTooLarge })
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: m.attachmentNotBase64 }),
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
      .min(1, { error: m.productGroup })
      .max(100, { error: m.productGroupTooLong })
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
          message: m.productOrGroup,
        });
      }
      return;
    }
    if (b.product_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['product_id'], message: messages.validation.required });
    if (b.quantity === undefined)
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: messages.validation.required });
  });

/** Body of `PUT /api/offer-item/:id` (id of the line). */
export const offerItemUpdateBodySchema = lineUpdateBody({});

/** Body of `PUT /api/offer-item-qty/:id` (id of the line). */
export const offerItemQuantityBodySchema = z.object({ version: versionSchema, quantity: quantitySchema }).strict();

/** Body of `DELETE /api/offer-items/:id` (id of the offer). */
export const offerItemsRemoveBodySchema = shared.itemsRemoveBody;

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
