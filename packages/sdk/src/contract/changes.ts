import { z } from 'zod';
import { formatMessage } from '../messages/pl';
import { webhookContractMessages, webhookMessages } from '../messages/webhooks';
import { isoDateTime } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The changes feed (docs/webhooks.md, "Changes feed"): every committed change of an offer, an
 * order, a client or an invoice, in commit order, numbered by a cursor. A system that polls asks
 * for what came after the last cursor it saw and misses nothing, reads nothing twice.
 */

/** What the feed lists changes of. */
export const CHANGE_ENTITY_TYPES = ['offer', 'order', 'client', 'invoice'] as const;
/** What changed: a new one, a change, or gone. */
export const CHANGE_KINDS = ['created', 'changed', 'deleted'] as const;

/** The most changes one call answers. */
export const CHANGES_MAX_LIMIT = 1000;

/**
 * `updated_since` of the offer, order, client and invoice lists: rows changed at or after this
 * instant (ISO 8601 with an offset), for a poller that goes by time; the changes feed is the exact way.
 */
export const updatedSinceSchema = z.iso.datetime({ offset: true, error: webhookMessages.updatedSinceInvalid });

/** One committed change. */
export const changeSchema = z.object({
  /** Its place in commit order: ask `after=<cursor>` for what followed it. */
  cursor: z.number().int().positive(),
  type: z.enum(CHANGE_ENTITY_TYPES),
  id: z.number().int().positive(),
  /** The document's number (a client's ERP id); null when it has none. */
  number: z.string().nullable(),
  /** The document's version after the change (null for clients and invoices, which have none). */
  version: z.number().int().nullable(),
  change: z.enum(CHANGE_KINDS),
  /** The webhook event it is (`order.confirmed`, …; `client.changed` for reference data). */
  event: z.string(),
  /** When it committed. */
  changed_at: isoDateTime,
});
/** One committed change. */
export type Change = z.infer<typeof changeSchema>;

/** Answer of `GET /api/changes`. */
export const changesPageSchema = z.object({
  items: z.array(changeSchema),
  /** Pass it as `after` next time (also when `items` is empty: it moves past what the caller may not see). */
  next_cursor: z.number().int().nonnegative(),
  /** More changes follow now: ask again at once. */
  has_more: z.boolean(),
});
/** Answer of `GET /api/changes`. */
export type ChangesPage = z.infer<typeof changesPageSchema>;

const limitError = formatMessage(webhookMessages.limitInvalid, { max: String(CHANGES_MAX_LIMIT) });

/** Changes-feed calls. */
export const changeEndpoints = {
  changeList: defineEndpoint({
    method: 'GET',
    path: '/api/changes',
    summary: webhookContractMessages.summaries.changeList,
    auth: 'user',
    query: z
      .object({
        after: z.coerce
          .number({ error: webhookMessages.cursorInvalid })
          .int({ error: webhookMessages.cursorInvalid })
          .min(0, { error: webhookMessages.cursorInvalid })
          .default(0),
        limit: z.coerce
          .number({ error: limitError })
          .int({ error: limitError })
          .min(1, { error: limitError })
          .max(CHANGES_MAX_LIMIT, { error: limitError })
          .default(100),
      })
      .strict(),
    response: changesPageSchema,
  }),
} as const;
