import type { ProductFacets } from '@salesdesk/sdk';
import type { Db } from '../db/database';
import type { Handlers } from '../http/contractRouter';
import { prepareCached } from '../http/sqlList';

const collator = new Intl.Collator('pl-PL');

/**
 * The distinct values of one indexed column of `products`, of active products, in Polish order.
 * A recursive query seeks the column's index from value to value (one probe per distinct value)
 * instead of reading all 200k entries; a value only inactive products carry is left out, since
 * choosing it would find nothing.
 */
function distinctValues(db: Db, column: 'manufacturer' | 'uom' | 'product_group'): string[] {
  const values = prepareCached(
    db,
    `WITH RECURSIVE v(value) AS (
       SELECT MIN(${column}) FROM products
       UNION ALL
       SELECT (SELECT MIN(${column}) FROM products WHERE ${column} > v.value) FROM v WHERE v.value IS NOT NULL
     )
     SELECT value FROM v
     WHERE value IS NOT NULL AND value <> ''
       AND EXISTS (SELECT 1 FROM products p WHERE p.${column} = v.value AND p.is_active = 1)`,
  )
    .pluck()
    .all() as string[];
  return values.sort(collator.compare);
}

/** `GET /api/products/facets`: what the catalogue's equality filters can be set to. */
export const productFacetHandlers: Handlers = {
  productFacets: ({ ctx }): ProductFacets => ({
    manufacturers: distinctValues(ctx.db, 'manufacturer'),
    uoms: distinctValues(ctx.db, 'uom'),
    product_groups: distinctValues(ctx.db, 'product_group'),
  }),
};
