import {
  type DocumentKind,
  displayUnit,
  formatMoney,
  formatPercent,
  formatQuantity,
  type LineDraft,
  type LineOperation,
  offerMessages,
  type WholeDocument,
} from '@salesdesk/sdk';
import { fillMessage } from '../messages';
import { documentMessages } from '../messages/document';

const m = documentMessages.conflict.changes;
const o = documentMessages.operations;

/** The status of either kind, in Polish. */
export function statusText(document: Pick<WholeDocument, 'status'>): string {
  const { status } = document;
  return status in offerMessages.statuses
    ? offerMessages.statuses[status as keyof typeof offerMessages.statuses]
    : offerMessages.orderStatuses[status as keyof typeof offerMessages.orderStatuses];
}

/** The changes of a typed line value, in Polish ("ilość 5 szt., rabat 10 %"). */
export function describeLineChange(change: LineDraft, unit: string): string {
  return [
    change.quantity === undefined
      ? null
      : fillMessage(o.quantity, { quantity: formatQuantity(change.quantity, displayUnit(unit)) }),
    change.discount_from_catalog === undefined
      ? null
      : fillMessage(o.discount, { discount: formatPercent(change.discount_from_catalog) }),
  ]
    .filter(Boolean)
    .join(', ');
}

/** One write asked for, in Polish, as a notice names it ("Rura PE 32: ilość 5 szt."). */
export function describeOperation(operation: LineOperation): string {
  switch (operation.type) {
    case 'scan':
      return fillMessage(o.scan, { code: operation.code });
    case 'add':
      return fillMessage(o.add, { name: operation.product.name });
    case 'addMany':
      return fillMessage(o.addMany, { count: operation.lines.length });
    case 'change':
      return fillMessage(o.change, {
        name: operation.line.name,
        changes: describeLineChange(operation.change, operation.line.unit),
      });
    case 'remove':
      return fillMessage(o.remove, { name: operation.line.name });
    case 'removeMany':
      return fillMessage(o.removeMany, { count: operation.itemIds.length });
    case 'discount':
      return operation.itemIds
        ? fillMessage(o.discountSome, { percent: formatPercent(operation.percent), count: operation.itemIds.length })
        : fillMessage(o.discountAll, { percent: formatPercent(operation.percent) });
    case 'group':
      return fillMessage(o.group, { group: operation.group });
  }
}

/**
 * What someone else changed between the version the page had and the one the server has now,
 * in Polish, one sentence per change (status, client, validity or deadlines, each line added,
 * removed or changed in quantity or price), so a refused write can say what happened before the
 * person decides to apply their edit again.
 */
export function describeDocumentChanges(kind: DocumentKind, before: WholeDocument, after: WholeDocument): string[] {
  const out: string[] = [];
  if (before.status !== after.status)
    out.push(fillMessage(m.status, { from: statusText(before), to: statusText(after) }));
  if (before.customer_fullname !== after.customer_fullname)
    out.push(fillMessage(m.client, { name: after.customer_fullname }));
  if ('valid_until' in before && 'valid_until' in after && before.valid_until !== after.valid_until)
    out.push(m.validUntil);
  if (
    'realization_date' in before &&
    'realization_date' in after &&
    (before.realization_date !== after.realization_date || before.payment_deadline !== after.payment_deadline)
  )
    out.push(m.deadlines);
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
          from: formatQuantity(was.quantity, displayUnit(was.unit)),
          to: formatQuantity(line.quantity, displayUnit(line.unit)),
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
  if (out.length === 0 && before.version !== after.version) out.push(documentMessages.kinds[kind].changedOther);
  return out;
}
