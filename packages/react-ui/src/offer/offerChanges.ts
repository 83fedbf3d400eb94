import { formatMoney, formatQuantity, type OfferDetail, offerMessages } from '@salesdesk/sdk';
import { fillMessage } from '../messages';
import { offerPageMessages } from '../messages/offer';

const m = offerPageMessages.conflict.changes;

/** What the two states of an offer compared by {@link describeOfferChanges} need. */
export type OfferState = Pick<OfferDetail, 'version' | 'status' | 'items' | 'customer_fullname' | 'valid_until'>;

/**
 * What someone else changed between the version the page had and the one the server has now,
 * in Polish, one sentence per change (status, client, validity, each line added, removed or
 * changed in quantity or price), so a refused write can say what happened before the person
 * decides to apply their edit again.
 */
export function describeOfferChanges(before: OfferState, after: OfferState): string[] {
  const out: string[] = [];
  if (before.status !== after.status) {
    out.push(
      fillMessage(m.status, {
        from: offerMessages.statuses[before.status],
        to: offerMessages.statuses[after.status],
      }),
    );
  }
  if (before.customer_fullname !== after.customer_fullname)
    out.push(fillMessage(m.client, { name: after.customer_fullname }));
  if (before.valid_until !== after.valid_until) out.push(m.validUntil);
  const old = new Map(before.items.map((l) => [l.id, l]));
  for (const line of after.items) {
    const was = old.get(line.id);
    old.delete(line.id);
    if (!was) {
      out.push(fillMessage(m.added, { name: line.name }));
      continue;
    }
    if (was.quantity !== line.quantity) {
      out.push(
        fillMessage(m.quantity, {
          name: line.name,
          from: formatQuantity(was.quantity, was.unit),
          to: formatQuantity(line.quantity, line.unit),
        }),
      );
    }
    if (was.client_price !== line.client_price) {
      out.push(
        fillMessage(m.price, {
          name: line.name,
          from: formatMoney(was.client_price),
          to: formatMoney(line.client_price),
        }),
      );
    }
  }
  for (const line of old.values()) out.push(fillMessage(m.removed, { name: line.name }));
  if (out.length === 0 && before.version !== after.version) out.push(m.other);
  return out;
}
