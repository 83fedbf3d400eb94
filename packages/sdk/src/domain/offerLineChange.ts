import type { OfferItem } from '../contract/documentSchemas';
import type { OfferDetail, OfferLineChange } from '../contract/offers';

/**
 * The offer after a line write, from the offer read before and the write's answer: the header is
 * taken from the answer, changed lines are replaced where they stand, new lines are appended in
 * the answer's order, removed lines are dropped and, after a removal, the lines left are numbered
 * 1..n again (as the server does). Comments and attachments are kept. Pure: `detail` is not
 * changed and lines that did not change keep their identity.
 *
 * Apply it only to the offer at the version just before the answer's (`change.offer.version - 1`);
 * an older one misses changes made in between and should be read again.
 */
export function applyOfferLineChange(
  detail: OfferDetail,
  change: Pick<OfferLineChange, 'offer' | 'items' | 'removed_item_ids'>,
): OfferDetail {
  const removed = new Set(change.removed_item_ids);
  const changed = new Map(change.items.map((line) => [line.id, line]));
  let items: OfferItem[] = [];
  for (const line of detail.items) {
    if (removed.has(line.id)) continue;
    const next = changed.get(line.id);
    if (next) changed.delete(line.id);
    items.push(next ?? line);
  }
  // What is left in `changed` is new: appended in the order the server gave.
  for (const line of change.items) if (changed.has(line.id)) items.push(line);
  if (removed.size > 0) {
    items = items.map((line, i) => (line.ordinal_no === i + 1 ? line : { ...line, ordinal_no: i + 1 }));
  }
  return {
    ...detail,
    ...change.offer,
    items,
    comments: detail.comments,
    attachments: detail.attachments,
  };
}
