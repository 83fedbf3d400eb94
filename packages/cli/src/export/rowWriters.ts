import type { Writable } from 'node:stream';
import { writeChunk } from '../io';
import { type CsvCellOptions, csvCell, jsonCell } from './cellFormat';
import { createXlsxWriter } from './xlsxWriter';

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
  /** The header of a column: its Polish name, or the API key for machines (`--raw`, `--raw-keys`). */
  header: (key: string) => string;
  /** Polish names of coded values per column (statuses); absent for machines (`--raw`): codes as the API sent them. */
  values?: Readonly<Record<string, Readonly<Record<string, string>>>> | undefined;
}

const UTF8_BOM = '\uFEFF';

/**
 * CSV per RFC 4180 (CRLF line ends), optional BOM, one chunk per page; headers and coded values
 * as {@link RowWriterOptions} name them.
 */
export function createCsvWriter(out: Writable, options: RowWriterOptions): RowWriter {
  const { columns, money, csv, values } = options;
  let started = false;
  const header = () =>
    `${csv.bom ? UTF8_BOM : ''}${columns.map((c) => csvCell(options.header(c), false, csv)).join(csv.delimiter)}\r\n`;
  return {
    async writeRows(rows) {
      let chunk = started ? '' : header();
      started = true;
      for (const row of rows) {
        let line = '';
        for (let i = 0; i < columns.length; i++) {
          const key = columns[i] as string;
          if (i > 0) line += csv.delimiter;
          line += csvCell(row[key], money.has(key), csv, values?.[key]);
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

function pick(row: Row, columns: readonly string[]): Row {
  const out: Row = {};
  for (const key of columns) out[key] = jsonCell(row[key]);
  return out;
}

/** A JSON array streamed element by element (valid JSON even when empty). */
export function createJsonWriter(out: Writable, options: RowWriterOptions): RowWriter {
  let count = 0;
  return {
    async writeRows(rows) {
      let chunk = '';
      for (const row of rows) {
        chunk += `${count === 0 ? '[\n' : ',\n'}${JSON.stringify(pick(row, options.columns))}`;
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
      for (const row of rows) chunk += `${JSON.stringify(pick(row, options.columns))}\n`;
      await writeChunk(out, chunk);
    },
    async end() {},
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
