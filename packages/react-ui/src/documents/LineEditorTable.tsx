import { useStore } from '@nanostores/react';
import type { DocumentLineRow } from '@salesdesk/sdk';
import { useMutation } from '@tanstack/react-query';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { atom } from 'nanostores';
import { type FocusEvent, memo, type ReactNode, useCallback, useRef } from 'react';
import { Button } from '../controls/Button';
import { Checkbox } from '../controls/Checkbox';
import { errorMessage } from '../data/errorMessage';
import { fillMessage } from '../messages';
import { documentMessages } from '../messages/document';
import { tableMessages } from '../messages/table';
import type { ColumnDef } from '../table/columns';
import { VIRTUALIZE_ABOVE } from '../table/DataTable';
import { useListContext } from '../table/ListContext';
import { MD_MEDIA_QUERY, useMediaQuery } from '../table/useMediaQuery';
import { STICKY_RIGHT_SHADOW, useScrollEdges } from '../table/useScrollEdges';
import { useShownColumns } from '../table/useShownColumns';
import { useDocumentEditor } from './useDocumentWriter';

const m = documentMessages.lines;

const alignClass = { start: 'text-left', end: 'text-right tabular-nums', center: 'text-center' } as const;

function RemoveLine({ line }: { line: DocumentLineRow }) {
  const editor = useDocumentEditor();
  const remove = useMutation({
    mutationFn: async () => editor?.writer.removeLine(line),
    // The row is gone: focus goes where the next line is entered.
    onSuccess: () => editor?.focusAddLine(),
    networkMode: 'always',
  });
  if (!editor) return null;
  return (
    <span className="inline-flex flex-col items-end">
      <Button
        size="sm"
        variant="ghost"
        aria-label={fillMessage(m.remove, { name: line.name })}
        isPending={remove.isPending}
        onPress={() => remove.mutate()}
      >
        <span aria-hidden="true">✕</span>
      </Button>
      {remove.error ? (
        <span role="alert" className="text-xs text-danger">
          {errorMessage(remove.error)}
        </span>
      ) : null}
    </span>
  );
}

/** Ticks a line for the writes on many lines (discount, removal). */
function SelectLine({ line }: { line: DocumentLineRow }) {
  const writer = useDocumentEditor()?.writer;
  const selection = useStore(writer?.$selection ?? NO_SELECTION);
  if (!writer) return null;
  return (
    <Checkbox
      aria-label={fillMessage(tableMessages.selectRow, { row: line.name })}
      isSelected={selection.includes(line.id)}
      onChange={(selected) => writer.select([line.id], selected)}
    />
  );
}

/** Ticks or unticks every line of the page. */
function SelectPage({ rows }: { rows: readonly DocumentLineRow[] }) {
  const writer = useDocumentEditor()?.writer;
  const selection = useStore(writer?.$selection ?? NO_SELECTION);
  if (!writer) return null;
  const ticked = rows.filter((row) => selection.includes(row.id)).length;
  return (
    <Checkbox
      aria-label={tableMessages.selectAll}
      isSelected={rows.length > 0 && ticked === rows.length}
      isIndeterminate={ticked > 0 && ticked < rows.length}
      onChange={(selected) =>
        writer.select(
          rows.map((row) => row.id),
          selected,
        )
      }
    />
  );
}

const NO_SELECTION = atom<readonly number[]>([]);

/** Height of a line before it is measured (an input row without a message under it). */
const ESTIMATED_ROW_HEIGHT = 33;
/** Lines rendered beyond the visible ones on each side, so Tab and the arrows find the next input. */
const OVERSCAN = 10;

/**
 * The width of a column's cells: the row header (the name) takes whatever the other columns leave
 * (`w-full` with `max-w-0` lets it shrink to its minimum, then its text is cut), never under about
 * 13 rem; another wide column keeps that minimum; the rest are as wide as their values.
 */
const widthClass = (column: ColumnDef<DocumentLineRow>) =>
  column.isRowHeader ? 'w-full max-w-0 min-w-52' : column.wide ? 'min-w-52' : '';

/** Cells that stay in view when the table scrolls sideways cover what passes under them. */
const stickyBackground = (line: DocumentLineRow) => (line.below_minimal ? 'bg-danger-subtle' : 'bg-surface');

