import type { MatchRow } from '@salesdesk/sdk';
import type { Handlers } from '../http/contractRouter';
import { resolveWarehouse } from './catalogueSql';

/**
 * The matcher of pasted lists (`POST /api/products/match`): the rows are matched by the server's
 * matcher (matching/productMatcher.ts) off the request thread, within the call's time budget;
 * the caller's limit of matches in flight answers 429. A row whose text a person matched before
 * (learned, for this `client_id` first) is matched to that product.
 */
export const productMatchHandlers: Handlers = {
  productMatch: ({ body, user, ctx }) => {
    const warehouse = resolveWarehouse(ctx.db, user, body.warehouse);
    return ctx.matcher.match(user.id, body.rows as MatchRow[], warehouse, body.client_id ?? null);
  },
};
