import { formatDate, formatDateTime, formatMoneyAmount, formatNumber } from '@salesdesk/sdk';
import { cliMessages } from '../messages/pl';

// TYPES

/** What the table needs to know about a resource's columns beyond their values. */
export interface HumanColumns {
  /** Raw keys, in the order to show. */
  keys: readonly string[];
  /** Keys holding integer grosze. */
  money: ReadonlySet<string>;
  /** Coded values shown by their Polish names, per key (`status` → `draft` → `Szkic`). */
  values?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The Polish name of a column (default: the key). */
  label?: (key: string) => string;
}

/** The table as text, plus the keys left out because the terminal was too narrow. */
export interface HumanTable {
  text: string;
  leftOut: string[];
}

// CELLS

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const GAP = '  ';
const MIN_WIDTH = 10;

/** One value as a person reads it in Poland: `1 234,56`, `17,22`, `22.11.2026, 11:00` (Warsaw), `tak`. */
export function humanCell(key: string, value: unknown, columns: HumanColumns): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (columns.money.has(key) && Number.isSafeInteger(value)) return formatMoneyAmount(value);
    return formatNumber(value, key === 'margin' ? 2 : 3, key === 'margin' ? 2 : 0);
  }
  if (typeof value === 'boolean') return value ? cliMessages.yes : cliMessages.no;
  if (typeof value !== 'string') return JSON.stringify(value);
  const named = columns.values?.[key]?.[value];
  if (named) return named;
  if (INSTANT.test(value)) return formatDateTime(value);
  if (CALENDAR_DATE.test(value)) return formatDate(value);
  return value.replace(/[\t\r\n]+/g, ' ');
}

/** Text a column may be shortened in: not numbers, dates or times, whose every digit counts. */
const isShrinkable = (key: string, rows: readonly Record<string, unknown>[]) =>
  rows.every((r) => {
    const v = r[key];
    return v === null || v === undefined || (typeof v === 'string' && !INSTANT.test(v) && !CALENDAR_DATE.test(v));
  });

const isNumeric = (key: string, rows: readonly Record<string, unknown>[]) =>
  rows.some((r) => typeof r[key] === 'number') && rows.every((r) => r[key] === null || typeof r[key] === 'number');

/** Cuts text to `width` characters, ending with `…` when cut. */
function clip(text: string, width: number): string {
  const chars = [...text];
  return chars.length <= width ? text : `${chars.slice(0, Math.max(0, width - 1)).join('')}…`;
}

const length = (text: string) => [...text].length;

// TABLE

/**
 * Rows as an aligned table with Polish column names: numbers right-aligned, text left. With a
 * `width` (the terminal's), the widest text columns are shortened first (cut with `…`, never
 * below a few characters; numbers and dates never); when even that does not fit, the last
 * columns are left out and named in
 * {@link HumanTable.leftOut}. Without a width (output to a file or a pipe) nothing is cut.
 */
export function formatHumanTable(
  rows: readonly Record<string, unknown>[],
  columns: HumanColumns,
  width?: number,
): HumanTable {
  const keys = [...columns.keys];
  const header = new Map(keys.map((k) => [k, columns.label?.(k) ?? k]));
  const cells = rows.map((row) => new Map(keys.map((k) => [k, humanCell(k, row[k], columns)])));
  const natural = new Map(
    keys.map((k) => [k, Math.max(length(header.get(k) ?? k), ...cells.map((c) => length(c.get(k) ?? '')))]),
  );
  const widths = new Map(natural);
  const leftOut: string[] = [];
  const total = () => keys.reduce((sum, k) => sum + (widths.get(k) ?? 0), 0) + GAP.length * (keys.length - 1);
  if (width && width > 0) {
    // Shorten the widest text column one character at a time while one is above the minimum
    // (numbers, dates and times are never cut: a cut amount is a wrong amount).
    // The first column names the row (a number, a symbol): it stays whole too.
    const shrinkable = keys.slice(1).filter((k) => isShrinkable(k, rows));
    while (total() > width && shrinkable.length) {
      const widest = shrinkable.reduce((a, b) => ((widths.get(b) ?? 0) > (widths.get(a) ?? 0) ? b : a));
      const current = widths.get(widest) ?? 0;
      if (current <= MIN_WIDTH) break;
      widths.set(widest, current - 1);
    }
    while (total() > width && keys.length > 1) {
      const last = keys.pop() as string;
      leftOut.unshift(last);
    }
  }
  const numeric = new Set(keys.filter((k) => isNumeric(k, rows)));
  const line = (value: (k: string) => string) =>
    keys
      .map((k) => {
        const w = widths.get(k) ?? 0;
        const text = clip(value(k), w);
        return numeric.has(k) ? text.padStart(w) : text.padEnd(w);
      })
      .join(GAP)
      .trimEnd();
  const out = [line((k) => header.get(k) ?? k), ...cells.map((c) => line((k) => c.get(k) ?? ''))];
  return { text: `${out.join('\n')}\n`, leftOut };
}
