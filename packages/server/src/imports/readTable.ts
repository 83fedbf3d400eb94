import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { formatMessage, importMessages } from '@salesdesk/sdk';
import { CsvError, parse } from 'csv-parse';
import type ExcelJS from 'exceljs';

/** A file refused as a whole: its Polish reason (nothing of it is imported). */
export class ImportFileError extends Error {}

/** One data row: its number as a spreadsheet shows it (the header is row 1) and its cells as text. */
export interface TableRow {
  readonly row: number;
  readonly cells: readonly string[];
}

/** A file opened as a table: the header's cells and the data rows, read as they are asked for. */
export interface Table {
  readonly format: 'csv' | 'xlsx';
  /** CSV: `utf-8`, `windows-1250` or `utf-16le`. */
  readonly encoding: string | null;
  /** CSV: the separator found in the header line. */
  readonly delimiter: string | null;
  readonly header: readonly string[];
  /** Data rows in order; rows with every cell empty are left out (their numbers are kept by the rest). */
  readonly rows: AsyncIterable<TableRow>;
  /** Bytes of the file read so far (the reader runs a little ahead of the rows taken). */
  bytesRead(): number;
  /** The file's size in bytes. */
  readonly size: number;
}

/** Where a table is read from: the bytes in memory, or the path of a file (streamed). */
export type TableSource = Buffer | string;

/**
 * Longest CSV record read, characters. A catalogue row is a few hundred characters; 100,000
 * leaves room for long descriptions while a megabyte of junk without a line break is stopped
 * early with a clear answer instead of being held as one field.
 */
export const MAX_RECORD_CHARS = 100_000;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

/**
 * Opens an import file and reads its header: XLSX when it is a zip (the first sheet, or `sheet`
 * by name), otherwise CSV. Throws {@link ImportFileError} for an empty or binary file, a file
 * without a header and, for CSV, a header line longer than {@link MAX_RECORD_CHARS}; errors
 * further in surface while `rows` is read.
 */
export async function openTable(source: TableSource, options: { sheet?: string | undefined } = {}): Promise<Table> {
  if (typeof source === 'string') return openFile(source, options);
  const bytes = source;
  if (bytes.length === 0) throw new ImportFileError(importMessages.file.empty);
  if (startsWith(bytes, ZIP_MAGIC)) return openXlsx(Readable.from([bytes]), bytes.length, options.sheet);
  if (startsWith(bytes, OLE_MAGIC)) throw new ImportFileError(importMessages.file.binary);
  return openCsv(bytes);
}

/** Bytes read of the head of a file to find its kind, encoding and CSV header line. */
const HEAD_BYTES = 512 * 1024;

/**
 * A file on disk, read as a stream so the server holds a window of it, never the whole: the
 * kind and the CSV header from its head, the CSV's encoding by one streamed pass (UTF-8 must hold
 * through the whole file), then the rows.
 */
async function openFile(path: string, options: { sheet?: string | undefined }): Promise<Table> {
  const { size } = await stat(path);
  if (size === 0) throw new ImportFileError(importMessages.file.empty);
  const handle = await open(path, 'r');
  const head = Buffer.alloc(Math.min(size, HEAD_BYTES));
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  if (startsWith(head, ZIP_MAGIC)) return openXlsx(createReadStream(path), size, options.sheet);
  if (startsWith(head, OLE_MAGIC)) throw new ImportFileError(importMessages.file.binary);
  const { encoding, skip } = await csvEncodingOf(path, head);
  const headText = new TextDecoder(encoding, { ignoreBOM: true }).decode(head.subarray(skip), { stream: true });
  let read = skip;
  async function* chunks() {
    const decoder = new TextDecoder(encoding, { ignoreBOM: true });
    for await (const chunk of createReadStream(path, { start: skip, highWaterMark: 64 * 1024 })) {
      read += (chunk as Buffer).length;
      const text = decoder.decode(chunk as Buffer, { stream: true });
      if (text) yield text;
    }
    const rest = decoder.decode();
    if (rest) yield rest;
  }
  return openCsvText(headText, encoding, chunks(), size, () => read);
}

/**
 * A file's CSV encoding as {@link decodeCsv} chooses it, without holding the file: UTF-16 by its
 * byte-order mark, UTF-8 when the whole file (streamed) decodes without an invalid sequence,
 * else Windows-1250; `skip` is the byte-order mark's length.
 */
