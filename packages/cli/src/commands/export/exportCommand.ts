import { Command } from 'commander';
import { z } from 'zod';
import { CliError } from '../../cliError';
import { CURSOR_RESOURCES, runCursorExport } from '../../export/cursorExport';
import {
  buildQuery,
  type ExportDefinition,
  exportDefinitions,
  pathParams,
  resolveColumns,
} from '../../export/exportDefinitions';
import { createProgressBar } from '../../export/progressBar';
import { EXPORT_FORMATS } from '../../export/rowWriters';
import { runExport } from '../../export/runExport';
import type { CliIo } from '../../io';
import { cursorMessages } from '../../messages/cursor';
import { helpExamples, helpMessages } from '../../messages/help';
import { optionMessages } from '../../messages/options';
import { cliMessages } from '../../messages/pl';
import { action, withExamples } from '../action';
import {
  addFilterOptions,
  EXAMPLE_DOCUMENT,
  filterOptionsSchema,
  withIdArgument,
  withRangeCheck,
} from '../filterOptions';
import { parseIdArgument } from '../idArgument';

const exportOptionsSchema = withRangeCheck(
  filterOptionsSchema.extend({
    // `XLSX`, `Csv`: a format is a name, its case means nothing.
    format: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(EXPORT_FORMATS, { error: optionMessages.format(EXPORT_FORMATS) }))
      .default('csv'),
    output: z.string().min(1).optional(),
    delimiter: z
      .string()
      .transform((d) => (d === 'tab' || d === '\\t' ? '\t' : d))
      .refine((d) => d.length === 1 && !/["\r\n]/.test(d), { error: optionMessages.delimiter })
      .default(';'),
    bom: z.boolean().default(true),
    decimal: z.enum([',', '.'], { error: optionMessages.decimal }).optional(),
    rawKeys: z.boolean().default(false),
    raw: z.boolean().default(false),
    sinceCursor: z.string().min(1).optional(),
  }),
);

function resourceCommand(io: CliIo, definition: ExportDefinition): Command {
  const command: Command = addFilterOptions(withIdArgument(new Command(definition.resource), definition), definition)
    .description(helpMessages.export.resource(definition.label))
    .option('-f, --format <format>', helpMessages.export.format(EXPORT_FORMATS), 'csv')
    .option('-o, --output <plik>', helpMessages.export.output)
    .option('-d, --delimiter <znak>', helpMessages.export.delimiter, ';')
    .option('--no-bom', helpMessages.export.noBom)
    .option('--decimal <separator>', helpMessages.export.decimal)
    .option('--raw', helpMessages.export.raw)
    .option('--raw-keys', helpMessages.export.rawKeys);
  if (CURSOR_RESOURCES[definition.resource]) command.option('--since-cursor <plik>', cursorMessages.option);
  command.action(
    action(io, exportOptionsSchema, async (ctx, options, args) => {
      const params = pathParams(definition, definition.param ? parseIdArgument(args[0]) : undefined);
      const toStdout = !options.output || options.output === '-';
      // A zip archive on a terminal is noise that can leave the terminal in a bad state.
      if (options.format === 'xlsx' && toStdout && io.stdout.isTTY) {
        throw new CliError('usage', cliMessages.xlsxToTerminal, { suggestion: cliMessages.usageHint });
      }
      const query = buildQuery(definition, options);
      const columns = resolveColumns(definition, options.columns);
      const client = ctx.authedClient();
      const progressOn = Boolean(io.stderr.isTTY) && !ctx.options.quiet;
      const csv = {
        delimiter: options.delimiter,
        decimal: options.decimal ?? (options.delimiter === ';' ? ',' : '.'),
        bom: options.bom,
        ...(options.raw ? {} : { booleans: [cliMessages.yes, cliMessages.no] as const }),
      };
      if (options.sinceCursor) {
        // The changes feed decides what is exported: list filters other than a status mean nothing.
        if (options.client || options.since || options.until || options.search || options.warehouse || options.sort)
          throw new CliError('usage', cursorMessages.onlyStatus, { suggestion: cliMessages.usageHint });
        const done = await runCursorExport({
          client,
          definition,
          columns,
          format: options.format,
          csv,
          raw: options.raw,
          rawKeys: options.rawKeys,
          output: options.output,
          stdout: io.stdout,
          progress: createProgressBar(io.stderr, cliMessages.progress(definition.label), progressOn, io.now),
          signal: io.signal,
          cursorFile: options.sinceCursor,
          status: options.status,
        });
        if (!ctx.options.quiet && io.stderr.isTTY)
          io.stderr.write(`${cursorMessages.cursorSaved(done.rows, done.cursor, options.sinceCursor)}\n`);
        return;
      }
      const result = await runExport({
        client,
        definition,
        query,
        params,
        columns,
        format: options.format,
        csv,
        raw: options.raw,
        rawKeys: options.rawKeys,
        output: options.output,
        stdout: io.stdout,
        progress: createProgressBar(io.stderr, cliMessages.progress(definition.label), progressOn, io.now),
        signal: io.signal,
        pageSize: io.pageSize,
      });
      if (options.output && !ctx.options.quiet && io.stderr.isTTY) {
        io.stderr.write(`${cliMessages.exported(result.rows, options.output)}\n`);
      }
    }),
  );
  const id = definition.param ? ` ${EXAMPLE_DOCUMENT[definition.param]}` : '';
  return withExamples(command, [
    ...(helpExamples.exportResource[definition.resource] ?? []),
    ...(CURSOR_RESOURCES[definition.resource]
      ? [
          `salesdesk export ${definition.resource} --since-cursor ${definition.resource}.kursor --format ndjson >> ${definition.resource}.ndjson`,
        ]
      : []),
    `salesdesk export ${definition.resource}${id} --format json > ${definition.resource}.json`,
  ]);
}

/**
 * `salesdesk export <resource>`: one subcommand per entry of the export table (`<resource> <id>`
 * for a document's lines).
 */
export function exportCommand(io: CliIo): Command {
  const command = new Command('export').description(helpMessages.export.description);
  for (const definition of exportDefinitions) command.addCommand(resourceCommand(io, definition));
  return withExamples(command, [...helpExamples.export]);
}
