import type { OfferSummary } from '@salesdesk/sdk';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { fillMessage } from '../messages';
import { offersMessages } from '../messages/offers';

/** An offer action waiting for the user's confirmation. */
export type PendingOfferAction =
  | { kind: 'archive' | 'delete'; offer: OfferSummary }
  | { kind: 'archiveMany'; offers: readonly OfferSummary[] };

const c = offersMessages.confirm;

function texts(pending: PendingOfferAction | null): { title: string; body: string } {
  if (!pending) return { title: '', body: '' };
  if (pending.kind === 'archiveMany') {
    return { title: fillMessage(c.archiveManyTitle, { count: pending.offers.length }), body: c.archiveManyBody };
  }
  if (pending.kind === 'delete') {
    return { title: fillMessage(c.deleteTitle, { number: pending.offer.number }), body: c.deleteBody };
  }
  return { title: fillMessage(c.archiveTitle, { number: pending.offer.number }), body: c.archiveBody };
}

/** Props of {@link OfferConfirmDialog}. */
export interface OfferConfirmDialogProps {
  pending: PendingOfferAction | null;
  onClose(): void;
  onConfirm(pending: PendingOfferAction): Promise<unknown>;
}

/** The confirmation of archiving or deleting offers, naming what will happen to which offer. */
export function OfferConfirmDialog({ pending, onClose, onConfirm }: OfferConfirmDialogProps) {
  const { title, body } = texts(pending);
  return (
    <ConfirmDialog
      isOpen={pending !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      confirmLabel={pending?.kind === 'delete' ? c.delete : c.archive}
      cancelLabel={c.cancel}
      workingLabel={c.working}
      destructive={pending?.kind === 'delete'}
      onConfirm={async () => {
        if (pending) await onConfirm(pending);
      }}
    >
      {body}
    </ConfirmDialog>
  );
}
