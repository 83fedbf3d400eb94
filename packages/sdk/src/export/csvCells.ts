// CSV fields the same for the CLI's and the browser's exports.

/** Characters that make Excel/LibreOffice read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Prefixes a text cell that starts like a formula with an apostrophe, as OWASP recommends.
 * Only text from the API is neutralised: numbers an export formats itself (e.g. `-12,50`) are not.
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
