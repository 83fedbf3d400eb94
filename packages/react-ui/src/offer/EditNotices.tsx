import { useStore } from '@nanostores/react';
import { formatPercent, formatQuantity, type OfferItem } from '@salesdesk/sdk';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useUser } from '../context/salesdeskContext';
import { Button } from '../controls/Button';
import { useAsyncAction } from '../data/useAsyncAction';
import { fillMessage } from '../messages';
import { offerPageMessages } from '../messages/offer';
import { type LineDraft, pendingEditsStore } from './pendingEdits';
import type { OfferWriter } from './useOfferWriter';

const m = offerPageMessages;

/**
 * A write refused because someone else saved the offer first: what they changed, the edit that
 * was not saved, and the choice to apply it again on the new version or drop it. Takes focus so
 * the person hears it; either choice returns focus to the add-line field.
 */
export const ConflictNotice = memo(function ConflictNotice({ writer }: { writer: OfferWriter }) {
  const conflict = useStore(writer.conflict);
  const { working, problem, run } = useAsyncAction();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (conflict) box.current?.focus();
  }, [conflict]);
  if (!conflict) return null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      className="flex flex-col gap-2 rounded-lg border border-danger bg-danger-subtle p-3 text-sm outline-none focus:ring-2 focus:ring-focus"
    >
      <p className="font-semibold">{m.conflict.title}</p>
      <ul className="list-disc pl-5">
        {conflict.changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
      <p>{fillMessage(m.conflict.yourEdit, { edit: conflict.edit })}</p>
      {problem ? <p className="text-danger">{problem}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" isPending={working} onPress={() => run(conflict.reapply)}>
          {m.conflict.reapply}
        </Button>
        <Button onPress={conflict.discard}>{m.conflict.discard}</Button>
      </div>
    </div>
  );
});

/**
 * Quantities typed on this offer in a session that ended before they were saved (kept in this
 * browser for this user and offer only): offered back, to save or to drop.
 */
export function PendingEditsNotice({ writer, items }: { writer: OfferWriter; items: readonly OfferItem[] }) {
  const user = useUser();
  const store = useMemo(() => (user ? pendingEditsStore(user.user_id, writer.offerId) : null), [user, writer.offerId]);
  // Read once when the editor opens: what the previous session left.
  const [left, setLeft] = useState(() => store?.read() ?? {});
  const { working, problem, run } = useAsyncAction();
  const edits = items.flatMap((line) => {
    const draft = left[String(line.id)];
    if (!draft) return [];
    const change: LineDraft = {};
    if (draft.quantity !== undefined && draft.quantity !== line.quantity) change.quantity = draft.quantity;
    if (draft.discount_from_catalog !== undefined && draft.discount_from_catalog !== line.discount_from_catalog)
      change.discount_from_catalog = draft.discount_from_catalog;
    return Object.keys(change).length ? [{ line, change }] : [];
  });
  if (edits.length === 0) return null;
  return (
    <section
      aria-labelledby="pending-edits"
      className="flex flex-col gap-2 rounded-lg border border-warning-500 bg-warning-50 p-3 text-sm dark:bg-surface-raised"
    >
      <h2 id="pending-edits" className="font-semibold">
        {m.pending.title}
      </h2>
      <ul className="list-disc pl-5">
        {edits.map(({ line, change }) => (
          <li key={line.id}>
            {fillMessage(m.pending.edit, {
              name: line.name,
              changes: [
                change.quantity === undefined
                  ? null
                  : fillMessage(m.pending.quantity, {
                      from: formatQuantity(line.quantity, line.unit),
                      to: formatQuantity(change.quantity, line.unit),
                    }),
                change.discount_from_catalog === undefined
                  ? null
                  : fillMessage(m.pending.discount, {
                      from: formatPercent(line.discount_from_catalog),
                      to: formatPercent(change.discount_from_catalog),
                    }),
              ]
                .filter(Boolean)
                .join(', '),
            })}
          </li>
        ))}
      </ul>
      {problem ? (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="primary"
          isPending={working}
          onPress={() =>
            run(async () => {
              for (const { line, change } of edits) await writer.changeLine(line, change);
              store?.clear();
              setLeft({});
              writer.focusAddLine();
            })
          }
        >
          {m.pending.apply}
        </Button>
        <Button
          onPress={() => {
            store?.clear();
            setLeft({});
            writer.focusAddLine();
          }}
        >
          {m.pending.discard}
        </Button>
      </div>
    </section>
  );
}
