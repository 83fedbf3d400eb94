import { formatDate, formatDateTime, formatMoney, formatPercent } from '@salesdesk/sdk';
import type { ReactNode } from 'react';

/** Horizontal alignment of a column (numbers and money align to the end). */
export type ColumnAlign = 'start' | 'end' | 'center';

/** One column of a data table. */
export interface ColumnDef<Row> {
  /** The SPEC §3 column key: the key saved in the table layout (`tableColumns`). */
  readonly key: string;
  /** Polish header. */
  readonly header: string;
  /** The cell of a row. */
  readonly cell: (row: Row) => ReactNode;
  /** Sort field of the list call (default: `key`, when the call can sort by it). */
  readonly sortField?: string;
  readonly align?: ColumnAlign;
  /** Announced with each row by screen readers (the row's name: number, client name). */
  readonly isRowHeader?: boolean;
  /** Keep the cell on one line (dates, numbers, codes). */
  readonly nowrap?: boolean;
  /** Give the column room (names, addresses): it never squeezes below about 16 characters. */
  readonly wide?: boolean;
  /** The cell's text for labels ("Akcje: OF/2026/0001"); default: the cell when it is text. */
  readonly text?: (row: Row) => string;
  /**
   * Where the column shows on a row's card below md (the row header is the card's title):
   * `subtitle` under the title (the client), `badge` beside it (the status), `amount` on the
   * right (the gross value), `meta` at the foot with its header (a date). A list whose columns
   * name no slot shows its first shown columns at the foot.
   */
  readonly card?: CardSlot;
  /**
   * The cell holds a control (a button, a link): it gets react-aria's full cell, whose keyboard
   * focus goes to the control. Other cells only show text and are rendered without press and
   * hover handling (`ReadOnlyCell`), which keeps sorting and paging a long table quick.
   */
  readonly interactive?: boolean;
  /**
   * What the column's values are, for the list's export (XLSX, CSV): money (integer grosze,
   * written as złote), dates and timestamps (date cells), numbers; set by `moneyColumn`,
   * `dateColumn`, …. A column without it exports the text it shows ({@link ColumnDef.text}).
   */
  readonly kind?: 'money' | 'date' | 'dateTime' | 'number' | 'text';
  /** The row's field the column shows when it is not `key` (the export reads the value from it). */
  readonly field?: string;
}

/** Where a column shows on a row's card (see {@link ColumnDef.card}). */
export type CardSlot = 'subtitle' | 'badge' | 'amount' | 'meta';

/** The columns of one table, typed by its row (one list per table). */
export type ColumnList<Row> = readonly ColumnDef<Row>[];

/**
 * `columns` with the card's subtitle moved to the column `key` (a client card's lists: the client
 * is the card's own, the receiver says more).
 */
export function withCardSubtitle<Row>(columns: ColumnList<Row>, key: string): ColumnList<Row> {
  return columns.map((c) => {
    if (c.key === key) return { ...c, card: 'subtitle' as const };
    if (c.card !== 'subtitle') return c;
    const { card: _card, ...rest } = c;
    return rest;
  });
}

/** Keys of `Row` whose values are of type `V`. */
type KeysOf<Row, V> = { [K in keyof Row]-?: Row[K] extends V ? K : never }[keyof Row] & string;

type Extra<Row> = Partial<Omit<ColumnDef<Row>, 'key' | 'header' | 'cell'>>;

/** The row field a column shows: the one given, else the column's key. */
function fieldOf<K extends string>(key: string, given: K | undefined): K {
  // By convention a column's key names a field of its row, which TypeScript cannot check of a string.
  return given ?? (key as K);
}

/** A text column showing `row[field]` (default field: the key). */
export function textColumn<Row>(
  key: string,
  header: string,
  given?: KeysOf<Row, string | number | null | undefined>,
  extra: Extra<Row> = {},
): ColumnDef<Row> {
  const field = fieldOf(key, given);
  const text = (row: Row) => String(row[field] ?? '');
  return { key, header, cell: text, text, kind: 'text', field, ...extra };
}

/** A money column: integer grosze as `1 234,56 zł`, aligned to the end. */
export function moneyColumn<Row>(
  key: string,
  header: string,
  given?: KeysOf<Row, number | null | undefined>,
  extra: Extra<Row> = {},
): ColumnDef<Row> {
  const field = fieldOf(key, given);
  const text = (row: Row) => {
    const value = row[field] as number | null | undefined;
    return value === null || value === undefined ? '' : formatMoney(value);
  };
  return { key, header, cell: text, text, align: 'end', kind: 'money', field, ...extra };
}

/** A date column (`YYYY-MM-DD` as `27.10.2026`). */
export function dateColumn<Row>(
  key: string,
  header: string,
  given?: KeysOf<Row, string | null | undefined>,
  extra: Extra<Row> = {},
): ColumnDef<Row> {
  const field = fieldOf(key, given);
  const text = (row: Row) => formatDate(row[field] as string | null | undefined);
  return { key, header, cell: text, text, nowrap: true, kind: 'date', field, ...extra };
}

/** A date-time column (ISO timestamp in Warsaw time). */
export function dateTimeColumn<Row>(
  key: string,
  header: string,
  given?: KeysOf<Row, string | null | undefined>,
  extra: Extra<Row> = {},
): ColumnDef<Row> {
  const field = fieldOf(key, given);
  const text = (row: Row) => formatDateTime(row[field] as string | null | undefined);
  return { key, header, cell: text, text, nowrap: true, kind: 'dateTime', field, ...extra };
}

/** A percent column (margins: `12,50 %`), aligned to the end. */
export function percentColumn<Row>(
  key: string,
  header: string,
  given?: KeysOf<Row, number | null | undefined>,
  extra: Extra<Row> = {},
): ColumnDef<Row> {
  const field = fieldOf(key, given);
  const text = (row: Row) => {
    const value = row[field] as number | null | undefined;
    return value === null || value === undefined ? '' : formatPercent(value);
  };
  return { key, header, cell: text, text, align: 'end', kind: 'number', field, ...extra };
}

/**
 * The columns to show, in order: the saved layout's keys that the table knows, never a column
 * the brand hides (SPEC §9). A saved layout that names no known column shows the defaults.
 */
export function arrangeColumns<Row>(
  columns: ColumnList<Row>,
  saved: readonly string[],
  hidden: readonly string[],
): ColumnDef<Row>[] {
  const byKey = new Map(columns.filter((c) => !hidden.includes(c.key)).map((c) => [c.key, c]));
  const chosen = saved.map((key) => byKey.get(key)).filter((c): c is ColumnDef<Row> => c !== undefined);
  return chosen.length > 0 ? chosen : [...byKey.values()];
}
