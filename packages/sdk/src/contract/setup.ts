import { z } from 'zod';
import { ADMIN_ROLE } from '../domain/access';
import { importContractMessages } from '../messages/imports';
import { defineEndpoint } from './endpoint';

/**
 * How much of each kind of data the system holds, in the order an empty installation imports it
 * (docs/operations.md, "An empty start"): the dashboard's "Pierwsze kroki" card marks a step done
 * once its count is above zero.
 */
export const setupStatusSchema = z.object({
  companies: z.number().int().nonnegative(),
  warehouses: z.number().int().nonnegative(),
  products: z.number().int().nonnegative(),
  /** Products with a catalogue price above zero (the prices import). */
  priced_products: z.number().int().nonnegative(),
  /** Stock rows (product × warehouse). */
  stock: z.number().int().nonnegative(),
  /** Accounts other than administrators: the staff imported or added after the first start. */
  staff: z.number().int().nonnegative(),
  clients: z.number().int().nonnegative(),
  contacts: z.number().int().nonnegative(),
  invoices: z.number().int().nonnegative(),
  /** Payments booked against invoices. */
  payments: z.number().int().nonnegative(),
});
/** Counts of each kind of data, for the first steps of an empty installation. */
export type SetupStatus = z.infer<typeof setupStatusSchema>;

/** The kinds of {@link SetupStatus} in the order they are imported. */
export const SETUP_STEPS = [
  'companies',
  'warehouses',
  'products',
  'priced_products',
  'stock',
  'staff',
  'clients',
  'contacts',
  'invoices',
  'payments',
] as const satisfies readonly (keyof SetupStatus)[];
/** One step of the first imports. */
export type SetupStep = (typeof SETUP_STEPS)[number];

/** Whether the system still needs its first imports: no catalogue or no clients yet. */
export function needsFirstImports(status: SetupStatus): boolean {
  return status.products === 0 || status.clients === 0;
}

/** The setup call: administrators only (they run the imports). */
export const setupEndpoints = {
  setupStatus: defineEndpoint({
    method: 'GET',
    path: '/api/setup-status',
    summary: importContractMessages.summaries.setupStatus,
    auth: 'user',
    access: { roles: [ADMIN_ROLE] },
    response: setupStatusSchema,
  }),
} as const;