const LineRow = memo(function LineRow({
  line,
  shown,
  index,
  measure,
}: {
  line: DocumentLineRow;
  shown: readonly ColumnDef<DocumentLineRow>[];
  /** Position in the page, for screen readers and the virtualiser; absent when all rows render. */
  index?: number | undefined;
  measure?: ((row: HTMLTableRowElement | null) => void) | undefined;
}) {
  return (
    <tr
      ref={measure}
      data-index={index}
      aria-rowindex={index === undefined ? undefined : index + 2}
      className={line.below_minimal ? 'bg-danger-subtle/40' : undefined}
    >
      <td className={`sticky left-0 z-[1] w-10 border-b border-border px-2.5 ${stickyBackground(line)}`}>
        <SelectLine line={line} />
      </td>
      {shown.map((column) => {
        // Compact rows: every cell on one line (a long name is cut in its own cell), ~33 px a line.
        const className = `border-b border-border px-2 py-0.5 align-middle ${alignClass[column.align ?? 'start']} whitespace-nowrap ${widthClass(column)}`;
        return column.isRowHeader ? (
          <th
            key={column.key}
            scope="row"
            // The line's name stays in view when the table scrolls sideways to the prices.
            className={`${className} sticky left-10 z-[1] font-normal ${stickyBackground(line)}`}
          >
            {column.cell(line)}
          </th>
        ) : (
          <td key={column.key} className={className}>
            {column.cell(line)}
          </td>
        );
      })}
      {/* The line's action stays in view when the table scrolls sideways. */}
      <td
        className={`sticky right-0 z-[1] border-b border-border px-1 py-0.5 text-right ${stickyBackground(line)} ${STICKY_RIGHT_SHADOW}`}
      >
        <RemoveLine line={line} />
      </td>
    </tr>
  );
});

/**
 * A line on a phone: its name over its shown values in two columns (the quantity and discount
 * typed in place, the client price and the value read beside them), ticked and removed from its
 * corners. Same cells as the table's row, in the same order, so Tab goes quantity → discount.
 */
const LineCard = memo(function LineCard({
  line,
  shown,
}: {
  line: DocumentLineRow;
  shown: readonly ColumnDef<DocumentLineRow>[];
}) {
  return (
    <li
      className={`flex flex-col gap-2 rounded-lg border border-border p-3 ${line.below_minimal ? 'bg-danger-subtle/40' : 'bg-surface'}`}
    >
      <div className="flex items-start gap-2">
        <SelectLine line={line} />
        <h3 className="min-w-0 flex-1 font-medium break-words">
          {line.name}
          {line.below_minimal ? <span className="ml-2 text-xs font-medium text-danger">{m.belowMinimal}</span> : null}
        </h3>
        <RemoveLine line={line} />
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
        {shown
          .filter((column) => !column.isRowHeader)
          .map((column) => (
            <div key={column.key} data-column={column.key} className="flex min-w-0 flex-col">
              <dt className="text-xs text-text-muted">{column.header}</dt>
              <dd className="tabular-nums">{column.cell(line)}</dd>
            </div>
          ))}
      </dl>
    </li>
  );
});

/** The lines of the page as cards (below md, where a row of the table would not fit). */
function LineCards({
  rows,
  shown,
  label,
}: {
  rows: DocumentLineRow[];
  shown: readonly ColumnDef<DocumentLineRow>[];
  label: string;
}) {
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {rows.map((line) => (
        <LineCard key={line.id} line={line} shown={shown} />
      ))}
    </ul>
  );
}

/** An empty row standing for `height` pixels of lines not rendered. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a row of one empty cell is not focusable; hidden so screen readers count only lines.
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={columns} className="p-0" />
    </tr>
  );
}

/**
 * The rows of a long page, only those in view (plus {@link OVERSCAN} on each side) and the one
 * holding focus: a line being typed in never unmounts when the list is scrolled away from it.
 * Empty rows keep the scroll height of the lines not rendered.
 */
function VirtualRows({
  rows,
  shown,
  scrollElement,
}: {
  rows: DocumentLineRow[];
  shown: readonly ColumnDef<DocumentLineRow>[];
  scrollElement: { current: HTMLDivElement | null };
}) {
  const focused = useRef<number | null>(null);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const at = focused.current;
    if (at === null || at >= range.count || indexes.includes(at)) return indexes;
    return [...indexes, at].sort((a, b) => a - b);
  }, []);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: OVERSCAN,
    rangeExtractor,
  });
  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest('tr[data-index]');
    focused.current = row ? Number(row.getAttribute('data-index')) : null;
  };
  const onBlur = (event: FocusEvent<HTMLTableSectionElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focused.current = null;
  };
  const columns = shown.length + 2;
  const out: ReactNode[] = [];
  let end = 0;
  for (const item of virtualizer.getVirtualItems()) {
    const line = rows[item.index];
    if (!line) continue;
    if (item.start > end) out.push(<Spacer key={`gap-${item.index}`} height={item.start - end} columns={columns} />);
    out.push(
      <LineRow key={line.id} line={line} shown={shown} index={item.index} measure={virtualizer.measureElement} />,
    );
    end = item.end;
  }
  const total = virtualizer.getTotalSize();
  if (total > end) out.push(<Spacer key="gap-end" height={total - end} columns={columns} />);
  return (
    <tbody onFocus={onFocus} onBlur={onBlur}>
      {out}
    </tbody>
  );
}

