import { z } from 'zod';
import { catalogueContractMessages } from '../messages/catalogue';
import { textFilter } from './catalogueQuery';
import { listQuery, listResponse } from './common';
import { defineEndpoint } from './endpoint';

/** A supplier of the catalogue. */
export const supplierSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  nip: z.string(),
  city: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Usual delivery lead time in working days. */
  delivery_days: z.number().int().nonnegative(),
});
/** A supplier. */
export type Supplier = z.infer<typeof supplierSchema>;

/** Query of `/api/suppliers`: `search` matches the start of the name or of the NIP. */
export const supplierQuerySchema = listQuery(['id', 'name', 'nip', 'city', 'delivery_days'] as const, {
  city: textFilter.optional(),
});

/** Supplier calls (SPEC §7 "Lists and reference"). */
export const supplierEndpoints = {
  supplierList: defineEndpoint({
    method: 'GET',
    path: '/api/suppliers',
    summary: catalogueContractMessages.summaries.supplierList,
    auth: 'user',
    query: supplierQuerySchema,
    response: listResponse(supplierSchema),
  }),
} as const;
