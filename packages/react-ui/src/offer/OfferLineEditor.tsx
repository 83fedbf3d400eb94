import { type ApprovalLevel, formatPercent, formatQuantity, type OfferDetail } from '@salesdesk/sdk';
import { memo, useCallback } from 'react';
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
import { LineBulkActions } from './LineBulkActions';
import { LineEditorTable } from './LineEditorTable';
import { approvalLineColumns, offerLineColumns } from './lineColumns';
import type { LineDraft } from './pendingEdits';
import { OfferWriterProvider, useOfferWriter, useOfferWriterContext } from './useOfferWriter';

/**
 * Which lines view a reader of the offer gets: the author the editor's columns; anyone else the
 * summary and approval variant (SPEC §3) — accepted once approved, otherwise to accept, per the
 * level the offer needs — each variant with its own saved layout.
 */
export type LinesVariant = 'lines' | 'accepted' | 'toAccept' | ApprovalLevel;

/**
 * The lines of an offer: the user's columns, searchable, paged; quantities typed in place when
 * editable. Memoised: the page of lines follows its own cached read (patched by line writes), so
 * a new version of the offer does not render the table, its toolbar and pagination again.
 */
export const OfferLines = memo(function OfferLines({
  offerId,
  variant = 'lines',
}: {
  offerId: number;
  variant?: LinesVariant;
}) {
  const editable = useOfferWriterContext() !== null;
  const approval = variant !== 'lines' && variant !== 'none';
  const list = useListController({
    endpoint: 'offerAddedProducts',
    tableId: approval ? `offerLines.${variant}` : 'offerLines',
    params: { offerId },
    remember: false,
  });
  const title = approval
    ? fillMessage(m.lines.approvalTitle, { variant: m.lines.variants[variant as keyof typeof m.lines.variants] })
    : m.lines.title;
  return (
    <section aria-labelledby="offer-lines" className="flex flex-col gap-2">
      <h2 id="offer-lines" className="text-lg font-semibold">
        {title}
      </h2>
      <ListBase list={list} columns={approval ? approvalLineColumns : offerLineColumns}>
        <ListToolbar searchLabel={m.lines.search} />
        {editable ? (
          <LineEditorTable label={m.lines.title} emptyMessage={m.lines.empty} />
        ) : (
          <DataTable<'offerAddedProducts'> label={title} emptyMessage={m.lines.empty} />
        )}
        <Pagination />
      </ListBase>
    </section>
  );
});

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
        <LineBulkActions writer={writer} />
        <ApprovalPrediction items={offer.items} writer={writer} />
        <OfferLines offerId={offer.id} />
      </div>
    </OfferWriterProvider>
  );
}
