import { openAsBlob } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { IMPORT_KINDS, type ImportFileRun, type ImportKind, invoiceBundleName } from '@salesdesk/sdk';
import { Command } from 'commander';
import { z } from 'zod';
import { CliError } from '../cliError';
import type { CliIo } from '../io';
import { helpExamples, helpMessages } from '../messages/help';
import { cliMessages } from '../messages/pl';
import { action, withExamples } from './action';
import { readBundle, zipBundle } from './invoiceBundle';

/** How often the run is asked about, ms. */
const POLL_MS = 100;
/** Width of the progress bar, characters. */
const BAR_WIDTH = 24;

/** The type a file is sent with, by its extension (the server reads the bytes either way). */
function contentTypeOf(file: string): string {
  const ext = extname(file).toLowerCase();
  if (ext === '.csv' || ext === '.txt') return 'text/csv';
  if (ext === '.xlsx') return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return 'application/octet-stream';
}

/** The progress line of a run: a bar by the share of the file read, and the rows read. */
export function importProgressLine(progress: number, rows: number): string {
  const ratio = Math.max(0, Math.min(1, progress));
  const filled = Math.round(ratio * BAR_WIDTH);
  return `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${Math.floor(ratio * 100)}% · ${cliMessages.importProgress(rows)}`;
}

/** Rejected rows printed by the human output (all of them go to `--rejects`). */
const ERRORS_PRINTED = 20;

const optionsSchema = z.object({
  dryRun: z.boolean().default(false),
  full: z.boolean().default(false),
  acceptValid: z.boolean().default(false),
  sheet: z.string().min(1).optional(),
  rejects: z.string().min(1).optional(),
  json: z.boolean().default(false),
});

/** The run as `--json` prints it: the counts, the rejected rows and the rest of the report. */
export function importJson(run: ImportFileRun) {
  const report = run.report;
  return {
    id: run.id,
    kind: run.kind,
    status: run.status,
    dry_run: run.dry_run,
    applied: report?.applied ?? false,
    message: run.message,
    file_name: run.file_name,
    file_sha256: run.file_sha256,
    rows_read: run.rows_read,
    created: run.created,
    updated: run.updated,
    unchanged: run.unchanged,
    deactivated: run.deactivated,
    rejected: run.rejected,
    errors: report?.errors ?? [],
    warnings: report?.warnings ?? [],
    changes: report?.changes ?? [],
  };
}

/**
 * `salesdesk import <rodzaj> <plik...>`: sends the file, follows the run (a progress line on stderr
 * when it is a terminal) and prints the outcome. Several files are for `invoices` only: they go
 * as one ZIP, so one run (all or nothing) with a manifest beside the FA(3) files read as in a ZIP. Exit 0 when the file was applied or a dry run
 * found nothing wrong; 1 when it was refused, failed, or a dry run found rejected rows.
 */
export function importCommand(io: CliIo): Command {
  const command = new Command('import')
    .description(helpMessages.import.description)
    .argument('<rodzaj>', helpMessages.import.kind)
    .argument('<plik...>', helpMessages.import.file)
    .option('--dry-run', helpMessages.import.dryRun)
    .option('--full', helpMessages.import.full)
    .option('--accept-valid', helpMessages.import.acceptValid)
    .option('--sheet <nazwa>', helpMessages.import.sheet)
    .option('--rejects <plik>', helpMessages.import.rejects)
    .option('--json', helpMessages.import.json)
    .action(
      action(io, optionsSchema, async (ctx, options, args) => {
        const [kind = '', ...files] = args;
        const file = files[0] ?? '';
        if (!(IMPORT_KINDS as readonly string[]).includes(kind)) {
          throw new CliError('usage', cliMessages.importKind(kind, IMPORT_KINDS.join(', ')));
        }
        if (files.length > 1 && kind !== 'invoices') throw new CliError('usage', cliMessages.importSeveralFiles(kind));
        let body: Blob;
        let fileName = basename(file);
        if (files.length > 1) {
          body = new Blob([zipBundle(await readBundle(files)) as BlobPart], { type: 'application/zip' });
          fileName = invoiceBundleName(files.length);
        } else {
          // One file is sent as the request's body, read from disk as it goes (not held whole).
          try {
            body = await openAsBlob(file, { type: contentTypeOf(file) });
          } catch (error) {
            throw new CliError('io', cliMessages.importFileUnreadable(file), { cause: error });
          }
        }
        const client = ctx.authedClient();
        const flag = (on: boolean) => (on ? ('true' as const) : undefined);
        const started = await client.call('importStart', {
          query: {
            kind: kind as ImportKind,
            file_name: fileName,
            dry_run: flag(options.dryRun),
            full: flag(options.full),
            accept_valid: flag(options.acceptValid),
            ...(options.sheet ? { sheet: options.sheet } : {}),
          },
          body,
        });
        // A bar on a terminal only: never into --json, a pipe or a log.
        const showProgress = io.stderr.isTTY === true && !ctx.options.quiet && !options.json;
        let run = started;
        while (run.status === 'queued' || run.status === 'running') {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          run = await client.call('importRunById', { params: { id: started.id } });
          if (showProgress) io.stderr.write(`\r\x1b[2K${importProgressLine(run.progress, run.rows_read)}`);
        }
        if (showProgress) io.stderr.write('\r\x1b[2K');
        if (options.rejects && run.has_rejects) {
          const rejects = await client.call('importRunRejects', { params: { id: run.id } });
          await writeFile(options.rejects, Buffer.from(await rejects.blob.arrayBuffer()));
          if (!ctx.options.quiet) io.stderr.write(`${cliMessages.importRejectsSaved(options.rejects)}\n`);
        }
        if (options.json) io.stdout.write(`${JSON.stringify(importJson(run), null, 2)}\n`);
        else io.stdout.write(humanReport(run));
        if (run.status !== 'done') throw new CliError('import_refused', run.message);
        if (run.dry_run && run.rejected > 0) throw new CliError('import_refused', cliMessages.importDryRunRejected);
      }),
    );
  return withExamples(command, helpExamples.import);
}

/** The outcome for a person: the summary, the first changes, the warnings and the rejected rows. */
function humanReport(run: ImportFileRun): string {
  const lines = [run.message];
  const report = run.report;
  if (report?.changes.length) {
    lines.push(cliMessages.importChanges);
    for (const c of report.changes) {
      const fields = c.fields.map((f) => `${f.field} ${f.old ?? '—'} → ${f.new ?? '—'}`).join(', ');
      lines.push(cliMessages.importChange(c.row, c.key, fields));
    }
  }
  if (report?.warnings.length) lines.push(cliMessages.importWarnings, ...report.warnings.map((w) => `  ${w}`));
  if (report?.errors.length) {
    lines.push(cliMessages.importErrors);
    const printed = report.errors.slice(0, ERRORS_PRINTED);
    for (const e of printed) lines.push(cliMessages.importErrorLine(e.row, e.column, e.message));
    const more = run.rejected - new Set(printed.map((e) => e.row)).size;
    if (more > 0) lines.push(cliMessages.importMoreErrors(more));
  }
  return `${lines.join('\n')}\n`;
}