/**
 * The lines of a document being edited: the user's columns of the enclosing list, in a plain
 * table whose quantity inputs are ordinary tab stops, so Tab goes from one line's quantity to
 * the next and typing is never taken for grid navigation (an ARIA grid makes the whole table one
 * tab stop and owns the arrow keys). Rows are memoised on the line object: the query cache keeps
 * unchanged lines identical, so an edit re-renders only its line. A page of more than
 * {@link VIRTUALIZE_ABOVE} lines renders only the rows in view: the browser then lays out and
 * paints tens of rows per change, not hundreds.
 */
export function LineEditorTable({ label, emptyMessage }: { label: string; emptyMessage: string }) {
  const { list } = useListContext<'offerAddedProducts' | 'orderAddedProducts'>();
  const shown = useShownColumns<DocumentLineRow>();
  // The list context keeps no type parameter (React's context cannot be generic); the rows of
  // either kind's lines endpoint are document lines.
  const rows = list.rows as unknown as DocumentLineRow[];
  const scrollElement = useRef<HTMLDivElement>(null);
  useScrollEdges(scrollElement);
  const virtual = rows.length > VIRTUALIZE_ABOVE;
  const wide = useMediaQuery(MD_MEDIA_QUERY);
  if (!wide)
    return (
      <div aria-busy={list.isFetching || undefined}>
        <LineCards rows={rows} shown={shown} label={label} />
        {rows.length === 0 ? <EmptyLines emptyMessage={emptyMessage} /> : null}
      </div>
    );
  return (
    <div
      ref={scrollElement}
      // Inputs focused by Tab or the arrows scroll clear of the sticky header, name and action columns.
      // `relative`: the cells' visually hidden texts (absolutely positioned) stay inside this
      // box; without it they are placed against the page and widen it by the table's overflow.
      className="group/scroll relative max-h-[70dvh] min-h-40 scroll-pt-10 scroll-pr-12 scroll-pl-72 overflow-auto rounded-lg border border-border bg-surface md:max-h-none md:min-h-0 md:flex-1"
    >
      <table
        className="w-full border-separate border-spacing-0 text-sm"
        aria-busy={list.isFetching || undefined}
        // Screen readers count the lines not rendered too.
        aria-rowcount={virtual ? rows.length + 1 : undefined}
      >
        <caption className="sr-only">{label}</caption>
        <thead className="sticky top-0 z-10 bg-surface-raised">
          <tr aria-rowindex={virtual ? 1 : undefined}>
            <th scope="col" className="sticky left-0 z-[1] w-10 border-b border-border bg-surface-raised px-2.5 py-1.5">
              <SelectPage rows={rows} />
            </th>
            {shown.map((column) => (
              <th
                key={column.key}
                scope="col"
                data-column={column.key}
                // A header may wrap ("Cena dla / klienta"): a column is as wide as its values, not
                // its header, and the name gets the room left.
                className={`border-b border-border px-2 py-1.5 leading-tight font-semibold text-text-muted ${column.isRowHeader ? 'whitespace-nowrap' : 'min-w-[4.75rem]'} ${alignClass[column.align ?? 'start']} ${widthClass(column)} ${column.isRowHeader ? 'sticky left-10 z-[1] bg-surface-raised' : ''}`}
              >
                {column.header}
              </th>
            ))}
            <th
              scope="col"
              className={`sticky right-0 z-[1] w-12 border-b border-border bg-surface-raised px-1 py-1.5 ${STICKY_RIGHT_SHADOW}`}
            >
              <span className="sr-only">{tableMessages.actions}</span>
            </th>
          </tr>
        </thead>
        {virtual ? (
          <VirtualRows rows={rows} shown={shown} scrollElement={scrollElement} />
        ) : (
          <tbody>
            {rows.map((line) => (
              <LineRow key={line.id} line={line} shown={shown} />
            ))}
          </tbody>
        )}
      </table>
      {rows.length === 0 ? <EmptyLines emptyMessage={emptyMessage} /> : null}
    </div>
  );
}

/** What stands for the lines when there are none: the load error with a retry, loading, or the empty text. */
function EmptyLines({ emptyMessage }: { emptyMessage: string }) {
  const { list } = useListContext<'offerAddedProducts' | 'orderAddedProducts'>();
  return list.error ? (
    <div role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
      <p className="font-medium text-danger">{tableMessages.loadError}</p>
      <p className="text-sm text-text-muted">{errorMessage(list.error)}</p>
      <Button onPress={() => list.refetch()}>{tableMessages.retry}</Button>
    </div>
  ) : (
    <p role="status" className="p-8 text-center text-text-muted">
      {list.isLoading ? tableMessages.loading : emptyMessage}
    </p>
  );
}
