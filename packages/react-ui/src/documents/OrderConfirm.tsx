import { formatDateTime, formatQuantity, type OrderDetail, offerMessages } from '@salesdesk/sdk';
import { memo, useState } from 'react';
import { Button } from '../controls/Button';
import { ConfirmDialog } from '../controls/ConfirmDialog';
import { errorMessage } from '../data/errorMessage';
import { useApiMutation } from '../data/useApiMutation';
import { useApiQuery } from '../data/useApiQuery';
import { fillMessage } from '../messages';
import { orderPageMessages as m } from '../messages/order';
import { tableMessages } from '../messages/table';
import { toasts } from '../toast/toastStore';
import { approverRoles } from './approvalRoles';
import { sameDocumentFields, useDocumentVersion } from './documentSections';
import { OrderConfirmStock } from './OrderConfirmStock';
import { approvalCovers } from './orderApproval';

/**
 * "Potwierdź zamówienie": for the author when an approval covers the lines, for anyone else who
 * sees the order when it does not (an approver of the level; confirming is their approval). The
 * author of an order whose lines need an approval they lack is told who may confirm it instead
 * and may ask them (the server tells those approvers). Confirmation reserves the quantities; a
 * shortage is said before, line by line in the dialog (asked when it opens), with "Potwierdź mimo
 * braków" and "Wróć do zamówienia" as the choice; never refused.
 */
export const OrderConfirm = memo(
  function OrderConfirm({ order, owner, author }: { order: OrderDetail; owner: boolean; author: boolean }) {
    const confirm = useApiMutation('orderConfirm');
    const version = useDocumentVersion('order', order);
    const [open, setOpen] = useState(false);
    const [note, setNote] = useState<string | null>(null);
    // Asked afresh each time the dialog opens: the stock moves while the order is written.
    const preview = useApiQuery(
      'orderStockShortages',
      { params: { id: order.id } },
      { enabled: open, staleTime: 0, gcTime: 0, refetchOnMount: 'always' },
    );
    const short = open && (preview.data?.items.length ?? 0) > 0;
    if (order.status !== 'draft' || order.archived) return null;
    const covered = approvalCovers(order);
    const level = offerMessages.approvalLevels[order.required_approval_level];
    // Covered: the owner confirms. Not covered: an approver of the level, never the author.
    const mayConfirm = covered ? owner : !author;
    const asAuthorWithoutRight = author && !covered;

    async function run() {
      const done = await confirm.mutateAsync({
        params: { id: order.id },
        body: { orderId: order.id, version: version() },
      });
      const shortages = done.stock_shortages.map((s) =>
        fillMessage(m.confirm.shortage, {
          name: s.name,
          quantity: formatQuantity(s.quantity, s.unit),
          available: formatQuantity(s.available_before, s.unit),
        }),
      );
      toasts.show({
        type: shortages.length ? 'warning' : 'success',
        title: fillMessage(m.confirm.done, { number: order.number }),
        ...(shortages.length ? { description: fillMessage(m.confirm.shortages, { lines: shortages.join(', ') }) } : {}),
      });
    }

    /**
     * The author asks: the server refuses (403), tells the approvers of the level and says whom it
     * told; that answer is what the author reads.
     */
    async function ask() {
      setNote(null);
      try {
        await run();
      } catch (error) {
        setNote(errorMessage(error));
      }
    }

    return (
      <>
        {asAuthorWithoutRight ? (
          <Button size="md" variant="secondary" isPending={confirm.isPending} onPress={() => void ask()}>
            {m.confirm.askApprover}
          </Button>
        ) : mayConfirm ? (
          <Button size="md" variant="primary" isDisabled={order.items.length === 0} onPress={() => setOpen(true)}>
            {m.confirm.action}
          </Button>
        ) : null}
        {note ? (
          <p role="status" className="basis-full text-sm text-text-muted">
            {note}
          </p>
        ) : null}
        <ConfirmDialog
          isOpen={open}
          onOpenChange={setOpen}
          title={fillMessage(m.confirm.title, { number: order.number })}
          confirmLabel={short ? m.confirm.confirmAnyway : m.confirm.action}
          cancelLabel={short ? m.confirm.back : tableMessages.cancel}
          workingLabel={m.confirm.working}
          size={short ? 'lg' : 'md'}
          onConfirm={run}
        >
          <div className="flex flex-col gap-3">
            <p>{covered ? m.confirm.body : fillMessage(m.confirm.bodyApproval, { level })}</p>
            {open ? <OrderConfirmStock preview={preview} /> : null}
          </div>
        </ConfirmDialog>
      </>
    );
  },
  sameDocumentFields('order', [
    'id',
    'number',
    'status',
    'archived',
    'items',
    'approval_level',
    'required_approval_level',
  ]),
);

/**
 * What the order is now, in one sentence when it is not simply editable by its reader: confirmed
 * (read-only since when), archived, or waiting for an approver (who can confirm it).
 */
export function OrderStateNote({ order, author }: { order: OrderDetail; author: boolean }) {
  let text: string | null = null;
  if (order.status === 'confirmed')
    text = fillMessage(m.readOnly.confirmed, {
      at: formatDateTime(order.confirmed_at),
    });
  else if (order.archived) text = m.readOnly.archived;
  else if (author && !approvalCovers(order))
    text = fillMessage(m.confirm.whoCan, {
      level: offerMessages.approvalLevels[order.required_approval_level],
      roles: approverRoles(order.required_approval_level),
    });
  if (!text) return null;
  return (
    <p
      role="note"
      data-state={order.status === 'confirmed' ? 'confirmed' : order.archived ? 'archived' : 'needs-approver'}
      className="rounded-lg border border-info-500 bg-info-50 p-3 text-sm text-text dark:bg-surface-raised"
    >
      {text}
    </p>
  );
}
