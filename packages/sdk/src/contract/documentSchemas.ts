import { z } from 'zod';
import { APPROVAL_LEVELS } from '../domain/approval';
import { OFFER_STATUSES } from '../domain/offerStatus';
import { MAX_QUANTITY } from '../domain/units';
import { documentContractMessages as m } from '../messages/documentContract';
import { offerMessages } from '../messages/offers';
import { formatMessage } from '../messages/pl';
import { idSchema, isoDate, isoDateTime, listQuery, searchTextSchema } from './common';
import { IDEMPOTENCY_KEY_MESSAGE, IDEMPOTENCY_KEY_PATTERN } from './idempotency';

// Schemas shared by offers and orders: lines, delivery, version, money and quantity inputs.

/** A money amount in grosze (non-negative integer). */
export const groszeSchema = z
  .number({ error: m.money.notInteger })
  .int({ error: m.money.notInteger })
  .min(0, { error: offerMessages.price.negative })
  .max(100_000_000_000, { error: m.money.tooLarge });

/** A percent with at most 2 decimals, 0–100 (discounts). */
export const percentSchema = z
  .number({ error: m.percent.notNumber })
  .min(0, { error: m.percent.negative })
  .max(100, { error: m.percent.overHundred })
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: m.percent.decimals });

/**
 * A quantity: positive, at most 3 decimals. Whether it must be whole depends on the unit of the
 * product, which only the server knows for sure; it checks with `quantityProblem()`.
 */
export const quantitySchema = z
  .number({ error: m.quantity.notNumber })
  .positive({ error: offerMessages.quantity.positive })
  .max(MAX_QUANTITY, { error: offerMessages.quantity.tooLarge })
  .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, { error: offerMessages.quantity.decimals });

/** The version a write is based on (optimistic concurrency; a stale one gets 409). */
export const versionSchema = z
  .number({ error: m.version.missing })
  .int({ error: m.version.notInteger })
  .min(1, { error: m.version.notPositive });

/** `{ version }`, the body of writes that carry nothing else. */
export const versionBodySchema = z.object({ version: versionSchema }).strict();

/**
 * The most lines one offer or order may hold, however they get there (creation, copy, an order
 * from an offer, an offer from orders, a single add, a price group added in the background).
 * The server refuses (400, or the price-group job's failure notification) anything that would
 * go past it; docs/offers.md, "Line limit".
 */
export const MAX_DOCUMENT_LINES = 2000;

/** A list of item ids (1 to {@link MAX_DOCUMENT_LINES}, no duplicates). */
export const itemIdsSchema = z
  .array(idSchema, { error: m.itemIds.notList })
  .min(1, { error: m.itemIds.empty })
  .max(MAX_DOCUMENT_LINES, { error: formatMessage(m.itemIds.tooMany, { max: MAX_DOCUMENT_LINES }) })
  .refine((ids) => new Set(ids).size === ids.length, { error: m.itemIds.repeated });

/** A line of an offer or order (SPEC §3 column keys, plus the summary and approval keys). */
export const documentItemSchema = z.object({
  id: z.number().int().positive(),
  ordinal_no: z.number().int().positive(),
  product_id: z.number().int().positive(),
  photo: z.string().nullable(),
  name: z.string(),
  short_name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  catalog_price: z.number().int(),
  /**
   * Percent, 2 decimals: the discount typed for the line, exactly, or, when a price was typed,
   * the one derived from it (domain/money.ts).
   */
  discount_from_catalog: z.number(),
  /** Net unit price the client pays, grosze: the price all totals use. */
  client_price: z.number().int(),
  recommended_price: z.number().int(),
  minimal_price: z.number().int(),
  /** Margin percent the line would have at its minimal price. */
  margin_minimal: z.number(),
  /** The margin threshold (percent) the offer is measured against. */
  margin_threshold: z.number(),
  buy_price: z.number().int(),
  /** Buy price when the line was first added (before any later price update of the product). */
  buy_price_orig: z.number().int(),
  market_price: z.number().int(),
  collective_packaging: z.number().nullable(),
  producer: z.string(),
  tax_rate: z.number().int(),
  total_row_excl_tax: z.number().int(),
  total_row_incl_tax: z.number().int(),
  margin_amount: z.number().int(),
  /** Line margin percent, 2 decimals. */
  margin: z.number(),
  /** The client price is below the minimal price: the offer needs approval. */
  below_minimal: z.boolean(),
});
/** A line of an offer or order. */
export type DocumentItem = z.infer<typeof documentItemSchema>;

/** An offer line: an order line plus `offer_price` (SPEC §3; equal to `client_price`). */
export const offerItemSchema = documentItemSchema.extend({ offer_price: z.number().int() });
/** An offer line. */
export type OfferItem = z.infer<typeof offerItemSchema>;

