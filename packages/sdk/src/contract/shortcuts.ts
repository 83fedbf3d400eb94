import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * Dashboard tiles a user can pin: the six of SPEC §2 plus the other dashboard pages. Each key
 * maps to a route in the app; `investments` opens the brand's external application.
 */
export const SHORTCUT_KEYS = [
  'orders',
  'clients',
  'create-order',
  'prepare-offer',
  'offers',
  'investments',
  'stock',
  'invoices',
  'settlements',
  'documents',
  'notifications',
  'users',
  'imports',
  'substitutions',
  'settings',
] as const;
/** A dashboard tile key. */
export type ShortcutKey = (typeof SHORTCUT_KEYS)[number];

/** Tiles shown until the user pins their own (SPEC §2). */
export const DEFAULT_SHORTCUTS: readonly ShortcutKey[] = [
  'orders',
  'clients',
  'create-order',
  'prepare-offer',
  'offers',
  'investments',
];

/** `{ items }`: the pinned tiles in display order. */
export const shortcutsSchema = z
  .object({
    items: z
      .array(z.enum(SHORTCUT_KEYS, { error: 'Nieznany skrót.' }), { error: 'Lista skrótów musi być tablicą.' })
      .max(SHORTCUT_KEYS.length, { error: 'Za dużo skrótów.' })
      .refine((items) => new Set(items).size === items.length, { error: 'Skróty nie mogą się powtarzać.' }),
  })
  .strict();
/** The pinned dashboard tiles. */
export type Shortcuts = z.infer<typeof shortcutsSchema>;

/** Shortcut calls (SPEC §7). */
export const shortcutEndpoints = {
  shortcutsGet: defineEndpoint({
    method: 'GET',
    path: '/api/shortcuts',
    summary: 'Kafelki pulpitu przypięte przez użytkownika (domyślne, gdy nie zapisał własnych).',
    auth: 'user',
    response: shortcutsSchema,
  }),
  shortcutsSet: defineEndpoint({
    method: 'POST',
    path: '/api/shortcuts',
    summary: 'Zapisuje kafelki pulpitu (znane klucze, bez powtórzeń, w kolejności wyświetlania).',
    auth: 'user',
    body: shortcutsSchema,
    response: shortcutsSchema,
  }),
} as const;
