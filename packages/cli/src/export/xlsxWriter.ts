import type { Writable } from 'node:stream';
import {
  SPREADSHEET_FORMATS,
  type SpreadsheetKind,
  spreadsheetKindOf,
  spreadsheetValue,
  warsawWallClock,
} from '@salesdesk/sdk';
import type ExcelJS from 'exceljs';
import type { Row, RowWriter, RowWriterOptions } from './rowWriters';

// CELLS
// How values become cells is the sdk's (`spreadsheetValue`), shared with the app's exports.

/** Number formats of the sheet (Excel shows the reader's own separators: `1 234,56` in Polish Excel). */
export const XLSX_FORMATS = SPREADSHEET_FORMATS;
export { warsawWallClock };

type ColumnKind = SpreadsheetKind;

function cellValue(
  value: unknown,
  kind: ColumnKind,
  labels: Readonly<Record<string, string>> | undefined,
): ExcelJS.CellValue {
  return spreadsheetValue(value, kind, labels);
}

/** The width a value takes in a column, in characters (dates and money as Excel shows them). */
function shownLength(value: ExcelJS.CellValue, kind: ColumnKind): number {
  if (value === null || value === undefined) return 0;
  if (value instanceof Date) return kind === 'dateTime' ? 16 : 10;
  if (kind === 'money' && typeof value === 'number')
    return value.toFixed(2).length + Math.floor(Math.log10(Math.abs(value) || 1) / 3);
  return String(value).length;
}

// WRITER

/**
 * XLSX with exceljs' streaming WorkbookWriter, rows committed as they come (the sheet is never
 * held in memory). The first page is held back until the column layout is known from it:
 * Polish headers and Polish names of coded values such as statuses (keys and codes with `--raw`), widths from the content (capped), each column's
 * kind and format (dates and timestamps as date cells in Warsaw time, money as złote numbers
 * with a thousands separator, text such as an EAN or a NIP as text cells), an autofilter on
 * the header row and the header row frozen. String cells are never evaluated as formulas.
 */
export async function createXlsxWriter(out: Writable, options: RowWriterOptions): Promise<RowWriter> {
  // Loaded on demand: exceljs is the CLI's largest dependency and only XLSX needs it.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(options.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const { columns } = options;
  let kinds: ColumnKind[] | undefined;

  function layOut(firstRows: readonly Row[]) {
    kinds = columns.map((key) => spreadsheetKindOf(key, firstRows, options.money));
    const headers = columns.map((key) => options.header(key));
    sheet.columns = columns.map((key, i) => {
      const kind = kinds?.[i] ?? 'other';
      const longest = Math.max(
        headers[i]?.length ?? 0,
        ...firstRows.map((row) => shownLength(cellValue(row[key], kind, options.values?.[key]), kind)),
      );
      const numFmt =
        kind === 'money'
          ? XLSX_FORMATS.money
          : kind === 'date'
            ? XLSX_FORMATS.date
            : kind === 'dateTime'
              ? XLSX_FORMATS.dateTime
              : kind === 'text'
                ? XLSX_FORMATS.text
                : undefined;
      return {
        header: headers[i],
        key,
        width: Math.min(60, Math.max(8, longest + 2)),
        style: numFmt ? { numFmt } : {},
      };
    });
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.commit();
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(1, columns.length) } };
  }

  return {
    async writeRows(rows) {
      if (!kinds) layOut(rows);
      for (const row of rows) {
        sheet
          .addRow(columns.map((key, i) => cellValue(row[key], kinds?.[i] ?? 'other', options.values?.[key])))
          .commit();
      }
      // Let the zip stream flush to the output before the next page (backpressure).
      if (out.writableNeedDrain) await new Promise((r) => out.once('drain', r));
    },
    async end() {
      if (!kinds) layOut([]);
      sheet.commit();
      await workbook.commit();
    },
  };
}
