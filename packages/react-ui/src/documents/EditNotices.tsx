import { useStore } from '@nanostores/react';
import { type DocumentItem, displayUnit, formatPercent, formatQuantity, type LineDraft } from '@salesdesk/sdk';
import { useMutation } from '@tanstack/react-query';
import { memo, useEffect, useRef } from 'react';
import { Button } from '../controls/Button';
import { ConfirmDialog } from '../controls/ConfirmDialog';
import { errorMessage } from '../data/errorMessage';
import { fillMessage } from '../messages';
import { documentMessages } from '../messages/document';
import { describeDocumentChanges, describeOperation } from './documentChanges';
import type { DocumentEditor } from './useDocumentWriter';

const m = documentMessages;

/**
 * A write refused because someone else saved the document first: what they changed, the edit
 * that was not saved, and the choice to apply it again on the new version or drop it. Takes focus
 * so the person hears it; either choice returns focus to the add-line field.
 */
export const ConflictNotice = memo(function ConflictNotice({ editor }: { editor: DocumentEditor }) {
  const { writer, kind } = editor;
  const conflict = useStore(writer.$conflict);
  const reapply = useMutation({
    mutationFn: async () => {
      await writer.reapplyConflict();
      editor.focusAddLine();
    },
    networkMode: 'always',
  });
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (conflict) box.current?.focus();
  }, [conflict]);
  if (!conflict) return null;
  const changes =
    conflict.before && conflict.after ? describeDocumentChanges(kind, conflict.before, conflict.after) : [];
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      className="flex flex-col gap-2 rounded-lg border border-danger bg-danger-subtle p-3 text-sm outline-none focus:ring-2 focus:ring-focus"
    >
      <p className="font-semibold">{m.kinds[kind].conflictTitle}</p>
      {changes.length ? (
        <ul className="list-disc pl-5">
          {changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      ) : null}
      <p>{fillMessage(m.conflict.yourEdit, { edit: conflict.operations.map(describeOperation).join('; ') })}</p>
      {reapply.error ? <p className="text-danger">{errorMessage(reapply.error)}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" isPending={reapply.isPending} onPress={() => reapply.mutate()}>
          {m.conflict.reapply}
        </Button>
        <Button
          onPress={() => {
            writer.discardConflict();
            editor.focusAddLine();
          }}
        >
          {m.conflict.discard}
        </Button>
      </div>
    </div>
  );
});

/** The changes a kept value would make to its line, or null when it matches the line already. */
function keptChange(line: DocumentItem, draft: LineDraft | undefined): LineDraft | null {
  if (!draft) return null;
  const change: LineDraft = {};
  if (draft.quantity !== undefined && draft.quantity !== line.quantity) change.quantity = draft.quantity;
  if (draft.discount_from_catalog !== undefined && draft.discount_from_catalog !== line.discount_from_catalog)
    change.discount_from_catalog = draft.discount_from_catalog;
  return Object.keys(change).length ? change : null;
}

/**
 * Values typed on this document in a session that ended before they were saved (kept in this
 * browser for this user and document only): offered back, to save or to drop.
 */