/** Delivery methods. */
export const DELIVERY_METHODS = ['courier', 'own_transport', 'pickup'] as const;

/** Delivery data of an offer or order. */
export const deliverySchema = z
  .object({
    method: z.enum(DELIVERY_METHODS, { error: m.delivery.method }),
    address: z.string().trim().max(300, { error: m.delivery.address }).default(''),
    postal_code: z
      .string()
      .trim()
      .regex(/^(\d{2}-\d{3})?$/, { error: m.delivery.postalCode })
      .default(''),
    city: z.string().trim().max(100, { error: m.delivery.city }).default(''),
    contact_person: z.string().trim().max(200, { error: m.delivery.contactPerson }).default(''),
    contact_phone: z.string().trim().max(40, { error: m.delivery.contactPhone }).default(''),
    date: isoDate.nullable().default(null),
    notes: z.string().trim().max(1000, { error: m.delivery.notes }).default(''),
  })
  .strict();
/** Delivery data. */
export type Delivery = z.infer<typeof deliverySchema>;

/** A line given when creating a document: a product, a quantity and optionally its price or discount. */
export const newLineSchema = z
  .object({
    product_id: idSchema,
    quantity: quantitySchema,
    /** Net unit price, grosze; defaults to the product's recommended price. */
    client_price: groszeSchema.optional(),
    /** Discount from the catalogue price; used when `client_price` is absent. */
    discount_from_catalog: percentSchema.optional(),
  })
  .strict();

/**
 * Body of the batch add (`POST /api/offer/:id/add-lines`, `POST /api/order/:id/add-lines`): the
 * lines of a pasted list, appended in the given order in one write (all or none), within the
 * document's line limit.
 */
export const addLinesBodySchema = z
  .object({
    version: versionSchema,
    lines: z
      .array(newLineSchema, { error: m.lines.notList })
      .min(1, { error: m.lines.empty })
      .max(MAX_DOCUMENT_LINES, { error: formatMessage(m.lines.tooManyAtOnce, { max: MAX_DOCUMENT_LINES }) }),
  })
  .strict();
/** Body of the batch add of lines. */
export type AddLinesBody = z.infer<typeof addLinesBodySchema>;

/** A line change: quantity, price or discount (at least one). */
export const lineChangeSchema = z
  .object({
    quantity: quantitySchema.optional(),
    client_price: groszeSchema.optional(),
    discount_from_catalog: percentSchema.optional(),
  })
  .strict();

/** Mass discount: percent over all lines or the selected ones. */
export const massDiscountBodySchema = z
  .object({ version: versionSchema, percent: percentSchema, item_ids: itemIdsSchema.optional() })
  .strict();

/** Paging of the lines of a document (`added-products`). */
export const addedProductsQuerySchema = z
  .object({
    page: z.coerce
      .number({ error: m.linesPage.pageNotNumber })
      .int()
      .min(1, { error: m.linesPage.pageNotPositive })
      .default(1),
    limit: z.coerce
      .number({ error: m.linesPage.limitNotNumber })
      .int()
      .min(1)
      .max(200, { error: formatMessage(m.linesPage.limitTooLarge, { max: 200 }) })
      .default(50),
    search: searchTextSchema.optional(),
  })
  .strict();

/** Who did something: id and full name. */
export const personSchema = z.object({ id: z.number().int(), fullname: z.string() });

/** Offer status enum schema. */
export const offerStatusSchema = z.enum(OFFER_STATUSES);
/** Approval level enum schema. */
export const approvalLevelSchema = z.enum(APPROVAL_LEVELS);
/** Order statuses: not confirmed yet, or confirmed (read-only). */
export const ORDER_STATUSES = ['draft', 'confirmed'] as const;
/** Order status enum schema. */
export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** Answer of `send-pdf`: the outbox entry holding the e-mail. */
export const sendPdfResponseSchema = z.object({ ok: z.literal(true), outbox_id: z.number().int().positive() });
/** Body of `send-pdf`. */
export const sendPdfBodySchema = z
  .object({
    recipient: z.email({ error: m.sendPdf.recipient }),
    message: z.string().trim().max(2000, { error: m.sendPdf.message }).optional(),
    /** Print the document's internal comment under "Uwagi"; off unless the user includes it. */
    include_comment: z.boolean({ error: m.sendPdf.includeComment }).optional(),
  })
  .strict();

/** An approval of a document's lines: its level, who gave it (and for whom, as a deputy), when. */
export const documentApprovalSchema = z.object({
  level: approvalLevelSchema,
  approved_by: personSchema,
  /** Set when a deputy approved on behalf of the absent user. */
  on_behalf_of: personSchema.nullable(),
  approved_at: isoDateTime,
});

/** Timestamps as the API sends them. */
export const timestampSchema = isoDateTime;

