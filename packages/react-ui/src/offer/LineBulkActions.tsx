import { parseDecimal, percentSchema } from '@salesdesk/sdk';
import { memo, useState } from 'react';
import { Button } from '../controls/Button';
import { Modal } from '../controls/Modal';
import { TextField } from '../controls/TextField';
import { useAsyncAction } from '../data/useAsyncAction';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { fillMessage } from '../messages';
import { offerPageMessages } from '../messages/offer';
import { tableMessages } from '../messages/table';
import type { OfferWriter } from './useOfferWriter';

const m = offerPageMessages.bulk;

/** A percent typed in pl-PL, checked by the contract's own rule; the number or the Polish reason. */
function percentOf(text: string): number | string {
  const value = parseDecimal(text);
  if (value === null) return offerPageMessages.quantity.invalidPercent;
  const parsed = percentSchema.safeParse(value);
  return parsed.success ? parsed.data : (parsed.error.issues[0]?.message ?? offerPageMessages.quantity.invalidPercent);
}

type Open = 'discount' | 'group' | null;

/**
 * Writes on all lines at once: a discount from the catalogue price on every line, and a whole
 * price group added in the background (the server's job; its notification leads back here).
 * Each asks in a dialog, checks before sending, keeps what was typed on a refusal, and gives
 * focus back to the add-line field when done.
 */
export const LineBulkActions = memo(function LineBulkActions({ writer }: { writer: OfferWriter }) {
  const [open, setOpen] = useState<Open>(null);
  const [percent, setPercent] = useState('');
  const [group, setGroup] = useState('');
  const { working, problem, setProblem, run } = useAsyncAction();
  const [done, setDone] = useState<string | null>(null);

  function close() {
    setOpen(null);
    setProblem(null);
  }

  async function submit() {
    const discount = percent.trim() ? percentOf(percent) : undefined;
    if (typeof discount === 'string') return setProblem(discount);
    if (open === 'discount' && discount === undefined) return setProblem(offerPageMessages.quantity.invalidPercent);
    if (open === 'group' && !group.trim()) return setProblem(m.groupRequired);
    const ok = await run(async () => {
      if (open === 'discount' && discount !== undefined) {
        await writer.massDiscount(discount);
        setDone(fillMessage(m.discounted, { percent: percent.trim() }));
      } else {
        await writer.addProductGroup(group.trim(), discount);
        setDone(fillMessage(m.groupQueued, { group: group.trim() }));
      }
    });
    if (!ok) return;
    setPercent('');
    setGroup('');
    close();
    writer.focusAddLine();
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="md" onPress={() => setOpen('discount')}>
        {m.discount}
      </Button>
      <Button size="md" onPress={() => setOpen('group')}>
        {m.group}
      </Button>
      <p role="status" className="text-sm text-text-muted">
        {done ?? ''}
      </p>
      <Modal
        isOpen={open !== null}
        onOpenChange={(isOpen) => !isOpen && !working && close()}
        isDismissable={!working}
        title={open === 'group' ? m.groupTitle : m.discountTitle}
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
            description={open === 'discount' ? m.discountHint : undefined}
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
