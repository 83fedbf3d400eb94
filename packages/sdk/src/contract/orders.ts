import { z } from 'zod';
import { documentContractMessages } from '../messages/documentContract';
import { idSchema, isoDate, isoDateTime, listQuery, listResponse } from './common';
import { documentKindSchemas, lineUpdateBody } from './documentKindSchemas';
import {
  approvalLevelSchema,
  documentApprovalSchema,
  documentDetailShape,
  documentItemSchema,
  documentLineChangeSchema,
  documentLineRowSchema,
  documentSummarySchema,
  newLineSchema,
  orderStatusSchema,
  stockShortageSchema,
  versionSchema,
} from './documentSchemas';

const shared = documentKindSchemas('order');

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
  ...shared.listFilters,
  /**
   * `true`: only the orders waiting for the caller's confirmation ("Do potwierdzenia"): drafts,
   * not archived, not the caller's own, whose lines need an approval level their approval does not
   * cover and the caller may confirm at (own right or an active substitution, never for the absent
   * person's own order).
   */
  to_confirm: z.enum(['true'], { error: documentContractMessages.lists.toConfirm }).optional(),
});
/** Page of orders. */
export const orderListResponseSchema = listResponse(orderSummarySchema);

/** Body of `POST /api/order/create`: for a client, optionally from an offer (its lines are copied). */
export const orderCreateBodySchema = z
  .object({
    ...shared.createParties,
    offer_id: idSchema.optional(),
    realization_date: isoDate.optional(),
    comment: shared.createComment,
    items: shared.createItems,
  })
  .strict();

/** Body of `PUT /api/order/:id/update`. */
export const orderUpdateBodySchema = z
  .object({
    ...shared.updateParties,
    comment: shared.updateComment,
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
export const orderDeliveryBodySchema = shared.deliveryBody;

/** Body of `POST /api/order/:id/add-product`. */
export const orderAddProductBodySchema = newLineSchema.extend({ version: versionSchema }).strict();

/** Body of `PUT /api/order/:id/update-item`: quantity change and item update alike. */
export const orderUpdateItemBodySchema = lineUpdateBody({ item_id: idSchema });

/** Body of `DELETE /api/order/:id/remove-item`. */
export const orderRemoveItemBodySchema = z.object({ version: versionSchema, item_id: idSchema }).strict();
/** Body of `POST /api/order/:id/remove-items`. */
export const orderRemoveItemsBodySchema = shared.itemsRemoveBody;
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

/** A page of order lines, each with its available stock. */
export const orderItemsPageSchema = listResponse(documentLineRowSchema);
/** Query of the outbox listing. */
export const outboxListQuerySchema = listQuery(['created_at', 'number', 'customer_fullname', 'recipient'] as const, {
  kind: z.enum(SENT_DOCUMENT_KINDS, { error: documentContractMessages.lists.outboxKind }).optional(),
});
