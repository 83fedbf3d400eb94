import { z } from 'zod';
import { isValidGtin13 } from '../domain/gtin';
import { catalogueMessages as m } from '../messages/catalogue';

/** A warehouse code (`WAW`), upper-cased before it is checked. */
export const warehouseCodeSchema = z
  .string({ error: m.warehouse.format })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,10}$/, { error: m.warehouse.format });

/**
 * A boolean query filter: `true`/`false`/`1`/`0` in a query string (a boolean when called
 * through the sdk client, which serialises it as `true`/`false`).
 */
export const booleanFilter = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'], { error: m.filter.boolean })], { error: m.filter.boolean })
  .transform((v) => v === true || v === 'true' || v === '1');

/** A free-text equality filter (manufacturer, uom, product group...). */
export const textFilter = z.string().trim().min(1).max(100, { error: m.filter.text });

/** A list query value given as repeated keys (`k=a&k=b`) or once (`k=a`): always an array after parsing. */
export function listOf<T extends z.ZodType>(item: T, max: number, tooMany: string) {
  return z
    .union([item, z.array(item).min(1).max(max, { error: tooMany })], {
      // Report what is wrong with the value given (one item or a list) instead of a bare "invalid".
      error: (issue) => {
        if (issue.code !== 'invalid_union') return undefined;
        const branch = issue.errors[Array.isArray(issue.input) ? 1 : 0];
        return branch?.[0]?.message;
      },
    })
    .transform((v): z.output<T>[] => (Array.isArray(v) ? v : [v]) as z.output<T>[]);
}

/** A tax-rate filter: an integer percent the distributor uses. */
export const taxRateFilter = z.coerce
  .number({ error: m.product.taxRate })
  .int({ error: m.product.taxRate })
  .refine((v) => [23, 8, 5, 0].includes(v), { error: m.product.taxRate });

/** A stock quantity: a number with up to 3 decimals, never negative. */
export const stockQuantitySchema = z.number().nonnegative();

/** A money amount in integer grosze as the API returns it. */
export const moneySchema = z.number().int();

/**
 * A product's EAN: a GTIN-13 of thirteen digits with a correct check digit. Product rows carry it
 * as `ean`, null for a product without a barcode.
 */
export const eanSchema = z
  .string({ error: m.product.ean })
  .regex(/^\d{13}$/, { error: m.product.ean })
  .refine(isValidGtin13, { error: m.product.ean });
