import { z } from 'zod';
import { catalogueContractMessages } from '../messages/catalogue';
import { defineEndpoint } from './endpoint';

/**
 * The values the catalogue's equality filters take (`manufacturer`, `uom`, `product_group` of
 * `/api/products`, `/api/products/search` and `/api/inventory/warehouse-products`), each list
 * distinct and sorted: what the stock and catalogue pages offer to choose from, since those
 * filters match a value exactly and nobody types "Knauf Gips" letter for letter.
 */
export const productFacetsSchema = z.object({
  manufacturers: z.array(z.string()),
  uoms: z.array(z.string()),
  product_groups: z.array(z.string()),
});
/** The values of the catalogue's equality filters. */
export type ProductFacets = z.infer<typeof productFacetsSchema>;

/** The catalogue filters' values. */
export const productFacetEndpoints = {
  productFacets: defineEndpoint({
    method: 'GET',
    path: '/api/products/facets',
    summary: catalogueContractMessages.summaries.productFacets,
    auth: 'user',
    query: z.object({}).strict(),
    response: productFacetsSchema,
  }),
} as const;
