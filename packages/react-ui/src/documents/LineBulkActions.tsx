import { useStore } from '@nanostores/react';
import { parseDecimal, percentSchema } from '@salesdesk/sdk';
import { useMutation } from '@tanstack/react-query';
import { memo, useEffect, useRef, useState } from 'react';
import { Button } from '../controls/Button';
import { ConfirmDialog } from '../controls/ConfirmDialog';
import { Modal } from '../controls/Modal';
import { TextField } from '../controls/TextField';
import { errorMessage } from '../data/errorMessage';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { fillMessage } from '../messages';
import { documentMessages } from '../messages/document';
import { tableMessages } from '../messages/table';
import { DOCUMENT_KIND_TRAITS } from './documentKindTraits';
import type { DocumentEditor } from './useDocumentWriter';

const m = documentMessages.bulk;
const invalidPercent = documentMessages.quantity.invalidPercent;

/** A percent typed in pl-PL, checked by the contract's own rule; the number or the Polish reason. */
function percentOf(text: string): number | string {
  const value = parseDecimal(text);
  if (value === null) return invalidPercent;
  const parsed = percentSchema.safeParse(value);
  return parsed.success ? parsed.data : (parsed.error.issues[0]?.message ?? invalidPercent);
}

type Open = 'discount' | 'group' | 'remove' | null;

/**
 * Writes on many lines at once: a discount from the catalogue price on the ticked lines (or on
 * every line when none is ticked), removing the ticked lines after a confirmation, and for offers
 * a whole price group added in the background (the server's job; its notification leads back
 * here). Each asks in a dialog, checks before sending, keeps what was typed on a refusal, and
 * gives focus back to the add-line field when done.
 */
export const LineBulkActions = memo(function LineBulkActions({ editor }: { editor: DocumentEditor }) {
  const { writer, kind } = editor;
  const texts = documentMessages.kinds[kind];
  const [open, setOpen] = useState<Open>(null);
  const [percent, setPercent] = useState('');
  const [group, setGroup] = useState('');
  // A check of what was typed, or the server's refusal of the write (kept until the next try).
  const [check, setProblem] = useState<string | null>(null);
  const write = useMutation({ mutationFn: (work: () => Promise<void>) => work(), networkMode: 'always' });
  const working = write.isPending;
  const problem = check ?? (write.error ? errorMessage(write.error) : null);
  const [done, setDone] = useState<string | null>(null);
  const selection = useStore(writer.$selection);
  const count = selection.length;
  // Focus goes back to the add-line field once the dialog is gone: moved while it is open, the
  // dialog keeps it, and the button that opened it may be gone with the selection.
  const refocus = useRef(false);
  useEffect(() => {
    if (open !== null || !refocus.current) return;
    refocus.current = false;
    editor.focusAddLine();
  }, [open, editor]);

  function close() {
    setOpen(null);
    setProblem(null);
    write.reset();
  }

  async function submit() {
    const discount = percent.trim() ? percentOf(percent) : undefined;
    if (typeof discount === 'string') return setProblem(discount);
    if (open === 'discount' && discount === undefined) return setProblem(invalidPercent);
    if (open === 'group' && !group.trim()) return setProblem(m.groupRequired);
    setProblem(null);
    const ok = await write
      .mutateAsync(async () => {
        const waiting = (outcome: { status: string }) => outcome.status === 'waiting';
        if (open === 'discount' && discount !== undefined) {
          const outcome = await writer.massDiscount(discount, count ? selection : undefined);
          if (outcome.status === 'cancelled' || outcome.status === 'conflict') return;
          setDone(
            waiting(outcome)
              ? m.waiting
              : count
                ? fillMessage(m.discountedSelected, { percent: percent.trim(), count })
                : fillMessage(m.discounted, { percent: percent.trim() }),
          );
        } else {
          const outcome = await writer.addProductGroup(group.trim(), discount);
          if (outcome.status === 'saved') setDone(fillMessage(m.groupQueued, { group: group.trim() }));
          else if (waiting(outcome)) setDone(m.waiting);
        }
      })
      .then(
        () => true,
        () => false,
      );
    if (!ok) return;
    setPercent('');
    setGroup('');
    refocus.current = true;
    close();
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="md" onPress={() => setOpen('discount')}>
        {count ? fillMessage(m.discountSelected, { count }) : m.discount}
      </Button>
      {count ? (
        <>
          <Button size="md" onPress={() => setOpen('remove')}>
            {fillMessage(m.removeSelected, { count })}
          </Button>
          <Button size="md" variant="ghost" onPress={() => writer.select(selection, false)}>
            {m.unselect}
          </Button>
        </>
      ) : null}
      {DOCUMENT_KIND_TRAITS[kind].addsPriceGroups ? (
        <Button size="md" onPress={() => setOpen('group')}>
          {m.group}
        </Button>
      ) : null}
      <p role="status" className="text-sm text-text-muted">
        {done ?? ''}
      </p>
      <ConfirmDialog
        isOpen={open === 'remove'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={fillMessage(m.removeTitle, { count })}
        confirmLabel={m.removeConfirm}
        cancelLabel={tableMessages.cancel}
        workingLabel={m.removing}
        destructive
        onConfirm={async () => {
          const removed = selection.length;
          const outcome = await writer.removeLines(selection);
          if (outcome.status === 'saved') setDone(fillMessage(m.removed, { count: removed }));
          else if (outcome.status === 'waiting') setDone(m.waiting);
          refocus.current = true;
        }}
      >
        {texts.removeText}
      </ConfirmDialog>
      <Modal
        isOpen={open === 'discount' || open === 'group'}
        onOpenChange={(isOpen) => !isOpen && !working && close()}
        isDismissable={!working}
        title={open === 'group' ? m.groupTitle : count ? fillMessage(m.discountSelected, { count }) : m.discountTitle}
      >
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {open === 'group' ? (
            <TextField autoFocus isRequired label={m.groupName} value={group} onChange={setGroup} />
          ) : null}
          <TextField
            autoFocus={open === 'discount'}
            isRequired={open === 'discount'}
            label={open === 'group' ? m.groupDiscount : m.percent}
            description={open === 'discount' ? (count ? m.discountSelectedHint : texts.discountHint) : undefined}
            inputMode="decimal"
            value={percent}
            onChange={setPercent}
          />
          <FormErrorAlert message={problem} />
          <div className="flex justify-end gap-2">
            <Button isDisabled={working} onPress={close}>
              {tableMessages.cancel}
            </Button>
            <Button type="submit" variant="primary" isPending={working}>
              {open === 'group' ? m.groupSubmit : m.discountSubmit}
            </Button>
          </div>
        </form>
      </Modal>
    </div>
  );
});
