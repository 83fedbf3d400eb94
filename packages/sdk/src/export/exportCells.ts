// How a list's values become spreadsheet cells, the same for the CLI's XLSX and the browser's
// exports: money (integer grosze) as a number of złote with exactly two decimals, calendar dates
// and timestamps as dates (timestamps at the wall-clock time they show in Warsaw), coded values
// as their Polish labels.

/** `YYYY-MM-DD`: a calendar date as the API sends it. */
export const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An ISO timestamp with a zone, as the API sends `created_at` and the like. */
export const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Number formats of the spreadsheet (Excel shows the reader's own separators: `1 234,56` in Polish Excel). */
export const SPREADSHEET_FORMATS = {
  money: '#,##0.00',
  date: 'dd.mm.yyyy',
  dateTime: 'dd.mm.yyyy hh:mm',
  text: '@',
} as const;

/** Integer grosze as złote with two decimals (`12345` → `123.45`), exact for any safe integer. */
export function groszeToDecimalString(grosze: number): string {
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(grosze);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Integer grosze as a number of złote (`12345` → `123.45`): the nearest double to the typed amount. */
export function groszeToNumber(grosze: number): number {
  return Number(groszeToDecimalString(grosze));
}

const warsawParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as the Warsaw wall-clock time it shows there, encoded as a zone-less (UTC) date: a
 * spreadsheet date has no zone, so 10:00Z is written as 11:00 in winter, 12:00 in summer.
 */
export function warsawWallClock(iso: string): Date {
  const parts = Object.fromEntries(warsawParts.formatToParts(new Date(iso)).map((p) => [p.type, Number(p.value)]));
  return new Date(
    Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second),
  );
}

/** A calendar date `YYYY-MM-DD` as midnight UTC (a zone-less spreadsheet date). */
export function calendarDate(text: string): Date | null {
  const m = CALENDAR_DATE.exec(text);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

/** What a column holds: decides its cell type and format. */
export type SpreadsheetKind = 'money' | 'date' | 'dateTime' | 'number' | 'text' | 'other';

/**
 * The kind of a column read from a page of rows (money columns are named, as an integer alone
 * cannot say it is grosze): dates when every value is a calendar date, timestamps when every
 * value is an instant.
 */
export function spreadsheetKindOf(
  key: string,
  rows: readonly Readonly<Record<string, unknown>>[],
  money: ReadonlySet<string>,
): SpreadsheetKind {
  if (money.has(key)) return 'money';
  const values = rows.map((r) => r[key]).filter((v) => v !== null && v !== undefined);
  if (values.length === 0) return 'other';
  if (values.every((v) => typeof v === 'string' && CALENDAR_DATE.test(v))) return 'date';
  if (values.every((v) => typeof v === 'string' && INSTANT.test(v))) return 'dateTime';
  if (values.every((v) => typeof v === 'number')) return 'number';
  if (values.every((v) => typeof v === 'string')) return 'text';
  return 'other';
}

/** A spreadsheet cell: a number, a date, text, a boolean or empty. */
export type SpreadsheetValue = number | Date | string | boolean | null;

/**
 * A value of a column of `kind` as a cell: money as złote, dates and timestamps as dates, objects
 * as JSON, the rest as the API sent it (`labels` turns a code into its Polish name).
 */
export function spreadsheetValue(
  value: unknown,
  kind: SpreadsheetKind,
  labels?: Readonly<Record<string, string>>,
): SpreadsheetValue {
  if (value === null || value === undefined) return null;
  if (kind === 'money' && typeof value === 'number' && Number.isInteger(value)) return groszeToNumber(value);
  if (typeof value === 'string') {
    if (labels?.[value] !== undefined) return labels[value];
    if (kind === 'date' || kind === 'other' || kind === 'dateTime') {
      const date = calendarDate(value);
      if (date) return date;
      if (INSTANT.test(value)) return warsawWallClock(value);
    }
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** Days from the spreadsheet epoch (1899-12-30, as Excel counts) to a zone-less date, with the time as a fraction. */
export function spreadsheetSerial(date: Date): number {
  return (date.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000;
}
