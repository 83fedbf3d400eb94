import type { ReactNode } from 'react';
import { Checkbox, GridList, GridListItem, type Key } from 'react-aria-components';
import { CheckboxBox } from '../controls/Checkbox';
import type { ListEndpointName, ListRow } from '../data/listQuery';
import { fillMessage } from '../messages';
import { tableMessages as m } from '../messages/table';
import type { CardSlot, ColumnDef } from './columns';
import { useListContext } from './ListContext';

type AnyRow = Record<string, unknown>;

/** Props of {@link DataCards} (the phone form of a `DataTable`, which passes its own). */
export interface DataCardsProps<N extends ListEndpointName> {
  label: string;
  /** Every column of the list (card slots are read from them, whatever the table shows). */
  columns: readonly ColumnDef<AnyRow>[];
  /** The columns the table shows, for lists whose columns name no card slot. */
  shown: readonly ColumnDef<AnyRow>[];
  rowHeader: ColumnDef<AnyRow> | undefined;
  rowHref?: ((row: ListRow<N>) => string | undefined) | undefined;
  rowActions?: ((row: ListRow<N>) => ReactNode) | undefined;
  rowKey: (row: AnyRow) => Key;
  rowName: (row: AnyRow) => string;
  renderEmpty: () => ReactNode;
}

/** How many shown columns a card without slots lists at its foot. */
const FALLBACK_FIELDS = 3;

function bySlot(columns: readonly ColumnDef<AnyRow>[], slot: CardSlot) {
  return columns.filter((c) => c.card === slot);
}

/**
 * A list below the md breakpoint: one card per row (the number or name as its title; client,
 * status, gross value and date where the columns say so), the whole card a link to the row's
 * page (tap, or Enter on the focused card), its actions in a corner, its checkbox for bulk
 * actions. react-aria's GridList: arrows move between cards, selection and links as in the table.
 */
export function DataCards<N extends ListEndpointName>({
  label,
  columns,
  shown,
  rowHeader,
  rowHref,
  rowActions,
  rowKey,
  rowName,
  renderEmpty,
}: DataCardsProps<N>) {
  const { list, selection } = useListContext<N>();
  const rows: readonly AnyRow[] = list.rows;
  const slotted = columns.some((c) => c.card);
  const subtitle = bySlot(columns, 'subtitle');
  const badges = bySlot(columns, 'badge');
  const amounts = bySlot(columns, 'amount');
  const meta = slotted ? bySlot(columns, 'meta') : shown.filter((c) => c !== rowHeader).slice(0, FALLBACK_FIELDS);
  return (
    <GridList
      aria-label={label}
      items={rows}
      dependencies={[rowActions, rowHref]}
      selectionMode={selection ? 'multiple' : 'none'}
      selectionBehavior="toggle"
      selectedKeys={selection?.keys}
      onSelectionChange={selection?.setKeys}
      renderEmptyState={renderEmpty}
      className="flex flex-col gap-2 outline-none"
    >
      {(row) => (
        <GridListItem
          id={rowKey(row)}
          textValue={rowName(row)}
          href={rowHref?.(row as ListRow<N>)}
          className="group relative flex gap-3 rounded-lg border border-border bg-surface p-3 text-sm outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[href]:cursor-pointer data-[hovered]:bg-surface-sunken data-[selected]:border-primary-600 data-[selected]:bg-primary-50 dark:data-[selected]:bg-primary-950"
        >
          {selection ? (
            <Checkbox
              slot="selection"
              aria-label={fillMessage(m.selectRow, { row: rowName(row) })}
              className="group flex items-start pt-0.5 outline-none"
            >
              {({ isSelected }) => <CheckboxBox isSelected={isSelected} isIndeterminate={false} />}
            </Checkbox>
          ) : null}
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-semibold" data-column={rowHeader?.key}>
                {rowHeader ? rowHeader.cell(row) : rowName(row)}
              </span>
              {badges.map((c) => (
                <span key={c.key} data-column={c.key}>
                  {c.cell(row)}
                </span>
              ))}
            </div>
            {subtitle.map((c) => (
              <span key={c.key} data-column={c.key} className="text-text">
                {c.cell(row)}
              </span>
            ))}
            <div className="flex flex-wrap items-end justify-between gap-x-3 gap-y-1">
              <dl className="flex flex-col text-xs text-text-muted">
                {meta.map((c) => (
                  <div key={c.key} data-column={c.key} className="flex gap-1">
                    <dt>{c.header}:</dt>
                    <dd className="text-text">{c.cell(row)}</dd>
                  </div>
                ))}
              </dl>
              {amounts.map((c) => (
                <span
                  key={c.key}
                  data-column={c.key}
                  className="ml-auto text-base font-semibold whitespace-nowrap tabular-nums"
                >
                  <span className="sr-only">{c.header}: </span>
                  {c.cell(row)}
                </span>
              ))}
            </div>
          </div>
          {rowActions ? <div className="shrink-0">{rowActions(row as ListRow<N>)}</div> : null}
        </GridListItem>
      )}
    </GridList>
  );
}
