import { z } from 'zod';
import { dashboardContractMessages as m } from '../messages/dashboardContract';
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
      .array(z.enum(SHORTCUT_KEYS, { error: m.shortcuts.unknown }), { error: m.shortcuts.notList })
      .max(SHORTCUT_KEYS.length, { error: m.shortcuts.tooMany })
      .refine((items) => new Set(items).size === items.length, { error: m.shortcuts.repeated }),
  })
  .strict();
/** The pinned dashboard tiles. */
export type Shortcuts = z.infer<typeof shortcutsSchema>;

/** Shortcut calls (SPEC §7). */
export const shortcutEndpoints = {
  shortcutsGet: defineEndpoint({
    method: 'GET',
    path: '/api/shortcuts',
    summary: m.summaries.shortcutsGet,
    auth: 'user',
    response: shortcutsSchema,
  }),
  shortcutsSet: defineEndpoint({
    method: 'POST',
    path: '/api/shortcuts',
    summary: m.summaries.shortcutsSet,
    auth: 'user',
    body: shortcutsSchema,
    response: shortcutsSchema,
  }),
} as const;
