import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { type ApiClient, ApiError, CHANGES_MAX_LIMIT } from '@salesdesk/sdk';
import { CliError } from '../cliError';
import { cursorMessages } from '../messages/cursor';
import { cliMessages } from '../messages/pl';
import { openOutput } from './outputTarget';
import { raceAbort } from './pageStream';
import { createRowWriter, type Row } from './rowWriters';
import { type ExportJob, type ExportResult, writerOptionsOf } from './runExport';

// `export orders --since-cursor FILE` (docs/cli.md, "Exporting what changed"): what changed since
// the cursor kept in FILE, read from the changes feed (`GET /api/changes`), each document as it
// is now; the file gets the new cursor only once the export is written, so a run that fails
// exports the same changes again next time (at least once, never a gap).

/** Resources that export by cursor, and the feed's type of each. */
export const CURSOR_RESOURCES: Readonly<Record<string, { type: 'order' | 'offer'; get: 'orderById' | 'offerById' }>> = {
  orders: { type: 'order', get: 'orderById' },
  offers: { type: 'offer', get: 'offerById' },
};

/** The cursor kept in `file`: 0 when there is no file yet (the first run exports everything). */
export async function readCursorFile(file: string): Promise<number> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw new CliError('io', `${cliMessages.io}: ${file}`);
  }
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) throw new CliError('usage', cursorMessages.badFile(file));
  return Number(trimmed);
}

/** Writes the cursor atomically (a file beside it, renamed over it): a crash leaves the old one. */
export async function writeCursorFile(file: string, cursor: number): Promise<void> {
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temp, `${cursor}\n`, 'utf8');
    await rename(temp, file);
  } catch {
    await rm(temp, { force: true });
    throw new CliError('io', `${cliMessages.io}: ${file}`);
  }
}

/** An export by cursor: the list job's output settings, the cursor file, an optional status. */
export interface CursorExportJob extends Omit<ExportJob, 'query' | 'params' | 'pageSize'> {
  cursorFile: string;
  /** Only documents in this status now (e.g. `confirmed`). */
  status?: string | undefined;
}

/** What an export by cursor did. */
export interface CursorExportResult extends ExportResult {
  cursor: number;
}

/** The ids of documents of `type` changed after `after`, each once, in the order of its last change. */
async function changedIds(
  client: ApiClient,
  type: string,
  after: number,
  signal: AbortSignal | undefined,
): Promise<{ ids: number[]; cursor: number }> {
  const last = new Map<number, { cursor: number; deleted: boolean }>();
  let cursor = after;
  for (;;) {
    const page = await raceAbort(
      client.call('changeList', { query: { after: cursor, limit: CHANGES_MAX_LIMIT } }),
      signal,
    );
    for (const c of page.items) {
      if (c.type !== type) continue;
      last.delete(c.id);
      last.set(c.id, { cursor: c.cursor, deleted: c.change === 'deleted' });
    }
    cursor = page.next_cursor;
    if (!page.has_more) break;
  }
  return { ids: [...last].filter(([, v]) => !v.deleted).map(([id]) => id), cursor };
}

/**
 * Exports the documents changed since the cursor in `cursorFile`, as they are now, then stores
 * the new cursor. A document gone since (deleted, no longer visible) is left out.
 */
export async function runCursorExport(job: CursorExportJob): Promise<CursorExportResult> {
  const source = CURSOR_RESOURCES[job.definition.resource];
  if (!source) throw new CliError('usage', cursorMessages.notForResource(job.definition.resource));
  const after = await readCursorFile(job.cursorFile);
  const { ids, cursor } = await changedIds(job.client, source.type, after, job.signal);
  const target = await openOutput(job.output, job.stdout);
  const writer = await createRowWriter(job.format, target.stream, writerOptionsOf(job));
  let rows = 0;
  try {
    for (const [done, id] of ids.entries()) {
      if (job.signal?.aborted) throw new CliError('interrupted', cliMessages.interrupted);
      let doc: Row;
      try {
        doc = (await raceAbort(job.client.call(source.get, { params: { id } }), job.signal)) as unknown as Row;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 403)) continue;
        throw error;
      }
      if (!job.status || doc.status === job.status) {
        await writer.writeRows([doc]);
        rows += 1;
      }
      job.progress.update(done + 1, ids.length);
    }
    await writer.end();
    await target.commit();
    job.progress.finish();
  } catch (error) {
    job.progress.finish();
    await target.abort();
    throw error;
  }
  await writeCursorFile(job.cursorFile, cursor);
  return { rows, total: ids.length, cursor };
}