export function KeptEditsNotice({ editor, items }: { editor: DocumentEditor; items: readonly DocumentItem[] }) {
  const { writer } = editor;
  const kept = useStore(writer.$kept);
  const apply = useMutation({
    mutationFn: async () => {
      await writer.applyKept();
      editor.focusAddLine();
    },
    networkMode: 'always',
  });
  const edits = items.flatMap((line) => {
    const change = keptChange(line, kept[String(line.id)]);
    return change ? [{ line, change }] : [];
  });
  if (edits.length === 0) return null;
  const p = m.pending;
  return (
    <section
      aria-labelledby="pending-edits"
      className="flex flex-col gap-2 rounded-lg border border-warning-500 bg-warning-50 p-3 text-sm dark:bg-surface-raised"
    >
      <h2 id="pending-edits" className="font-semibold">
        {p.title}
      </h2>
      <ul className="list-disc pl-5">
        {edits.map(({ line, change }) => (
          <li key={line.id}>
            {fillMessage(p.edit, {
              name: line.name,
              changes: [
                change.quantity === undefined
                  ? null
                  : fillMessage(p.quantity, {
                      from: formatQuantity(line.quantity, displayUnit(line.unit)),
                      to: formatQuantity(change.quantity, displayUnit(line.unit)),
                    }),
                change.discount_from_catalog === undefined
                  ? null
                  : fillMessage(p.discount, {
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
      {apply.error ? (
        <p role="alert" className="text-danger">
          {errorMessage(apply.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" isPending={apply.isPending} onPress={() => apply.mutate()}>
          {p.apply}
        </Button>
        <Button
          onPress={() => {
            writer.dropKept();
            editor.focusAddLine();
          }}
        >
          {p.discard}
        </Button>
      </div>
    </section>
  );
}

/**
 * The writes waiting to be sent: while the network is away, "Czeka na połączenie: n" with what
 * happens to them and a way to try now; the writes that waited and were then refused by the
 * server, each with its reason (nothing is dropped silently).
 */
export const WriteQueueNotice = memo(function WriteQueueNotice({ editor }: { editor: DocumentEditor }) {
  const { writer } = editor;
  const queue = useStore(writer.$queue);
  const offline = useStore(writer.$offline);
  const failed = useStore(writer.$failed);
  const waiting = queue.filter((write) => !write.held).length;
  const q = m.queue;
  return (
    <>
      <div role="status" aria-live="polite" className="contents">
        {offline && waiting > 0 ? (
          <div
            data-offline=""
            className="flex flex-wrap items-center gap-3 rounded-lg border border-warning-500 bg-warning-50 p-3 text-sm dark:bg-surface-raised"
          >
            <p className="font-semibold">{fillMessage(q.offline, { count: waiting })}</p>
            <p className="basis-full text-text-muted sm:basis-auto sm:flex-1">{q.offlineHint}</p>
            <Button size="md" onPress={() => writer.retryNow()}>
              {q.retry}
            </Button>
          </div>
        ) : null}
      </div>
      {failed.length ? (
        <section
          aria-labelledby="failed-writes"
          className="flex flex-col gap-2 rounded-lg border border-danger bg-danger-subtle p-3 text-sm"
        >
          <h2 id="failed-writes" className="font-semibold">
            {q.failedTitle}
          </h2>
          <ul className="list-disc pl-5">
            {failed.map((write) => (
              <li key={write.key}>
                {fillMessage(q.failed, {
                  operation: describeOperation(write.operation),
                  reason: errorMessage(write.error),
                })}
              </li>
            ))}
          </ul>
          <div>
            <Button
              size="md"
              onPress={() => {
                writer.dismissFailed();
                editor.focusAddLine();
              }}
            >
              {q.dismiss}
            </Button>
          </div>
        </section>
      ) : null}
    </>
  );
});

/**
 * Asked once before the first line write on a document in approval: the change withdraws it
 * (an offer back to draft, an order loses the approval carried from its offer). Agreeing sends
 * the held writes; declining drops them.
 */
export const ApprovalHoldDialog = memo(function ApprovalHoldDialog({ editor }: { editor: DocumentEditor }) {
  const { writer, kind } = editor;
  const held = useStore(writer.$approvalHold);
  const texts = m.kinds[kind];
  return (
    <ConfirmDialog
      isOpen={held}
      onOpenChange={(open) => {
        if (open) return;
        // Closed without agreeing (Escape, "Nie zmieniaj"): nothing held is sent.
        if (writer.$approvalHold.get()) writer.keepInApproval();
        requestAnimationFrame(() => editor.focusAddLine());
      }}
      title={texts.approvalHoldTitle}
      confirmLabel={m.approvalHold.confirm}
      cancelLabel={m.approvalHold.cancel}
      workingLabel={m.approvalHold.confirm}
      onConfirm={async () => writer.agreeToWithdraw()}
    >
      {texts.approvalHoldText}
    </ConfirmDialog>
  );
});