async function csvEncodingOf(path: string, head: Buffer): Promise<{ encoding: string; skip: number }> {
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', skip: 2 };
  const skip = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  const check = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  try {
    for await (const chunk of createReadStream(path, { start: skip, highWaterMark: 1024 * 1024 })) {
      check.decode(chunk as Buffer, { stream: true });
    }
    check.decode();
    return { encoding: 'utf-8', skip };
  } catch {
    return { encoding: 'windows-1250', skip };
  }
}

/**
 * The text of a CSV file: UTF-16 by its byte-order mark; UTF-8 (a leading BOM dropped) when it
 * decodes without a single invalid sequence; else Windows-1250, the encoding Polish Excel and
 * most Polish ERPs write. A Windows-1250 file with Polish letters is never valid UTF-8 (its
 * letters are single bytes over 0x7F that UTF-8 reads as broken sequences), so the guess is safe.
 */
export function decodeCsv(bytes: Buffer): { text: string; encoding: string } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  }
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1250').decode(body), encoding: 'windows-1250' };
  }
}

/** The header line's separator: whichever of `;`, tab and `,` it holds most outside quotes (`;` on a tie). */
export function detectDelimiter(headerLine: string): string {
  const counts = new Map<string, number>([
    [';', 0],
    ['\t', 0],
    [',', 0],
  ]);
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best = ';';
  for (const [ch, n] of counts) if (n > (counts.get(best) ?? 0)) best = ch;
  return best;
}

/** The first line of `text` (up to an unquoted line break), or null when it runs past `limit` characters. */
function headerLineOf(text: string, limit: number): string | null {
  let quoted = false;
  const end = Math.min(text.length, limit + 1);
  for (let i = 0; i < end; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) return text.slice(0, i);
  }
  return text.length <= limit ? text : null;
}

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

async function openCsv(bytes: Buffer): Promise<Table> {
  const { text, encoding } = decodeCsv(bytes);
  // Slices of the text, so the parser holds a window of the file, not a copy of it.
  let read = 0;
  function* slices() {
    for (let i = 0; i < text.length; i += 64 * 1024) {
      read = Math.min(text.length, i + 64 * 1024);
      yield text.slice(i, i + 64 * 1024);
    }
  }
  // Progress by characters stands for bytes here: the text is in memory already.
  return openCsvText(text, encoding, slices(), bytes.length, () => Math.round((read / text.length) * bytes.length));
}

/** A CSV from its head (the header line is found in it) and its text as it is read, in chunks. */
async function openCsvText(
  head: string,
  encoding: string,
  chunks: Iterable<string> | AsyncIterable<string>,
  size: number,
  bytesRead: () => number,
): Promise<Table> {
  // NUL characters do not occur in text files: a binary file (an image, a PDF) sent by mistake.
  if (head.slice(0, 8192).includes('\u0000')) throw new ImportFileError(importMessages.file.binary);
  const headerLine = headerLineOf(head, MAX_RECORD_CHARS);
  if (headerLine === null) {
    throw new ImportFileError(formatMessage(importMessages.file.lineTooLong, { row: 1, limit: MAX_RECORD_CHARS }));
  }
  const delimiter = detectDelimiter(headerLine);
  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    // An inch mark in an unquoted field (`Zawór 1/2" GW`) is common in ERP exports: kept as text.
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: MAX_RECORD_CHARS,
  });
  const source = Readable.from(chunks, { objectMode: false });
  source.pipe(parser);
  const records = parser[Symbol.asyncIterator]() as AsyncIterator<string[]>;
  let recordNo = 0;
  const next = async (): Promise<string[] | null> => {
    try {
      const { value, done } = await records.next();
      if (done) return null;
      recordNo++;
      return value;
    } catch (error) {
      source.destroy();
      throw csvFileError(error, recordNo + 1);
    }
  };
  const header = await next();
  if (header === null) throw new ImportFileError(importMessages.file.empty);
  if (isBlank(header)) throw new ImportFileError(importMessages.file.noHeader);
  return {
    format: 'csv',
    encoding,
    delimiter,
    header,
    size,
    bytesRead,
    rows: {
      async *[Symbol.asyncIterator]() {
        for (;;) {
          const cells = await next();
          if (cells === null) return;
          if (!isBlank(cells)) yield { row: recordNo, cells };
        }
      },
    },
  };
}

