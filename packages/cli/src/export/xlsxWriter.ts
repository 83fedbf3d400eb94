import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { columnLabel } from '../messages/columns';
import { groszeToNumber } from './cellFormat';
import type { Row, RowWriter, RowWriterOptions } from './rowWriters';

// CELLS

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Number formats of the sheet (Excel shows the reader's own separators: `1 234,56` in Polish Excel). */
export const XLSX_FORMATS = {
  money: '#,##0.00',
  date: 'dd.mm.yyyy',
  dateTime: 'dd.mm.yyyy hh:mm',
  text: '@',
} as const;

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
 * An instant as the Warsaw wall-clock time it shows there, encoded as a zone-less date (a
 * spreadsheet date has no zone: 10:00Z is written as 11:00 in winter, 12:00 in summer).
 */
export function warsawWallClock(iso: string): Date {
  const parts = Object.fromEntries(warsawParts.formatToParts(new Date(iso)).map((p) => [p.type, Number(p.value)]));
  return new Date(
    Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second),
  );
}

/** What a column holds, read from the first page: decides its cell format. */
type ColumnKind = 'money' | 'date' | 'dateTime' | 'number' | 'text' | 'other';

function kindOf(key: string, rows: readonly Row[], money: ReadonlySet<string>): ColumnKind {
  if (money.has(key)) return 'money';
  const values = rows.map((r) => r[key]).filter((v) => v !== null && v !== undefined);
  if (values.length === 0) return 'other';
  if (values.every((v) => typeof v === 'string' && CALENDAR_DATE.test(v))) return 'date';
  if (values.every((v) => typeof v === 'string' && INSTANT.test(v))) return 'dateTime';
  if (values.every((v) => typeof v === 'number')) return 'number';
  if (values.every((v) => typeof v === 'string')) return 'text';
  return 'other';
}

/** A cell value of a column of `kind`: dates as dates, money as złote numbers, the rest as the API sent it. */
function cellValue(value: unknown, kind: ColumnKind): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (kind === 'money' && typeof value === 'number' && Number.isInteger(value)) return groszeToNumber(value);
  if (typeof value === 'string') {
    const date = CALENDAR_DATE.exec(value);
    if (date) return new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3])));
    if (INSTANT.test(value)) return warsawWallClock(value);
    return value;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return value as ExcelJS.CellValue;
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
 * Polish headers (raw keys with `--raw-keys`), widths from the content (capped), each column's
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
    kinds = columns.map((key) => kindOf(key, firstRows, options.money));
    const headers = columns.map((key) => (options.rawKeys ? key : columnLabel(key)));
    sheet.columns = columns.map((key, i) => {
      const kind = kinds?.[i] ?? 'other';
      const longest = Math.max(
        headers[i]?.length ?? 0,
        ...firstRows.map((row) => shownLength(cellValue(row[key], kind), kind)),
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
        sheet.addRow(columns.map((key, i) => cellValue(row[key], kinds?.[i] ?? 'other'))).commit();
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
