import type { StockFilter } from '../contract/accountBasics';

/**
 * Which saved stock filter flag (SPEC §3 per-user UI settings) says how each stock list starts:
 * the warehouse's products (`stockhouseProducts`), the catalogue search (`search`) and the
 * product catalogue (`catalog`).
 */
export const STOCK_FILTER_FLAG_OF = {
  warehouseProducts: 'stockhouseProducts',
  productSearch: 'search',
  productsAll: 'catalog',
} as const satisfies Record<string, keyof StockFilter>;

/** A list whose "only available" start a stock filter flag decides. */
export type StockFilterList = keyof typeof STOCK_FILTER_FLAG_OF;

/** What a person chose in a stock list's "Dostępność": every product, only available, only unavailable. */
export type StockAvailability = 'all' | 'available' | 'unavailable';

/** The availability a list starts with under the user's flags: only available when its flag is on. */
export function startingAvailability(flags: StockFilter, list: StockFilterList): StockAvailability {
  return flags[STOCK_FILTER_FLAG_OF[list]] ? 'available' : 'all';
}

/**
 * The `in_stock` query value of an availability: `true` only available, `false` only those with
 * nothing available (the API's meaning of `in_stock=false`), none for every product. "All" must
 * leave the parameter out: sending `false` for it would show only the unavailable ones.
 */
export function availabilityQuery(availability: StockAvailability): { in_stock?: boolean } {
  if (availability === 'available') return { in_stock: true };
  if (availability === 'unavailable') return { in_stock: false };
  return {};
}
