import { formatMoneyAmount } from '@salesdesk/sdk';
import { cliMessages } from '../messages/pl';

/** How numbers and booleans are written in CSV. */
export interface CsvCellOptions {
  delimiter: string;
  /** `,` for Polish Excel (default with `;`), `.` for plain CSV. */
  decimal: ',' | '.';
}

/** Characters that make Excel/LibreOffice read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Prefixes a text cell that starts like a formula with an apostrophe, as OWASP recommends.
 * Only text from the API is neutralised: numbers the CLI formats itself (e.g. `-12,50`) are not.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field with the delimiter, a quote, CR or LF is quoted; quotes are doubled. */
export function quoteCsv(field: string, delimiter: string): string {
  if (field.includes(delimiter) || field.includes('"') || field.includes('\n') || field.includes('\r')) {
    return `"${field.replaceAll('"', '""')}"`;
  }
  return field;
}

/** Integer grosze as złote with two decimals (`12345` → `123.45`), exact for any safe integer. */
export function groszeToDecimalString(grosze: number): string {
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(grosze);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Integer grosze as a JSON/XLSX number of złote (`12345` → `123.45`). */
export function groszeToNumber(grosze: number): number {
  return Number(groszeToDecimalString(grosze));
}

/** One CSV field (already quoted when needed). */
export function csvCell(value: unknown, isMoney: boolean, options: CsvCellOptions): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    const text = isMoney && Number.isInteger(value) ? groszeToDecimalString(value) : String(value);
    return quoteCsv(options.decimal === ',' ? text.replace('.', ',') : text, options.delimiter);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return quoteCsv(neutraliseFormula(text), options.delimiter);
}

/** A value for JSON, NDJSON and XLSX: money as złote numbers, everything else as the API sent it. */
export function dataCell(value: unknown, isMoney: boolean): unknown {
  if (isMoney && typeof value === 'number' && Number.isInteger(value)) return groszeToNumber(value);
  return value === undefined ? null : value;
}

/** A value for a human-readable table (list without --json): money grouped the pl-PL way (`1 234,56`). */
export function textCell(value: unknown, isMoney: boolean): string {
  if (value === null || value === undefined) return '';
  if (isMoney && typeof value === 'number' && Number.isSafeInteger(value)) return formatMoneyAmount(value);
  if (typeof value === 'boolean') return value ? cliMessages.yes : cliMessages.no;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
