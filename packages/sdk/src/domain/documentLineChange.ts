import type { DocumentItem, DocumentLineChange } from '../contract/documentSchemas';
import type { OfferDetail, OfferLineChange } from '../contract/offers';
import type { OrderDetail, OrderLineChange } from '../contract/orders';

/** The kinds of document a line change is answered for. */
export type LineChangeKind = 'offer' | 'order';

/** The whole document of a kind. */
type DetailOf<K extends LineChangeKind> = K extends 'offer' ? OfferDetail : OrderDetail;

/** The line-change answer of a kind: its header under the kind's key, changed lines, removed ids. */
export type LineChangeOf<K extends LineChangeKind> = K extends 'offer' ? OfferLineChange : OrderLineChange;

/** What {@link applyDocumentLineChange} reads of an answer (extra keys such as `queued_product_group` are ignored). */
type LineChangeInput<K extends LineChangeKind> = Pick<
  LineChangeOf<K>,
  Extract<keyof LineChangeOf<K>, K | 'items' | 'removed_item_ids'>
>;

/** The header a line change carries for `kind` (`change.offer` or `change.order`). */
export function lineChangeHeader<K extends LineChangeKind>(
  kind: K,
  change: LineChangeInput<K>,
): { id: number; version: number } {
  return (change as unknown as Record<LineChangeKind, { id: number; version: number }>)[kind];
}

/**
 * The document after a line write, from the document read before and the write's answer, the
 * same for offers and orders: the header is taken from the answer (`change.offer` /
 * `change.order`), changed lines are replaced where they stand, new lines are appended in the
 * answer's order, removed lines are dropped and, after a removal, the lines left are numbered
 * 1..n again (as the server does). What the header does not carry (an offer's comments and
 * attachments) is kept. Pure: `detail` is not changed and lines that did not change keep their
 * identity.
 *
 * Apply it only to the document at the version just before the answer's (header `version - 1`);
 * an older one misses changes made in between and should be read again.
 */
export function applyDocumentLineChange<K extends LineChangeKind>(
  kind: K,
  detail: DetailOf<K>,
  change: LineChangeInput<K>,
): DetailOf<K> {
  const { items: changedItems, removed_item_ids } = change as unknown as DocumentLineChange;
  const removed = new Set(removed_item_ids);
  const changed = new Map(changedItems.map((line) => [line.id, line]));
  let items: DocumentItem[] = [];
  for (const line of detail.items as DocumentItem[]) {
    if (removed.has(line.id)) continue;
    const next = changed.get(line.id);
    if (next) changed.delete(line.id);
    items.push(next ?? line);
  }
  // What is left in `changed` is new: appended in the order the server gave.
  for (const line of changedItems) if (changed.has(line.id)) items.push(line);
  if (removed.size > 0) {
    items = items.map((line, i) => (line.ordinal_no === i + 1 ? line : { ...line, ordinal_no: i + 1 }));
  }
  return { ...detail, ...lineChangeHeader(kind, change), items } as DetailOf<K>;
}

/** {@link applyDocumentLineChange} for an offer (its comments and attachments are kept). */
export function applyOfferLineChange(
  detail: OfferDetail,
  change: Pick<OfferLineChange, 'offer' | 'items' | 'removed_item_ids'>,
): OfferDetail {
  return applyDocumentLineChange('offer', detail, change);
}
