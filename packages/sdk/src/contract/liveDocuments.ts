import { z } from 'zod';
import { offerStatusSchema, orderStatusSchema } from './documentSchemas';

/**
 * What happened to a document that the server pushes on the live socket: `created` (a new
 * offer or order, a copy), `status` (a status action, an approval, a confirmation, an expiry),
 * `content` (lines, prices, header, delivery, attachments), `comment`, `archived`, `deleted`.
 */
export const DOCUMENT_CHANGE_EVENTS = ['created', 'status', 'content', 'comment', 'archived', 'deleted'] as const;
/** One of {@link DOCUMENT_CHANGE_EVENTS}. */
export type DocumentChangeEvent = (typeof DOCUMENT_CHANGE_EVENTS)[number];

const changeFields = {
  id: z.number().int().positive(),
  number: z.string(),
  /** The version after the change (for `deleted`, the last one). */
  version: z.number().int().positive(),
  event: z.enum(DOCUMENT_CHANGE_EVENTS),
};

/**
 * Payload of a live `{ offer }` message: which offer changed and how, nothing more (no prices,
 * no client data). The receiver refetches what it shows; the status lets a list or an open page
 * tell at once that the offer moved on.
 */
export const liveOfferChangeSchema = z.object({ ...changeFields, status: offerStatusSchema }).strict();
/** Payload of a live `{ offer }` message. */
export type LiveOfferChange = z.infer<typeof liveOfferChangeSchema>;

/** Payload of a live `{ order }` message, like {@link liveOfferChangeSchema}. */
export const liveOrderChangeSchema = z.object({ ...changeFields, status: orderStatusSchema }).strict();
/** Payload of a live `{ order }` message. */
export type LiveOrderChange = z.infer<typeof liveOrderChangeSchema>;

/** A live socket message about a document: `{ offer }` or `{ order }` (SPEC §3, `wsData`). */
export const liveDocumentMessageSchema = z.union([
  z.object({ offer: liveOfferChangeSchema }).strict(),
  z.object({ order: liveOrderChangeSchema }).strict(),
]);
/** A live socket message about a document. */
export type LiveDocumentMessage = z.infer<typeof liveDocumentMessageSchema>;
