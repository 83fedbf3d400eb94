import {
  groszeToDecimalString,
  neutraliseFormula,
  quoteCsv,
  SPREADSHEET_FORMATS,
  type SpreadsheetValue,
  spreadsheetSerial,
} from '@salesdesk/sdk';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';

// Spreadsheet files built in the browser, row batch by row batch: each batch is turned into
// bytes (XLSX: deflated as it comes) and kept as a Blob part, so a list of 100,000 rows never
// lives in memory as rows or as one big string, and no step takes longer than one batch.

/** What a column of an export holds: decides the cell's type and number format. */
export type ExportCellKind = 'money' | 'date' | 'dateTime' | 'number' | 'text';

/** A column of an export file. */
export interface ExportFileColumn {
  /** The Polish header. */
  header: string;
  kind: ExportCellKind;
}

/** Writes rows of cells into a file; `finish` gives the file. */
export interface ExportFileBuilder {
  addRows(rows: readonly (readonly SpreadsheetValue[])[]): void;
  finish(): Blob;
}

/** MIME types of the export formats. */
export const EXPORT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
} as const;

/** An export format. */
export type ExportFormat = keyof typeof EXPORT_TYPES;

// XLSX

/** Characters XML 1.0 cannot hold at all (control characters other than tab and line ends). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is removed.
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

function xmlText(text: string): string {
  return text
    .replace(XML_INVALID, '')
    .replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);
}

/** `A`, `B`, …, `Z`, `AA`: the letters of a column number from 1. */
export function columnLetters(n: number): string {
  let letters = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** Style indexes of `styles.xml`'s `cellXfs`. */
const STYLE = { plain: 0, money: 1, date: 2, dateTime: 3, header: 4, text: 5 } as const;

const STYLES_XML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="3"><numFmt numFmtId="164" formatCode="${SPREADSHEET_FORMATS.money}"/><numFmt numFmtId="165" formatCode="${SPREADSHEET_FORMATS.date}"/><numFmt numFmtId="166" formatCode="${SPREADSHEET_FORMATS.dateTime}"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="6"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const CONTENT_TYPES_XML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const ROOT_RELS_XML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS_XML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

/** A sheet name Excel accepts: at most 31 characters, none of `[]:*?/\`. */
export function sheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Arkusz'
  );
}

function xlsxCell(ref: string, value: SpreadsheetValue, kind: ExportCellKind): string {
  if (value === null || value === '') return '';
  if (value instanceof Date) {
    const style = kind === 'dateTime' ? STYLE.dateTime : STYLE.date;
    return `<c r="${ref}" s="${style}"><v>${spreadsheetSerial(value)}</v></c>`;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return `<c r="${ref}"${kind === 'money' ? ` s="${STYLE.money}"` : ''}><v>${value}</v></c>`;
  }
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  // Inline strings are never formulas; text columns keep the `@` format (an EAN stays text).
  const style = kind === 'text' ? ` s="${STYLE.text}"` : '';
  return `<c r="${ref}" t="inlineStr"${style}><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
}

/** Width of a column in characters, from its header and the first rows (dates and money as shown). */
function widthOf(column: ExportFileColumn, rows: readonly (readonly SpreadsheetValue[])[], index: number): number {
  let longest = column.header.length;
  for (const row of rows.slice(0, 200)) {
    const value = row[index];
    const length =
      value instanceof Date
        ? column.kind === 'dateTime'
          ? 16
          : 10
        : typeof value === 'number' && column.kind === 'money'
          ? value.toFixed(2).length + Math.floor(Math.log10(Math.abs(value) || 1) / 3)
          : String(value ?? '').length;
    longest = Math.max(longest, length);
  }
  return Math.min(60, Math.max(8, longest + 2));
}

/**
 * An XLSX workbook of one sheet, streamed into a zip as rows come (fflate, deflated batch by
 * batch): Polish headers in bold, the header row frozen and under an autofilter, money as
 * numbers of złote (`#,##0.00`), dates and timestamps as date cells (`dd.mm.yyyy`,
 * `dd.mm.yyyy hh:mm`), text as inline strings (never formulas). Column widths come from the
 * header and the first batch.
 */
