import { z } from 'zod';
import { pageAccess } from '../domain/access';
import { formatMessage } from '../messages/pl';
import { webhookContractMessages as m, webhookEventMessages, webhookMessages } from '../messages/webhooks';
import { idParam, isoDateTime, listResponse, okSchema, pageFields } from './common';
import { defineEndpoint } from './endpoint';
import { importFileRunSchema } from './imports';
import { offerDetailSchema } from './offers';
import { orderDetailSchema } from './orders';
import { typeError } from './validation';

/**
 * Webhooks (docs/webhooks.md): an administrator registers endpoints that receive the events they
 * chose, signed per the Standard Webhooks specification (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`), delivered at least once, in order per document, retried for a day.
 */

/**
 * The events an endpoint may subscribe to. `offer.accepted` is also an `offer.status_changed`
 * (an endpoint subscribed to both gets both); `order.confirmed` and `order.archived` are not an
 * `order.changed` as well.
 */
export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.changed',
  'order.confirmed',
  'order.archived',
  'order.deleted',
  'offer.created',
  'offer.changed',
  'offer.status_changed',
  'offer.accepted',
  'offer.archived',
  'offer.deleted',
  'import.finished',
] as const;
/** An event an endpoint may subscribe to. */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The type of the event "send a test event" delivers (to that endpoint only, whatever it subscribed to). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Every signing secret starts with this (the Standard Webhooks convention); base64 of 32 random bytes follows. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** At most this many endpoints are registered at once. */
export const WEBHOOK_MAX_ENDPOINTS = 50;

/** Why an endpoint is disabled: by an administrator, or by the server after a day of failed deliveries. */
export const WEBHOOK_DISABLED_REASONS = ['manual', 'failing'] as const;

/** Where one event's delivery to one endpoint is. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
/** Where a delivery is. */
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

const urlSchema = z
  .string({ error: typeError(webhookMessages.urlRequired) })
  .trim()
  .min(1, { error: webhookMessages.urlRequired })
  .max(2000, { error: webhookMessages.urlTooLong })
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: webhookMessages.urlInvalid });
      return;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname)
      ctx.addIssue({ code: 'custom', message: webhookMessages.urlInvalid });
    else if (url.username || url.password) ctx.addIssue({ code: 'custom', message: webhookMessages.urlCredentials });
    else if (url.hash || value.includes('#')) ctx.addIssue({ code: 'custom', message: webhookMessages.urlFragment });
  });

const eventsSchema = z
  .array(
    z.enum(WEBHOOK_EVENT_TYPES, {
      error: formatMessage(webhookMessages.eventUnknown, { events: WEBHOOK_EVENT_TYPES.join(', ') }),
    }),
    { error: typeError(webhookMessages.eventsRequired) },
  )
  .min(1, { error: webhookMessages.eventsRequired })
  .refine((events) => new Set(events).size === events.length, { error: webhookMessages.eventsDuplicated });

const descriptionSchema = z
  .string({ error: typeError(webhookMessages.descriptionTooLong) })
  .trim()
  .max(200, { error: webhookMessages.descriptionTooLong });

