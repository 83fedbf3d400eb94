import { z } from 'zod';
import { notificationContractMessages as m } from '../messages/notifications';
import { idSchema, listQuery, listResponse } from './common';
import { defineEndpoint } from './endpoint';
import { queryBoolean } from './users';

/**
 * Notification types. Each carries its facts as metadata key/value pairs (SPEC §3); the keys of
 * each type are in {@link NOTIFICATION_METADATA}, the Polish texts in `notificationMessages` and
 * `notificationContent` (sdk) builds the title, the sentence and the document link from them.
 * Every type about a document carries `number` and the document's id (`offer_id` or
 * `order_id`): that is the link.
 */
export const NOTIFICATION_TYPES = [
  'offer_add_product_group',
  'offer_add_product_group_failed',
  'offer_status_changed',
  'offer_to_approve',
  'offer_approved',
  'offer_sent_back',
  'offer_rejected',
  'order_to_confirm',
  'order_confirmed',
  'import_failed',
  'import_finished',
  'webhook_disabled',
] as const;
/** A notification type. */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * The metadata keys of each type, in the order the server stores them. `actor` and `author` are
 * full names; `level` an approval level (`approvalLevelSchema`); `status` an offer status;
 * `comment` the reason an offer was sent back.
 *
 * - `offer_add_product_group` (SPEC §8): the background job added a price group.
 * - `offer_add_product_group_failed`: the job added nothing (the offer left edition), `reason`.
 * - `offer_to_approve`: an offer was sent to approval; to every user who may approve it (never
 *   its author, never a deputy for the author's own offer).
 * - `offer_approved`, `offer_sent_back`: an approver decided; to the author.
 * - `offer_rejected`, `offer_status_changed`: someone else (an administrator acting as owner)
 *   moved the author's offer; to the author.
 * - `order_to_confirm`: the author tried to confirm an order whose lines need an approval level
 *   they lack; to every user who may confirm it at that level.
 * - `order_confirmed`: someone else (an approver) confirmed the order; to its author.
 * - `import_failed`: a scheduled import job's run of a file ended refused or failed; to every
 *   active administrator. `cron_job_code` is the job (its kind); `file_name`, `run_id` (the file
 *   run, `GET /api/imports/runs/:id`) and `message` (why) tell which file and what went wrong.
 * - `import_finished`: any other file import run ended (`status`: done, refused or failed; a
 *   dry run too); to the user who started it, or to every active administrator for a run of a
 *   scheduled job. `kind` is the import kind, `message` the run's one-sentence outcome. The
 *   link of both import types is the imports page.
 * - `webhook_disabled`: a webhook endpoint was switched off after a day of failed deliveries; to
 *   every active administrator. `webhook_id`, `url`, `description`; the link is the webhooks page.
 */
export const NOTIFICATION_METADATA = {
  offer_add_product_group: ['group_name', 'number', 'offer_id'],
  offer_add_product_group_failed: ['group_name', 'number', 'offer_id', 'reason'],
  offer_status_changed: ['number', 'offer_id', 'status', 'actor'],
  offer_to_approve: ['number', 'offer_id', 'level', 'author'],
  offer_approved: ['number', 'offer_id', 'actor'],
  offer_sent_back: ['number', 'offer_id', 'actor', 'comment'],
  offer_rejected: ['number', 'offer_id', 'actor'],
  order_to_confirm: ['number', 'order_id', 'level', 'author'],
  order_confirmed: ['number', 'order_id', 'actor'],
  import_failed: ['cron_job_code', 'file_name', 'run_id', 'message'],
  import_finished: ['kind', 'file_name', 'run_id', 'status', 'message'],
  webhook_disabled: ['webhook_id', 'url', 'description'],
} as const satisfies Record<NotificationType, readonly string[]>;

/** One key/value pair of a notification's metadata. */
export const notificationMetadataEntrySchema = z.object({ key: z.string(), value: z.string() });

/**
 * The payload of a live `{ notification }` socket message about a new notification: the
 * caller's unread count after it was stored, its id (to mark it read), type and metadata. The
 * sdk's `LiveNotification` store type reads it (a bare `{ count }` updates only the count).
 */
export const liveNotificationSchema = z.object({
  count: z.number().int().nonnegative(),
  id: z.number().int().positive(),
  type: z.string(),
  metadata: z.array(notificationMetadataEntrySchema),
});

/** A notification of the signed-in user (SPEC §3). */
export const notificationSchema = z.object({
  id: z.number().int().positive(),
  type: z.string(),
  metadata: z.array(notificationMetadataEntrySchema),
  read: z.boolean(),
  created_at: z.string(),
});
/** A notification. */
export type Notification = z.infer<typeof notificationSchema>;

/** `{ count }`: the caller's unread notifications. */
export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });

/** Body of `PUT /api/notification/read-list`. */
export const readListBodySchema = z
  .object({
    ids: z.array(idSchema, { error: m.ids.notList }).min(1, { error: m.ids.empty }).max(200, { error: m.ids.tooMany }),
  })
  .strict();

/** Notification calls (SPEC §7); always the caller's own notifications. */
export const notificationEndpoints = {
  notificationList: defineEndpoint({
    method: 'GET',
    path: '/api/notification/list',
    summary: m.summaries.notificationList,
    auth: 'user',
    query: listQuery(['created_at', 'type'], {
      read: queryBoolean.optional(),
      type: z.enum(NOTIFICATION_TYPES, { error: m.type }).optional(),
    }),
    response: listResponse(notificationSchema),
  }),
  notificationUnreadCounter: defineEndpoint({
    method: 'GET',
    path: '/api/notification/unread-counter',
    summary: m.summaries.notificationUnreadCounter,
    auth: 'user',
    response: unreadCountSchema,
  }),
  notificationReadAll: defineEndpoint({
    method: 'PUT',
    path: '/api/notification/read-all',
    summary: m.summaries.notificationReadAll,
    auth: 'user',
    response: unreadCountSchema,
  }),
  notificationReadList: defineEndpoint({
    method: 'PUT',
    path: '/api/notification/read-list',
    summary: m.summaries.notificationReadList,
    auth: 'user',
    body: readListBodySchema,
    response: unreadCountSchema,
  }),
} as const;
