import { z } from 'zod';
import { SALES_BLOCK_REASONS } from '../domain/salesBlock';
import { clientsContractMessages as m } from '../messages/clientsContract';
import { contractCommonMessages } from '../messages/contractCommon';
import { updatedSinceSchema } from './changes';
import { idParams, listQuery, listResponse } from './common';
import { defineEndpoint } from './endpoint';

/** A client row of the clients list (SPEC §3: external_id, name, nip, address). */
export const clientSchema = z.object({
  id: z.number().int().positive(),
  /** Id of the client in the ERP. */
  external_id: z.string(),
  name: z.string(),
  /** Tax id: ten digits with a valid checksum. */
  nip: z.string(),
  /** One line: street, postal code and city. */
  address: z.string(),
});
/** A client row of the clients list. */
export type Client = z.infer<typeof clientSchema>;

/**
 * Whether a client is blocked for new orders, and why (each reason a Polish sentence with its
 * figures). Offers stay allowed; confirming an order is refused (docs/decisions/reference.md).
 */
export const salesBlockSchema = z.object({
  blocked: z.boolean(),
  reasons: z.array(z.object({ code: z.enum(SALES_BLOCK_REASONS), message: z.string() })),
});
/** Whether a client is blocked for new orders, and why. */
export type SalesBlock = z.infer<typeof salesBlockSchema>;

/** One client with its address parts and terms. Money in grosze. */
export const clientDetailSchema = clientSchema.extend({
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Days from the date of issue to the date of payment of its invoices. */
  payment_term_days: z.number().int().nonnegative(),
  /** Merchant (credit) limit in grosze. */
  credit_limit: z.number().int().nonnegative(),
  /** Sum of left-to-pay of the client's invoices, in grosze. */
  balance: z.number().int().nonnegative(),
  /** Whether the client has an overdue invoice (deferred payment is then refused). */
  has_overdue: z.boolean(),
  /** The client who pays for deliveries to this one, when not itself. */
  payer_id: z.number().int().positive().nullable(),
  /** Gross value of the client's confirmed orders that are not invoiced yet, in grosze. */
  orders_not_invoiced: z.number().int().nonnegative(),
  /** Credit in use: `balance` (unpaid invoices) + `orders_not_invoiced`, in grosze. */
  credit_used: z.number().int().nonnegative(),
  /** Left to pay on invoices past their date of payment, in grosze. */
  overdue_amount: z.number().int().nonnegative(),
  /** Days the oldest unpaid invoice is past its date of payment (0 when none is). */
  overdue_days: z.number().int().nonnegative(),
  /** Days past due the caller's company tolerates before sales are blocked. */
  overdue_tolerance_days: z.number().int().nonnegative(),
  /** Blocked for new orders, with the reasons. */
  sales_block: salesBlockSchema,
});
/** One client with its address parts and terms. */
export type ClientDetail = z.infer<typeof clientDetailSchema>;

/** A contact person of a client (SPEC §3: name, phone, mail, annotation). */
export const clientContactSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  phone: z.string(),
  mail: z.string(),
  annotation: z.string(),
});
/** A contact person of a client. */
export type ClientContact = z.infer<typeof clientContactSchema>;

/** Sort keys of the clients list. */
export const CLIENT_SORT_FIELDS = ['external_id', 'name', 'nip', 'address'] as const;

/**
 * Query of `GET /api/clients`: search on name, NIP and external id; filters nip, city and
 * `updated_since` (changed at or after the instant: an import, a payer, a sales block).
 */
export const clientListQuerySchema = listQuery(CLIENT_SORT_FIELDS, {
  nip: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, { error: m.nip })
    .optional(),
  city: z.string().trim().max(100, { error: contractCommonMessages.cityTooLong }).optional(),
  updated_since: updatedSinceSchema.optional(),
});

/** `{ recipient, payer }` of `GET /api/recipient/payer/:id`. */
export const recipientPayerSchema = z.object({ recipient: clientSchema, payer: clientSchema });

/** Client calls (SPEC §7). */
export const clientEndpoints = {
  clientList: defineEndpoint({
    method: 'GET',
    path: '/api/clients',
    summary: m.summaries.clientList,
    auth: 'user',
    query: clientListQuerySchema,
    response: listResponse(clientSchema),
  }),
  clientById: defineEndpoint({
    method: 'GET',
    path: '/api/clients/:id',
    summary: m.summaries.clientById,
    auth: 'user',
    params: idParams,
    response: clientDetailSchema,
  }),
  clientContacts: defineEndpoint({
    method: 'GET',
    path: '/api/clients/:id/contacts',
    summary: m.summaries.clientContacts,
    auth: 'user',
    params: idParams,
    query: listQuery(['name', 'mail'], {}),
    response: listResponse(clientContactSchema),
  }),
  recipientPayer: defineEndpoint({
    method: 'GET',
    path: '/api/recipient/payer/:id',
    summary: m.summaries.recipientPayer,
    auth: 'user',
    params: idParams,
    response: recipientPayerSchema,
  }),
} as const;
