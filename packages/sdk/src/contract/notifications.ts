import { z } from 'zod';
import { idSchema, listQuery, listResponse } from './common';
import { defineEndpoint } from './endpoint';
import { queryBoolean } from './users';

/**
 * Notification types; `offer_add_product_group` carries group_name, number and offer_id (SPEC §3,
 * §8); `offer_add_product_group_failed` the same plus `reason` (the offer left edition before the
 * background job ran, so nothing was added).
 */
export const NOTIFICATION_TYPES = [
  'offer_add_product_group',
  'offer_add_product_group_failed',
  'offer_status_changed',
  'offer_to_approve',
  'order_confirmed',
  'import_failed',
] as const;
/** A notification type. */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A notification of the signed-in user (SPEC §3). */
export const notificationSchema = z.object({
  id: z.number().int().positive(),
  type: z.string(),
  metadata: z.array(z.object({ key: z.string(), value: z.string() })),
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
    ids: z
      .array(idSchema, { error: 'Lista identyfikatorów musi być tablicą.' })
      .min(1, { error: 'Podaj co najmniej jedno powiadomienie.' })
      .max(200, { error: 'Można oznaczyć najwyżej 200 powiadomień naraz.' }),
  })
  .strict();

/** Notification calls (SPEC §7); always the caller's own notifications. */
export const notificationEndpoints = {
  notificationList: defineEndpoint({
    method: 'GET',
    path: '/api/notification/list',
    summary: 'Powiadomienia zalogowanego użytkownika, najnowsze pierwsze; filtry read i type.',
    auth: 'user',
    query: listQuery(['created_at', 'type'], {
      read: queryBoolean.optional(),
      type: z.enum(NOTIFICATION_TYPES, { error: 'Nieznany typ powiadomienia.' }).optional(),
    }),
    response: listResponse(notificationSchema),
  }),
  notificationUnreadCounter: defineEndpoint({
    method: 'GET',
    path: '/api/notification/unread-counter',
    summary: 'Liczba nieprzeczytanych powiadomień.',
    auth: 'user',
    response: unreadCountSchema,
  }),
  notificationReadAll: defineEndpoint({
    method: 'PUT',
    path: '/api/notification/read-all',
    summary: 'Oznacza wszystkie powiadomienia jako przeczytane; zwraca liczbę nieprzeczytanych (0).',
    auth: 'user',
    response: unreadCountSchema,
  }),
  notificationReadList: defineEndpoint({
    method: 'PUT',
    path: '/api/notification/read-list',
    summary:
      'Oznacza wskazane powiadomienia jako przeczytane (wszystkie muszą należeć do użytkownika); zwraca liczbę nieprzeczytanych.',
    auth: 'user',
    body: readListBodySchema,
    response: unreadCountSchema,
  }),
} as const;
