import {
  type ApiClient,
  listPageLimit,
  type SpreadsheetKind,
  type SpreadsheetValue,
  spreadsheetValue,
} from '@salesdesk/sdk';
import { type ListEndpointName, listInput } from '../data/listQuery';
import type { ColumnDef } from '../table/columns';
import { createExportFile, type ExportCellKind, type ExportFileColumn, type ExportFormat } from './spreadsheetFile';

/** How far an export is: rows written of the list's total. */
export interface ExportProgress {
  done: number;
  total: number;
}

/** Everything an export of a list needs. */
export interface ListExportJob<Row> {
  client: ApiClient;
  endpoint: ListEndpointName;
  /** Path parameters of the list call (a client's orders). */
  params?: unknown;
  /** The list's query as the page sends it (filters, search, sort); page and limit are the export's. */
  query: Readonly<Record<string, unknown>>;
  /** The columns, as the table shows them (order and choice). */
  columns: readonly ColumnDef<Row>[];
  format: ExportFormat;
  /** The sheet's name (the page's title). */
  name: string;
  onProgress?: (progress: ExportProgress) => void;
  signal?: AbortSignal;
  /** Rows per request (default and at most: what the list call takes). */
  pageSize?: number;
}

/** The result of an export: the file and how many rows it holds. */
export interface ListExportResult {
  blob: Blob;
  rows: number;
}

const KINDS: Record<NonNullable<ColumnDef<unknown>['kind']>, ExportCellKind> = {
  money: 'money',
  date: 'date',
  dateTime: 'dateTime',
  number: 'number',
  text: 'text',
};

/** What a table column writes into a file. */
export function fileColumn<Row>(column: ColumnDef<Row>): ExportFileColumn {
  return { header: column.header, kind: column.kind ? KINDS[column.kind] : 'text' };
}

/**
 * A cell of a row as the file holds it. A column of values (money, dates, numbers) writes the
 * API's value as a number or a date (money in złote, timestamps in Warsaw time); any other
 * column writes the text the table shows (statuses by their Polish names, composed cells).
 */
export function exportCell<Row>(column: ColumnDef<Row>, row: Row): SpreadsheetValue {
  const raw = (row as Record<string, unknown>)[column.field ?? column.key];
  if (column.kind && column.kind !== 'text') {
    return spreadsheetValue(raw, column.kind as SpreadsheetKind);
  }
  if (column.text) return column.text(row);
  const cell = column.cell(row);
  if (typeof cell === 'string' || typeof cell === 'number') return cell;
  return spreadsheetValue(raw, 'other');
}

/** Rejects as soon as the signal aborts, whatever the request is doing (a server that never answers). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(aborted());
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Lets the page paint and take input between two batches. */
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function aborted(): DOMException {
  return new DOMException('Przerwano eksport.', 'AbortError');
}

/**
 * Exports a list into an XLSX or CSV file: every page of the list call with the page's query
 * (its filters, search and sort), fetched one ahead of the writing at the most rows a page may
 * have; each page is written as it comes and then dropped, and the page gets the main thread
 * back between two pages, so 100,000 rows neither freeze it nor fill its memory. Rejects with an
 * `AbortError` when `signal` aborts.
 */
export async function exportList<Row>(job: ListExportJob<Row>): Promise<ListExportResult> {
  const limit = Math.min(job.pageSize ?? Number.POSITIVE_INFINITY, listPageLimit(job.endpoint));
  const file = createExportFile(job.format, job.name, job.columns.map(fileColumn));
  const fetchPage = (page: number) =>
    job.client.call(
      job.endpoint,
      listInput(job.endpoint, job.params, { ...job.query, page, limit }),
      job.signal ? { signal: job.signal } : undefined,
    ) as Promise<{ items: Row[]; total: number }>;
  let rows = 0;
  let next: Promise<{ items: Row[]; total: number }> | null = fetchPage(1);
  for (let page = 1; next; page++) {
    if (job.signal?.aborted) throw aborted();
    const answer: { items: Row[]; total: number } = await untilAborted(next, job.signal);
    if (job.signal?.aborted) throw aborted();
    // A short page ends the list even if the total grew meanwhile (offset pagination).
    const more = answer.items.length === limit && page < Math.ceil(answer.total / limit);
    next = more ? fetchPage(page + 1) : null;
    next?.catch(() => {});
    file.addRows(answer.items.map((row) => job.columns.map((column) => exportCell(column, row))));
    rows += answer.items.length;
    job.onProgress?.({ done: rows, total: Math.max(answer.total, rows) });
    await yieldToPage();
  }
  return { blob: file.finish(), rows };
}

/** A file name from the page's title and today's date: `Oferty 2026-11-28.xlsx`. */
export function exportFileName(name: string, format: ExportFormat, today: Date = new Date()): string {
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(today);
  const safe = name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'eksport';
  return `${safe} ${day}.${format}`;
}
