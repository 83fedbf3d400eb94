import type { ListPage } from '@salesdesk/sdk';
import { Command } from 'commander';
import { z } from 'zod';
import {
  buildQuery,
  type ExportDefinition,
  exportDefinitions,
  pathParams,
  resolveColumns,
} from '../../export/exportDefinitions';
import type { Row } from '../../export/rowWriters';
import type { CliIo, OutputStream } from '../../io';
import { columnLabel, valueLabelsOf } from '../../messages/columns';
import { helpExamples, helpMessages } from '../../messages/help';
import { optionMessages } from '../../messages/options';
import { cliMessages } from '../../messages/pl';
import { formatHumanTable } from '../../output/humanTable';
import { action, withExamples } from '../action';
import { addFilterOptions, filterOptionsSchema, withIdArgument, withRangeCheck } from '../filterOptions';
import { parseIdArgument } from '../idArgument';

const listOptionsSchema = withRangeCheck(
  filterOptionsSchema.extend({
    page: z.coerce.number({ error: optionMessages.page }).int().positive().default(1),
    limit: z.coerce
      .number({ error: optionMessages.limit })
      .int()
      .min(1)
      .max(200, { error: optionMessages.limitMax })
      .default(20),
    json: z.boolean().default(false),
  }),
);

/**
 * The width to fit the table to: the terminal's when stdout is one, else `COLUMNS` when set
 * (scripts and tests fix it), else none (a file or a pipe gets whole cells).
 */
export function tableWidth(stdout: OutputStream, env: Record<string, string | undefined>): number | undefined {
  if (stdout.isTTY && stdout.columns) return stdout.columns;
  const fromEnv = Number(env.COLUMNS);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : undefined;
}

function resourceCommand(io: CliIo, definition: ExportDefinition): Command {
  const command = addFilterOptions(withIdArgument(new Command(definition.resource), definition), definition)
    .description(helpMessages.list.resource(definition.label))
    .option('--page <n>', helpMessages.list.page, '1')
    .option('--limit <n>', helpMessages.list.limit, '20')
    .option('--json', helpMessages.list.json)
    .action(
      action(io, listOptionsSchema, async (ctx, options, args) => {
        const params = pathParams(definition, definition.param ? parseIdArgument(args[0]) : undefined);
        const query: Record<string, string | number> = buildQuery(definition, options);
        const columns = resolveColumns(definition, options.columns, options.json ? undefined : definition.tableColumns);
        const page = (await ctx.authedClient().call(definition.endpoint, {
          ...(params ? { params } : {}),
          query: { ...query, page: options.page, limit: options.limit },
        } as never)) as ListPage<Row>;
        if (options.json) {
          io.stdout.write(`${JSON.stringify(page, null, 2)}\n`);
          return;
        }
        const table = formatHumanTable(
          page.items,
          {
            keys: columns,
            money: new Set(definition.money),
            values: valueLabelsOf(definition.resource),
            label: (key) => columnLabel(definition.resource, key),
          },
          tableWidth(io.stdout, io.env),
        );
        io.stdout.write(table.text);
        if (!ctx.options.quiet) {
          if (table.leftOut.length) io.stderr.write(`${cliMessages.columnsLeftOut(table.leftOut)}\n`);
          const pages = Math.max(1, Math.ceil(page.total / page.limit));
          io.stderr.write(`${cliMessages.pageFooter(page.page, pages, page.total)}\n`);
        }
      }),
    );
  return withExamples(command, helpExamples.listResource[definition.resource] ?? []);
}

/** `salesdesk list <resource>`: one page, as a table for people or (`--json`) as the API returned it. */
export function listCommand(io: CliIo): Command {
  const command = new Command('list').description(helpMessages.list.description);
  for (const definition of exportDefinitions) command.addCommand(resourceCommand(io, definition));
  return withExamples(command, [...helpExamples.list]);
}
