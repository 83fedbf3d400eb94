import type { OfferLineRow } from '@salesdesk/sdk';
import { memo } from 'react';
import { Button } from '../controls/Button';
import { errorMessage } from '../data/errorMessage';
import { useAsyncAction } from '../data/useAsyncAction';
import { fillMessage } from '../messages';
import { offerPageMessages } from '../messages/offer';
import { tableMessages } from '../messages/table';
import type { ColumnDef } from '../table/columns';
import { useListContext } from '../table/ListContext';
import { useShownColumns } from '../table/useShownColumns';
import { useOfferWriterContext } from './useOfferWriter';

const m = offerPageMessages.lines;

const alignClass = { start: 'text-left', end: 'text-right tabular-nums', center: 'text-center' } as const;

function RemoveLine({ line }: { line: OfferLineRow }) {
  const writer = useOfferWriterContext();
  const { working, problem, run } = useAsyncAction();
  if (!writer) return null;
  return (
    <span className="inline-flex flex-col items-end">
      <Button
        size="md"
        variant="ghost"
        aria-label={fillMessage(m.remove, { name: line.name })}
        isPending={working}
        onPress={async () => {
          // The row is gone: focus goes where the next line is entered.
          if (await run(() => writer.removeLine(line))) writer.focusAddLine();
        }}
      >
        <span aria-hidden="true">✕</span>
      </Button>
      {problem ? (
        <span role="alert" className="text-xs text-danger">
          {problem}
        </span>
      ) : null}
    </span>
  );
}

const LineRow = memo(function LineRow({
  line,
  shown,
}: {
  line: OfferLineRow;
  shown: readonly ColumnDef<OfferLineRow>[];
}) {
  return (
    <tr className={line.below_minimal ? 'bg-danger-subtle/40' : undefined}>
      {shown.map((column) => {
        const className = `border-b border-border px-2 py-1.5 align-middle ${alignClass[column.align ?? 'start']} ${column.nowrap ? 'whitespace-nowrap' : ''} ${column.wide ? 'min-w-52' : ''}`;
        return column.isRowHeader ? (
          <th key={column.key} scope="row" className={`${className} font-normal`}>
            {column.cell(line)}
          </th>
        ) : (
          <td key={column.key} className={className}>
            {column.cell(line)}
          </td>
        );
      })}
      <td className="border-b border-border px-1 py-1 text-right">
        <RemoveLine line={line} />
      </td>
    </tr>
  );
});

/**
 * The lines of an offer being edited: the user's columns of the enclosing list, in a plain
 * table whose quantity inputs are ordinary tab stops, so Tab goes from one line's quantity to
 * the next and typing is never taken for grid navigation (an ARIA grid makes the whole table one
 * tab stop and owns the arrow keys). Rows are memoised on the line object: the query cache keeps
 * unchanged lines identical, so an edit re-renders only its line.
 */
export function LineEditorTable({ label, emptyMessage }: { label: string; emptyMessage: string }) {
  const { list } = useListContext<'offerAddedProducts'>();
  const shown = useShownColumns<OfferLineRow>();
  const rows = list.rows as unknown as OfferLineRow[];
  return (
    <div className="max-h-[calc(100dvh-12rem)] min-h-40 overflow-auto rounded-lg border border-border bg-surface">
      <table className="w-full border-separate border-spacing-0 text-sm" aria-busy={list.isFetching || undefined}>
        <caption className="sr-only">{label}</caption>
        <thead className="sticky top-0 z-10 bg-surface-raised">
          <tr>
            {shown.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`border-b border-border px-2 py-2 font-semibold whitespace-nowrap text-text-muted ${alignClass[column.align ?? 'start']} ${column.wide ? 'min-w-52' : ''}`}
              >
                {column.header}
              </th>
            ))}
            <th scope="col" className="w-12 border-b border-border px-1 py-2">
              <span className="sr-only">{tableMessages.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((line) => (
            <LineRow key={line.id} line={line} shown={shown} />
          ))}
        </tbody>
      </table>
      {rows.length === 0 ? (
        list.error ? (
          <div role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
            <p className="font-medium text-danger">{tableMessages.loadError}</p>
            <p className="text-sm text-text-muted">{errorMessage(list.error)}</p>
            <Button onPress={() => list.refetch()}>{tableMessages.retry}</Button>
          </div>
        ) : (
          <p role="status" className="p-8 text-center text-text-muted">
            {list.isLoading ? tableMessages.loading : emptyMessage}
          </p>
        )
      ) : null}
    </div>
  );
}
