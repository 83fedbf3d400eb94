import { Command } from 'commander';
import { z } from 'zod';
import { buildQuery, type ExportDefinition, exportDefinitions, resolveColumns } from '../../export/exportDefinitions';
import { createProgressBar } from '../../export/progressBar';
import { EXPORT_FORMATS } from '../../export/rowWriters';
import { runExport } from '../../export/runExport';
import type { CliIo } from '../../io';
import { cliMessages } from '../../messages/pl';
import { action, withExamples } from '../action';
import { addFilterOptions, filterOptionsSchema } from '../filterOptions';

const exportOptionsSchema = filterOptionsSchema.extend({
  format: z.enum(EXPORT_FORMATS, { error: `jeden z: ${EXPORT_FORMATS.join(', ')}` }).default('csv'),
  output: z.string().min(1).optional(),
  delimiter: z
    .string()
    .transform((d) => (d === 'tab' || d === '\\t' ? '\t' : d))
    .refine((d) => d.length === 1 && !/["\r\n]/.test(d), { error: 'jeden znak (np. ; , tab), nie cudzysłów' })
    .default(';'),
  bom: z.boolean().default(true),
  decimal: z.enum([',', '.'], { error: 'przecinek albo kropka' }).optional(),
});

function resourceCommand(io: CliIo, definition: ExportDefinition): Command {
  const command = addFilterOptions(new Command(definition.resource))
    .description(`Eksport ${definition.label} (${definition.endpoint}) do CSV, JSON, NDJSON albo XLSX.`)
    .option('-f, --format <format>', `format: ${EXPORT_FORMATS.join(', ')}`, 'csv')
    .option('-o, --output <file>', 'plik wyjściowy (domyślnie standardowe wyjście)')
    .option('-d, --delimiter <char>', 'separator pól CSV (; , tab)', ';')
    .option('--no-bom', 'CSV bez znacznika BOM UTF-8')
    .option('--decimal <sep>', 'separator dziesiętny CSV: , albo . (domyślnie , przy ; i . przy innym separatorze)')
    .action(
      action(io, exportOptionsSchema, async (ctx, options) => {
        const query = buildQuery(definition, options);
        if (options.sort) query.sort = options.sort;
        const columns = resolveColumns(definition, options.columns);
        const client = ctx.authedClient();
        const progressOn = Boolean(io.stderr.isTTY) && !ctx.options.quiet;
        const result = await runExport({
          client,
          definition,
          query,
          columns,
          format: options.format,
          csv: {
            delimiter: options.delimiter,
            decimal: options.decimal ?? (options.delimiter === ';' ? ',' : '.'),
            bom: options.bom,
          },
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
  return withExamples(command, [
    definition.example,
    `salesdesk export ${definition.resource} --format json > ${definition.resource}.json`,
  ]);
}

/** `salesdesk export <resource>`: one subcommand per entry of the export table. */
export function exportCommand(io: CliIo): Command {
  const command = new Command('export').description(
    'Eksport list (strumieniowo, strona po stronie) do CSV, JSON, NDJSON lub XLSX.',
  );
  for (const definition of exportDefinitions) command.addCommand(resourceCommand(io, definition));
  return withExamples(command, [
    'salesdesk export invoices --since 2026-01-01 --until 2026-03-31 --output faktury-q1.csv',
    'salesdesk export offers --format xlsx --output oferty.xlsx',
    'salesdesk export clients --format ndjson | jq -r .nip',
  ]);
}
