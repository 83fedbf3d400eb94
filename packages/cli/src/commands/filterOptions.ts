import { type Command, Option } from 'commander';
import { z } from 'zod';
import {
  EXPORT_FILTERS,
  type ExportDefinition,
  type ExportFilter,
  type ExportPathParam,
  isSortable,
} from '../export/exportDefinitions';
import { helpMessages } from '../messages/help';
import { optionMessages } from '../messages/options';
import { cliMessages } from '../messages/pl';

const isoDate = z.iso.date({ error: optionMessages.date });

/** Filter flags shared by `export` and `list`; each resource maps the ones it supports. */
export const filterOptionsSchema = z.object({
  status: z.string().trim().min(1).optional(),
  client: z.coerce
    .number({ error: optionMessages.client.number })
    .int({ error: optionMessages.client.integer })
    .positive({ error: optionMessages.client.positive })
    .optional(),
  since: isoDate.optional(),
  until: isoDate.optional(),
  warehouse: z.string().trim().min(1).optional(),
  search: z.string().trim().min(1).optional(),
  sort: z.string().trim().min(1).optional(),
  columns: z
    .string()
    .optional()
    .transform((s) =>
      s
        ?.split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
});

/**
 * The options schema of a command with the checks across flags: a date range that ends
 * before it starts would silently match nothing, so it is refused.
 */
export function withRangeCheck<S extends z.ZodType<{ since?: string; until?: string }>>(schema: S): S {
  return schema.refine((o) => !o.since || !o.until || o.since <= o.until, {
    error: (issue) => {
      const o = issue.input as { since: string; until: string };
      return cliMessages.sinceAfterUntil(o.since, o.until);
    },
    path: ['since'],
  }) as S;
}

const STATUS_EXAMPLES: Partial<Record<string, string>> = {
  offers: 'pending_approval',
  orders: 'confirmed',
  invoices: 'overdue',
};

const FILTER_FLAGS: Record<ExportFilter, (d: ExportDefinition) => Option> = {
  status: (d) =>
    new Option(
      '--status <status>',
      helpMessages.filters.status.replace('{example}', STATUS_EXAMPLES[d.resource] ?? 'active'),
    ),
  client: () => new Option('--client <id>', helpMessages.filters.client),
  since: () => new Option('--since <data>', helpMessages.filters.since),
  until: () => new Option('--until <data>', helpMessages.filters.until),
  warehouse: () => new Option('--warehouse <kod>', helpMessages.filters.warehouse),
  search: () => new Option('--search <tekst>', helpMessages.filters.search),
};

/**
 * Declares the filter flags of one resource: the ones it supports in its help; the others (and
 * `--sort` where the endpoint has no order to choose) are accepted but hidden, so using one says
 * which filters the resource has (exit 2) instead of commander's bare "unknown option".
 */
export function addFilterOptions(command: Command, definition: ExportDefinition): Command {
  for (const name of EXPORT_FILTERS) {
    const option = FILTER_FLAGS[name](definition);
    command.addOption(definition.filters[name] ? option : option.hideHelp());
  }
  const example = definition.tableColumns.slice(0, 3).join(',');
  const sort = new Option('--sort <pole>', helpMessages.filters.sort);
  return command
    .addOption(isSortable(definition) ? sort : sort.hideHelp())
    .option('--columns <klucze>', helpMessages.filters.columns.replace('{example}', example));
}

/** The document the generated help examples of a document's lines name (seeded for `handlowiec`). */
export const EXAMPLE_DOCUMENT: Record<ExportPathParam, number> = { offerId: 6, orderId: 1 };

/** Declares the `<id>` argument of a resource that lists one document's rows (`offer-lines 6`). */
export function withIdArgument(command: Command, definition: ExportDefinition): Command {
  if (!definition.param) return command;
  return command.argument('<id>', helpMessages.filters.documentId[definition.param]);
}
