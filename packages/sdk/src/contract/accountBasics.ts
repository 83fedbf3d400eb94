// The account area's constants that code running before any call needs (the session engine,
// the UI settings), kept apart from the zod schemas so a page's first load carries no zod.

/** Paths of the session calls the engine treats specially (no 401 replay around them). */
export const ACCOUNT_PATHS = {
  login: '/api/account/login',
  logout: '/api/account/logout',
  renewToken: '/api/account/renew-token',
} as const;

/** Default zoom in percent (SPEC §9). */
export const DEFAULT_ZOOM = 100;

/** Stock filter flags (SPEC §3). */
export interface StockFilter {
  stockhouseProducts: boolean;
  search: boolean;
  catalog: boolean;
}

/** Default stock filter: every flag true. */
export const DEFAULT_STOCK_FILTER: StockFilter = { stockhouseProducts: true, search: true, catalog: true };
