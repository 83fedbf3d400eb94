import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { IMPORT_KINDS, type ImportFileRun, type ImportKind } from '@salesdesk/sdk';
import { Command } from 'commander';
import { z } from 'zod';
import { CliError } from '../cliError';
import type { CliIo } from '../io';
import { helpExamples, helpMessages } from '../messages/help';
import { cliMessages } from '../messages/pl';
import { action, withExamples } from './action';

/** How often the run is asked about, ms. */
const POLL_MS = 100;
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
 * `salesdesk import <rodzaj> <plik>`: sends the file, follows the run (a progress line on stderr
 * when it is a terminal) and prints the outcome. Exit 0 when the file was applied or a dry run
 * found nothing wrong; 1 when it was refused, failed, or a dry run found rejected rows.
 */
export function importCommand(io: CliIo): Command {
  const command = new Command('import')
    .description(helpMessages.import.description)
    .argument('<rodzaj>', helpMessages.import.kind)
    .argument('<plik>', helpMessages.import.file)
    .option('--dry-run', helpMessages.import.dryRun)
    .option('--full', helpMessages.import.full)
    .option('--accept-valid', helpMessages.import.acceptValid)
    .option('--sheet <nazwa>', helpMessages.import.sheet)
    .option('--rejects <plik>', helpMessages.import.rejects)
    .option('--json', helpMessages.import.json)
    .action(
      action(io, optionsSchema, async (ctx, options, args) => {
        const [kind = '', file = ''] = args;
        if (!(IMPORT_KINDS as readonly string[]).includes(kind)) {
          throw new CliError('usage', cliMessages.importKind(kind, IMPORT_KINDS.join(', ')));
        }
        let bytes: Buffer;
        try {
          bytes = await readFile(file);
        } catch (error) {
          throw new CliError('io', cliMessages.importFileUnreadable(file), { cause: error });
        }
        const client = ctx.authedClient();
        const started = await client.call('importStart', {
          body: {
            kind: kind as ImportKind,
            file_name: basename(file),
            content_base64: bytes.toString('base64'),
            dry_run: options.dryRun,
            full: options.full,
            accept_valid: options.acceptValid,
            ...(options.sheet ? { sheet: options.sheet } : {}),
          },
        });
        const showProgress = io.stderr.isTTY === true && !ctx.options.quiet;
        let run = started;
        while (run.status === 'queued' || run.status === 'running') {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          run = await client.call('importRunById', { params: { id: started.id } });
          if (showProgress) io.stderr.write(`\r\x1b[2K${cliMessages.importProgress(run.rows_read)}`);
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
