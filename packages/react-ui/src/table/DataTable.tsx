import { type ComponentPropsWithRef, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import {
  Cell,
  Checkbox,
  Collection,
  Column,
  type Key,
  Row,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
  TableLayout,
  Virtualizer,
} from 'react-aria-components';
import { Button as ControlButton } from '../controls/Button';
import { CheckboxBox } from '../controls/Checkbox';
import { errorMessage } from '../data/errorMessage';
import type { ListEndpointName, ListRow } from '../data/listQuery';
import { sortableFields } from '../data/listQuery';
import { fillMessage } from '../messages';
import { tableMessages as m } from '../messages/table';
import type { ColumnDef } from './columns';
import { DataCards } from './DataCards';
import { useListContext } from './ListContext';
import { ReadOnlyCell } from './ReadOnlyCell';
import { MD_MEDIA_QUERY, useMediaQuery } from './useMediaQuery';
import { STICKY_LEFT_SHADOW, STICKY_RIGHT_SHADOW, useScrollEdges } from './useScrollEdges';
import { useShownColumns } from './useShownColumns';

/** Props of {@link DataTable}. */
export interface DataTableProps<N extends ListEndpointName> {
  /** Accessible name of the table (usually the page or tab title). */
  label: string;
  /** The link of a row (its detail page): rows become links; Ctrl/Cmd-click opens a new tab. */
  rowHref?: (row: ListRow<N>) => string | undefined;
  /** Row actions (a menu), shown in a last column. */
  rowActions?: (row: ListRow<N>) => ReactNode;
  /** Extra classes of a row (an overdue invoice, a line below the minimal price). */
  /** The row's key when the row has no `id` (e.g. a product in a warehouse): stable and unique on the page. */
  rowKey?: (row: ListRow<N>) => Key;
  rowClassName?: (row: ListRow<N>) => string | undefined;
  /** What an empty list says (default "Brak wyników."). */
  emptyMessage?: string;
  className?: string;
}

type AnyRow = Record<string, unknown>;

const alignClass = {
  start: 'text-left',
  end: 'text-right tabular-nums whitespace-nowrap',
  center: 'text-center',
} as const;

function SelectionBox({ label }: { label?: string }) {
  return (
    <Checkbox slot="selection" aria-label={label} className="group flex items-center justify-center outline-none">
      {({ isSelected, isIndeterminate }) => <CheckboxBox isSelected={isSelected} isIndeterminate={isIndeterminate} />}
    </Checkbox>
  );
}

/**
 * react-aria's column header element with `scope="col"` (its `th` carries no scope of its own).
 * Only given to a real table: the virtualised layout renders divs, and gets none.
 */
const columnHeaderElement = (props: ComponentPropsWithRef<'th'> | ComponentPropsWithRef<'div'>) => (
  <th {...(props as ComponentPropsWithRef<'th'>)} scope="col" />
);

/** A refresh shorter than this shows no progress bar. */
const REFRESH_INDICATOR_DELAY_MS = 250;

/** `flag`, but turning true only after it stayed true for `delayMs`. */
function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);
  return shown;
}

/** Pages longer than this render only the rows in view. */
export const VIRTUALIZE_ABOVE = 100;

const VIRTUAL_ROW_HEIGHT = 41;

/** Wraps the table in react-aria's Virtualizer when `when` holds. */
function Virtualize({ when, children }: { when: boolean; children: ReactNode }) {
  if (!when) return children;
  return (
    <Virtualizer
      layout={TableLayout}
      layoutOptions={{ rowHeight: VIRTUAL_ROW_HEIGHT, headingHeight: VIRTUAL_ROW_HEIGHT }}
    >
      {children}
    </Virtualizer>
  );
}

/**
 * Sticky columns of a wide table: the selection box and the row's name stay on the left, the
 * row's actions on the right, each on the row's own background; they cast a shadow once the
 * table scrolls under them (`useScrollEdges` marks the scroll box).
 */
const STICKY_BG =
  'bg-surface group-data-[hovered]:bg-surface-sunken group-data-[selected]:bg-primary-50 dark:group-data-[selected]:bg-primary-950';
