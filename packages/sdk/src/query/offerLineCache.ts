import type { QueryClient } from '@tanstack/query-core';
import type { OfferDetail, OfferLineChange, OfferLineRow } from '../contract/offers';
import { applyOfferLineChange } from '../domain/offerLineChange';
import type { MutationEndpointName } from './endpointQuery';

/** The writes that answer an {@link OfferLineChange} (what changed) rather than the whole offer. */
export const OFFER_LINE_WRITES = [
  'offerItemAdd',
  'offerAddLines',
  'offerItemUpdate',
  'offerItemQuantity',
  'offerItemRemove',
  'offerItemsRemove',
  'offerMassDiscount',
] as const satisfies readonly MutationEndpointName[];

/** Name of a write that answers an {@link OfferLineChange}. */
export type OfferLineWrite = (typeof OFFER_LINE_WRITES)[number];

/** Whether `name` is one of {@link OFFER_LINE_WRITES}. */
export function isOfferLineWrite(name: string): name is OfferLineWrite {
  return (OFFER_LINE_WRITES as readonly string[]).includes(name);
}

/** A cached page of an offer's lines (the rest of the page answer is kept as it is). */
interface LinesPage {
  items: OfferLineRow[];
}

/** Whether a cached query is a read of offer `id` by the endpoint `name`. */
function readsOffer(queryKey: readonly unknown[], name: string, param: 'id' | 'offerId', id: number): boolean {
  return (
    queryKey[0] === name &&
    Number((queryKey[1] as { params?: Record<string, unknown> } | undefined)?.params?.[param]) === id
  );
}

/**
 * Patches the cached pages of the offer's lines (`offerAddedProducts`) with the lines a write
 * changed, keeping each row's stock and leaving unchanged rows the same objects (so only the
 * changed rows render again). A write that added or removed lines changes which lines are on
 * which page and their numbers, and a cache that `missedChange` (someone else's) may be wrong
 * elsewhere: then the pages are invalidated and read again. Returns how many pages were patched.
 */
export function patchCachedOfferLines(
  queryClient: QueryClient,
  change: OfferLineChange,
  { missedChange = false }: { missedChange?: boolean } = {},
): number {
  const pages = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => readsOffer(query.queryKey, 'offerAddedProducts', 'offerId', change.offer.id) });
  const changed = new Map(change.items.map((item) => [item.id, item]));
  const cachedIds = new Set(
    pages.flatMap((query) => (query.state.data as LinesPage | undefined)?.items.map((r) => r.id) ?? []),
  );
  const reshaped =
    missedChange || change.removed_item_ids.length > 0 || change.items.some((item) => !cachedIds.has(item.id));
  let patched = 0;
  for (const query of pages) {
    const page = query.state.data as LinesPage | undefined;
    if (reshaped || !page) {
      void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
      continue;
    }
    if (!page.items.some((row) => changed.has(row.id))) continue;
    queryClient.setQueryData(query.queryKey, {
      ...page,
      items: page.items.map((row) => {
        const item = changed.get(row.id);
        return item ? { ...row, ...item } : row;
      }),
    });
    patched++;
  }
  return patched;
}

/**
 * Patches every cached read of the changed offer (`offerById`) with a line write's answer
 * instead of reading the whole offer again. A cached offer exactly one version behind gets the
 * change applied; one already at the answer's version or newer (a read that raced the write) is
 * left alone; one further behind missed someone else's change, so it is invalidated and read
 * again. The cached pages of its lines are patched too ({@link patchCachedOfferLines}). Returns
 * how many cached offers were patched.
 */
export function patchCachedOffer(queryClient: QueryClient, change: OfferLineChange): number {
  let patched = 0;
  let missedChange = false;
  const queries = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => readsOffer(query.queryKey, 'offerById', 'id', change.offer.id) });
  for (const query of queries) {
    const cached = query.state.data as OfferDetail | undefined;
    if (!cached || cached.version >= change.offer.version) continue;
    if (cached.version === change.offer.version - 1) {
      queryClient.setQueryData(query.queryKey, applyOfferLineChange(cached, change));
      patched++;
    } else {
      missedChange = true;
      void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
    }
  }
  patchCachedOfferLines(queryClient, change, { missedChange });
  return patched;
}
