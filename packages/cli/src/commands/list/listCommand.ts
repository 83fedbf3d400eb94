import type { ListPage } from '@salesdesk/sdk';
import { Command } from 'commander';
import { z } from 'zod';
import { textCell } from '../../export/cellFormat';
import { buildQuery, type ExportDefinition, exportDefinitions, resolveColumns } from '../../export/exportDefinitions';
import type { Row } from '../../export/rowWriters';
import type { CliIo } from '../../io';
import { cliMessages } from '../../messages/pl';
import { action, withExamples } from '../action';
import { addFilterOptions, filterOptionsSchema } from '../filterOptions';

const listOptionsSchema = filterOptionsSchema.extend({
  page: z.coerce.number({ error: 'numer strony' }).int().positive().default(1),
  limit: z.coerce.number({ error: 'liczba wierszy' }).int().min(1).max(200, { error: 'najwyżej 200' }).default(20),
  json: z.boolean().default(false),
});

/** A page as tab-separated text (header + rows) for reading in a terminal or `cut`. */
export function formatTable(page: ListPage<Row>, columns: readonly string[], money: ReadonlySet<string>): string {
  const clean = (s: string) => s.replace(/[\t\r\n]+/g, ' ');
  const lines = [columns.join('\t')];
  for (const row of page.items) lines.push(columns.map((c) => clean(textCell(row[c], money.has(c)))).join('\t'));
  return `${lines.join('\n')}\n`;
}

function resourceCommand(io: CliIo, definition: ExportDefinition): Command {
  const command = addFilterOptions(new Command(definition.resource))
    .description(`Jedna strona listy ${definition.label}.`)
    .option('--page <n>', 'numer strony', '1')
    .option('--limit <n>', 'wierszy na stronie (1–200)', '20')
    .option('--json', 'wypisz odpowiedź API jako JSON (kwoty w groszach)')
    .action(
      action(io, listOptionsSchema, async (ctx, options) => {
        const query: Record<string, string | number> = buildQuery(definition, options);
        if (options.sort) query.sort = options.sort;
        const columns = resolveColumns(definition, options.columns);
        const page = (await ctx.authedClient().call(definition.endpoint, {
          query: { ...query, page: options.page, limit: options.limit },
        } as never)) as ListPage<Row>;
        if (options.json) {
          io.stdout.write(`${JSON.stringify(page, null, 2)}\n`);
          return;
        }
        io.stdout.write(formatTable(page, columns, new Set(definition.money)));
        if (!ctx.options.quiet) {
          const pages = Math.max(1, Math.ceil(page.total / page.limit));
          io.stderr.write(`${cliMessages.pageFooter(page.page, pages, page.total)}\n`);
        }
      }),
    );
  return withExamples(command, [
    `salesdesk list ${definition.resource}`,
    `salesdesk list ${definition.resource} --limit 200 --json | jq '.items[0]'`,
  ]);
}

/** `salesdesk list <resource>`: one page, as a table or (`--json`) as the API returned it. */
export function listCommand(io: CliIo): Command {
  const command = new Command('list').description('Jedna strona listy jako tabela albo JSON (--json).');
  for (const definition of exportDefinitions) command.addCommand(resourceCommand(io, definition));
  return withExamples(command, [
    'salesdesk list invoices --status overdue',
    'salesdesk list stock --warehouse WA1 --json',
  ]);
}
