import type { ApiClient, ListPage } from '@salesdesk/sdk';
import { CliError } from '../cliError';
import type { OutputStream } from '../io';
import { columnLabel, valueLabelsOf } from '../messages/columns';
import { cliMessages } from '../messages/pl';
import { type ExportDefinition, pageLimit } from './exportDefinitions';
import { openOutput } from './outputTarget';
import { streamPages } from './pageStream';
import type { ProgressBar } from './progressBar';
import { createRowWriter, type ExportFormat, type Row, type RowWriterOptions } from './rowWriters';

/** Everything one export needs; built by the `export` command from its flags. */
export interface ExportJob {
  client: ApiClient;
  definition: ExportDefinition;
  query: Record<string, string | number>;
  /** Path parameters of the endpoint (the document of `offer-lines` / `order-lines`). */
  params?: Record<string, number> | undefined;
  columns: readonly string[];
  format: ExportFormat;
  csv: RowWriterOptions['csv'];
  /** For machines: API keys as headers and codes as values, as the API sent them (`--raw`). */
  raw?: boolean;
  /** Headers as API keys, values still Polish (`--raw-keys`, the older flag). */
  rawKeys?: boolean;
  /** `--output`; stdout when undefined. */
  output: string | undefined;
  stdout: OutputStream;
  progress: ProgressBar;
  signal?: AbortSignal;
  /** Page size (by default, and at most, the most the endpoint takes: {@link pageLimit}). */
  pageSize?: number;
}

/** What a finished export reports. */
export interface ExportResult {
  rows: number;
  total: number;
}

/** How an export's rows are written: its columns, money, CSV form, and Polish names unless raw. */
export function writerOptionsOf(job: Omit<ExportJob, 'query' | 'params' | 'pageSize'>): RowWriterOptions {
  return {
    columns: job.columns,
    money: new Set(job.definition.money),
    csv: job.csv,
    sheetName: job.definition.resource,
    header: (key) => (job.raw || job.rawKeys ? key : columnLabel(job.definition.resource, key)),
    values: job.raw ? undefined : valueLabelsOf(job.definition.resource),
  };
}

/**
 * Streams a list endpoint into a file or stdout: pages are fetched one ahead of the writer,
 * written as they come, and the output file appears (atomically) only if everything succeeded.
 */
export async function runExport(job: ExportJob): Promise<ExportResult> {
  // Never more than the endpoint takes: a larger limit would be refused with 400.
  const max = pageLimit(job.definition);
  const limit = Math.min(job.pageSize ?? max, max);
  const target = await openOutput(job.output, job.stdout);
  const writer = await createRowWriter(job.format, target.stream, writerOptionsOf(job));
  const fetchPage = (page: number) =>
    job.client.call(job.definition.endpoint, {
      ...(job.params ? { params: job.params } : {}),
      query: { ...job.query, page, limit },
    } as never) as Promise<ListPage<Row>>;
  let rows = 0;
  let total = 0;
  try {
    for await (const page of streamPages(fetchPage, limit, job.signal)) {
      total = Math.max(page.total, rows + page.items.length);
      await writer.writeRows(page.items);
      rows += page.items.length;
      job.progress.update(rows, total);
      if (job.signal?.aborted) break;
    }
    if (job.signal?.aborted) throw new CliError('interrupted', cliMessages.interrupted);
    await writer.end();
    await target.commit();
    job.progress.finish();
    return { rows, total };
  } catch (error) {
    job.progress.finish();
    await target.abort();
    throw error;
  }
}