/** A registered endpoint as listed: never its secret, only the first characters to tell secrets apart. */
export const webhookEndpointSchema = z.object({
  id: z.number().int().positive(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** Why it is off (null while enabled). */
  disabled_reason: z.enum(WEBHOOK_DISABLED_REASONS).nullable(),
  /** `whsec_AbCd…`: enough to tell which secret a receiver holds. */
  secret_hint: z.string(),
  /** Since when every attempt failed (null: the last attempt went through, or none was made). */
  failing_since: isoDateTime.nullable(),
  /** Deliveries still to be made (waiting for their first attempt or for a retry). */
  pending: z.number().int().nonnegative(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
/** A registered endpoint. */
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** Body of `POST /api/webhooks`. */
export const webhookCreateBodySchema = z
  .object({ url: urlSchema, events: eventsSchema, description: descriptionSchema.optional() })
  .strict();
/** Body of `POST /api/webhooks`. */
export type WebhookCreateBody = z.infer<typeof webhookCreateBodySchema>;

/** Body of `PUT /api/webhooks/:id`: what changes (enabled false disables it, true enables it again). */
export const webhookUpdateBodySchema = z
  .object({
    url: urlSchema.optional(),
    events: eventsSchema.optional(),
    description: descriptionSchema.optional(),
    enabled: z.boolean({ error: typeError(m.enabled) }).optional(),
  })
  .strict();
/** Body of `PUT /api/webhooks/:id`. */
export type WebhookUpdateBody = z.infer<typeof webhookUpdateBodySchema>;

/** Answer of a create or a secret rotation: the secret, shown this once, and the endpoint. */
export const webhookSecretAnswerSchema = z.object({
  secret: z.string().startsWith(WEBHOOK_SECRET_PREFIX),
  webhook: webhookEndpointSchema,
});
/** Answer of a create or a secret rotation. */
export type WebhookSecretAnswer = z.infer<typeof webhookSecretAnswerSchema>;

/** Answer of "retry now": how many pending deliveries were made due, and the endpoint. */
export const webhookRetryAnswerSchema = z.object({
  /** Pending deliveries now due (each goes after the older ones of its document, as always). */
  queued: z.number().int().nonnegative(),
  webhook: webhookEndpointSchema,
});
/** Answer of `POST /api/webhooks/:id/retry`. */
export type WebhookRetryAnswer = z.infer<typeof webhookRetryAnswerSchema>;

/** One attempt to deliver an event: when, what the receiver answered (or why there was no answer). */
export const webhookAttemptSchema = z.object({
  attempted_at: isoDateTime,
  /** The HTTP status of the answer; null when none came (timeout, refused connection). */
  status_code: z.number().int().nullable(),
  ok: z.boolean(),
  /** The first 500 characters of the answer's body. */
  response_excerpt: z.string(),
  /** Why there was no 2xx answer beyond its status (timeout, redirect, connection error); null when it went through. */
  error: z.string().nullable(),
  duration_ms: z.number().int().nonnegative(),
  /** Sent again by hand ("redeliver"). */
  manual: z.boolean(),
});
/** One attempt. */
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

/** One event's delivery to one endpoint with its attempts (oldest first). */
export const webhookDeliverySchema = z.object({
  id: z.number().int().positive(),
  /** The `webhook-id` header: the same on every attempt and on a redelivery. */
  message_id: z.string(),
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** When the next attempt is due (null unless pending). */
  next_attempt_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  delivered_at: isoDateTime.nullable(),
  attempts: z.array(webhookAttemptSchema),
});
/** One delivery. */
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

const deliveryQuery = z
  .object({
    ...pageFields(100, 20),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES, { error: m.deliveryStatus }).optional(),
  })
  .strict();

const deliveryParams = z.object({ id: idParam, delivery_id: idParam });

const webhookIdParams = z.object({ id: idParam });

/** Webhook administration: administrators only (a personal token of scope `full` may call them too). */
export const webhookEndpoints = {
  webhookList: defineEndpoint({
    method: 'GET',
    path: '/api/webhooks',
    summary: m.summaries.webhookList,
    auth: 'user',
    access: pageAccess.webhooks,
    response: z.object({ items: z.array(webhookEndpointSchema) }),
  }),
  webhookCreate: defineEndpoint({
    method: 'POST',
    path: '/api/webhooks',
    summary: m.summaries.webhookCreate,
    auth: 'user',
    access: pageAccess.webhooks,
    status: 201,
    location: '/api/webhooks/:webhook.id',
    body: webhookCreateBodySchema,
    response: webhookSecretAnswerSchema,
  }),
  webhookGet: defineEndpoint({
    method: 'GET',
    path: '/api/webhooks/:id',
    summary: m.summaries.webhookGet,
    auth: 'user',
    access: pageAccess.webhooks,
    params: webhookIdParams,
    response: webhookEndpointSchema,
  }),
  webhookUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/webhooks/:id',
    summary: m.summaries.webhookUpdate,
    auth: 'user',
    access: pageAccess.webhooks,
    params: webhookIdParams,
    body: webhookUpdateBodySchema,
    response: webhookEndpointSchema,
  }),
  webhookDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/webhooks/:id',
    summary: m.summaries.webhookDelete,
    auth: 'user',
    access: pageAccess.webhooks,
    params: webhookIdParams,
    response: okSchema,
  }),
  webhookRotateSecret: defineEndpoint({
    method: 'POST',
    path: '/api/webhooks/:id/rotate-secret',
    summary: m.summaries.webhookRotateSecret,
    auth: 'user',
    access: pageAccess.webhooks,
    params: webhookIdParams,
    response: webhookSecretAnswerSchema,
  }),
  webhookTest: defineEndpoint({
    method: 'POST',
    path: '/api/webhooks/:id/test',
    summary: m.summaries.webhookTest,
    auth: 'user',
    access: pageAccess.webhooks,
    status: 202,
    params: webhookIdParams,
    response: webhookDeliverySchema,
  }),
  webhookDeliveries: defineEndpoint({
    method: 'GET',
    path: '/api/webhooks/:id/deliveries',
    summary: m.summaries.webhookDeliveries,
    auth: 'user',
    access: pageAccess.webhooks,
    params: webhookIdParams,
    query: deliveryQuery,
    response: listResponse(webhookDeliverySchema),
  }),
  webhookRedeliver: defineEndpoint({
    method: 'POST',
    path: '/api/webhooks/:id/deliveries/:delivery_id/redeliver',
    summary: m.summaries.webhookRedeliver,
    auth: 'user',
    access: pageAccess.webhooks,
    status: 202,
    params: deliveryParams,
    response: webhookDeliverySchema,
  }),
  webhookRetry: defineEndpoint({
    method: 'POST',
    path: '/api/webhooks/:id/retry',
    summary: m.summaries.webhookRetry,
    auth: 'user',
    access: pageAccess.webhooks,
    status: 202,
    params: webhookIdParams,
    response: webhookRetryAnswerSchema,
  }),
} as const;

