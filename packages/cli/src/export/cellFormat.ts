import { groszeToDecimalString } from '@salesdesk/sdk';

/** How numbers and booleans are written in CSV. */
export interface CsvCellOptions {
  delimiter: string;
  /** `,` for Polish Excel (default with `;`), `.` for plain CSV. */
  decimal: ',' | '.';
  /** How `true` and `false` are written (default `true`/`false`; `tak`/`nie` for people). */
  booleans?: readonly [yes: string, no: string];
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

// Shared with the app's exports: one definition of how grosze become złote.
export { groszeToDecimalString, groszeToNumber } from '@salesdesk/sdk';

const BOOLEANS = ['true', 'false'] as const;

/** One CSV field (already quoted when needed); `labels` turns a coded value into its Polish name. */
export function csvCell(
  value: unknown,
  isMoney: boolean,
  options: CsvCellOptions,
  labels?: Readonly<Record<string, string>>,
): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    const text = isMoney && Number.isInteger(value) ? groszeToDecimalString(value) : String(value);
    return quoteCsv(options.decimal === ',' ? text.replace('.', ',') : text, options.delimiter);
  }
  if (typeof value === 'boolean') return (options.booleans ?? BOOLEANS)[value ? 0 : 1];
  const text = typeof value === 'string' ? (labels?.[value] ?? value) : JSON.stringify(value);
  return quoteCsv(neutraliseFormula(text), options.delimiter);
}

/**
 * A value for JSON and NDJSON: exactly as the API sent it (money in integer grosze, like
 * `list --json` and `get`: one unit in every machine format).
 */
export function jsonCell(value: unknown): unknown {
  return value === undefined ? null : value;
}
