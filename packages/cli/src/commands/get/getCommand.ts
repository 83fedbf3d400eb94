import { Command } from 'commander';
import { z } from 'zod';
import { CliError } from '../../cliError';
import type { CliIo } from '../../io';
import { helpExamples, helpMessages } from '../../messages/help';
import { optionMessages, resourceLabels } from '../../messages/options';
import { cliMessages } from '../../messages/pl';
import { action, withExamples } from '../action';

/** Documents `get` can fetch: the word after `get` and its endpoint. */
export const getDefinitions = [
  { name: 'offer', endpoint: 'offerById', label: resourceLabels.offer },
  { name: 'order', endpoint: 'orderById', label: resourceLabels.order },
  { name: 'invoice', endpoint: 'invoiceById', label: resourceLabels.invoice },
] as const;

const idArgSchema = z.coerce
  .number({ error: optionMessages.id.number })
  .int({ error: optionMessages.id.integer })
  .positive({ error: optionMessages.id.positive });

/** `salesdesk get offer|order|invoice <id>`: the document as the API returns it, as JSON. */
export function getCommand(io: CliIo): Command {
  const command = new Command('get').description(helpMessages.get.description);
  for (const def of getDefinitions) {
    const sub = new Command(def.name)
      .description(helpMessages.get.resource(def.label))
      .argument('<id>', helpMessages.get.id)
      .action(
        action(io, z.object({}), async (ctx, _options, args) => {
          const parsed = idArgSchema.safeParse(args[0]);
          if (!parsed.success) {
            const reason = parsed.error.issues[0]?.message ?? '';
            throw new CliError('usage', cliMessages.invalidArgument('id', reason), {
              suggestion: cliMessages.usageHint,
            });
          }
          const document = await ctx.authedClient().call(def.endpoint, { params: { id: parsed.data } });
          io.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
        }),
      );
    command.addCommand(withExamples(sub, helpExamples.getResource[def.name] ?? []));
  }
  return withExamples(command, [...helpExamples.get]);
}