export function createXlsxBuilder(name: string, columns: readonly ExportFileColumn[]): ExportFileBuilder {
  const parts: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else parts.push(chunk);
  });
  for (const [path, xml] of [
    ['[Content_Types].xml', CONTENT_TYPES_XML],
    ['_rels/.rels', ROOT_RELS_XML],
    ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS_XML],
    ['xl/styles.xml', STYLES_XML],
  ] as const) {
    const file = new ZipPassThrough(path);
    zip.add(file);
    file.push(strToU8(xml), true);
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  const last = columnLetters(Math.max(1, columns.length));
  let rowNumber = 1;
  let started = false;

  function start(firstRows: readonly (readonly SpreadsheetValue[])[]) {
    started = true;
    const widths = columns.map(
      (c, i) => `<col min="${i + 1}" max="${i + 1}" width="${widthOf(c, firstRows, i)}" customWidth="1"/>`,
    );
    const header = columns
      .map(
        (c, i) =>
          `<c r="${columnLetters(i + 1)}1" t="inlineStr" s="${STYLE.header}"><is><t>${xmlText(c.header)}</t></is></c>`,
      )
      .join('');
    sheet.push(
      strToU8(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>${widths.length ? `<cols>${widths.join('')}</cols>` : ''}<sheetData><row r="1">${header}</row>`,
      ),
    );
  }

  return {
    addRows(rows) {
      if (!started) start(rows);
      let xml = '';
      for (const row of rows) {
        rowNumber++;
        let cells = '';
        for (let i = 0; i < columns.length; i++) {
          cells += xlsxCell(`${columnLetters(i + 1)}${rowNumber}`, row[i] ?? null, columns[i]?.kind ?? 'text');
        }
        xml += `<row r="${rowNumber}">${cells}</row>`;
      }
      if (xml) sheet.push(strToU8(xml));
    },
    finish() {
      if (!started) start([]);
      sheet.push(strToU8(`</sheetData><autoFilter ref="A1:${last}${rowNumber}"/></worksheet>`), true);
      const title = sheetName(name);
      const workbook = new ZipDeflate('xl/workbook.xml', { level: 6 });
      zip.add(workbook);
      workbook.push(
        strToU8(
          `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlText(title)}" sheetId="1" r:id="rId1"/></sheets><definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'${xmlText(title.replaceAll("'", "''"))}'!$A$1:$${last}$${rowNumber}</definedName></definedNames></workbook>`,
        ),
        true,
      );
      zip.end();
      if (failure) throw failure;
      return new Blob(parts as BlobPart[], { type: EXPORT_TYPES.xlsx });
    },
  };
}

// CSV

const warsawMinute = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'UTC',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

function csvField(value: SpreadsheetValue, kind: ExportCellKind): string {
  if (value === null) return '';
  if (value instanceof Date) {
    // The cells hold zone-less dates (Warsaw wall-clock time as UTC): written as Excel reads a date.
    return kind === 'dateTime' ? warsawMinute.format(value) : value.toISOString().slice(0, 10);
  }
  if (typeof value === 'number') {
    const text = kind === 'money' ? groszeToDecimalString(Math.round(value * 100)) : String(value);
    return text.replace('.', ',');
  }
  if (typeof value === 'boolean') return value ? 'tak' : 'nie';
  return quoteCsv(neutraliseFormula(value), ';');
}

/**
 * CSV as Polish Excel opens it by a double click, like the CLI's default: a UTF-8 BOM, `;`
 * between fields, a decimal comma, CRLF line ends (RFC 4180 quoting), money with two decimals,
 * dates as `YYYY-MM-DD` and timestamps as `YYYY-MM-DD HH:MM` in Warsaw time (both read by Excel
 * as dates), formula-like text neutralised (OWASP).
 */
export function createCsvBuilder(columns: readonly ExportFileColumn[]): ExportFileBuilder {
  const parts: string[] = [`\uFEFF${columns.map((c) => quoteCsv(c.header, ';')).join(';')}\r\n`];
  return {
    addRows(rows) {
      let chunk = '';
      for (const row of rows) {
        chunk += `${columns.map((c, i) => csvField(row[i] ?? null, c.kind)).join(';')}\r\n`;
      }
      parts.push(chunk);
    },
    finish() {
      return new Blob(parts, { type: EXPORT_TYPES.csv });
    },
  };
}

/** The builder of a format. */
export function createExportFile(format: ExportFormat, name: string, columns: readonly ExportFileColumn[]) {
  return format === 'xlsx' ? createXlsxBuilder(name, columns) : createCsvBuilder(columns);
}