/** The lines of a create call (at most {@link MAX_DOCUMENT_LINES}). */
export const newLinesSchema = z
  .array(newLineSchema)
  .max(MAX_DOCUMENT_LINES, { error: formatMessage(m.lines.tooMany, { max: MAX_DOCUMENT_LINES }) });

/**
 * The row every document list shows, whatever the kind (SPEC §3 keys verbatim, then ids and
 * flags). `offerSummarySchema` and `orderSummarySchema` extend it with their own columns.
 */
export const documentSummarySchema = z.object({
  id: z.number().int().positive(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  number: z.string(),
  customer_fullname: z.string(),
  receiver_fullname: z.string(),
  grand_total_excl_tax: z.number().int(),
  grand_total_incl_tax: z.number().int(),
  /** Percent, 2 decimals. */
  margin: z.number(),
  creator_fullname: z.string(),
  client_id: z.number().int(),
  receiver_id: z.number().int().nullable(),
  archived: z.boolean(),
  version: z.number().int().positive(),
});
/** The row every document list shows. */
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

/**
 * What the detail of every document adds to its row: the tax and margin amounts, the delivery
 * data and the author's id. Spread into `offerDetailSchema` and `orderDetailSchema`.
 */
export const documentDetailShape = {
  grand_total_tax: z.number().int(),
  margin_amount: z.number().int(),
  delivery: deliverySchema.nullable(),
  creator_id: z.number().int(),
};

/** The header every document detail has (its row plus {@link documentDetailShape}). */
export const documentDetailSchema = documentSummarySchema.extend(documentDetailShape);
/** The header every document detail has. */
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

/**
 * What the paged lines of a document add to each line: what is really available of its product
 * (stock minus reservations) in `stock_warehouse`, so the editor can mark a line asking for more
 * than is free.
 */
export const lineStockShape = {
  /** Available stock in `stock_warehouse`; null when there is no warehouse to read it from. */
  available_stock: z.number().nullable(),
  /** Code of the warehouse the stock is for (an order's own, else the caller's default), or null. */
  stock_warehouse: z.string().nullable(),
};

/** A line of the paged lines of an order: the line plus its available stock. */
export const documentLineRowSchema = documentItemSchema.extend(lineStockShape);
/** A line of the paged lines of an order, with its available stock. */
export type DocumentLineRow = z.infer<typeof documentLineRowSchema>;

/**
 * What every line write answers (add, change, quantity, remove one or many, mass discount), for
 * both kinds: what changed, not the whole document. `items` are the lines added or changed (whole
 * lines, as in the document's `items`), `removed_item_ids` the lines removed; the lines left keep
 * their order and are numbered 1..n again after a removal (`ordinal_no`), which the client
 * repeats. Each kind extends it with its header after the change under its own key (`offer`,
 * `order`) and its own line (`offerLineChangeSchema`, `orderLineChangeSchema`); the sdk's
 * `applyDocumentLineChange` turns the document read before into the document after.
 */
export const documentLineChangeSchema = z.object({
  items: z.array(documentItemSchema),
  removed_item_ids: z.array(z.number().int().positive()),
});
/** What every line write answers: the added or changed lines and the removed line ids. */
export type DocumentLineChange = z.infer<typeof documentLineChangeSchema>;

/** An entry of a document's history (offers and orders alike). */
export const documentHistoryEntrySchema = z.object({
  id: z.number().int(),
  created_at: isoDateTime,
  user: personSchema,
  /** The absent user a deputy acted for. */
  on_behalf_of: personSchema.nullable(),
  event: z.string(),
  description: z.string(),
});
/** An entry of a document's history. */
export type DocumentHistoryEntry = z.infer<typeof documentHistoryEntrySchema>;

/** Query of a document's history. */
export const documentHistoryQuerySchema = listQuery(['created_at'] as const, {});

/**
 * An idempotency key: 1–64 characters of `A-Z a-z 0-9 -` (a UUID from `crypto.randomUUID()`
 * fits), sent in the `Idempotency-Key` header (`IDEMPOTENCY_KEY_HEADER`) of a line write. On the
 * wire it is the draft's structured-field string, `"…"` in double quotes; the server also takes
 * it without them (`parseIdempotencyKey`).
 */
export const idempotencyKeySchema = z.string().regex(IDEMPOTENCY_KEY_PATTERN, { error: IDEMPOTENCY_KEY_MESSAGE });

/** A product a confirmation reserved more of than was available in the order's warehouse. */
export const stockShortageSchema = z.object({
  product_id: z.number().int().positive(),
  name: z.string(),
  unit: z.string(),
  /** Quantity the order reserves. */
  quantity: z.number(),
  /** What was available in the warehouse just before (0 when nothing was). */
  available_before: z.number(),
  warehouse_code: z.string(),
});
/** A product a confirmation reserved more of than was available. */
export type StockShortage = z.infer<typeof stockShortageSchema>;
