import { formatPercent, formatQuantity, type OfferDetail } from '@salesdesk/sdk';
import { useCallback } from 'react';
import { useListController } from '../data/useListController';
import { fillMessage } from '../messages';
import { offerPageMessages as m } from '../messages/offer';
import { DataTable } from '../table/DataTable';
import { ListBase } from '../table/ListContext';
import { ListToolbar } from '../table/ListToolbar';
import { Pagination } from '../table/Pagination';
import { AddLineField } from './AddLineField';
import { ApprovalPrediction } from './ApprovalPrediction';
import { ConflictNotice, PendingEditsNotice } from './EditNotices';
import { LineEditorTable } from './LineEditorTable';
import { offerLineColumns } from './lineColumns';
import type { LineDraft } from './pendingEdits';
import { OfferWriterProvider, useOfferWriter, useOfferWriterContext } from './useOfferWriter';

/** The lines of an offer: the user's columns, searchable, paged; quantities typed in place when editable. */
export function OfferLines({ offerId }: { offerId: number }) {
  const editable = useOfferWriterContext() !== null;
  const list = useListController({
    endpoint: 'offerAddedProducts',
    tableId: 'offerLines',
    params: { offerId },
    remember: false,
  });
  return (
    <section aria-labelledby="offer-lines" className="flex flex-col gap-2">
      <h2 id="offer-lines" className="text-lg font-semibold">
        {m.lines.title}
      </h2>
      <ListBase list={list} columns={offerLineColumns}>
        <ListToolbar searchLabel={m.lines.search} />
        {editable ? (
          <LineEditorTable label={m.lines.title} emptyMessage={m.lines.empty} />
        ) : (
          <DataTable<'offerAddedProducts'> label={m.lines.title} emptyMessage={m.lines.empty} />
        )}
        <Pagination />
      </ListBase>
    </section>
  );
}

/**
 * The line editor of an offer its author may change: the add-line field (focused, scanner
 * first), the live approval prediction, quantities typed in place, a refused write's conflict
 * with the choice to apply it again, and the edits a lost session left behind.
 */
export function OfferLineEditor({ offer }: { offer: OfferDetail }) {
  const formatEdit = useCallback(
    (name: string, change: LineDraft, unit: string) =>
      fillMessage(m.conflict.lineEdit, {
        name,
        changes: [
          change.quantity === undefined
            ? null
            : fillMessage(m.conflict.quantityEdit, { quantity: formatQuantity(change.quantity, unit) }),
          change.discount_from_catalog === undefined
            ? null
            : fillMessage(m.conflict.discountEdit, { discount: formatPercent(change.discount_from_catalog) }),
        ]
          .filter(Boolean)
          .join(', '),
      }),
    [],
  );
  const writer = useOfferWriter(offer, formatEdit);
  return (
    <OfferWriterProvider value={writer}>
      <div className="flex flex-col gap-4">
        <PendingEditsNotice writer={writer} items={offer.items} />
        <ConflictNotice writer={writer} />
        <AddLineField writer={writer} />
        <ApprovalPrediction items={offer.items} writer={writer} />
        <OfferLines offerId={offer.id} />
      </div>
    </OfferWriterProvider>
  );
}
