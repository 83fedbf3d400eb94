import { z } from 'zod';
import { documentContractMessages as m } from '../messages/documentContract';
import { formatMessage } from '../messages/pl';
import { updatedSinceSchema } from './changes';
import { idParam, idSchema, isoDate } from './common';
import {
  deliverySchema,
  itemIdsSchema,
  lineChangeSchema,
  newLinesSchema,
  offerStatusSchema,
  orderStatusSchema,
  versionSchema,
} from './documentSchemas';

// What offers and orders share in their bodies and queries, built once per kind: the kind's
// own modules (offers.ts, orders.ts) spread these fields into their schemas in their own order,
// so a rule such as the comment's length or the list filters is written once.

/** The kinds of documents: offers and orders. */
export type DocumentKindName = 'offer' | 'order';

/** A trimmed text of at most `max` characters whose error names the field (`what`). */
export function boundedText(max: number, what: string) {
  return z
    .string()
    .trim()
    .max(max, { error: formatMessage(m.text.tooLong, { what, max }) });
}

/** The internal comment of a document (2000 characters). */
const commentText = boundedText(2000, m.text.comment);

const STATUS_SCHEMAS = { offer: offerStatusSchema, order: orderStatusSchema } as const;

/**
 * The schemas and fields one kind of document shares with the other. `kind` picks the status
 * enum of the list filters and the name of the lines' path param; every other rule is the same
 * for both kinds.
 */
export function documentKindSchemas<K extends DocumentKindName>(kind: K): KindSchemas<K> {
  // TypeScript cannot narrow the table's union to the K of the call: both entries are `build` of their key.
  return BUILT[kind] as unknown as KindSchemas<K>;
}

/** The shared schemas of one kind (what {@link documentKindSchemas} answers). */
export type KindSchemas<K extends DocumentKindName> = ReturnType<typeof build<K>>;

function build<K extends DocumentKindName>(kind: K) {
  return {
    /** Params of the kind's paged lines (`/api/<kind>/:<kind>Id/added-products`). */
    linesParams: z.object({ [`${kind}Id`]: idParam }) as z.ZodObject<{ [k in `${K}Id`]: typeof idParam }>,
    /** Filters of every list of the kind (SPEC §3): status, client, author, archive flag, dates. */
    listFilters: {
      status: STATUS_SCHEMAS[kind].optional() as z.ZodOptional<(typeof STATUS_SCHEMAS)[K]>,
      client_id: idParam.optional(),
      /** Documents prepared by this user (the lists show only what the caller may see anyway). */
      creator_id: idParam.optional(),
      archived: z.enum(['true', 'false'], { error: m.lists.archived }).optional(),
      created_from: isoDate.optional(),
      created_to: isoDate.optional(),
      /** Changed at or after this instant (ISO 8601): for pollers; the changes feed is exact. */
      updated_since: updatedSinceSchema.optional(),
    },
    /** The parties a create names: the client and optionally the receiver. */
    createParties: { client_id: idSchema, receiver_id: idSchema.optional() },
    /** The parties a header update may change (the receiver may be cleared), on a version. */
    updateParties: {
      version: versionSchema,
      client_id: idSchema.optional(),
      receiver_id: idSchema.nullable().optional(),
    },
    /** The comment of a create. */
    createComment: commentText.optional(),
    /** The comment of a header update (null clears it). */
    updateComment: commentText.nullable().optional(),
    /** The lines of a create. */
    createItems: newLinesSchema.optional(),
    /** Body of `update-delivery`. */
    deliveryBody: z.object({ version: versionSchema, delivery: deliverySchema }).strict(),
    /** Body of the calls that remove the selected lines. */
    itemsRemoveBody: z.object({ version: versionSchema, item_ids: itemIdsSchema }).strict(),
    /** Body of archive and delete: the version is optional, checked when given. */
    optionalVersionBody: z.object({ version: versionSchema.optional() }).strict().optional(),
  };
}

/**
 * Body of a line change of either kind: quantity, price or discount (at least one) on a version,
 * plus what the kind's call needs to name the line (`extra`: the order's `item_id`).
 */
export function lineUpdateBody<E extends z.ZodRawShape>(extra: E) {
  return lineChangeSchema
    .extend({ version: versionSchema, ...extra })
    .strict()
    .refine(
      (body) => {
        // The generic `extra` hides the line fields from the inferred output; they are there.
        const b = body as { quantity?: number; client_price?: number; discount_from_catalog?: number };
        return b.quantity !== undefined || b.client_price !== undefined || b.discount_from_catalog !== undefined;
      },
      { error: m.lines.changeNothing },
    );
}

// Built once a kind, so every module of a kind shares one instance of each schema.
const BUILT = { offer: build('offer'), order: build('order') };
