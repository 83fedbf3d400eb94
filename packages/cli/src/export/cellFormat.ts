import { groszeToDecimalString, neutraliseFormula, quoteCsv } from '@salesdesk/sdk';

/** How numbers and booleans are written in CSV. */
export interface CsvCellOptions {
  delimiter: string;
  /** `,` for Polish Excel (default with `;`), `.` for plain CSV. */
  decimal: ',' | '.';
  /** How `true` and `false` are written (default `true`/`false`; `tak`/`nie` for people). */
  booleans?: readonly [yes: string, no: string];
}

// Shared with the app's exports: one definition of how grosze become złote and of CSV fields.
export { groszeToDecimalString, groszeToNumber, neutraliseFormula, quoteCsv } from '@salesdesk/sdk';

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
