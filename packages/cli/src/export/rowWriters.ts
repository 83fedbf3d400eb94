import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { writeChunk } from '../io';
import { type CsvCellOptions, csvCell, dataCell } from './cellFormat';

/** Output formats of `export`. */
export const EXPORT_FORMATS = ['csv', 'json', 'ndjson', 'xlsx'] as const;
/** An output format of `export`. */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A row of a list page, keyed by SPEC §3 column keys. */
export type Row = Record<string, unknown>;

/** Writes rows page by page to a stream; `end` finishes the document (not the stream). */
export interface RowWriter {
  writeRows(rows: readonly Row[]): Promise<void>;
  end(): Promise<void>;
}

/** Options shared by the writers. */
export interface RowWriterOptions {
  columns: readonly string[];
  money: ReadonlySet<string>;
  csv: CsvCellOptions & { bom: boolean };
  /** XLSX sheet name. */
  sheetName: string;
}

const UTF8_BOM = '\uFEFF';

/** CSV per RFC 4180 (CRLF line ends), optional BOM, one chunk per page. */
export function createCsvWriter(out: Writable, options: RowWriterOptions): RowWriter {
  const { columns, money, csv } = options;
  let started = false;
  const header = () =>
    `${csv.bom ? UTF8_BOM : ''}${columns.map((c) => csvCell(c, false, csv)).join(csv.delimiter)}\r\n`;
  return {
    async writeRows(rows) {
      let chunk = started ? '' : header();
      started = true;
      for (const row of rows) {
        let line = '';
        for (let i = 0; i < columns.length; i++) {
          const key = columns[i] as string;
          if (i > 0) line += csv.delimiter;
          line += csvCell(row[key], money.has(key), csv);
        }
        chunk += `${line}\r\n`;
      }
      await writeChunk(out, chunk);
    },
    async end() {
      if (!started) await writeChunk(out, header());
    },
  };
}

function pick(row: Row, columns: readonly string[], money: ReadonlySet<string>): Row {
  const out: Row = {};
  for (const key of columns) out[key] = dataCell(row[key], money.has(key));
  return out;
}

/** A JSON array streamed element by element (valid JSON even when empty). */
export function createJsonWriter(out: Writable, options: RowWriterOptions): RowWriter {
  let count = 0;
  return {
    async writeRows(rows) {
      let chunk = '';
      for (const row of rows) {
        chunk += `${count === 0 ? '[\n' : ',\n'}${JSON.stringify(pick(row, options.columns, options.money))}`;
        count++;
      }
      await writeChunk(out, chunk);
    },
    async end() {
      await writeChunk(out, count === 0 ? '[]\n' : '\n]\n');
    },
  };
}

/** One JSON object per line. */
export function createNdjsonWriter(out: Writable, options: RowWriterOptions): RowWriter {
  return {
    async writeRows(rows) {
      let chunk = '';
      for (const row of rows) chunk += `${JSON.stringify(pick(row, options.columns, options.money))}\n`;
      await writeChunk(out, chunk);
    },
    async end() {},
  };
}

/**
 * XLSX with exceljs' streaming WorkbookWriter: rows are committed as they come, so the sheet is
 * never held in memory. Money cells are numbers with a `0.00` format; text stays text (a string
 * cell is never evaluated as a formula, so no neutralisation is needed here).
 */
export async function createXlsxWriter(out: Writable, options: RowWriterOptions): Promise<RowWriter> {
  // Loaded on demand: exceljs is the CLI's largest dependency and only XLSX needs it.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(options.sheetName);
  sheet.columns = options.columns.map((key) => ({
    header: key,
    key,
    width: Math.max(12, key.length + 2),
    style: options.money.has(key) ? { numFmt: '0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    async writeRows(rows) {
      for (const row of rows) {
        const values = options.columns.map((key) => dataCell(row[key], options.money.has(key)) as ExcelJS.CellValue);
        sheet.addRow(values).commit();
      }
      // Let the zip stream flush to the output before the next page (backpressure).
      if (out.writableNeedDrain) await new Promise((r) => out.once('drain', r));
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/** The writer of a format. */
export async function createRowWriter(
  format: ExportFormat,
  out: Writable,
  options: RowWriterOptions,
): Promise<RowWriter> {
  switch (format) {
    case 'csv':
      return createCsvWriter(out, options);
    case 'json':
      return createJsonWriter(out, options);
    case 'ndjson':
      return createNdjsonWriter(out, options);
    case 'xlsx':
      return createXlsxWriter(out, options);
  }
}