/** Width of the selection column (the row header sticks right after it). */
const SELECTION_WIDTH = 'w-10 min-w-10 max-w-10';

function cellText<Row>(column: ColumnDef<Row>, row: Row): string {
  if (column.text) return column.text(row);
  const value = column.cell(row);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * The data table of a list page, on react-aria's `Table`: sticky header, server-side sort
 * (`aria-sort` on the sorted column), rows that are real links, multi-selection for bulk
 * actions, the user's saved columns (brand-hidden ones never shown), and Polish loading, empty
 * and error states. Reads its list, columns and selection from the enclosing `ListBase`.
 */
export function DataTable<N extends ListEndpointName>({
  label,
  rowHref,
  rowActions,
  rowClassName,
  rowKey,
  emptyMessage = m.empty,
  className,
}: DataTableProps<N>) {
  const { list, selection, columns } = useListContext<N>();
  const shown = useShownColumns<AnyRow>();
  // Below md a list is cards (one form at a time: the other is not rendered at all).
  const wide = useMediaQuery(MD_MEDIA_QUERY);
  const scrollBox = useRef<HTMLDivElement>(null);
  useScrollEdges(scrollBox);
  const sortable = useMemo(() => new Set(sortableFields(list.endpoint)), [list.endpoint]);
  const sortFieldOf = (column: ColumnDef<AnyRow>) => column.sortField ?? column.key;
  // The arrow describes the rows on screen: while the previous answer stays up (the next one is
  // on its way after a click on a header) so does its arrow, and the table renders once per sort,
  // when the sorted rows arrive, instead of once for the arrow and once more for the rows.
  const settledSort = useRef(list.sort);
  if (!list.result.isPlaceholderData) settledSort.current = list.sort;
  const shownSort = settledSort.current;
  const sortColumn = shownSort ? (shown.find((c) => sortFieldOf(c) === shownSort.field)?.key ?? shownSort.field) : null;
  const sortDirection = shownSort?.direction;
  const sortDescriptor: SortDescriptor | undefined = useMemo(
    () => (sortColumn !== null && sortDirection ? { column: sortColumn, direction: sortDirection } : undefined),
    [sortColumn, sortDirection],
  );
  // The table below is made again only when what it shows changes; its handlers read the latest controller.
  const latest = useRef(list);
  latest.current = list;
  const rowHeader = shown.find((c) => c.isRowHeader) ?? shown[0];
  const rows: readonly AnyRow[] = list.rows;
  // A refresh shows only when it takes long enough to notice: no flash for a quick answer.
  const refreshing = useDelayedFlag(list.isFetching, REFRESH_INDICATOR_DELAY_MS);
  // Long pages render only the rows in view (fixed row height, cells on one line).
  const virtual = rows.length > VIRTUALIZE_ABOVE;
  const rowName = (row: AnyRow) => (rowHeader ? cellText(rowHeader, row) : String(row.id ?? ''));
  const keyOf = (row: AnyRow): Key => rowKey?.(row as ListRow<N>) ?? (row.id as Key | undefined) ?? JSON.stringify(row);
  // Sticky columns only where rows are real table rows (not in the virtualised layout).
  const sticky = !virtual;
  const headerLeft = sticky ? `sticky ${selection ? 'left-10' : 'left-0'} z-[2] ${STICKY_LEFT_SHADOW}` : '';
  // Filters the person set (in the URL), not those the page fixes (a client card's own client).
  const filtered = Object.keys(list.query as object).some(
    (key) => !['page', 'limit', 'sort'].includes(key) && list.filter(key) !== undefined,
  );

  const error = list.error;
  const isLoading = list.isLoading;
  function renderEmpty() {
    if (error) {
      return (
        <div role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
          <p className="font-medium text-danger">{m.loadError}</p>
          <p className="text-sm text-text-muted">{errorMessage(error)}</p>
          <ControlButton onPress={() => latest.current.refetch()}>{m.retry}</ControlButton>
        </div>
      );
    }
    if (isLoading) {
      return (
        <p className="p-8 text-center text-text-muted" role="status">
          {m.loading}
        </p>
      );
    }
    return (
      <div className="flex flex-col items-center gap-3 p-8 text-center">
        <p className="text-text-muted">{filtered ? m.emptyFiltered : emptyMessage}</p>
        {filtered ? <ControlButton onPress={() => latest.current.reset()}>{m.clearFilters}</ControlButton> : null}
      </div>
    );
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the handlers read `latest`; `renderEmpty` is made of `error`, `isLoading`, `filtered` and `emptyMessage`; `keyOf` of `rowKey`; `headerLeft` of `selection` and `sticky`.
  const table = useMemo(
    () =>
      wide ? (
        <Virtualize when={virtual}>
          <Table
            aria-label={label}
            aria-busy={refreshing || undefined}
            sortDescriptor={sortDescriptor}
            onSortChange={(descriptor) => {
              const column = shown.find((c) => c.key === descriptor.column);
              if (column) latest.current.setSort({ field: sortFieldOf(column), direction: descriptor.direction });
            }}
            selectionMode={selection ? 'multiple' : 'none'}
            selectedKeys={selection?.keys}
            onSelectionChange={selection?.setKeys}
            className={
              virtual
                ? 'relative block h-[calc(100dvh-14rem)] min-h-72 w-full overflow-auto text-sm'
                : 'w-full border-separate border-spacing-0 text-sm'
            }
          >
            <TableHeader className="sticky top-0 z-10 bg-surface-raised">
              {selection ? (
                <Column
                  {...(virtual ? {} : { render: columnHeaderElement })}
                  className={`${SELECTION_WIDTH} border-b border-border px-2 py-2 ${sticky ? 'sticky left-0 z-[2] bg-surface-raised' : ''}`}
                >
                  <SelectionBox label={m.selectAll} />
                </Column>
              ) : null}
              <Collection items={shown}>
                {(column) => (
                  <Column
                    id={column.key}
                    data-column={column.key}
                    // A header cell of a real table says what it heads (HTML_CodeSniffer, WCAG 1.3.1);
                    // the virtualised layout renders divs with ARIA roles instead.
                    {...(virtual ? {} : { render: columnHeaderElement })}
                    {...(virtual
                      ? { defaultWidth: column.wide ? '2fr' : '1fr', minWidth: column.wide ? 180 : 96 }
                      : {})}
                    isRowHeader={column.isRowHeader ?? false}
                    allowsSorting={sortable.has(sortFieldOf(column))}
                    className={`${column.wide ? 'min-w-44' : ''} ${column === rowHeader ? `${headerLeft} bg-surface-raised` : ''} border-b border-border px-2 py-2 font-semibold whitespace-nowrap text-text-muted outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[focus-visible]:ring-inset ${alignClass[column.align ?? 'start']} data-[allows-sorting]:cursor-pointer data-[hovered]:text-text`}
                  >
                    {({ allowsSorting, sortDirection }) => (
                      <span
                        className={`inline-flex items-center gap-1 ${column.align === 'end' ? 'flex-row-reverse' : ''}`}
                      >
                        {column.header}
                        {allowsSorting ? (
                          <span
                            aria-hidden="true"
                            className={sortDirection ? 'text-primary-700 dark:text-primary-300' : 'opacity-40'}
                          >
                            {sortDirection === 'ascending' ? '▲' : sortDirection === 'descending' ? '▼' : '↕'}
                          </span>
                        ) : null}
                      </span>
                    )}
                  </Column>
                )}
              </Collection>
              {rowActions ? (
                <Column
                  {...(virtual ? {} : { render: columnHeaderElement })}
                  className={`w-12 border-b border-border px-2 py-2 text-right ${sticky ? `sticky right-0 z-[2] bg-surface-raised ${STICKY_RIGHT_SHADOW}` : ''}`}
                >
                  <span className="sr-only">{m.actions}</span>
                </Column>
              ) : null}
            </TableHeader>
            <TableBody
              items={rows}
              dependencies={[shown, rowActions, rowHref, rowClassName, rowKey]}
              renderEmptyState={renderEmpty}
            >
              {(row) => (
                <Row
                  id={keyOf(row)}
                  href={rowHref?.(row as ListRow<N>)}
                  dependencies={[shown]}
                  className={`${rowClassName?.(row as ListRow<N>) ?? ''} group cursor-default outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[focus-visible]:ring-inset data-[hovered]:bg-surface-sunken data-[href]:cursor-pointer data-[selected]:bg-primary-50 dark:data-[selected]:bg-primary-950`}
                >
                  {selection ? (
                    <Cell
                      className={`${SELECTION_WIDTH} border-b border-border px-2 py-2 ${sticky ? `sticky left-0 z-[1] ${STICKY_BG}` : ''}`}
                    >
                      <SelectionBox label={fillMessage(m.selectRow, { row: rowName(row) })} />
                    </Cell>
                  ) : null}
                  {shown.map((column) => {
                    const layout = `border-b border-border px-2 py-2 outline-none ${alignClass[column.align ?? 'start']} ${column.nowrap || virtual ? 'truncate whitespace-nowrap' : ''}`;
                    // The row's name (its id labels the row) and cells with controls are react-aria's
                    // full cells; the rest only show text and skip the per-cell press machinery.
                    return column === rowHeader || column.isRowHeader || column.interactive ? (
                      <Cell
                        key={column.key}
                        className={`${column === rowHeader && sticky ? `${headerLeft.replace('z-[2]', 'z-[1]')} ${STICKY_BG}` : ''} ${layout} data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[focus-visible]:ring-inset`}
                      >
                        {column.cell(row)}
                      </Cell>
                    ) : (
                      <ReadOnlyCell
                        key={column.key}
                        className={`${layout} focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-inset`}
                      >
                        {column.cell(row)}
                      </ReadOnlyCell>
                    );
                  })}
                  {rowActions ? (
                    <Cell
                      className={`border-b border-border px-2 py-1 text-right ${sticky ? `sticky right-0 z-[1] ${STICKY_BG} ${STICKY_RIGHT_SHADOW}` : ''}`}
                    >
                      {rowActions(row as ListRow<N>)}
                    </Cell>
                  ) : null}
                </Row>
              )}
            </TableBody>
          </Table>
        </Virtualize>
      ) : null,
    [
      wide,
      label,
      refreshing,
      sortDescriptor,
      selection,
      shown,
      rowHeader,
      rows,
      rowActions,
      rowHref,
      rowClassName,
      rowKey,
      virtual,
      sortable,
      error,
      isLoading,
      filtered,
      emptyMessage,
    ],
  );

  return (
    <div className={['relative', className].filter(Boolean).join(' ')}>
      {refreshing && rows.length > 0 ? (
        <div className="absolute inset-x-0 top-0 z-20 h-0.5 overflow-hidden" role="status" aria-label={m.refreshing}>
          <div className="h-full w-full animate-pulse bg-primary-600" />
        </div>
      ) : null}
      {list.error && rows.length > 0 ? (
        <p role="alert" className="mb-2 rounded-md bg-danger-subtle p-2 text-sm text-danger">
          {m.loadError} {errorMessage(list.error)}
        </p>
      ) : null}
      {wide ? null : (
        <DataCards<N>
          label={label}
          // A column reads its row (`cell(row)`), so columns of list N are not columns of any row;
          // the cards only hand them rows of the same list.
          columns={columns as unknown as readonly ColumnDef<AnyRow>[]}
          shown={shown}
          rowHeader={rowHeader}
          rowHref={rowHref}
          rowActions={rowActions}
          rowKey={keyOf}
          rowName={rowName}
          renderEmpty={renderEmpty}
        />
      )}
      {wide ? (
        <div className="relative">
          <div
            ref={scrollBox}
            className={`group/scroll peer/scroll relative ${virtual ? '' : 'max-h-[calc(100dvh-14rem)] overflow-auto'} min-h-40 rounded-lg border border-border bg-surface`}
          >
            {table}
          </div>
          {/* The right edge fades while more columns wait there (a table that scrolls says so). */}
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-px right-px w-8 rounded-r-lg bg-gradient-to-l from-surface-sunken to-transparent opacity-0 transition-opacity peer-data-[scroll-right]/scroll:opacity-100"
          />
        </div>
      ) : null}
    </div>
  );
}
