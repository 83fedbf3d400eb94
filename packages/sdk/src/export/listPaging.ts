import type { z } from 'zod';
import { MAX_PAGE_LIMIT } from '../contract/common';
import { type EndpointName, endpoints } from '../contract/endpoints';

/**
 * The most rows a page of a list call may have, read from its query schema's `limit` (a
 * document's lines have their own bound); the API's general maximum when the schema says none.
 * Exports page through a list at this size: a larger limit would be refused with 400.
 */
export function listPageLimit(name: EndpointName): number {
  const query = endpoints[name].query as unknown as z.ZodObject | undefined;
  let limit = (query && 'shape' in query ? query.shape.limit : undefined) as z.ZodType | undefined;
  // Unwrap `.default()` / `.optional()` down to the number schema that carries the bound.
  while (limit && 'unwrap' in limit && typeof limit.unwrap === 'function') limit = limit.unwrap() as z.ZodType;
  const max = (limit as z.ZodNumber | undefined)?.maxValue;
  return typeof max === 'number' && Number.isFinite(max) ? Math.min(max, MAX_PAGE_LIMIT) : MAX_PAGE_LIMIT;
}