/** The body of every delivery: `{ type, timestamp, data }`, `data` the document as the API answers it. */
export const webhookPayloadSchema = z.object({
  type: z.string(),
  /** When the change committed (ISO 8601). */
  timestamp: isoDateTime,
  data: z.record(z.string(), z.unknown()),
});
/** The body of a delivery. */
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/** `data` of the test event. */
export const webhookTestDataSchema = z.object({
  webhook_id: z.number().int().positive(),
  url: z.string(),
  message: z.string(),
});

/** Joins each event's Polish meaning to the schema of its `data`. */
function withMeanings(
  data: Readonly<Record<WebhookEventType | typeof WEBHOOK_TEST_EVENT, z.ZodType>>,
): Readonly<Record<WebhookEventType | typeof WEBHOOK_TEST_EVENT, { summary: string; data: z.ZodType }>> {
  const entries = Object.entries(data) as [WebhookEventType | typeof WEBHOOK_TEST_EVENT, z.ZodType][];
  return Object.fromEntries(
    entries.map(([event, schema]) => [event, { summary: webhookEventMessages[event], data: schema }]),
  ) as Record<WebhookEventType | typeof WEBHOOK_TEST_EVENT, { summary: string; data: z.ZodType }>;
}

// Built by a call marked pure so that bundles which never read it (the browser's api client)
// leave it, and the meanings it reads, out.
/**
 * The `webhooks` section of the OpenAPI document: what each event means and its `data` (the
 * document as `GET /api/order/:id`, `GET /api/offer/:id` or `GET /api/imports/runs/:id` answers
 * it; for an offer, as it answers the offer's owner).
 */
export const WEBHOOK_OPENAPI = /* @__PURE__ */ withMeanings({
  'order.created': orderDetailSchema,
  'order.changed': orderDetailSchema,
  'order.confirmed': orderDetailSchema,
  'order.archived': orderDetailSchema,
  'order.deleted': orderDetailSchema,
  'offer.created': offerDetailSchema,
  'offer.changed': offerDetailSchema,
  'offer.status_changed': offerDetailSchema,
  'offer.accepted': offerDetailSchema,
  'offer.archived': offerDetailSchema,
  'offer.deleted': offerDetailSchema,
  'import.finished': importFileRunSchema,
  'webhook.test': webhookTestDataSchema,
});