function csvFileError(error: unknown, fallbackRow: number): ImportFileError {
  if (error instanceof CsvError) {
    // The parser runs ahead of the rows taken; its own count of records says where it stopped.
    const records = (error as CsvError & { records?: number }).records;
    const row = typeof records === 'number' ? records + 1 : fallbackRow;
    if (error.code === 'CSV_MAX_RECORD_SIZE') {
      return new ImportFileError(formatMessage(importMessages.file.lineTooLong, { row, limit: MAX_RECORD_CHARS }));
    }
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
      return new ImportFileError(formatMessage(importMessages.file.unclosedQuote, { row }));
    }
    if (error.code === 'CSV_INVALID_CLOSING_QUOTE' || error.code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE') {
      return new ImportFileError(formatMessage(importMessages.file.badQuote, { row }));
    }
    return new ImportFileError(formatMessage(importMessages.file.unreadableCsv, { row, reason: error.code }));
  }
  return new ImportFileError(
    formatMessage(importMessages.file.unreadableCsv, { row: fallbackRow, reason: String(error) }),
  );
}

/** A cell of exceljs as text: numbers in their shortest form with a point, dates as YYYY-MM-DD. */
export function xlsxCellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(Number(value.toPrecision(15)));
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return xlsxCellText(v.result);
    if ('text' in v) return xlsxCellText(v.text);
  }
  return '';
}

async function openXlsx(input: Readable, size: number, sheet: string | undefined): Promise<Table> {
  // Loaded for an XLSX only: exceljs is most of the import worker's code, which a CSV never needs
  // (docs/imports.md, "Memory").
  const { default: excel } = await import('exceljs');
  let read = 0;
  const counted = input.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        read += chunk.length;
        done(null, chunk);
      },
    }),
  );
  const reader = new excel.stream.xlsx.WorkbookReader(counted, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const sheets = reader[Symbol.asyncIterator]();
  const seen: string[] = [];
  let chosen: AsyncIterator<ExcelJS.Row> | null = null;
  try {
    for (;;) {
      const { value: worksheet, done } = await sheets.next();
      if (done) break;
      const name = (worksheet as unknown as { name: string }).name;
      seen.push(name);
      const rows = worksheet[Symbol.asyncIterator]();
      if (sheet === undefined || name.trim().toLowerCase() === sheet.trim().toLowerCase()) {
        chosen = rows;
        break;
      }
      // A sheet not asked for is read through: the zip is one stream.
      while (!(await rows.next()).done) {}
    }
  } catch {
    throw new ImportFileError(importMessages.file.unreadableXlsx);
  }
  if (chosen === null) {
    if (seen.length === 0) throw new ImportFileError(importMessages.file.noSheet);
    throw new ImportFileError(
      formatMessage(importMessages.file.sheetNotFound, { sheet: sheet ?? '', sheets: seen.join(', ') }),
    );
  }
  const rowsOf = chosen;
  const cellsOf = (row: ExcelJS.Row): string[] => {
    const values = (row.values as unknown[]) ?? [];
    // exceljs numbers cells from 1; index 0 is empty.
    return values.slice(1).map(xlsxCellText);
  };
  const readRow = async (): Promise<ExcelJS.Row | null> => {
    try {
      const { value, done } = await rowsOf.next();
      return done ? null : value;
    } catch {
      throw new ImportFileError(importMessages.file.unreadableXlsx);
    }
  };
  let first = await readRow();
  while (first !== null && isBlank(cellsOf(first))) first = await readRow();
  if (first === null) throw new ImportFileError(importMessages.file.empty);
  if (first.number !== 1) throw new ImportFileError(importMessages.file.noHeader);
  const header = cellsOf(first);
  return {
    format: 'xlsx',
    encoding: null,
    delimiter: null,
    header,
    size,
    bytesRead: () => read,
    rows: {
      async *[Symbol.asyncIterator]() {
        for (;;) {
          const row = await readRow();
          if (row === null) return;
          const cells = cellsOf(row);
          if (!isBlank(cells)) yield { row: row.number, cells };
        }
      },
    },
  };
}
