import { formatQuantity } from '@salesdesk/sdk';
import type { ColumnDef } from '../table/columns';

/** A stock figure in the row's unit (whole units without decimals), aligned to the end. */
export function quantityColumn<Row extends { uom: string }>(
  key: string,
  header: string,
  value: (row: Row) => number,
  extra: Partial<ColumnDef<Row>> = {},
): ColumnDef<Row> {
  const text = (row: Row) => formatQuantity(value(row), row.uom);
  return { key, header, cell: text, text, align: 'end', nowrap: true, ...extra };
}

/** An available-stock cell: zero is said plainly, so nobody mistakes it for stock. */
export function availableColumn<Row extends { uom: string }>(
  key: string,
  header: string,
  value: (row: Row) => number,
): ColumnDef<Row> {
  return quantityColumn(key, header, value, {
    cell: (row) => (
      <span className={value(row) > 0 ? 'font-medium' : 'text-text-muted'}>{formatQuantity(value(row), row.uom)}</span>
    ),
  });
}
